import Foundation
import Phrasebook

/// The user's catalog as the command line uses it: the catalog is written as
/// a compiled file in a temporary folder, and the `phrasebook` executable
/// built beside the benchmark runs `say --catalog FILE UTTERANCE` with the
/// file's first utterance, `runs` times: the median wall time of a whole
/// process (start, load, match, print, exit) and its peak memory.
struct UserCatalogCommandLine {
    /// How many times `say --catalog` runs (a process takes milliseconds).
    static let runs = 21

    /// `sayWithCatalogFileSeconds` and `sayWithCatalogFilePeakMemoryBytes`,
    /// both `null` when there is no `phrasebook` beside the benchmark or the
    /// file cannot be written, and whether every run ended normally (exit 0 or 1).
    static func members(catalog: Catalog, phrasesDirectory: String, probe: String) -> (
        members: [(String, JSONOutput)], clean: Bool
    ) {
        let unmeasured: [(String, JSONOutput)] = [
            ("sayWithCatalogFileSeconds", .null), ("sayWithCatalogFilePeakMemoryBytes", .null),
        ]
        guard let phrasebook = ChildRun.phrasebookExecutable() else {
            StandardStreams.error(
                "no phrasebook executable beside the benchmark: build it for sayWithCatalogFileSeconds")
            return (unmeasured, true)
        }
        let folder = NSTemporaryDirectory() + "phrasebook-bench-user-\(ProcessInfo.processInfo.processIdentifier)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/catalog.pbc"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try catalog.write(toFile: file, sourceDirectory: phrasesDirectory)
        } catch {
            StandardStreams.error("cannot write a compiled catalog in \(folder): \(error)")
            return (unmeasured, false)
        }
        let say = (0..<runs).compactMap { _ in ChildRun.run(phrasebook, ["say", "--catalog", file, probe]) }
        guard !say.isEmpty else { return (unmeasured, false) }
        return (
            CommandLineFigures.members("sayWithCatalogFile", say), say.allSatisfy { $0.status == 0 || $0.status == 1 }
        )
    }
}
