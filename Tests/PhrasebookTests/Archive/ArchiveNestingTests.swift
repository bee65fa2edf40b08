import Testing

@testable import Phrasebook

/// Values that hold their own kind — an array type, an array literal, a
/// summary inside a summary — decode to a bounded depth: a crafted file
/// nested 200,000 deep is refused as damaged, never a stack overflow.
@Suite struct ArchiveNestingTests {
    static let crafted = 200_000

    @Test func aTypeNestedTooDeepIsDamaged() {
        var writer = ArchiveWriter()
        for _ in 0..<Self.crafted { writer.write(UInt8(6)) }
        writer.write(UInt8(0))
        var reader = ArchiveReader(FileBytes(copying: writer.bytes))
        #expect(throws: ArchiveError.self) { try TypeReference(from: &reader) }
    }

    @Test func aLiteralNestedTooDeepIsDamaged() {
        var writer = ArchiveWriter()
        for _ in 0..<Self.crafted {
            writer.write(UInt8(3))
            writer.writeCount(1)
        }
        writer.write(UInt8(2))
        writer.write(UInt8(1))
        var reader = ArchiveReader(FileBytes(copying: writer.bytes))
        do {
            _ = try LiteralValue(from: &reader)
            Issue.record("a literal nested \(Self.crafted) deep was read")
        } catch {
            #expect(error.message.contains("nested deeper than \(ArchiveReader.maximumNesting) levels"))
        }
    }

    @Test func aSummaryNestedTooDeepIsDamaged() {
        var writer = ArchiveWriter()
        for _ in 0..<Self.crafted {
            writer.write(UInt8(1))
            writer.write("p")
            writer.write("v")
        }
        writer.write(UInt8(0))
        writer.write("end")
        var reader = ArchiveReader(FileBytes(copying: writer.bytes))
        #expect(throws: ArchiveError.self) { try ParameterSummary(from: &reader) }
    }

    @Test func nestingWithinTheLimitStillReads() throws {
        var writer = ArchiveWriter()
        for _ in 0..<(ArchiveReader.maximumNesting - 1) { writer.write(UInt8(6)) }
        writer.write(UInt8(0))
        var reader = ArchiveReader(FileBytes(copying: writer.bytes))
        var type = try TypeReference(from: &reader)
        var depth = 0
        while case .array(let element) = type {
            depth += 1
            type = element
        }
        #expect(depth == ArchiveReader.maximumNesting - 1 && type == .string)
    }
}
