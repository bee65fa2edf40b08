import Foundation
import Testing

/// Where the command line writes, through the real binary: never outside
/// the folder it was given, never over a device, a pipe or a link.
@Suite struct WriteTargetCLITests {
    @Test func anEntityNameFromTheSourcesNeverLeavesTheAppsFolder() throws {
        let folder = try CommandRun.temporaryFolder("traversal")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.copyItem(
            at: GoldenCase.packageRoot.appendingPathComponent("Tests/PhrasebookCLITests/Fixtures/SwiftApps/Library"),
            to: sources)
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let url = sources.appendingPathComponent(relative)
            let text = try String(contentsOf: url, encoding: .utf8)
            let renamed = text.replacingOccurrences(
                of: #"\bBook\b"#, with: "`../../../escaped`", options: .regularExpression)
            try renamed.write(to: url, atomically: true, encoding: .utf8)
        }
        let out = folder.appendingPathComponent("a/b/out")
        let run = try CommandRun.run(["import", sources.path, "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("escaped.json").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a/escaped.json").path))
        let written = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("Library").path)
        #expect(written.contains("escaped.json"))
        #expect(try CommandRun.run(["compile", "--phrases", out.path]).status == 0)
    }

    @Test func aLinkedCatalogIsUpdatedThroughItsLink() throws {
        let folder = try CommandRun.temporaryFolder("linked-catalog")
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("real.pbc")
        let link = folder.appendingPathComponent("link.pbc")
        #expect(try CommandRun.run(["compile", "-o", real.path]).status == 0)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.pbc")
        let before = try Data(contentsOf: real)
        #expect(try CommandRun.run(["compile", "-o", link.path, "--phrases", "Phrases/Meditation"]).status == 0)
        let kind = try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType
        #expect(kind == .typeSymbolicLink, "the link stays a link")
        #expect(try Data(contentsOf: real) != before, "the file it points at is replaced")
    }

    @Test func aPipeIsWrittenInPlaceAndAFolderOrALoopIsRefused() throws {
        let folder = try CommandRun.temporaryFolder("write-targets")
        defer { try? FileManager.default.removeItem(at: folder) }
        let stdout = try CommandRun.run(["compile", "-o", "/dev/stdout", "--json"])
        #expect(stdout.status == 0)
        #expect(stdout.stdout.utf8.count > 100_000, "the catalog went down the pipe")
        let kind = try FileManager.default.attributesOfItem(atPath: "/dev/stdout")[.type] as? FileAttributeType
        #expect(kind == .typeSymbolicLink)
        let intoFolder = try CommandRun.run(["compile", "-o", folder.path])
        #expect(intoFolder.status == 2 && intoFolder.stderr.contains("it is a folder"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("a").path, withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("b").path, withDestinationPath: "a")
        let loop = try CommandRun.run(["compile", "-o", folder.appendingPathComponent("a").path])
        #expect(loop.status == 2 && loop.stderr.contains("symbolic links (a loop?)"))
    }
}
