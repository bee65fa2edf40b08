extension FlexibleSearch {
    /// What utterance word `text` (vocabulary id `id`, -1 when the catalog
    /// does not know it) makes on its own (see ``WordReadings``): another
    /// accented form or the form without accents, its simplified form, a
    /// character of the same reading, the same kana in the other kana,
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
        // The facts about the word's scalars, in one pass over them (each
        // script and numeric test asked once per scalar).
        let letters = Array(text.unicodeScalars)
        var allUnspaced = true
        var allNumeric = true
        var allASCIIDigits = true
        var allSyllables = !letters.isEmpty
        var allASCII = true
        var alphabetic = true
        for letter in letters {
            // A scalar outside the scripts written without spaces is not
            // of one (their marks are, so inside them the class is asked),
            // and a Hangul syllable has no numeric type: neither is looked
            // up in the Unicode property tables.
            let unspaced = ScriptClass.isSingleTokenScript(letter.value) && ScriptClass(letter) == .single
            let numeric = HangulSyllable.isSyllable(letter) ? false : letter.hasNumericType
            if !unspaced { allUnspaced = false }
            if !numeric { allNumeric = false }
            if !(letter.isASCII && numeric) { allASCIIDigits = false }
            if !HangulSyllable.isSyllable(letter) { allSyllables = false }
            if !letter.isASCII { allASCII = false }
            if unspaced || numeric || HangulSyllable.isHangul(letter) { alphabetic = false }
        }
        word.isIdeograph = letters.count == 1 && allUnspaced && letters[0].properties.isIdeographic
        word.isUnspaced = allUnspaced
        word.digits = letters.count <= 9 && allASCIIDigits ? Double(text) ?? -1 : -1
        word.isNumeral = allNumeric
        // Accents: another accented form, or the form without accents. The
        // word is folded once (an ASCII word is its own fold): the fold
        // class and the typing letters below read the same fold.
        let folded = allASCII ? text : AccentFolding.fold(text)
        var foldClass: Int32
        if id >= 0 {
            foldClass = vocabulary.foldClass(of: text, id: id)
        } else {
            // Folding is idempotent: the fold's class is the word's.
            foldClass = folded.map { vocabulary.foldClass(of: $0, id: -1) } ?? -1
        }
        if let folded, folded != text {
            let plain = vocabulary.id(of: folded)
            add(plain, FlexibleCost.accent, .accent)
            if foldClass < 0 && plain >= 0 { foldClass = vocabulary.foldClass(of: folded, id: plain) }
        }
        if foldClass >= 0 {
            for member in vocabulary.members(ofFold: foldClass) where member != id {
                add(member, FlexibleCost.accent, .accent)
            }
        }
        if let simplified = index.simplifiedForm(of: text) {
            add(vocabulary.id(of: simplified), FlexibleCost.traditional, .traditional)
        }
        if word.isIdeograph && id < 0 && !index.characterReadings.isEmpty {
            // A character typed for another of the same reading (an input
            // method's homophone): only one the catalog does not use, as a
            // character it uses is typed as meant (`书架` said where a
            // phrase has another word is that word, not a homophone of it).
            for member in index.characterReadings.homophones(of: letters[0], id: id) {
                add(member, FlexibleCost.homophone, .homophone)
            }
        }
        if letters.count == 1, allUnspaced, let swapped = KanaFolding.swapped(letters[0]) {
            // A kana typed in the other kana.
            add(vocabulary.id(of: String(swapped)), FlexibleCost.kana, .kana)
        }
        let wordClass = index.wordClass(of: text, id: id)
        if wordClass >= 0 {
            for member in index.members(ofClass: wordClass) where member != id {
                add(member, FlexibleCost.wordClass, .wordClass)
            }
        }
        let characterCount = index.mayEndInNounParticle(text) ? text.count : 0
        for (particle, particleCount) in zip(index.nounParticles, index.nounParticleCounts)
        where characterCount > particleCount && text.endsWith(particle) {
            let prefix = String(text.dropLast(particle.count))
            add(vocabulary.id(of: prefix), FlexibleCost.particle, .particle)
            let prefixClass = index.wordClass(of: prefix, id: vocabulary.id(of: prefix))
            if prefixClass >= 0 {
                for member in index.members(ofClass: prefixClass) {
                    add(member, FlexibleCost.particle + FlexibleCost.wordClass, .particle)
                }
            }
        }
        // A word's edit budget follows the longer of the typed word and
        // the word read (`opn` may be `open`, one letter left out). The
        // typing letters are made from the facts and the fold above.
        let hangul = allSyllables
        word.isHangul = hangul
        if letters.count >= (hangul ? 2 : 3),
            let typing = FlexibleIndex.typoLetters(
                letters, hangul: hangul, alphabetic: alphabetic, ascii: allASCII, folded: { folded ?? text })
        {
            for candidate in typoCandidates(typing, hangul: hangul, index: index, typo: &typo) where candidate.id != id
            {
                add(candidate.id, candidate.cost, .typo)
            }
        }
        if hangul && index.mayBeGluedStem(text.utf8) {
            // A word the phrase writes with a particle glued on, typed
            // without it (`완료` for `완료로`) or with it apart (`완료 로`):
            // looked up by the bytes of the word and the particle, written
            // one after the other in storage kept with the typo lookups
            // (only for a word the index has seen a glued form of).
            typo.bytes.removeAll(keepingCapacity: true)
            typo.appendBytes(of: text)
            let wordLength = typo.bytes.count
            for (place, particle) in index.nounParticles.enumerated() {
                typo.bytes.removeLast(typo.bytes.count - wordLength)
                typo.appendBytes(of: particle)
                let glued = typo.bytes.withUnsafeBufferPointer { vocabulary.id(utf8: $0) }
                add(glued, FlexibleCost.particle, .particle, apart: Int32(place))
            }
        }
        // A number for a count the phrases write in words (`两` for `一`
        // in `点一碗…`): the same count written another way, or another.
        if !index.countWords.isEmpty, let said = index.count(saidBy: text, digits: word.digits) {
            for count in index.countWords where count.id != id && count.readers & said.readers != 0 {
                if count.value == said.value {
                    add(count.id, FlexibleCost.number, .number)
                } else {
                    add(count.id, FlexibleCost.otherCount, .count)
                }
            }
        }
        word.skips = index.skips(startingWith: text)
        word.startsValueNoun = word.skips.contains { $0.kind == .valueNoun }
        if index.hasNumberWords {
            word.numberReaderMask = index.numberReaderMask(of: text)
            if !word.isNumeral && word.numberReaderMask != 0 {
                word.numberReading = index.numberReading(
                    of: [text], readerMask: word.numberReaderMask, vocabulary: vocabulary)
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
        case .homophone: self = .homophone
        case .kana: self = .kana
        case .count: self = .count
        case .number: self = .number
        }
    }
}
