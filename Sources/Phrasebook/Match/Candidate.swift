import Foundation

/// One way an utterance matched: a phrase of a shortcut, the values its slots
/// took, and a score. Ambiguous values stay together in one binding so the
/// dialog can ask which one was meant.
public struct Candidate: Sendable, Hashable, Codable {
    /// The phrase's index in ``Catalog/phrases``.
    public var phraseIndex: Int
    /// The app's index in ``Catalog/apps``.
    public var app: Int
    /// The shortcut's index in the app's manifest.
    public var shortcut: Int
    /// The intent's name.
    public var intent: String
    /// The locale of the phrase that matched.
    public var locale: String
    /// The parameter values the phrase's slots took, in phrase order.
    public var bindings: [Binding]
    /// How the app's name was said: its name (`synonym` -1) or a synonym;
    /// `nil` for a phrase without `${applicationName}`.
    public var applicationName: ValueVariant?
    /// 1.0 for an exact match of the normalized tokens; lower for looser matches.
    public var score: Double
}

/// A parameter value taken from the utterance.
public struct Binding: Sendable, Hashable, Codable {
    /// The parameter's name.
    public var parameter: String
    /// What the slot matched.
    public var value: BoundValue
    /// The utterance's tokens the slot covered.
    public var tokenRange: Range<Int>
    /// The covered text as the user typed it.
    public var text: String
}

/// What a slot matched: one or more enum cases or entities (several when
/// they share the words said), or an open value.
public enum BoundValue: Sendable, Hashable, Codable {
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
public struct ValueChoice: Sendable, Hashable, Codable {
    /// The value's index in its type's `values`.
    public var index: Int
    /// Which of its titles and synonyms was said.
    public var variant: ValueVariant
}

/// Everything the matcher found for one utterance.
public struct MatchResult: Sendable {
    /// The utterance's normalized tokens (for a too-long utterance, the
    /// first ``Matcher/maximumTokens`` and one more).
    public var tokens: [Token]
    /// The candidates, best first.
    public var candidates: [Candidate]
    /// Apps whose negative phrase the utterance matched (their candidates are dropped).
    public var blockedApps: [Int]
    /// Whether the utterance was too long to match (more than ``Matcher/maximumTokens``).
    public var isTooLong: Bool
}
