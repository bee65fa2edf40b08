import Testing

@testable import Phrasebook

@Suite struct VocabularyTests {
    @Test func gluedFormsHaveIdsApartFromWords() {
        var vocabulary = Vocabulary()
        let word = vocabulary.intern("에서")
        let glued = vocabulary.internGlued("에서")
        #expect(word != glued)
        #expect(vocabulary.internGlued("에서") == glued)
        #expect(vocabulary.id(of: "에서") == word)
        #expect(vocabulary.gluedID(of: "에서") == glued)
        #expect(vocabulary.gluedID(of: "를") == Vocabulary.unknown)
        #expect(vocabulary.text(of: glued) == "에서")
        #expect(!vocabulary.isGlued(word))
        #expect(vocabulary.isGlued(glued))
        #expect(vocabulary.count == 2)
    }

    @Test func renderingWritesGluedFormsOntoTheTokenBefore() {
        var vocabulary = Vocabulary()
        let tokens = [
            vocabulary.intern("도서관"), vocabulary.internGlued("에서"), vocabulary.intern("이방인"),
            vocabulary.internGlued("을"),
            vocabulary.intern("읽을래"),
        ]
        #expect(vocabulary.render(tokens) == "도서관에서 이방인을 읽을래")
        #expect(vocabulary.render([]) == "")
    }

    @Test func eachIdKnowsItsFinalSound() {
        var vocabulary = Vocabulary()
        let ids = ["이방인", "아웃사이더", "서울", "chef"].map { vocabulary.intern($0) }
        #expect(ids.map { vocabulary.finalSound(of: $0) } == [.consonant, .vowel, .rieul, .notHangul])
    }

    @Test func aTokenIsCutAtEveryGluedFormItEndsWith() {
        var vocabulary = Vocabulary()
        let stranger = vocabulary.intern("이방인")
        let strangerEu = vocabulary.intern("이방인으")
        let ro = vocabulary.internGlued("로")
        let euro = vocabulary.internGlued("으로")
        let eul = vocabulary.internGlued("을")
        #expect(vocabulary.gluedLengths == [2, 1])
        var splits: [Vocabulary.Split] = []
        vocabulary.gluedSplits(of: "이방인으로", into: &splits)
        #expect(splits.map(\.prefix) == [stranger, strangerEu])
        #expect(splits.map(\.form) == [euro, ro])
        #expect(splits.map(\.final) == [.consonant, .vowel])
        #expect(splits.map(\.formLength) == [2, 1])
        splits = []
        vocabulary.gluedSplits(of: "고양이을", into: &splits)
        #expect(splits.map(\.prefix) == [Vocabulary.unknown])
        #expect(splits.map(\.form) == [eul])
        for token in ["을", "로", "walking", "이방인"] {
            splits = []
            vocabulary.gluedSplits(of: token, into: &splits)
            #expect(splits.isEmpty, "\(token)")
        }
    }

    /// A word glued by an apostrophe is cut wherever its apostrophe stands
    /// (its last byte ASCII), and a word with neither an apostrophe nor a
    /// Hangul ending is not cut, whatever its last byte.
    @Test func anApostropheFormIsCutAndOtherWordsAreNot() {
        var vocabulary = Vocabulary()
        let bob = vocabulary.intern("bob")
        let possessive = vocabulary.internGlued("'s")
        _ = vocabulary.intern("thiền")
        var splits: [Vocabulary.Split] = []
        vocabulary.gluedSplits(of: "bob's", into: &splits)
        #expect(splits.map(\.prefix) == [bob])
        #expect(splits.map(\.form) == [possessive])
        for token in ["bobs", "thiền", "bộ", "s"] {
            splits = []
            vocabulary.gluedSplits(of: token, into: &splits)
            #expect(splits.isEmpty, "\(token)")
        }
    }

    @Test func accentFoldClassesJoinTokensThatDifferOnlyByAccents() {
        var vocabulary = Vocabulary()
        let thien = vocabulary.intern("thiền")
        let thienDot = vocabulary.intern("thiện")
        let plain = vocabulary.intern("thien")
        let walking = vocabulary.intern("walking")
        let korean = vocabulary.intern("도서관")
        #expect(!vocabulary.hasAccentFolds)
        vocabulary.indexAccentFolds()
        #expect(vocabulary.hasAccentFolds)
        let foldClass = vocabulary.foldClass(of: "thien", id: plain)
        #expect(foldClass >= 0)
        #expect(Array(vocabulary.members(ofFold: foldClass)) == [thien, thienDot, plain])
        #expect(vocabulary.foldClass(of: "thiền", id: thien) == foldClass)
        #expect(vocabulary.foldClass(of: "thiên", id: Vocabulary.unknown) == foldClass)
        #expect(vocabulary.foldClass(of: "walking", id: walking) == -1)
        #expect(vocabulary.foldClass(of: "도서관", id: korean) == -1)
        #expect(vocabulary.foldClass(of: "bat", id: Vocabulary.unknown) == -1)
    }

    @Test func aStoredVocabularyReadsBackItsAccentFoldsAndRefusesDamagedOnes() throws {
        var vocabulary = Vocabulary()
        for token in ["thiền", "thiện", "thien", "walking", "도서관", "bắt", "đầu", "dau"] { _ = vocabulary.intern(token) }
        _ = vocabulary.internGlued("에서")
        vocabulary.indexAccentFolds()
        var writer = ArchiveWriter()
        vocabulary.encode(to: &writer)
        var reader = ArchiveReader(FileBytes(copying: writer.bytes))
        let read = try Vocabulary(from: &reader)
        #expect(read.storedFolds.keys == vocabulary.storedFolds.keys)
        #expect(read.foldStart == vocabulary.foldStart)
        #expect(read.foldMembers == vocabulary.foldMembers)
        #expect(read.foldOf == vocabulary.foldOf)
        for token in ["thien", "thiên", "bat", "dau", "đầu", "walking", "도서관"] {
            #expect(
                read.foldClass(of: token, id: read.id(of: token))
                    == vocabulary.foldClass(of: token, id: vocabulary.id(of: token)), "\(token)")
        }
        var damaged = read
        let memberPastTheEnd = damaged.setFolds(keys: ["thien"], starts: [0, 1], members: [99])
        #expect(!memberPastTheEnd)
        #expect(!damaged.hasAccentFolds)
        let startsFalling = damaged.setFolds(keys: ["thien", "dau"], starts: [0, 2, 1], members: [0, 1])
        let startsPastTheMembers = damaged.setFolds(keys: ["thien"], starts: [0, 3], members: [0, 1])
        let membersWithoutClasses = damaged.setFolds(keys: [], starts: [0], members: [0])
        #expect(!startsFalling && !startsPastTheMembers && !membersWithoutClasses)
        let none = damaged.setFolds(keys: [], starts: [0], members: [])
        #expect(none && !damaged.hasAccentFolds)
    }

    @Test func theSamplesCompiledFileKeepsTheCompiledAccentFolds() throws {
        let loaded = try CatalogFile.catalog(
            from: sampleCatalog.compiledFileBytes(sourceDirectory: samplePhrasesDirectory))
        #expect(sampleCatalog.vocabulary.hasAccentFolds)
        #expect(loaded.vocabulary.storedFolds.keys == sampleCatalog.vocabulary.storedFolds.keys)
        #expect(loaded.vocabulary.foldMembers == sampleCatalog.vocabulary.foldMembers)
        #expect(loaded.vocabulary.foldOf == sampleCatalog.vocabulary.foldOf)
    }

    @Test func idsOfAnUtterancesWordsAreEachWordsId() {
        var vocabulary = Vocabulary()
        let long = "averyveryverylongwordpastthehead"
        let start = vocabulary.intern("start")
        let longID = vocabulary.intern(long)
        _ = vocabulary.intern(long + "s")
        let text = Array("start nope \(long) \(long)x".utf8)
        // Eight readable bytes past the text, as the lookup reads 8 at a time.
        let padded = text + Array(repeating: 0, count: 8)
        var spans: [TokenSpan] = []
        var ids = [Int32](repeating: 99, count: 4)
        var allKnown = true
        var firstKnown = false
        padded.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            TextNormalizer.asciiWords(UnsafeBufferPointer(rebasing: bytes[..<text.count]), limit: 64, into: &spans)
            spans.withUnsafeBufferPointer { spans in
                allKnown = ids.withUnsafeMutableBufferPointer { ids in
                    vocabulary.ids(paddedUTF8: base, spans: spans, into: ids)
                }
                var first: [Int32] = [99]
                firstKnown = first.withUnsafeMutableBufferPointer { first in
                    vocabulary.ids(paddedUTF8: base, spans: UnsafeBufferPointer(rebasing: spans[..<1]), into: first)
                }
            }
        }
        #expect(spans.count == 4)
        #expect(ids == [start, Vocabulary.unknown, longID, Vocabulary.unknown])
        // Whether every word was known: not all four, but the first alone.
        #expect(!allKnown)
        #expect(firstKnown)
    }
}
