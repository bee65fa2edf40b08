import Foundation
import Phrasebook

/// A driver for an instruction-count profiler (the hidden
/// `--profile-keystrokes N` with `--size NAME`): N generated hits typed
/// character by character, every prefix's completions at the benchmark's
/// limit, in a function of its own (`typedKeystrokes`), so
/// `valgrind --tool=callgrind --toggle-collect='*KeystrokeProfile*typedKeystrokes*'`
/// counts what the keystrokes cost.
///
/// Every keystroke is completed once before, unprofiled, so the profile
/// counts a warm catalog's keystrokes (what completion derives once is
/// built). Prints the keystrokes and completions counted; no timing.
struct KeystrokeProfile {
    /// The size whose catalog and utterances are used.
    let size: BenchmarkSize
    /// Hits typed.
    let hits: Int
    /// The size's compiled catalog file (written by `--write-catalog`), loaded
    /// instead of compiling the generated sources; nil to compile them.
    let catalogFile: String?

    /// Types the hits; returns the keystrokes and completions counted.
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
        let prefixes = sampler.hits(hits, random: &random).map(\.utterance).flatMap(KeystrokeFigures.prefixes(of:))
        let warm = Self.warmUp(prefixes, matcher: matcher)
        let completed = Self.typedKeystrokes(prefixes, matcher: matcher)
        return .object([
            ("size", .string(size.name)), ("typedHits", .int(hits)), ("keystrokes", .int(prefixes.count)),
            ("completions", .int(completed)), ("sameAsWarmUp", .bool(warm == completed)),
        ])
    }

    /// The keystrokes once, unprofiled.
    @inline(never)
    static func warmUp(_ prefixes: [String], matcher: Matcher) -> Int {
        prefixes.reduce(0) { $0 + matcher.completions(for: $1, limit: KeystrokeFigures.limit).count }
    }

    /// Every keystroke's completions at the benchmark's limit; counts the
    /// completions (so nothing is optimized away; a body unlike
    /// ``warmUp(_:matcher:)``'s, so the compiler keeps them apart).
    @inline(never)
    static func typedKeystrokes(_ prefixes: [String], matcher: Matcher) -> Int {
        var count = 0
        for prefix in prefixes { count += matcher.completions(for: prefix, limit: KeystrokeFigures.limit).count }
        return count
    }
}
