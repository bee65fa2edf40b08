/// One liberty a flexible reading took with the utterance — a typo read,
/// a filler skipped, a small word left out — and what it cost
/// (``FlexibleCost``).
///
/// `explain` lists them per candidate.
struct Liberty: Sendable, Hashable, Codable {
    /// What kind of liberty.
    enum Kind: String, Sendable, Hashable, Codable {
        case typo, accent, traditional, number, count, filler, genericAppWord, wordClass, particle, particleForm,
            wordApart, valueNoun, appNameMoved, evidence, actionWord, actionLeftOut, wordOrder, otherNoun, chatter
        case smallWordAdded, smallWordDropped, wordAdded, wordDropped
        /// A Han character typed for another of the same reading: an input
        /// method's homophone (`书价` for `书架`, `迷走` for `瞑想`).
        case homophone
        /// Kana typed in the other kana (`すーぷ` for `スープ`).
        case kana
        /// Kana typed where the phrase writes a kanji, spelling one of its
        /// readings (`さくじょ` for `削除`).
        case kanaReading
        /// An app the request does not name, implied by what its words
        /// name: a value of one of its types, or words only its phrases
        /// and types use (`Soup menu`).
        case appImplied
        /// Words left over inside a request read from its evidence, which
        /// say nothing the catalog knows (`what's` in `Show me what's on
        /// my Want to Read shelf in Library`).
        case leftover
        /// A value read from some of its words, in any order or other forms
        /// (`passport renewal` → `Renew passport`).
        case partialValue
        /// A mistyped word read as the one word of the catalog or its
        /// language closest to it, and the request read again with it:
        /// an action word, a type's noun, a phrase's word, a value's
        /// (`delte` → `delete`, `시잗` → `시작`, `名想` → `冥想`,
        /// `さくじょ` → `削除`).
        case typoWord
        /// A value of a parameter the phrase has no slot for, read from
        /// words left over (`two` → `quantity` in `Order two minestrone
        /// from Soup Chef`).
        case parameterValue
        /// Clauses said around a request that is whole on its own, read
        /// as chatter (`Oh shoot, the doorbell just rang` in `Oh shoot,
        /// the doorbell just rang, could you pause my meditation`).
        case chatterClause
        /// A value's maker said next to it, read as telling which value
        /// is meant (`by Camus` in `Open The Stranger by Camus`).
        case valueOwner
    }

    /// The kind.
    var kind: Kind
    /// What the user typed (empty for a word left out).
    var typed: String
    /// What the phrase has there (empty for a word added).
    var read: String
    /// What it cost.
    var cost: Double

    /// The liberty in words: `typo "walkng" → "walking" (0.5)`.
    var description: String {
        let cost = (cost * 100).rounded() / 100
        switch (typed.isEmpty, read.isEmpty) {
        case (false, false): return "\(kind.rawValue) \"\(typed)\" → \"\(read)\" (\(cost))"
        case (false, true): return "\(kind.rawValue) \"\(typed)\" (\(cost))"
        default: return "\(kind.rawValue) \"\(read)\" (\(cost))"
        }
    }
}
