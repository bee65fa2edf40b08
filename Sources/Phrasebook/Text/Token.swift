/// One normalized word of an utterance or phrase, with the place in the
/// original text it came from (open slots capture text as typed).
struct Token: Hashable, Sendable {
    /// The normalized text: NFKC, case-folded, punctuation removed.
    var text: String
    /// Where the token starts in the original text, in UTF-8 bytes.
    var sourceStart: Int
    /// Where the token ends in the original text, in UTF-8 bytes.
    var sourceEnd: Int
}

/// Where one token of an utterance lies in its UTF-8 bytes: what the
/// matcher keeps of a token when it reads the token by id and needs its
/// text only to show what the user typed.
struct TokenSpan: Hashable, Sendable {
    /// The token's first byte.
    var start: Int32
    /// The byte after the token's last.
    var end: Int32
}
