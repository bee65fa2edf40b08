import Foundation

/// One way an utterance matched: a phrase of a shortcut, the values its slots
/// took, and a score.
///
/// Ambiguous values stay together in one binding so the
/// dialog can ask which one was meant.
struct PhraseMatch: Sendable, Hashable, Codable {
    /// The phrase's index in ``Catalog/phrases``.
    var phraseIndex: Int
    /// The app's index in ``Catalog/apps``.
    var app: Int
    /// The shortcut's index in the app's manifest.
    var shortcut: Int
    /// The intent's name.
    var intent: String
    /// The locale of the phrase that matched.
    var locale: String
    /// The parameter values the phrase's slots took, in phrase order.
    var bindings: [Binding]
    /// How the app's name was said: its name (`synonym` -1) or a synonym;
    /// `nil` for a phrase without `${applicationName}`.
    var applicationName: ValueVariant?
    /// 1.0 for an exact match of the normalized tokens; lower for looser matches.
    var score: Double
    /// For a flexible reading: the liberties it took (``FlexibleSearch``).
    var liberties: [Liberty]? = nil
    /// For a flexible reading: what its liberties cost in all.
    var cost: Double? = nil
}

/// A parameter value taken from the utterance.
struct Binding: Sendable, Hashable, Codable {
    /// The parameter's name.
    var parameter: String
    /// What the slot matched.
    var value: BoundValue
    /// The utterance's tokens the slot covered.
    var tokenRange: Range<Int>
    /// The covered text as the user typed it.
    var text: String
}

/// What a slot matched: one or more enum cases or entities (several when
/// they share the words said), or an open value.
enum BoundValue: Sendable, Hashable, Codable {
    /// Values of type `type` (index in the app's `types`), with the way each was said.
    case values(type: Int, choices: [ValueChoice])
    /// Text for a `String` slot.
    case string(String)
    /// A whole number for an `Int` slot.
    case integer(Int)
    /// A number for a `Double` slot.
    case number(Double)
    /// A moment for a `Date` slot.
    case date(Date)
}

/// One enum case or entity a slot may mean.
struct ValueChoice: Sendable, Hashable, Codable {
    /// The value's index in its type's `values`.
    var index: Int
    /// Which of its titles and synonyms was said.
    var variant: ValueVariant
}

/// Everything the matcher found for one utterance.
struct MatchResult: Sendable {
    /// The utterance matched.
    var utterance: String
    /// The utterance's tokens when the match made them (an ASCII utterance
    /// matched exactly is read by ids alone).
    private var madeTokens: [Token]?
    /// The utterance's normalized tokens (for a too-long utterance, the
    /// first ``Matcher/maximumTokens`` and one more): made now when the
    /// match did not need them.
    var tokens: [Token] { madeTokens ?? TextNormalizer.tokenize(utterance, limit: Matcher.maximumTokens) }
    /// The candidates, best first.
    var candidates: [PhraseMatch]
    /// Apps whose negative phrase the utterance matched (their candidates are dropped).
    var blockedApps: [Int]
    /// Whether the utterance was too long to match (more than ``Matcher/maximumTokens``).
    var isTooLong: Bool
    /// Flexible readings beyond ``FlexibleCost/askThreshold``: the closest
    /// phrases, offered when nothing matched.
    var closest: [PhraseMatch] = []

    /// The result of matching `utterance`, whose `tokens` are given when
    /// the match made them.
    init(
        utterance: String, tokens: [Token]?, candidates: [PhraseMatch], blockedApps: [Int], isTooLong: Bool,
        closest: [PhraseMatch] = []
    ) {
        self.utterance = utterance
        madeTokens = tokens
        self.candidates = candidates
        self.blockedApps = blockedApps
        self.isTooLong = isTooLong
        self.closest = closest
    }
}
