extension FlexibleIndex {
    /// A word of the phrase graph that says a count, and the count.
    struct CountWord: Sendable, Equatable {
        /// The word's vocabulary id.
        var id: Int32
        /// The count it says.
        var value: Double
        /// The number readers that read it (``numberReaderBit(_:)``): a
        /// count is read as one of its own language's words only.
        var readers: UInt64
    }

    /// A count an utterance word says, and the readers that read it as
    /// that (every reader for digits).
    struct SaidCount: Sendable, Equatable {
        /// The count.
        var value: Double
        /// The readers, as bits (``numberReaderBit(_:)``).
        var readers: UInt64
    }

    /// The largest count a phrase word is taken to say: larger numbers in
    /// a phrase's text are names (`1984`), not counts of things.
    static let largestCount: Double = 99

    /// Notes the words of phrase graph `graph` that a language's number
    /// reader reads, alone, as a count from 1 to ``largestCount`` (`一`,
    /// `한`, `một`, `one`): a user asking for another number of things
    /// (`点两碗番茄汤` for `点一碗${soup}`) says the same request.
    mutating func noteCountWords(graph: TokenTrie, vocabulary: Vocabulary) {
        var seen = Set<Int32>()
        for token in graph.edgeToken where token >= 0 && Int(token) < vocabulary.count && seen.insert(token).inserted {
            guard !vocabulary.isGlued(token) else { continue }
            let text = vocabulary.text(of: token)
            // Digits in a phrase's text are a name's or a time's, not a count.
            guard !text.unicodeScalars.contains(where: { $0.isASCII && $0.properties.numericType != nil }),
                let said = count(saidBy: text, digits: -1)
            else { continue }
            countWords.append(CountWord(id: token, value: said.value, readers: said.readers))
        }
        countWords.sort { $0.id < $1.id }
    }

    /// The count from 1 to ``largestCount`` that utterance word `text`
    /// says on its own, and the readers that read it so: its ASCII digits
    /// (`digits`, -1 for none; every reader), or what the first number
    /// reader that reads it makes of it, with the readers that agree;
    /// `nil` for none.
    func count(saidBy text: String, digits: Double) -> SaidCount? {
        func isCount(_ number: Double) -> Bool {
            number >= 1 && number <= Self.largestCount && number == number.rounded()
        }
        if digits >= 0 { return isCount(digits) ? SaidCount(value: digits, readers: UInt64.max) : nil }
        var said: SaidCount?
        for (place, reader) in numberReaders.enumerated() where reader.mayRead(text) {
            guard let number = reader.read([text]), isCount(number), said == nil || said?.value == number else {
                continue
            }
            said = SaidCount(value: number, readers: (said?.readers ?? 0) | Self.numberReaderBit(place))
        }
        return said
    }
}
