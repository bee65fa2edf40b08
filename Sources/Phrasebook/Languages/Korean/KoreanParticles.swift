/// Korean particles and postpositions: the pairs whose form follows the
/// final sound of the word before them (은/는, 이/가, 을/를, 과/와, 으로/로,
/// 이랑/랑, (이)라는), and the lists of glued endings the dialog strips or
/// splits at. (Endings that belong to one reader, such as those after a
/// number or a chosen option, stay with that reader.)
enum KoreanParticles {
    /// 은/는, the topic particle.
    static let topic = ParticlePair(afterConsonant: "은", afterVowel: "는")
    /// 이/가, the subject particle.
    static let subject = ParticlePair(afterConsonant: "이", afterVowel: "가")
    /// 을/를, the object particle.
    static let object = ParticlePair(afterConsonant: "을", afterVowel: "를")
    /// 과/와, "and" / "with".
    static let and = ParticlePair(afterConsonant: "과", afterVowel: "와")
    /// 이랑/랑, colloquial "and" / "with".
    static let colloquialAnd = ParticlePair(afterConsonant: "이랑", afterVowel: "랑")
    /// 으로/로, "by" / "to" (ㄹ takes 로: `서울로`).
    static let direction = ParticlePair(afterConsonant: "으로", afterVowel: "로", rieulTakesVowelForm: true)
    /// 이라는/라는, "called".
    static let called = ParticlePair(afterConsonant: "이라는", afterVowel: "라는")

    /// The pairs a phrase may glue to a slot (`${book}를`): the compiler keeps
    /// both forms, and the matcher accepts either.
    static let glued: [ParticlePair] = [object, subject, topic, and, direction]

    /// Particles that may be glued to the end of an app's name in a
    /// built-in question (`명상으로 뭘 할 수 있어?`).
    static let afterAppName = [
        "으로는", "에서는", "에서도", "에서", "에선", "에는", "한테", "에게", "으로", "로는", "로", "은", "는", "이", "가",
        "을", "를", "이랑", "랑", "하고", "과", "와", "의", "에",
    ]

    /// Particles and endings glued to the last word of an answer that picks
    /// an option (`걷기로`, `걷기요`), longest first.
    static let afterChoice = ["으로요", "로요", "으로", "이요", "로", "요", "을", "를"]

    /// List joiners that are particles (`치즈와 빵`, `베이컨이랑 치즈`): each
    /// splits a list only after a word whose final sound takes that form, so
    /// `사과 주스` (apple juice) is not split at 과.
    static let listJoiners: [String: @Sendable (String) -> Bool] = {
        var joiners: [String: @Sendable (String) -> Bool] = [:]
        for pair in [and, colloquialAnd] {
            for form in [pair.afterConsonant, pair.afterVowel] {
                joiners[form + " "] = { before in pair.form(after: finalSound(of: before)) == form }
            }
        }
        return joiners
    }()

    /// How `text` ends when read aloud: Hangul by its final consonant, a
    /// digit by its Sino-Korean name (`3` is 삼, `2` is 이).
    static func finalSound(of text: String) -> FinalSound {
        guard let last = text.unicodeScalars.last else { return .notHangul }
        switch last.value {
        case 0x30...0x39:
            // 영 일 이 삼 사 오 육 칠 팔 구
            let finals: [FinalSound] = [
                .consonant, .rieul, .vowel, .consonant, .vowel, .vowel, .consonant, .rieul, .rieul, .vowel,
            ]
            return finals[Int(last.value - 0x30)]
        default:
            return FinalSound(last)
        }
    }

    /// `pair`'s form after `text`, both as `consonantForm(vowelForm)` when
    /// the ending is not known.
    static func choose(_ pair: ParticlePair, after text: String) -> String {
        pair.written(after: finalSound(of: text))
    }
}
