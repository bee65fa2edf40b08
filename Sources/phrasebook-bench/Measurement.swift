/// Wall-clock timing with `ContinuousClock` and the summary figures the
/// benchmark prints: medians and 99th percentiles in microseconds.
enum Measurement {
    /// The clock every figure is measured with.
    static let clock = ContinuousClock()

    /// How long `body` took, and what it returned.
    @inline(__always)
    static func time<Result>(_ body: () throws -> Result) rethrows -> (result: Result, duration: Duration) {
        let start = clock.now
        let result = try body()
        return (result, clock.now - start)
    }

    /// `text` as a request that has just arrived: a new string whose bytes
    /// were written just now, as the reader that receives a request (from
    /// a connection, a terminal, a file) makes its text.
    ///
    /// Each timed
    /// utterance is handed over so: the utterances are generated long
    /// before they are timed, and a string left in the processor's caches
    /// by no one would charge a match one cold read a real request does
    /// not have.
    static func received(_ text: String) -> String {
        String(decoding: Array(text.utf8), as: UTF8.self)
    }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// `duration` in microseconds.
    static func micros(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }

    /// The median of `values` (the mean of the middle two for an even count; 0 when empty).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// `value` rounded to `places` decimal places, so printed figures do not
    /// carry meaningless digits.
    static func rounded(_ value: Double, places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }
}

/// Many timings of one kind of operation, summarized by percentile.
struct LatencySummary {
    private var sorted: [Double]

    /// The summary of `micros`, timings in microseconds.
    init(micros: [Double]) {
        sorted = micros.sorted()
    }

    /// How many timings there are.
    var count: Int { sorted.count }

    /// The nearest-rank `percent` percentile in microseconds (0 when empty):
    /// the smallest timing that at least `percent`% of timings do not exceed.
    func percentile(_ percent: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// The median in microseconds, to a hundredth.
    var median: Double { Measurement.rounded(percentile(50), places: 2) }

    /// The 99th percentile in microseconds, to a hundredth.
    var p99: Double { Measurement.rounded(percentile(99), places: 2) }
}
