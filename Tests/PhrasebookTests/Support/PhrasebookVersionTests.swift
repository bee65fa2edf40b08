import Foundation
import Phrasebook
import Testing

/// The version the binary and its reports name is the newest release the
/// changelog records.
@Suite struct PhrasebookVersionTests {
    @Test func theVersionIsTheChangelogsNewestRelease() throws {
        let changelog = try String(
            contentsOf: SourceTree.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let released = changelog.split(separator: "\n").first { line in
            line.hasPrefix("## [") && !line.hasPrefix("## [Unreleased]")
        }
        let heading = try #require(released)
        #expect(heading.hasPrefix("## [\(PhrasebookVersion.current)]"))
    }
}
