import Testing

@testable import Phrasebook

/// Reading a compiled file's texts: every valid UTF-8 text reads back as
/// written, and bytes that are not UTF-8 are damage, never a repaired text.
@Suite struct ArchiveReaderTests {
    @Test func textsReadBackAsWritten() throws {
        let texts = [
            "", "walking", "bắt đầu", "도서관에서", "图书馆", "\u{FFFD}", "a\u{0}b", String(repeating: "ß", count: 300),
        ]
        var writer = ArchiveWriter()
        for text in texts { writer.write(text) }
        var reader = ArchiveReader(FileBytes(copying: writer.bytes))
        for text in texts { #expect(try reader.readString() == text) }
        #expect(reader.remaining == 0)
    }

    @Test func bytesThatAreNotUTF8AreDamage() {
        let invalid: [[UInt8]] = [
            [0xC3, 0x28], [0xFF], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0x61, 0x80, 0x62], [0xF4, 0x90, 0x80, 0x80],
        ]
        for bytes in invalid {
            var reader = ArchiveReader(FileBytes(copying: [UInt8(bytes.count)] + bytes))
            #expect(throws: ArchiveError.self, "\(bytes)") { _ = try reader.readString() }
        }
    }
}
