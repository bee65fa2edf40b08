/// Why an utterance matched what it did — or why it matched nothing: the
/// normalized tokens, every candidate with its bindings and score, the reason
/// the winner won, and the phrases that came closest with the token where
/// each diverged and the tokens that would have continued it.
///
/// ```swift
/// let explanation = Matcher(catalog: catalog).explain("Start Walkng in Meditation")
/// print(explanation.verdict)   // why the first candidate wins, and what the dialog does
/// print(explanation.text())    // tokens, candidates with their liberties, near misses
/// ```
public struct Explanation: Sendable {
    /// The catalog the utterance was explained against (for names).
    let catalog: Catalog
    /// The utterance's normalized tokens.
    public internal(set) var tokens: [String]
    /// Positions of tokens no phrase or value uses.
    var unknownTokens: [Int]
    /// Every candidate, best first, by index.
    var phraseMatches: [PhraseMatch]
    /// Why the first candidate won, or why there is none.
    public internal(set) var verdict: String
    /// Apps a negative phrase blocked.
    public internal(set) var blockedApps: [String]
    /// The phrases that came closest (when nothing matched), best first.
    var nearMisses: [NearMiss]

    /// Every candidate, best first, in names, each with what a conversation
    /// does with it.
    public var candidates: [Candidate] { Candidate.named(phraseMatches, in: catalog) }
}

/// A phrase the utterance followed for a while.
struct NearMiss: Sendable, Hashable {
    /// The phrase's index in ``Catalog/phrases``.
    var phraseIndex: Int
    /// How many tokens matched before the walk stopped.
    var matchedTokens: Int
    /// The token where it diverged, or `nil` when the utterance ended early.
    var divergingToken: String?
    /// What would have continued the path there: words, or `${slot}` with
    /// some of its values.
    var expected: [String]
    /// An expected word within a small edit distance of the diverging token.
    var suggestion: String?
}
