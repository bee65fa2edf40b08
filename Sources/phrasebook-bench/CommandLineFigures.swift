import Foundation
import Phrasebook

/// Runs the `phrasebook` binary built beside the benchmark on a size's
/// sources and compiled file, as a user runs it: `compile -o`, `say
/// --catalog` and `say --phrases`, each child's median wall time and peak
/// memory.
///
/// The suite's parent runs them: it stays small, and a child's peak
/// memory on Linux starts at its parent's resident size when spawned, so
/// the size's own process (with its catalog in memory) would inflate them.
struct CommandLineFigures {
    let phrasebook: String
    let phrases: String
    let file: String
    let probe: String
    let runs: Int

    /// The JSON members (`compileFromDisk…`, `sayWithCatalogFile…`,
    /// `sayFromSources…`), and whether every run ended normally (exit 0 or 1).
    func measure() -> (members: [(String, JSONOutput)], clean: Bool) {
        let compile = (0..<max(runs, 1)).compactMap { _ in
            ChildRun.run(phrasebook, ["compile", "--phrases", phrases, "-o", file])
        }
        let sayFile = (0..<5).compactMap { _ in ChildRun.run(phrasebook, ["say", "--catalog", file, probe]) }
        let saySources = (0..<max(runs, 1)).compactMap { _ in
            ChildRun.run(phrasebook, ["say", "--phrases", phrases, probe])
        }
        let clean =
            compile.allSatisfy { $0.status == 0 }
            && (sayFile + saySources).allSatisfy { $0.status == 0 || $0.status == 1 }
            && !compile.isEmpty && !sayFile.isEmpty && !saySources.isEmpty
        return (
            Self.members("compileFromDisk", compile) + Self.members("sayWithCatalogFile", sayFile)
                + Self.members("sayFromSources", saySources), clean
        )
    }

    /// `<name>Seconds` (median wall time) and `<name>PeakMemoryBytes` (the largest).
    static func members(_ name: String, _ runs: [ChildRun]) -> [(String, JSONOutput)] {
        [
            (name + "Seconds", .double(Measurement.rounded(Measurement.median(runs.map(\.seconds)), places: 4))),
            (name + "PeakMemoryBytes", runs.map(\.peakMemoryBytes).max().map(JSONOutput.int) ?? .null),
        ]
    }
}
