extension FlexibleSearch {
    /// What utterance word `text` (vocabulary id `id`, -1 when the catalog
    /// does not know it) makes on its own (see ``WordReadings``): another
    /// accented form or the form without accents, its simplified form,
    /// another word of its class, the word without a noun particle, words
    /// within a typo's reach, a Hangul word with a particle glued on, and
    /// what the number readers make of it.
    static func wordReadings(
        of text: String, id: Int32, index: FlexibleIndex, vocabulary: Vocabulary, typo: inout TypoDistance
    ) -> WordReadings {
        var word = WordReadings()
        func add(_ token: Int32, _ cost: Float, _ kind: WordReadings.Kind, apart: Int32 = -1) {
            guard token >= 0 else { return }
            word.readings.append(WordReadings.Reading(token: token, cost: cost, kind: kind, apartParticle: apart))
        }
        let scalars = text.unicodeScalars
        word.isIdeograph = scalars.count == 1 && scalars.allSatisfy { ScriptClass($0) == .single && $0.properties.isIdeographic }
        word.isUnspaced = scalars.allSatisfy { ScriptClass($0) == .single }
        word.digits = scalars.count <= 9 && scalars.allSatisfy { $0.isASCII && $0.hasNumericType } ? Double(text) ?? -1 : -1
        word.isNumeral = scalars.allSatisfy(\.hasNumericType)
        // Accents: another accented form, or the form without accents.
        var foldClass = vocabulary.foldClass(of: text, id: id)
        if let folded = AccentFolding.fold(text), folded != text {
            let plain = vocabulary.id(of: folded)
            add(plain, FlexibleCost.accent, .accent)
            if foldClass < 0 && plain >= 0 { foldClass = vocabulary.foldClass(of: folded, id: plain) }
        }
        if foldClass >= 0 {
            for member in vocabulary.members(ofFold: foldClass) where member != id { add(member, FlexibleCost.accent, .accent) }
        }
        if let simplified = index.simplifiedForm(of: text) {
            add(vocabulary.id(of: simplified), FlexibleCost.traditional, .traditional)
        }
        let wordClass = index.wordClass(of: text, id: id)
        if wordClass >= 0 {
            for member in index.members(ofClass: wordClass) where member != id { add(member, FlexibleCost.wordClass, .wordClass) }
        }
        let characterCount = index.mayEndInNounParticle(text) ? text.count : 0
        for (particle, particleCount) in zip(index.nounParticles, index.nounParticleCounts)
        where characterCount > particleCount && text.endsWith(particle) {
            let prefix = String(text.dropLast(particle.count))
            add(vocabulary.id(of: prefix), FlexibleCost.particle, .particle)
            let prefixClass = index.wordClass(of: prefix, id: vocabulary.id(of: prefix))
            if prefixClass >= 0 {
                for member in index.members(ofClass: prefixClass) { add(member, FlexibleCost.particle + FlexibleCost.wordClass, .particle) }
            }
        }
        // A word's edit budget follows the longer of the typed word and
        // the word read (`opn` may be `open`, one letter left out).
        let letters = Array(scalars)
        let hangul = FlexibleIndex.isHangulWord(letters)
        word.isHangul = hangul
        if letters.count >= (hangul ? 2 : 3), let typing = FlexibleIndex.typoLetters(letters) {
            for candidate in typoCandidates(typing, hangul: hangul, index: index, typo: &typo) where candidate.id != id {
                add(candidate.id, candidate.cost, .typo)
            }
        }
        if hangul {
            // A word the phrase writes with a particle glued on, typed
            // without it (`완료` for `완료로`) or with it apart (`완료 로`).
            for (place, particle) in index.nounParticles.enumerated() {
                add(vocabulary.id(of: text + particle), FlexibleCost.particle, .particle, apart: Int32(place))
            }
        }
        word.skips = index.skipsByFirstToken[text] ?? []
        if index.hasNumberWords {
            word.numberReaderMask = index.numberReaderMask(of: text)
            if !word.isNumeral && word.numberReaderMask != 0 {
                word.numberReading = index.numberReading(of: [text], readerMask: word.numberReaderMask, vocabulary: vocabulary)
            }
        }
        return word
    }
}

extension Liberty.Kind {
    /// The liberty a word reading of kind `kind` takes.
    init(_ kind: WordReadings.Kind) {
        switch kind {
        case .accent: self = .accent
        case .traditional: self = .traditional
        case .wordClass: self = .wordClass
        case .particle: self = .particle
        case .typo: self = .typo
        }
    }
}
