import Foundation

/// Measures flexible matching on noisy variants of the corpus
/// (``NoisyUtterances``): per variant kind and locale, how many resolve to
/// the case's invocation, how many reach it only through "Did you mean …?",
/// how many reach something else or nothing, and the match time.
///
/// For
/// out-of-scope probes, a resolution is a false positive.
struct NoisyEvaluation: Sendable {
    /// The figures of one variant kind in one locale.
    struct Row: Sendable {
        var kind: NoisyUtterances.Kind
        var locale: String
        var total = 0
        /// Resolved to the expected invocation (or, out of scope: resolved at all).
        var resolved = 0
        /// The expected invocation offered for the user to confirm (out of
        /// scope: anything offered).
        var asked = 0
        /// Match times in microseconds.
        var micros: [Double] = []
        /// The variants that did not resolve as expected (out of scope: that resolved).
        var misses: [String] = []

        /// Resolved share, in percent.
        var accuracy: Double { total == 0 ? 0 : 100 * Double(resolved) / Double(total) }
        /// Median match time in microseconds.
        var medianMicros: Double {
            let sorted = micros.sorted()
            return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }
    }

    /// The rows, by kind then locale.
    var rows: [Row]

    /// Runs every variant of `cases` against `catalog`.
    init(catalog: Catalog, cases: [CorpusCase]) {
        let matcher = Matcher(catalog: catalog)
        var table: [String: Row] = [:]
        for variant in NoisyUtterances.variants(of: cases, catalog: catalog) {
            let key = variant.kind.rawValue + " " + variant.locale
            var row = table[key] ?? Row(kind: variant.kind, locale: variant.locale)
            let start = DispatchTime.now().uptimeNanoseconds
            let result = matcher.match(variant.text, locale: variant.locale)
            row.micros.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
            row.total += 1
            if let best = result.candidates.first {
                let manifest = catalog.apps[best.app]
                let expected =
                    variant.kind.isProbe || (manifest.app.name == variant.app && best.intent == variant.intent)
                let rivals = result.candidates.contains {
                    !($0.app == best.app && $0.shortcut == best.shortcut) && $0.isAsClose(as: best)
                }
                if expected && !best.needsConfirming && !rivals {
                    row.resolved += 1
                } else if expected {
                    row.asked += 1
                }
                let resolved = expected && !best.needsConfirming && !rivals
                if resolved == variant.kind.isProbe {
                    let how = rivals ? "rivals" : best.needsConfirming ? "asks" : "resolves"
                    row.misses.append(
                        "\(variant.text) → \(how) \(manifest.app.name) \(best.intent) (\(best.cost ?? 0))")
                }
            } else if !variant.kind.isProbe {
                row.misses.append(variant.text + " → nothing")
            }
            table[key] = row
        }
        let kinds = NoisyUtterances.Kind.allCases.map(\.rawValue)
        rows = table.values.sorted { lhs, rhs in
            let left = kinds.firstIndex(of: lhs.kind.rawValue) ?? 0
            let right = kinds.firstIndex(of: rhs.kind.rawValue) ?? 0
            return left != right ? left < right : lhs.locale < rhs.locale
        }
    }

    /// The figures as a table: kind, locale, variants, resolved (%), asked,
    /// and the median match time.
    var text: String {
        var lines = ["kind                locale   variants  resolved   asked  median µs"]
        for row in rows {
            let measure = row.kind.isProbe ? "FP " : ""
            lines.append(
                row.kind.rawValue.padding(toLength: 20, withPad: " ", startingAt: 0)
                    + row.locale.padding(toLength: 9, withPad: " ", startingAt: 0)
                    + String(
                        format: "%8d  %@%6.1f%%  %6d  %9.1f", row.total, measure, row.accuracy, row.asked,
                        row.medianMicros))
            // A probe that resolved is a false resolution: each is listed.
            if row.kind.isProbe { lines += row.misses.map { "  ! " + $0 } }
        }
        return lines.joined(separator: "\n")
    }
}

extension Catalog {
    /// The noisy-utterance evaluation of flexible matching over the corpus in
    /// `corpusDirectory` (as `phrasebook-bench --noisy` prints it): per
    /// variant kind and locale, the share that resolves to the expected
    /// invocation, how many are asked "Did you mean …?", and the median
    /// match time; for out-of-scope probes, the false-positive rate.
    package func noisyEvaluation(corpusDirectory: String) -> String {
        let corpus = CorpusParser.load(directory: corpusDirectory)
        return NoisyEvaluation(catalog: self, cases: corpus.cases).text
    }
}
