import Foundation
import Phrasebook

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--serve-survival N`: drives one `phrasebook serve` process with N
/// requests of mixed kinds through a pipe — hits, multi-turn sessions,
/// typos confirmed, misses, `match`, `complete`, states in and out (from
/// this catalog and another one), unknown sessions and types, malformed
/// JSON, brackets nested too deep, lines over the size limit, and the
/// catalog file replaced on disk and reloaded every 100,000 requests (and a
/// broken file offered) — and checks that every line is answered, in order,
/// and that the process ends normally; it records the server's resident
/// memory at checkpoints to show that it stays flat.
///
/// Too slow for `swift test`: a run of 1,000,000 requests takes minutes.
struct ServeSurvival {
    /// The folder of app folders served (the samples: the requests are
    /// phrased for them; on another catalog most are misses).
    let phrases: String
    /// How many requests to send.
    let requests: Int

    /// The sessions the requests name, more than the server keeps, so the
    /// least recently used are dropped as it runs.
    static let sessionNames = 5_000
    /// The server's session limit in the run.
    static let maximumSessions = 2_000
    /// Requests between two catalog reloads.
    static let reloadPeriod = 100_000
    /// The requests after which the server's memory is read.
    static let checkpoints = [10_000, 100_000, 500_000, 1_000_000]

    /// Why the run could not be made.
    struct Failure: Error {
        var message: String
    }

    /// Runs it: the figures as one JSON object, and whether the server
    /// survived (every request answered in order, exit status 0).
    func run() throws(Failure) -> (figures: JSONOutput, clean: Bool) {
        guard let phrasebook = ChildRun.phrasebookExecutable() else {
            throw Failure(message: "no phrasebook executable beside the benchmark: build it first")
        }
        let folder = NSTemporaryDirectory() + "phrasebook-survival-\(ProcessInfo.processInfo.processIdentifier)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = try Self.catalogFiles(phrases: phrases, folder: folder)
        let script = RequestScript(
            stateOfThis: files.stateOfThis, stateOfOther: files.stateOfOther, catalogs: files,
            requests: requests)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: phrasebook)
        process.arguments = [
            "serve", "--catalog", files.current, "--max-sessions", String(Self.maximumSessions),
        ]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw Failure(message: "cannot start \(phrasebook): \(error)") }
        let pid = process.processIdentifier

        let writer = input.fileHandleForWriting
        let writing = DispatchGroup()
        writing.enter()
        DispatchQueue.global().async {
            script.write(to: writer)
            try? writer.close()
            writing.leave()
        }

        var reader = PipeLineReader(descriptor: output.fileHandleForReading.fileDescriptor)
        var answered = 0
        var outOfOrder = 0
        var codes: [String: Int] = [:]
        var memory: [(String, JSONOutput)] = []
        let start = Date()
        while let bytes = reader.nextLine() {
            let line = String(decoding: bytes, as: UTF8.self)
            let prefix = answered < requests ? "{\"id\":\(script.expectedID(answered))," : ""
            if !line.hasPrefix(prefix) { outOfOrder += 1 }
            if let code = Self.errorCode(in: line.utf8.dropFirst(prefix.utf8.count)) { codes[code, default: 0] += 1 }
            answered += 1
            if Self.checkpoints.contains(answered) || answered == requests {
                let (resident, peak) = Self.residentMemory(of: pid)
                memory.append(
                    (
                        "\(answered)",
                        .object([
                            ("rssBytes", resident.map { .int($0) } ?? .null),
                            ("peakRSSBytes", peak.map { .int($0) } ?? .null),
                        ])
                    ))
            }
        }
        writing.wait()
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        let clean =
            answered == requests && outOfOrder == 0 && process.terminationStatus == 0
            && codes["internal"] == nil
        let figures = JSONOutput.object([
            ("serveSurvivalRequests", .int(requests)), ("answered", .int(answered)), ("outOfOrder", .int(outOfOrder)),
            ("exitStatus", .int(Int(process.terminationStatus))),
            ("seconds", .double((seconds * 10).rounded() / 10)),
            ("requestsPerSecond", .double((Double(answered) / max(seconds, 1e-9)).rounded())),
            ("reloads", .int(script.reloads)),
            ("errors", .object(codes.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) })),
            ("memory", .object(memory)),
        ])
        return (figures, clean)
    }

    /// The compiled catalog files of the run and a saved state of each.
    struct CatalogFiles: Sendable {
        /// The file the server reads, replaced by one of the others on disk before each reload.
        var current: String
        /// The catalog of `phrases`.
        var this: String
        /// The same without its last app: another catalog.
        var other: String
        /// Bytes that are no compiled catalog.
        var broken: String
        /// A conversation's state, asking a question, saved with each catalog.
        var stateOfThis: String
        var stateOfOther: String
    }

    /// Compiles `phrases`, and the same without its last app, into `folder`.
    private static func catalogFiles(phrases: String, folder: String) throws(Failure) -> CatalogFiles {
        let manager = FileManager.default
        let otherSources = folder + "/other"
        do {
            try manager.createDirectory(atPath: otherSources, withIntermediateDirectories: true)
            let apps = try manager.contentsOfDirectory(atPath: phrases).sorted()
            for app in apps.dropLast() {
                try manager.copyItem(atPath: phrases + "/" + app, toPath: otherSources + "/" + app)
            }
        } catch {
            throw Failure(message: "cannot copy \(phrases): \(error)")
        }
        let this = Catalog(directory: phrases)
        let other = Catalog(directory: otherSources)
        guard !this.hasErrors, !other.hasErrors else { throw Failure(message: "\(phrases) does not compile") }
        let files = CatalogFiles(
            current: folder + "/current.pbc", this: folder + "/this.pbc", other: folder + "/other.pbc",
            broken: folder + "/broken.pbc", stateOfThis: try savedState(this), stateOfOther: try savedState(other))
        do {
            try this.write(toFile: files.this, sourceDirectory: phrases)
            try other.write(toFile: files.other, sourceDirectory: otherSources)
            try this.write(toFile: files.current, sourceDirectory: phrases)
        } catch {
            throw Failure(message: "cannot write a compiled catalog: \(error.message)")
        }
        guard manager.createFile(atPath: files.broken, contents: Data("not a catalog".utf8)) else {
            throw Failure(message: "cannot write \(files.broken)")
        }
        return files
    }

    /// The state of a conversation over `catalog` that asked a question, as
    /// JSON text.
    private static func savedState(_ catalog: Catalog) throws(Failure) -> String {
        var conversation = Conversation(catalog: catalog)
        _ = conversation.say("Start a Meditation session")
        guard let data = try? JSONEncoder().encode(conversation.state) else {
            throw Failure(message: "cannot encode a conversation state")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The code of an error answer, from what follows its `id`.
    private static func errorCode(in rest: Substring.UTF8View) -> String? {
        let marker = "\"error\":{\"code\":\"".utf8
        guard rest.starts(with: marker) else { return nil }
        let code = rest.dropFirst(marker.count)
        guard let end = code.firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        return String(Substring(code[..<end]))
    }

    /// The process's resident and peak resident bytes (`VmRSS`, `VmHWM`),
    /// where `/proc` says them (Linux).
    static func residentMemory(of pid: Int32) -> (Int?, Int?) {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
            return (nil, nil)
        }
        func kilobytes(_ field: String) -> Int? {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else {
                return nil
            }
            let digits = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first
            return digits.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return (kilobytes("VmRSS"), kilobytes("VmHWM"))
    }
}

/// The requests of a survival run, made as they are written: a cycle of
/// twenty kinds, with a line over the size limit every thousand requests
/// and a catalog replaced and reloaded every ``ServeSurvival/reloadPeriod``.
struct RequestScript: Sendable {
    let stateOfThis: String
    let stateOfOther: String
    let catalogs: ServeSurvival.CatalogFiles
    let requests: Int

    /// How many reloads of a replaced catalog file the run sends.
    var reloads: Int { (requests + ServeSurvival.reloadPeriod / 2 - 1) / ServeSurvival.reloadPeriod }

    /// The `id` the answer to request `index` echoes: `null` for a line
    /// whose id cannot be read.
    func expectedID(_ index: Int) -> String {
        if index % ServeSurvival.reloadPeriod == 50_000 || index % ServeSurvival.reloadPeriod == 75_000 {
            return "\(index)"
        }
        switch index % 20 {
        case 8, 16: return "null"
        case 19: return index % 1_000 == 19 ? "null" : "\(index)"
        default: return "\(index)"
        }
    }

    /// Writes every request to `handle`, replacing the catalog file on disk
    /// before each reload.
    func write(to handle: FileHandle) {
        let huge = Data(("{\"id\":0,\"text\":\"" + String(repeating: "a", count: (1 << 20) + 16) + "\"}\n").utf8)
        let long = String(repeating: "word ", count: 4_000)
        var batch = Data()
        for index in 0..<requests {
            if index % ServeSurvival.reloadPeriod == 50_000 {
                handle.write(batch)
                batch.removeAll(keepingCapacity: true)
                let source = (index / ServeSurvival.reloadPeriod) % 2 == 0 ? catalogs.other : catalogs.this
                replace(catalogs.current, with: source)
                batch.append(Data(line(index, #""type":"reload","catalog":"\#(catalogs.current)""#).utf8))
            } else if index % ServeSurvival.reloadPeriod == 75_000 {
                batch.append(Data(line(index, #""type":"reload","catalog":"\#(catalogs.broken)""#).utf8))
            } else if index % 20 == 19 && index % 1_000 == 19 {
                batch.append(huge)
            } else if index % 20 == 19 {
                batch.append(Data(line(index, "\"text\":\"" + long + "\"").utf8))
            } else {
                batch.append(Data(request(index).utf8))
            }
            if batch.count >= 1 << 16 {
                handle.write(batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        handle.write(batch)
    }

    /// Request `index` of the cycle's ordinary kinds, as a line.
    private func request(_ index: Int) -> String {
        let session = "\"session\":\"s\((index / 20) % ServeSurvival.sessionNames)\""
        switch index % 20 {
        case 0: return line(index, #""text":"Start Walking in Meditation""#)
        case 1: return line(index, session + #","text":"Start a Meditation session""#)
        case 2: return line(index, session + #","text":"walking""#)
        case 3: return line(index, session + #","text":"strat wlakng in meditaton""#)
        case 4: return line(index, session + #","text":"yes""#)
        case 5: return line(index, #""text":"what's the weather in tokyo""#)
        case 6: return line(index, #""type":"match","text":"open dune in libary""#)
        case 7: return line(index, #""type":"complete","text":"open d","limit":3"#)
        case 8: return "{\"id\":\(index),\"text\":\n"
        case 9: return line(index, #""state":\#(stateOfThis),"text":"walking""#)
        case 10: return line(index, #""state":\#(stateOfOther),"text":"walking""#)
        case 11: return line(index, #""type":"end","session":"nobody-\#(index)""#)
        case 12: return line(index, #""state":{"pending":3},"text":"walking""#)
        case 13: return line(index, session + #","text":"Open The Outsider in Library""#)
        case 14: return line(index, session + #","text":"2""#)
        case 15: return line(index, #""type":"bogus""#)
        case 16: return String(repeating: "[", count: 100) + "\n"
        case 17: return line(index, #""type":"stats""#)
        default: return line(index, #""text":"Order Tomato from Soup Chef","locale":"en""#)
        }
    }

    /// `{"id":index,members}` and a line break.
    private func line(_ index: Int, _ members: String) -> String {
        "{\"id\":\(index),\(members)}\n"
    }

    /// Replaces the file at `path` by a copy of `source`, atomically (a
    /// copy beside it renamed over it), as a deployment would.
    private func replace(_ path: String, with source: String) {
        let staged = path + ".new"
        try? FileManager.default.removeItem(atPath: staged)
        guard (try? FileManager.default.copyItem(atPath: source, toPath: staged)) != nil else { return }
        _ = rename(staged, path)
    }
}
