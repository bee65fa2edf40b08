/// The letters of a reader's number words, with the range of scalar values
/// they lie in: a scalar outside the range is none of them, told without
/// hashing it (the flexible stage asks this of every word it does not know,
/// mostly of other scripts than the letters').
struct NumberLetters: Sendable {
    /// The letters themselves.
    let letters: Set<Unicode.Scalar>
    /// The least scalar value of ``letters`` (`UInt32.max` when there is none).
    let lowest: UInt32
    /// The greatest scalar value of ``letters`` (0 when there is none).
    let highest: UInt32

    /// The letters of `words`.
    init(lettersOf words: [String]) {
        letters = Set(words.flatMap(\.unicodeScalars))
        lowest = letters.lazy.map(\.value).min() ?? UInt32.max
        highest = letters.lazy.map(\.value).max() ?? 0
    }

    /// Whether `scalar` is one of ``letters``.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= lowest && scalar.value <= highest && letters.contains(scalar)
    }
}
