/// A small, fast, seeded pseudo-random generator (Steele, Lea and Flood's
/// SplitMix64), so generated catalogs and samples are the same on every run
/// and every platform.
///
/// Bounded draws use Lemire's multiply-high reduction written out here, not
/// the standard library's `random(in:using:)`, whose algorithm may change
/// between toolchains.
struct SplitMix64 {
    private var state: UInt64

    /// A generator seeded with `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// A generator for one named purpose: the same `seed` and `stream` always
    /// give the same sequence; different streams are unrelated.
    init(seed: UInt64, stream: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in stream.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        state = seed ^ hash
        _ = next()
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        return Int(UInt64(bound).multipliedFullWidth(by: next()).high)
    }

    /// A number in `0..<bound`, small numbers more likely: the density falls
    /// as 1/√i, like word frequencies, so some words are common and most rare.
    mutating func skewed(below bound: Int) -> Int {
        let unit = unit()
        return min(bound - 1, Int(Double(bound) * unit * unit))
    }

    /// A number in `0 ..< 1`.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// A random element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }
}
