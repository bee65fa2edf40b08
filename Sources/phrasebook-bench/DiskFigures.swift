import Foundation
import Phrasebook

/// The figures of a generated catalog on disk: its sources written as app
/// folders, the compiled catalog file written and loaded through the library
/// (time, size).
///
/// The parent then runs the `phrasebook` binary on them
/// (``CommandLineFigures``).
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
        guard let root = directory else { return [] }
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
        members.append(
            ("fileWriteSeconds", .double(Measurement.rounded(Measurement.seconds(write.duration), places: 4))))
        let fileBytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? nil
        members.append(("fileBytes", fileBytes.map(JSONOutput.int) ?? .null))
        var loadTimes: [Double] = []
        for _ in 0..<3 {
            let load = Measurement.time { try? Catalog(compiledFile: file) }
            loadTimes.append(Measurement.seconds(load.duration))
            if let loaded = load.result {
                if Matcher(catalog: loaded).candidates(for: hit) != Matcher(catalog: catalog).candidates(for: hit) {
                    clean = false
                }
            } else {
                clean = false
            }
        }
        members.append(("fileLoadSeconds", .double(Measurement.rounded(Measurement.median(loadTimes), places: 4))))

        members.append(("phrasesDirectory", .string(phrases)))
        members.append(("catalogFile", .string(file)))
        members.append(("probe", .string(hit)))
        return members
    }
}
