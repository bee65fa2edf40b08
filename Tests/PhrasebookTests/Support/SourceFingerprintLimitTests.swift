import Testing

@testable import Phrasebook

/// A stale check walks at most a little more than the tree the catalog was
/// compiled from: a crafted file naming `/` as its sources does not make
/// every load walk the whole file system.
@Suite struct SourceFingerprintLimitTests {
    @Test func aLimitedWalkStopsAndSaysSo() {
        let walked = SourceFingerprint(directory: "/", limit: 200)
        #expect(walked.isIncomplete)
        #expect(walked.entries.count <= 200)
        let recorded = SourceFingerprint(directory: "/", entries: [])
        let changes = recorded.changes(comparedWith: walked)
        #expect(changes.last == "(more files than when compiled; the rest was not compared)")
    }

    @Test func aWalkWithinItsLimitIsComplete() {
        let walked = SourceFingerprint(directory: samplePhrasesDirectory, limit: 10_000)
        #expect(!walked.isIncomplete)
        #expect(walked.entries == SourceFingerprint(directory: samplePhrasesDirectory).entries)
        #expect(SourceFingerprint(directory: samplePhrasesDirectory).changes(comparedWith: walked).isEmpty)
    }
}
