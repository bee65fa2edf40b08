/// Why an utterance matched what it did — or why it matched nothing: the
/// normalized tokens, every candidate with its bindings and score, the reason
/// the winner won, and the phrases that came closest with the token where
/// each diverged and the tokens that would have continued it.
public struct Explanation: Sendable {
    /// The utterance's normalized tokens.
    public var tokens: [String]
    /// Positions of tokens no phrase or value uses.
    public var unknownTokens: [Int]
    /// Every candidate, best first.
    public var candidates: [Candidate]
    /// Why the first candidate won, or why there is none.
    public var verdict: String
    /// Apps a negative phrase blocked.
    public var blockedApps: [String]
    /// The phrases that came closest (when nothing matched), best first.
    public var nearMisses: [NearMiss]
}

/// A phrase the utterance followed for a while.
public struct NearMiss: Sendable, Hashable {
    /// The phrase's index in ``Catalog/phrases``.
    public var phraseIndex: Int
    /// How many tokens matched before the walk stopped.
    public var matchedTokens: Int
    /// The token where it diverged, or `nil` when the utterance ended early.
    public var divergingToken: String?
    /// What would have continued the path there: words, or `${slot}` with
    /// some of its values.
    public var expected: [String]
    /// An expected word within a small edit distance of the diverging token.
    public var suggestion: String?
}
