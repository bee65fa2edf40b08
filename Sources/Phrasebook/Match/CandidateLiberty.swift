extension Candidate {
    /// One liberty a flexible reading took with the utterance, and what it
    /// cost: the reasons a candidate's ``Candidate/cost`` is above zero.
    ///
    /// ```swift
    /// for liberty in candidate.liberties {
    ///     print(liberty)  // typo "walkng" → "walking" (0.5)
    /// }
    /// ```
    public struct Liberty: Sendable, Hashable, CustomStringConvertible {
        /// What kind of liberty, as `phrasebook explain` names it: `typo`,
        /// `accent`, `filler`, `smallWordDropped`, `wordAdded`, …
        /// (docs/Matching.md lists them).
        public let kind: String
        /// What the user typed there (empty for a word left out).
        public let typed: String
        /// What the phrase has there (empty for a word added).
        public let read: String
        /// What it cost, added to the candidate's ``Candidate/cost``.
        public let cost: Double
        /// The liberty in words: `typo "walkng" → "walking" (0.5)`.
        public let description: String

        /// The public form of a flexible reading's `liberty`.
        init(_ liberty: Phrasebook.Liberty) {
            kind = liberty.kind.rawValue
            typed = liberty.typed
            read = liberty.read
            // Costs add up in single precision: shown to the hundredth, as
            // the candidate's total is.
            cost = (liberty.cost * 100).rounded() / 100
            description = liberty.description
        }
    }
}
