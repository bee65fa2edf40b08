import Foundation
import Phrasebook

/// Measures the user's own catalog: compiles a Phrases folder, resolves every
/// utterance of a file with a ``Conversation`` (as `phrasebook say` does),
/// times ``Matcher/candidates(for:locale:exactOnly:)`` and the whole conversation path per
/// utterance, runs `phrasebook say --catalog` on it as a compiled file
/// (``UserCatalogCommandLine``), and optionally writes each utterance's
/// turns as JSON Lines.
struct UserCatalogRun {
    /// The Phrases folder.
    let phrasesDirectory: String
    /// The file of utterances, one per line.
    let utterancesPath: String
    /// Where to write the outcomes, if anywhere.
    let outcomesPath: String?
    /// At least this many timed samples per kind (the utterances are repeated).
    let samples: Int?

    /// The default minimum of timed samples.
    static let defaultSamples = 2_000
    /// Repeating the utterance list stops after this many seconds of timing,
    /// once every utterance has been timed at least once.
    static let timeBudgetSeconds = 20.0

    /// Why the run stopped before printing figures: bad input or invalid phrases.
    struct Failure: Error {
        /// The compiler's errors, printed as they are (`path:line:column: error: …`).
        var diagnostics: [String] = []
        /// What went wrong, in one line.
        let message: String
    }

    /// The figures as one JSON object.
    func run() throws(Failure) -> JSONOutput {
        let utterances: [String]
        do {
            utterances = try UtteranceFile.read(utterancesPath)
        } catch {
            throw Failure(message: error.message)
        }
        let outcomesURL = try outcomesPath.map { path throws(Failure) in try Self.checkWritable(path) }

        var compileTimes: [Double] = []
        var timed = Measurement.time { Catalog(directory: phrasesDirectory) }
        compileTimes.append(Measurement.seconds(timed.duration))
        if timed.result.hasErrors {
            let errors = timed.result.diagnostics.filter { $0.severity == .error }
            throw Failure(
                diagnostics: errors.map(\.description),
                message:
                    "\(errors.count) error\(errors.count == 1 ? "" : "s") in \(phrasesDirectory); nothing was measured")
        }
        // Small catalogs compile in milliseconds: take the median of a few.
        while compileTimes.count < 5 && compileTimes.reduce(0, +) < 1 {
            timed = Measurement.time { Catalog(directory: phrasesDirectory) }
            compileTimes.append(Measurement.seconds(timed.duration))
        }
        let catalog = timed.result
        let matcher = Matcher(catalog: catalog)

        var counts: [Outcome.Status: Int] = [:]
        var matched = 0
        var outcomeLines = ""
        for utterance in utterances {
            if !matcher.candidates(for: utterance).isEmpty { matched += 1 }
            var conversation = Conversation(catalog: catalog)
            for turn in conversation.resolveWithoutAnswers(utterance) {
                if case .outcome(let outcome) = turn { counts[outcome.status, default: 0] += 1 }
                if outcomesURL != nil { outcomeLines += turn.json.serialized() + "\n" }
            }
        }
        if let outcomesURL {
            do {
                try Data(outcomeLines.utf8).write(to: outcomesURL, options: .atomic)
            } catch {
                throw Failure(message: "\(outcomesURL.path): cannot be written (\(error.localizedDescription))")
            }
        }

        let target = max(samples ?? Self.defaultSamples, 1)
        let passes = (target + utterances.count - 1) / utterances.count
        var matchTimes: [Double] = []
        var conversationTimes: [Double] = []
        let budgetStart = Measurement.clock.now
        for _ in 0..<passes {
            for utterance in utterances {
                let request = Measurement.received(utterance)
                let match = Measurement.time { matcher.candidates(for: request) }
                matchTimes.append(Measurement.micros(match.duration))
                let conversation = Measurement.time {
                    var conversation = Conversation(catalog: catalog)
                    return conversation.resolveWithoutAnswers(request)
                }
                conversationTimes.append(Measurement.micros(conversation.duration))
            }
            if Measurement.seconds(Measurement.clock.now - budgetStart) > Self.timeBudgetSeconds { break }
        }

        let commandLine = UserCatalogCommandLine.members(
            catalog: catalog, phrasesDirectory: phrasesDirectory, probe: utterances.first ?? "")
        guard commandLine.clean else { throw Failure(message: "phrasebook say --catalog did not end normally") }
        let match = LatencySummary(micros: matchTimes)
        let conversation = LatencySummary(micros: conversationTimes)
        let resolved = counts[.resolved, default: 0]
        let needsValue = counts[.needsValue, default: 0]
        let noMatch = counts[.noMatch, default: 0]
        return .object(
            [("catalog", .string(phrasesDirectory))]
                + CatalogFigures.members(of: catalog, compileTimes: compileTimes)
                + [
                    ("peakMemoryBytes", PeakMemory.bytes().map(JSONOutput.int) ?? .null),
                    ("utterances", .int(utterances.count)),
                    ("matched", .int(matched)),
                    ("resolved", .int(resolved)),
                    ("needsValue", .int(needsValue)),
                    ("noMatch", .int(noMatch)),
                    ("otherOutcomes", .int(utterances.count - resolved - needsValue - noMatch)),
                    ("samples", .int(matchTimes.count)),
                    ("matchMedianMicros", .double(match.median)),
                    ("matchP99Micros", .double(match.p99)),
                    ("conversationMedianMicros", .double(conversation.median)),
                    ("conversationP99Micros", .double(conversation.p99)),
                ] + commandLine.members + [
                    ("cores", .int(ProcessInfo.processInfo.activeProcessorCount))
                ])
    }

    /// The outcomes file's URL, after checking that it can be written there:
    /// its folder exists, and the path is new or a regular file — not a
    /// folder, a symbolic link or a device, which the atomic write (a new
    /// file renamed over the path) would replace.
    private static func checkWritable(_ path: String) throws(Failure) -> URL {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType {
            switch type {
            case .typeRegular: break
            case .typeDirectory: throw Failure(message: "\(path): is a folder; --outcomes takes a file path")
            case .typeSymbolicLink:
                throw Failure(message: "\(path): is a symbolic link; --outcomes writes only a regular file")
            default: throw Failure(message: "\(path): is not a regular file; --outcomes writes only a regular file")
            }
        }
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Failure(message: "\(path): the folder \(folder) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw Failure(message: "\(path): the folder \(folder) is not writable")
        }
        return url
    }
}
