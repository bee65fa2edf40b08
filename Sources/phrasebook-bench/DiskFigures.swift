import Foundation
import Phrasebook

/// The figures of a generated catalog on disk: its sources written as app
/// folders, the compiled catalog file written and loaded through the library
/// (time, size), and the `phrasebook` binary built beside the benchmark run
/// as a user runs it (`compile -o`, `say` with and without `--catalog`),
/// each child with its own wall time and peak memory.
final class DiskFigures {
    let size: BenchmarkSize
    let apps: [GeneratedApp]
    let catalog: Catalog
    let directory: String?
    let hit: String
    /// Whether every check passed (the file loads and matches as the catalog does).
    private(set) var clean = true

    init(size: BenchmarkSize, apps: [GeneratedApp], catalog: Catalog, directory: String?, hit: String) {
        self.size = size
        self.apps = apps
        self.catalog = catalog
        self.directory = directory
        self.hit = hit
    }

    /// Writes the sources, measures, and returns the JSON members.
    func measure() -> [(String, JSONOutput)] {
        let root = directory ?? (NSTemporaryDirectory() + "phrasebook-bench-\(size.name)-\(ProcessInfo.processInfo.processIdentifier)")
        defer { if directory == nil { try? FileManager.default.removeItem(atPath: root) } }
        // Each generated app's path is `<folder>/<app>/app.json`: `<folder>` is the Phrases folder.
        let phrases = root + "/" + (apps.first.map { String($0.path.split(separator: "/").first ?? "") } ?? "")
        do {
            for app in apps {
                let path = root + "/" + app.path
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try app.manifestText.write(toFile: path, atomically: true, encoding: .utf8)
            }
        } catch {
            StandardStreams.error("cannot write the generated catalog to \(root): \(error.localizedDescription)")
            clean = false
            return []
        }
        let file = root + "/catalog.pbc"
        var members: [(String, JSONOutput)] = []
        let write = Measurement.time { try? catalog.write(toFile: file, sourceDirectory: phrases) }
        members.append(("fileWriteSeconds", .double(Measurement.rounded(Measurement.seconds(write.duration), places: 4))))
        let fileBytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? nil
        members.append(("fileBytes", fileBytes.map(JSONOutput.int) ?? .null))
        var loadTimes: [Double] = []
        for _ in 0..<3 {
            let load = Measurement.time { try? Catalog(compiledFile: file) }
            loadTimes.append(Measurement.seconds(load.duration))
            if let loaded = load.result {
                if Matcher(catalog: loaded).candidates(for: hit) != Matcher(catalog: catalog).candidates(for: hit) { clean = false }
            } else {
                clean = false
            }
        }
        members.append(("fileLoadSeconds", .double(Measurement.rounded(Measurement.median(loadTimes), places: 4))))

        guard let phrasebook = ChildRun.phrasebookExecutable() else {
            StandardStreams.error("no phrasebook executable beside the benchmark: build it for the command-line figures")
            return members
        }
        let runs = size.compileRuns
        let compile = (0..<max(runs, 1)).compactMap { _ in ChildRun.run(phrasebook, ["compile", "--phrases", phrases, "-o", file]) }
        members += Self.members("compileFromDisk", compile)
        let sayFile = (0..<5).compactMap { _ in ChildRun.run(phrasebook, ["say", "--catalog", file, hit]) }
        members += Self.members("sayWithCatalogFile", sayFile)
        let saySources = (0..<max(runs, 1)).compactMap { _ in ChildRun.run(phrasebook, ["say", "--phrases", phrases, hit]) }
        members += Self.members("sayFromSources", saySources)
        if (compile + sayFile + saySources).contains(where: { $0.status != 0 }) {
            StandardStreams.error("size \(size.name): a phrasebook run failed")
            clean = false
        }
        return members
    }

    /// `<name>Seconds` (median wall time) and `<name>PeakMemoryBytes` (the largest).
    private static func members(_ name: String, _ runs: [ChildRun]) -> [(String, JSONOutput)] {
        [
            (name + "Seconds", .double(Measurement.rounded(Measurement.median(runs.map(\.seconds)), places: 4))),
            (name + "PeakMemoryBytes", runs.map(\.peakMemoryBytes).max().map(JSONOutput.int) ?? .null),
        ]
    }
}
