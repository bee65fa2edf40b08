/// Words a user typed, held as the utterance they lie in and their UTF-8
/// bounds in it, and made into their own `String` only when read: a match
/// names each slot's words for ``Candidate/Parameter/text``, which most
/// callers never read, and a copy of a slot's words (longer than a small
/// string's 15 bytes) is an allocation per candidate.
///
/// Holding the utterance
/// retains it; it copies nothing.
struct TypedText: Sendable {
    /// The utterance, or the text itself when `start` is negative.
    private let source: String
    /// The text's UTF-8 bounds in `source`, or -1 when it is all of it.
    private let start: Int32
    private let end: Int32

    /// `text` itself.
    init(_ text: String) {
        source = text
        start = -1
        end = -1
    }

    /// The UTF-8 bytes `bytes` of `utterance`: the bounds of its tokens, so
    /// they begin and end between characters.
    init(utterance: String, bytes: Range<Int>) {
        source = utterance
        start = Int32(clamping: bytes.lowerBound)
        end = Int32(clamping: bytes.upperBound)
    }

    /// The text, made from the utterance's bytes as typed (invalid UTF-8,
    /// which a Swift string cannot hold, is never there to repair).
    var text: String {
        guard start >= 0 else { return source }
        let utf8 = source.utf8
        let lower = min(Int(start), utf8.count)
        let upper = min(max(Int(end), lower), utf8.count)
        let copied = utf8.withContiguousStorageIfAvailable { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
        }
        if let copied { return copied }
        return String(
            decoding: utf8[utf8.index(utf8.startIndex, offsetBy: lower)..<utf8.index(utf8.startIndex, offsetBy: upper)],
            as: UTF8.self)
    }
}
