import Foundation
import Phrasebook

/// A driver for an instruction-count profiler (the hidden
/// `--profile-keystrokes N` with `--size NAME`): N generated hits typed
/// character by character, every prefix's completions at the benchmark's
/// limit, in a function of its own (`typedKeystrokes`), so
/// `valgrind --tool=callgrind --toggle-collect='*KeystrokeProfile*typedKeystrokes*'`
/// counts what the keystrokes cost.
///
/// Before the profiled keystrokes, the same keystrokes are timed as
/// ``KeystrokeFigures`` times them (after its warm-up on other hits), so
/// the profiled ones find the catalog as warm as a long-running process
/// does; the timed figures are printed as one JSON line.
struct KeystrokeProfile {
    /// The size whose catalog and utterances are used.
    let size: BenchmarkSize
    /// Hits typed.
    let hits: Int
    /// The size's compiled catalog file (written by `--write-catalog`), loaded
    /// instead of compiling the generated sources; nil to compile them.
    let catalogFile: String?

    /// Types the hits; returns the timed figures.
    func run() throws(ArchiveError) -> JSONOutput {
        let generator = CatalogGenerator()
        let apps = generator.apps(for: size)
        let catalog =
            if let catalogFile { try Catalog(compiledFile: catalogFile) } else {
                Catalog(manifests: Dictionary(uniqueKeysWithValues: apps.map { ($0.path, $0.manifestText) }))
            }
        let matcher = Matcher(catalog: catalog)
        let sampler = UtteranceSampler(apps: apps, lexicon: generator.lexicon)
        var random = SplitMix64(seed: CatalogGenerator.seed, stream: "keystroke hits \(size.name)")
        let typed = sampler.hits(hits, random: &random).map(\.utterance)
        let warmUp = sampler.hits(max(hits, 500), random: &random).map(\.utterance)
        let figures = KeystrokeFigures.measure(matcher: matcher, typing: typed, warmingUpWith: warmUp)
        let completed = Self.typedKeystrokes(typed.flatMap(KeystrokeFigures.prefixes(of:)), matcher: matcher)
        return .object(
            [("size", .string(size.name)), ("typedHits", .int(typed.count))] + figures + [
                ("profiledCompletions", .int(completed)),
                ("cores", .int(ProcessInfo.processInfo.activeProcessorCount)),
            ])
    }

    /// Every keystroke's completions at the benchmark's limit; counts the
    /// completions (so nothing is optimized away).
    @inline(never)
    static func typedKeystrokes(_ prefixes: [String], matcher: Matcher) -> Int {
        prefixes.reduce(0) { $0 + matcher.completions(for: $1, limit: KeystrokeFigures.limit).count }
    }
}
