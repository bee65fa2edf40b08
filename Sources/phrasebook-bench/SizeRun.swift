import Foundation
import Phrasebook

/// Measures one generated catalog size in this process (the parent runs each
/// size in a child of its own so peak memory is per size): generates the
/// manifests, compiles them, times exact hits and misses with
/// ``Matcher/candidates(for:locale:exactOnly:)`` (misses also with the exact stage
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
        let warmUp = Self.warmUp(samples: samples)
        var hitRandom = SplitMix64(seed: CatalogGenerator.seed, stream: "hits \(size.name)")
        var missRandom = SplitMix64(seed: CatalogGenerator.seed, stream: "misses \(size.name)")
        var warmUpRandom = SplitMix64(seed: CatalogGenerator.seed, stream: "warm-up hits \(size.name)")
        let hits = sampler.hits(samples, random: &hitRandom)
        let misses = sampler.misses(warmUp.slow + samples, random: &missRandom, matcher: matcher)
        // Fresh hits for every warm-up, none of them timed: a timed hit's
        // own words and value are as new to the caches as in a long-running
        // process, while what every match reads is as warm.
        let warmUpHits = sampler.hits(warmUp.fast, random: &warmUpRandom).map(\.utterance)

        // Each kind is timed after a warm-up of its own kind (see
        // `warmUp(samples:)`): the kind timed before it leaves other memory
        // in the caches.
        for hit in warmUpHits { _ = matcher.candidates(for: hit) }
        var hitTimes: [Double] = []
        hitTimes.reserveCapacity(samples)
        var hitFailures = 0
        for hit in hits {
            let request = Measurement.received(hit.utterance)
            let timed = Measurement.time { matcher.candidates(for: request) }
            hitTimes.append(Measurement.micros(timed.duration))
            if !hit.isResolved(by: timed.result) { hitFailures += 1 }
        }

        for miss in misses.prefix(warmUp.slow) { _ = matcher.candidates(for: miss) }
        var missTimes: [Double] = []
        missTimes.reserveCapacity(samples)
        var missFailures = 0
        for miss in misses.dropFirst(warmUp.slow) {
            let request = Measurement.received(miss)
            let timed = Measurement.time { matcher.candidates(for: request) }
            missTimes.append(Measurement.micros(timed.duration))
            if !timed.result.isEmpty { missFailures += 1 }
        }

        // The exact stage alone on the same misses (the whole matcher above
        // also runs the flexible stage when the exact stage finds nothing).
        var exactOnly = matcher
        exactOnly.allowsFlexibleMatching = false
        for _ in 0..<max(warmUp.fast / max(warmUp.slow, 1), 1) {
            for miss in misses.prefix(warmUp.slow) { _ = exactOnly.candidates(for: miss) }
        }
        var exactMissTimes: [Double] = []
        exactMissTimes.reserveCapacity(samples)
        for miss in misses.dropFirst(warmUp.slow) {
            let request = Measurement.received(miss)
            let timed = Measurement.time { exactOnly.candidates(for: request) }
            exactMissTimes.append(Measurement.micros(timed.duration))
            if !timed.result.isEmpty { missFailures += 1 }
        }

        // Flexible matching: each hit with one letter of its longest word doubled.
        for hit in warmUpHits.prefix(warmUp.slow) { _ = matcher.candidates(for: Self.withOneTypo(hit)) }
        var flexibleTimes: [Double] = []
        flexibleTimes.reserveCapacity(samples)
        var flexibleResolved = 0
        for hit in hits {
            let typed = Self.withOneTypo(hit.utterance)
            let timed = Measurement.time { matcher.candidates(for: typed) }
            flexibleTimes.append(Measurement.micros(timed.duration))
            if hit.isResolved(by: timed.result) { flexibleResolved += 1 }
        }

        // Conversations: a whole `say` turn, from a fresh conversation each
        // time; then the same turns with flexible matching off, so what the
        // dialog adds shows apart from the flexible stage a miss runs. Each
        // kind after a warm-up of its own.
        func sayTimes(
            _ utterances: some Sequence<String>, flexible: Bool, warmingUpWith warmUpUtterances: some Sequence<String>
        ) -> [Double] {
            func say(_ utterance: String) -> Double {
                var conversation = Conversation(catalog: catalog)
                conversation.allowsFlexibleMatching = flexible
                let request = Measurement.received(utterance)
                return Measurement.micros(Measurement.time { conversation.say(request) }.duration)
            }
            for utterance in warmUpUtterances { _ = say(utterance) }
            return utterances.map(say)
        }
        // Hits no match above has read, a set for each of the two hit kinds.
        let conversationHits = sampler.hits(max(samples / 2, 1), random: &hitRandom).map(\.utterance)
        let exactConversationHits = sampler.hits(max(samples / 2, 1), random: &hitRandom).map(\.utterance)
        let conversationMisses = misses.dropFirst(warmUp.slow).prefix(max(samples / 2, 1))
        let conversationHitTimes = sayTimes(conversationHits, flexible: true, warmingUpWith: warmUpHits)
        let conversationMissTimes = sayTimes(
            conversationMisses, flexible: true, warmingUpWith: misses.prefix(warmUp.slow))
        let conversationExactHitTimes = sayTimes(exactConversationHits, flexible: false, warmingUpWith: warmUpHits)
        let conversationExactMissTimes = sayTimes(
            conversationMisses, flexible: false, warmingUpWith: misses.prefix(warmUp.slow))
        let peakBeforeDisk = PeakMemory.bytes()
        // After the peak above, which stays the match's alone.
        let keystrokes = KeystrokeFigures.measure(
            matcher: matcher, typing: sampler.hits(max(samples / 10, 1), random: &hitRandom).map(\.utterance),
            warmingUpWith: Array(warmUpHits.prefix(max(warmUp.fast / 4, 1))))
        let disk = DiskFigures(
            size: size, apps: apps, catalog: catalog, directory: catalogDirectory, hit: hits.last?.utterance ?? "")
        var diskMembers = disk.measure()
        if let file = diskMembers.first(where: { $0.0 == "catalogFile" }), case .string(let path) = file.1 {
            let workload = path + ".serve.jsonl"
            if ServeWorkload.write(hits: hits.map(\.utterance), misses: Array(misses), to: workload) {
                diskMembers.append(("serveWorkload", .string(workload)))
            }
        }
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
                    (
                        "conversationExactHitMedianMicros",
                        .double(LatencySummary(micros: conversationExactHitTimes).median)
                    ),
                    (
                        "conversationExactMissMedianMicros",
                        .double(LatencySummary(micros: conversationExactMissTimes).median)
                    ),
                ] + keystrokes + diskMembers + entityUpdate.members + [
                    ("hitFailures", .int(hitFailures)),
                    ("missFailures", .int(missFailures)),
                    ("cores", .int(ProcessInfo.processInfo.activeProcessorCount)),
                ])
        return (figures, hitFailures == 0 && missFailures == 0 && disk.clean && entityUpdate.clean)
    }

    /// How many untimed operations come before each timed kind: `fast`
    /// for the kinds that take microseconds (exact hits and misses, hit
    /// turns), `slow` for those that run the flexible stage.
    ///
    /// A long-running process matches with the catalog's shared parts (the
    /// phrase graph, the vocabulary, the slot edge index, the phrases and
    /// apps) in its caches, and the first few thousand hits of a fresh process
    /// are slower than the rest; the warm-up takes the process past them, and
    /// every timed hit (and hit turn) is new to the process. The flexible
    /// stage takes far longer per utterance, and a tenth of the samples warms
    /// it.
    static func warmUp(samples: Int) -> (fast: Int, slow: Int) {
        (max(2_000, samples / 2), min(max(samples / 10, 100), 1_000))
    }

    /// `utterance` with the middle letter of its longest word doubled (a
    /// typo flexible matching reads back).
    static func withOneTypo(_ utterance: String) -> String {
        var words = utterance.split(separator: " ").map(String.init)
        guard let longest = words.indices.max(by: { words[$0].count < words[$1].count }), words[longest].count >= 4
        else { return utterance }
        var letters = Array(words[longest])
        letters.insert(letters[letters.count / 2], at: letters.count / 2)
        words[longest] = String(letters)
        return words.joined(separator: " ")
    }
}
