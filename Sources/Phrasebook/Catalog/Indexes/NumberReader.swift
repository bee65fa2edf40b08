/// One language's number reader as the flexible index keeps it: what a
/// span of normalized words reads as, and whether a word may be in a span it
/// reads.
///
/// Held in a value of its own rather than as functions in an array: an array
/// keeps a function in its most general form, so each call would go through
/// a conversion step (and a retain of its argument) first, for each of the
/// catalog's languages and every word the flexible stage does not know.
struct NumberReader: Sendable {
    /// The number the words read as, or `nil` (``Language/readNumber``).
    let read: @Sendable ([String]) -> Double?
    /// Whether a word may be in a number ``read`` reads (``Language/mayBeInNumber``).
    let mayRead: @Sendable (String) -> Bool
}
