import Foundation
import Testing

@testable import Phrasebook

/// Reading a compiled file into memory: a file read in slices side by side
/// arrives byte for byte, and what is not a readable regular file is refused.
@Suite struct FileBytesTests {
    /// A file of `count` bytes that differ all through (a seeded sequence),
    /// in the temporary folder; the caller removes it.
    private static func file(count: Int) throws -> (path: String, bytes: [UInt8]) {
        var bytes = [UInt8](repeating: 0, count: count)
        var state = UInt64(count)
        bytes.withUnsafeMutableBytes { raw in
            for offset in stride(from: 0, to: raw.count, by: 8) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                withUnsafeBytes(of: state) { word in
                    for index in 0..<min(8, raw.count - offset) { raw[offset + index] = word[index] }
                }
            }
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("FileBytesTests-\(UUID()).pbc").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, bytes)
    }

    @Test func aFileReadInSlicesArrivesByteForByte() throws {
        let count = FileBytes.sliceLength * 2 + 12_345
        let (path, bytes) = try Self.file(count: count)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let read = try FileBytes.reading(path: path)
        #expect(read.count == count)
        #expect(read.buffer.elementsEqual(bytes))
        #expect(Int(bitPattern: read.base) % 16 == 0)
    }

    @Test func aSmallFileIsReadWhole() throws {
        let (path, bytes) = try Self.file(count: 70_001)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let read = try FileBytes.reading(path: path)
        #expect(read.buffer.elementsEqual(bytes))
    }

    /// The lanes summed while reading give the checksum of the bytes from
    /// where summing starts, whatever the slices and chunks were.
    @Test(arguments: [70_001, FileBytes.sliceLength * 2 + 12_345])
    func whatIsSummedWhileReadingIsTheChecksumOfTheBody(count: Int) throws {
        let (path, bytes) = try Self.file(count: count)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let start = 37
        let read = try FileBytes.reading(path: path, summedFrom: start)
        let summed = try #require(read.summed)
        #expect(summed.range.lowerBound == start)
        #expect((summed.range.count % ChecksumLanes.blockLength) == 0)
        #expect(count - summed.range.upperBound < ChecksumLanes.blockLength)
        let tail = UnsafeRawBufferPointer(rebasing: read.buffer[summed.range.upperBound...])
        let expected = bytes[start...].withUnsafeBytes { CatalogChecksum.of($0) }
        #expect(CatalogChecksum(lanes: summed.lanes, tail: tail).value == expected)
    }

    @Test func slicesAreOnePerCoreAndNeverShort() {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        #expect(FileBytes.sliceCount(forFileSize: 0) == 1)
        #expect(FileBytes.sliceCount(forFileSize: FileBytes.sliceLength - 1) == 1)
        #expect(FileBytes.sliceCount(forFileSize: FileBytes.sliceLength * 64) == cores)
        #expect(FileBytes.sliceCount(forFileSize: FileBytes.sliceLength * 2) == min(cores, 2))
    }

    @Test func whatIsNotARegularFileIsRefused() throws {
        #expect(throws: ArchiveError.self) { _ = try FileBytes.reading(path: "/dev/null") }
        #expect(throws: ArchiveError.self) { _ = try FileBytes.reading(path: NSTemporaryDirectory()) }
        #expect(throws: ArchiveError.self) { _ = try FileBytes.reading(path: "/nonexistent/catalog.pbc") }
    }
}
