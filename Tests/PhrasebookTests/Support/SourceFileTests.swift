import Testing

@testable import Phrasebook

/// A byte offset in a source file turns into the line and column a person
/// reads in an editor (columns counted in Unicode scalars), on short and
/// very long lines, with line breaks anywhere among the bytes read together.
@Suite struct SourceFileTests {
    /// The line and column of every offset, counted one byte at a time.
    static func expectedLocations(of bytes: [UInt8]) -> [(line: Int, column: Int)] {
        var locations: [(line: Int, column: Int)] = []
        var line = 1
        var column = 1
        for byte in bytes {
            locations.append((line, column))
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0b1100_0000 != 0b1000_0000 {
                column += 1
            }
        }
        locations.append((line, column))
        return locations
    }

    /// Texts with line breaks at every position within eight bytes, many
    /// scalars of two to four bytes, and lines longer than the table's
    /// checkpoint stride.
    static let texts: [String] = {
        let pieces = ["a", "\n", "ệ", "도서관", "图书馆", "🧘", "\"title\": ", "Walking in Meditation", "\n\n"]
        // Pieces picked by a multiplicative hash of the step and the text:
        // the line breaks fall irregularly, the same on every run.
        return (0..<24).map { index in
            var text = ""
            let length = index < 12 ? 40 : 3_000
            for step in 0..<length {
                let hash =
                    UInt32(truncatingIfNeeded: step) &* 0x9E37_79B1 &+ UInt32(truncatingIfNeeded: index) &* 0x85EB_CA6B
                text += pieces[Int(hash >> 16) % pieces.count]
            }
            return text
        } + ["", "\n", "no break at all", String(repeating: "é", count: 5_000), String(repeating: "x\n", count: 700)]
    }()

    @Test func everyOffsetHasTheLineAndColumnCountedByteByByte() {
        for text in Self.texts {
            let bytes = Array(text.utf8)
            let file = SourceFile(path: "app.json", bytes: bytes)
            let expected = Self.expectedLocations(of: bytes)
            var mismatches = 0
            for offset in 0...bytes.count {
                let location = file.location(ofOffset: offset)
                if location.line != expected[offset].line || location.column != expected[offset].column {
                    mismatches += 1
                }
            }
            #expect(mismatches == 0, "\(mismatches) offsets of a \(bytes.count)-byte text")
        }
    }

    @Test func anOffsetOutsideTheFileIsClampedToIt() {
        let file = SourceFile(path: "app.json", bytes: Array("ab\ncd".utf8))
        #expect(file.location(ofOffset: -3).line == 1 && file.location(ofOffset: -3).column == 1)
        #expect(file.location(ofOffset: 99).line == 2 && file.location(ofOffset: 99).column == 3)
    }
}
