import Foundation
import Phrasebook

/// Measures one generated catalog size in this process (the parent runs each
/// size in a child of its own so peak memory is per size): generates the
/// manifests, compiles them, times exact hits and misses with
/// ``Matcher/candidates(for:locale:)`` (misses also with the exact stage
/// alone), and describes it all as one JSON object.
struct SizeRun {
    /// The size to measure.
    let size: BenchmarkSize
    /// Timed samples per kind, instead of the size's own count.
    let samplesOverride: Int?
    /// Where to write the generated catalog's sources (and its compiled
    /// file) for the disk figures; a temporary folder when `nil`.
    var catalogDirectory: String? = nil

    /// Why a size could not be measured.
    struct Failure: Error {
        /// The compiler's errors, printed as they are (`path:line:column: error: …`).
        var diagnostics: [String] = []
        /// What went wrong, in one line.
        let message: String
    }

    /// The figures of the size, and whether every hit resolved and every miss missed.
    func run() throws(Failure) -> (figures: JSONOutput, clean: Bool) {
        let generator = CatalogGenerator()
        let apps = generator.apps(for: size)
        let manifests = Dictionary(uniqueKeysWithValues: apps.map { ($0.path, $0.manifestText) })

        var compileTimes: [Double] = []
        var compiled: Catalog?
        for _ in 0..<max(size.compileRuns, 1) {
            compiled = nil
            let timed = Measurement.time { Catalog(manifests: manifests) }
            compileTimes.append(Measurement.seconds(timed.duration))
            compiled = timed.result
        }
        guard let catalog = compiled else { throw Failure(message: "nothing was compiled") }
        let errors = catalog.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            throw Failure(
                diagnostics: errors.prefix(20).map(\.description),
                message: "the generated \(size.name) catalog has \(errors.count) error\(errors.count == 1 ? "" : "s")")
        }

        let matcher = Matcher(catalog: catalog)
        let sampler = UtteranceSampler(apps: apps, lexicon: generator.lexicon)
        let samples = max(samplesOverride ?? size.samples, 1)
        let warmUp = min(max(samples / 10, 100), 1_000)
        var hitRandom = SplitMix64(seed: CatalogGenerator.seed, stream: "hits \(size.name)")
        var missRandom = SplitMix64(seed: CatalogGenerator.seed, stream: "misses \(size.name)")
        let hits = sampler.hits(warmUp + samples, random: &hitRandom)
        let misses = sampler.misses(warmUp + samples, random: &missRandom, matcher: matcher)

        for hit in hits.prefix(warmUp) { _ = matcher.candidates(for: hit.utterance) }
        for miss in misses.prefix(warmUp) { _ = matcher.candidates(for: miss) }

        var hitTimes: [Double] = []
        hitTimes.reserveCapacity(samples)
        var hitFailures = 0
        for hit in hits.dropFirst(warmUp) {
            let timed = Measurement.time { matcher.candidates(for: hit.utterance) }
            hitTimes.append(Measurement.micros(timed.duration))
            if !hit.isResolved(by: timed.result) { hitFailures += 1 }
        }
        var missTimes: [Double] = []
        missTimes.reserveCapacity(samples)
        var missFailures = 0
        for miss in misses.dropFirst(warmUp) {
            let timed = Measurement.time { matcher.candidates(for: miss) }
            missTimes.append(Measurement.micros(timed.duration))
            if !timed.result.isEmpty { missFailures += 1 }
        }

        // The exact stage alone on the same misses (the whole matcher above
        // also runs the flexible stage when the exact stage finds nothing).
        var exactOnly = matcher
        exactOnly.allowsFlexibleMatching = false
        var exactMissTimes: [Double] = []
        exactMissTimes.reserveCapacity(samples)
        for miss in misses.dropFirst(warmUp) {
            let timed = Measurement.time { exactOnly.candidates(for: miss) }
            exactMissTimes.append(Measurement.micros(timed.duration))
            if !timed.result.isEmpty { missFailures += 1 }
        }

        // Flexible matching: each hit with one letter of its longest word doubled.
        var flexibleTimes: [Double] = []
        flexibleTimes.reserveCapacity(samples)
        var flexibleResolved = 0
        for hit in hits.dropFirst(warmUp) {
            let typed = Self.withOneTypo(hit.utterance)
            let timed = Measurement.time { matcher.candidates(for: typed) }
            flexibleTimes.append(Measurement.micros(timed.duration))
            if hit.isResolved(by: timed.result) { flexibleResolved += 1 }
        }

        // Conversations: a whole `say` turn, from a fresh conversation each
        // time; then the same turns with flexible matching off, so what the
        // dialog adds shows apart from the flexible stage a miss runs.
        func sayTimes(_ utterances: some Sequence<String>, flexible: Bool) -> [Double] {
            utterances.map { utterance in
                var conversation = Conversation(catalog: catalog)
                conversation.allowsFlexibleMatching = flexible
                return Measurement.micros(Measurement.time { conversation.say(utterance) }.duration)
            }
        }
        let conversationHits = hits.dropFirst(warmUp).prefix(max(samples / 2, 1)).map(\.utterance)
        let conversationMisses = misses.dropFirst(warmUp).prefix(max(samples / 2, 1))
        _ = sayTimes(hits.prefix(warmUp).map(\.utterance) + misses.prefix(warmUp), flexible: true)
        let conversationHitTimes = sayTimes(conversationHits, flexible: true)
        let conversationMissTimes = sayTimes(conversationMisses, flexible: true)
        let conversationExactHitTimes = sayTimes(conversationHits, flexible: false)
        let conversationExactMissTimes = sayTimes(conversationMisses, flexible: false)
        let peakBeforeDisk = PeakMemory.bytes()
        let disk = DiskFigures(size: size, apps: apps, catalog: catalog, directory: catalogDirectory, hit: hits.last?.utterance ?? "")
        let diskMembers = disk.measure()
        let entityUpdate = EntityUpdateFigures.measure(catalog: catalog, apps: apps)

        let exact = LatencySummary(micros: hitTimes)
        let miss = LatencySummary(micros: missTimes)
        let flexible = LatencySummary(micros: flexibleTimes)
        let figures = JSONOutput.object(
            [("size", .string(size.name))]
                + CatalogFigures.members(of: catalog, compileTimes: compileTimes)
                + [
                    ("peakMemoryBytes", peakBeforeDisk.map(JSONOutput.int) ?? .null),
                    ("samples", .int(samples)),
                    ("exactMedianMicros", .double(exact.median)),
                    ("exactP99Micros", .double(exact.p99)),
                    ("missMedianMicros", .double(miss.median)),
                    ("missP99Micros", .double(miss.p99)),
                    ("exactMissMedianMicros", .double(LatencySummary(micros: exactMissTimes).median)),
                    ("exactMissP99Micros", .double(LatencySummary(micros: exactMissTimes).p99)),
                    ("flexibleMedianMicros", .double(flexible.median)),
                    ("flexibleP99Micros", .double(flexible.p99)),
                    ("flexibleResolved", .double(Double(flexibleResolved) / Double(max(flexibleTimes.count, 1)))),
                    ("conversationHitMedianMicros", .double(LatencySummary(micros: conversationHitTimes).median)),
                    ("conversationHitP99Micros", .double(LatencySummary(micros: conversationHitTimes).p99)),
                    ("conversationMissMedianMicros", .double(LatencySummary(micros: conversationMissTimes).median)),
                    ("conversationMissP99Micros", .double(LatencySummary(micros: conversationMissTimes).p99)),
                    ("conversationExactHitMedianMicros", .double(LatencySummary(micros: conversationExactHitTimes).median)),
                    ("conversationExactMissMedianMicros", .double(LatencySummary(micros: conversationExactMissTimes).median)),
                ] + diskMembers + entityUpdate.members + [
                    ("hitFailures", .int(hitFailures)),
                    ("missFailures", .int(missFailures)),
                    ("cores", .int(ProcessInfo.processInfo.activeProcessorCount)),
                ])
        return (figures, hitFailures == 0 && missFailures == 0 && disk.clean && entityUpdate.clean)
    }

    /// `utterance` with the middle letter of its longest word doubled (a
    /// typo flexible matching reads back).
    static func withOneTypo(_ utterance: String) -> String {
        var words = utterance.split(separator: " ").map(String.init)
        guard let longest = words.indices.max(by: { words[$0].count < words[$1].count }), words[longest].count >= 4 else { return utterance }
        var letters = Array(words[longest])
        letters.insert(letters[letters.count / 2], at: letters.count / 2)
        words[longest] = String(letters)
        return words.joined(separator: " ")
    }
}
