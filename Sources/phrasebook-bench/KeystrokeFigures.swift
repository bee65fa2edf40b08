import Foundation
import Phrasebook

/// The time of one keystroke's completions
/// (``Matcher/completions(for:locale:limit:)`` at a limit of 10): generated
/// hits typed character by character, every prefix of each timed as a
/// palette asks after each key.
///
/// Timed after a warm-up of the same kind on other hits, which also builds
/// what completion derives from the catalog once (each value set's form
/// index, built the first time a keystroke reads the set); the first
/// keystroke of a fresh catalog pays that, as `keystrokeFirstMillis` shows.
enum KeystrokeFigures {
    /// The limit timed.
    static let limit = 10

    /// The JSON members: `keystrokes` timed, `keystrokeMedianMicros`,
    /// `keystrokeP99Micros`, `keystrokeFirstMillis` (the first keystroke of
    /// the process, index building included) and `keystrokeCompleted`
    /// (the share of keystrokes with at least one completion).
    static func measure(matcher: Matcher, typing hits: [String], warmingUpWith warmUp: [String])
        -> [(String, JSONOutput)]
    {
        let first = warmUp.first.map { text in
            Measurement.time { matcher.completions(for: String(text.prefix(1)), limit: limit) }.duration
        }
        for text in warmUp {
            for prefix in prefixes(of: text) { _ = matcher.completions(for: prefix, limit: limit) }
        }
        var times: [Double] = []
        var completed = 0
        for text in hits {
            for prefix in prefixes(of: text) {
                let request = Measurement.received(prefix)
                let timed = Measurement.time { matcher.completions(for: request, limit: limit) }
                times.append(Measurement.micros(timed.duration))
                if !timed.result.isEmpty { completed += 1 }
            }
        }
        let summary = LatencySummary(micros: times)
        return [
            ("keystrokes", .int(times.count)),
            ("keystrokeMedianMicros", .double(summary.median)),
            ("keystrokeP99Micros", .double(summary.p99)),
            ("keystrokeFirstMillis", first.map { .double(Measurement.seconds($0) * 1000) } ?? .null),
            ("keystrokeCompleted", .double(Double(completed) / Double(max(times.count, 1)))),
        ]
    }

    /// Every prefix of `text` a person typing it sees, one character longer
    /// each time.
    static func prefixes(of text: String) -> [String] {
        var result: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            index = text.index(after: index)
            result.append(String(text[..<index]))
        }
        return result
    }
}
