import Testing

@testable import Phrasebook

/// Words are found by their bytes whatever their length: those a slot's
/// head holds whole, those longer that differ only past it, and those
/// longer than the length a slot records.
@Suite struct WordTableTests {
    /// Words of every length up to 300 bytes, pairs that share their first
    /// 24 or 255 bytes, and words in other scripts.
    static let words: [String] = {
        var words = (1...40).map { String(repeating: "a", count: $0) }
        let head = String(repeating: "x", count: WordTable.headLength)
        words += [head, head + "a", head + "b", head + "ab", head + "ba"]
        let long = String(repeating: "y", count: 255)
        words += [long, long + "y", long + "z", long + "yy", String(repeating: "y", count: 300)]
        words += ["thiền", "thien", "도서관에서", "도서관", "图书馆", "圖書館", "meditation", "meditations", "a'b", "24"]
        return words
    }()

    @Test func everyWordIsFoundAndNothingElse() {
        var vocabulary = Vocabulary()
        var ids: [String: Int32] = [:]
        for word in Self.words { ids[word] = vocabulary.intern(word) }
        #expect(Set(ids.values).count == Self.words.count)
        for word in Self.words {
            #expect(vocabulary.id(of: word) == ids[word], "\(word.prefix(30))… (\(word.utf8.count) bytes)")
        }
        let strangers = [
            "", "b", String(repeating: "a", count: 41), String(repeating: "x", count: WordTable.headLength) + "c",
            String(repeating: "x", count: WordTable.headLength - 1), String(repeating: "y", count: 256) + "x",
            String(repeating: "y", count: 299), String(repeating: "y", count: 301), "thiên", "图书", "meditatio",
        ]
        for stranger in strangers {
            #expect(
                vocabulary.id(of: stranger) == Vocabulary.unknown,
                "\(stranger.prefix(30))… (\(stranger.utf8.count) bytes)")
        }
    }

    /// Reading a word 8 bytes at a time from a padded buffer (as the
    /// matcher reads an utterance) finds what reading it byte by byte finds,
    /// whatever lies past the word.
    @Test func paddedReadsFindWhatByteReadsFind() {
        var vocabulary = Vocabulary()
        for word in Self.words { _ = vocabulary.intern(word) }
        for word in Self.words + ["", "b", String(repeating: "x", count: WordTable.headLength) + "c"] {
            for filler: UInt8 in [0, 0x61, 0xFF] {
                for offset in [0, 3] {
                    var buffer =
                        [UInt8](repeating: filler, count: offset) + Array(word.utf8)
                        + [UInt8](repeating: filler, count: 8)
                    let found = buffer.withUnsafeMutableBufferPointer { buffer -> Int32 in
                        guard let base = buffer.baseAddress else { return -2 }
                        return vocabulary.id(paddedUTF8: UnsafePointer(base + offset), count: word.utf8.count)
                    }
                    #expect(found == vocabulary.id(of: word), "\(word.prefix(30))… filler \(filler) offset \(offset)")
                }
            }
        }
    }

    @Test func aTableThatGrewManyTimesStillFindsEveryWord() {
        var vocabulary = Vocabulary()
        let words = (0..<5_000).map { "w\($0)" + String(repeating: "q", count: $0 % 30) }
        let ids = words.map { vocabulary.intern($0) }
        #expect(ids == (0..<Int32(words.count)).map { $0 })
        #expect(words.enumerated().allSatisfy { vocabulary.id(of: $0.element) == Int32($0.offset) })
        #expect(vocabulary.id(of: "w5000") == Vocabulary.unknown)
        // Interning a known word again gives its id and adds nothing.
        #expect(vocabulary.intern(words[1234]) == 1234)
        #expect(vocabulary.count == words.count)
    }
}
