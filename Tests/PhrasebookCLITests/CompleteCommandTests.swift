import Foundation
import Testing

/// `phrasebook complete` through the real binary, in every sample language:
/// partial words, Hangul typed jamo by jamo, Vietnamese without diacritics,
/// a typo, JSON, limits and exit codes.
@Suite struct CompleteCommandTests {
    /// The completions' texts `complete --json` printed for `arguments`.
    static func texts(_ arguments: [String]) throws -> [String] {
        try objects(arguments).compactMap { $0["text"] as? String }
    }

    /// Every JSON object `complete --json` printed for `arguments`.
    static func objects(_ arguments: [String]) throws -> [[String: Any]] {
        let run = try CommandRun.run(["complete", "--json"] + arguments)
        return try run.stdout.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func englishPartialWordOffersBooksInDeclaredOrder() throws {
        let run = try CommandRun.run(["complete", "open d"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Open Dune in Library  (Library · OpenBookIntent)"))
        let objects = try Self.objects(["--locale", "en", "open d"])
        let dune = try #require(objects.first { $0["text"] as? String == "Open Dune in Library" })
        #expect(dune["added"] as? String == "une in Library")
        let values = try #require(dune["values"] as? [[String: Any]])
        #expect(values.first?["parameter"] as? String == "book")
        #expect(values.first?["id"] as? String != nil)
    }

    @Test func typoInTheLastWordCompletes() throws {
        let objects = try Self.objects(["--locale", "en", "open dunr"])
        let dune = try #require(objects.first { $0["text"] as? String == "Open Dune in Library" })
        #expect(dune["typo"] as? Bool == true)
    }

    @Test func partialHangulSyllableCompletes() throws {
        let texts = try Self.texts(["--locale", "ko", "도서과"])
        #expect(!texts.isEmpty)
        #expect(texts.allSatisfy { $0.hasPrefix("도서관") })
        let withBook = try Self.texts(["--locale", "ko", "도서관에서 듄"])
        #expect(withBook.contains("도서관에서 듄 열어줘"))
    }

    @Test func vietnameseWithoutDiacriticsCompletes() throws {
        let objects = try Self.objects(["--locale", "vi", "mo xu"])
        let exact = objects.filter { $0["typo"] as? Bool == false }.compactMap { $0["text"] as? String }
        // The app's Vietnamese name before its synonyms.
        #expect(exact.first == "Mở Xứ Cát trong Thư viện")
        #expect(exact.allSatisfy { $0.hasPrefix("Mở Xứ") })
    }

    @Test func chineseTypedCharacterByCharacterCompletes() throws {
        let texts = try Self.texts(["--locale", "zh-Hans", "在图书馆里打开沙"])
        #expect(texts.contains("在图书馆里打开沙丘"))
    }

    @Test func chineseTypedMidPhraseCompletesTheWholePhrase() throws {
        let objects = try Self.objects(["--locale", "zh-Hans", "打开沙"])
        let texts = objects.compactMap { $0["text"] as? String }
        #expect(texts.contains { $0.hasSuffix("里打开沙丘") && $0.hasPrefix("在") })
        #expect(objects.allSatisfy { ($0["text"] as? String)?.contains("打开沙") == true })
    }

    @Test func koreanParticleTakesTheValuesForm() throws {
        let texts = try Self.texts(["--locale", "ko", "--limit", "50", "도서관에서 이방"])
        #expect(texts.contains("도서관에서 이방인을 읽을래"))
        #expect(!texts.contains { $0.contains("이방인를") })
    }

    @Test func aTypoInAValueCompletes() throws {
        let objects = try Self.objects(["--locale", "en", "Start Walkn"])
        let walking = try #require(objects.first { $0["text"] as? String == "Start Walking in Meditation" })
        #expect(walking["typo"] as? Bool == true)
    }

    @Test func japaneseCompletes() throws {
        let texts = try Self.texts(["--locale", "ja", "ライブラリで"])
        #expect(!texts.isEmpty)
        #expect(texts.allSatisfy { $0.hasPrefix("ライブラリで") })
    }

    @Test func limitBoundsTheCompletions() throws {
        let two = try Self.objects(["--locale", "en", "--limit", "2", "open "])
        #expect(two.count == 2)
        let phrases = two.compactMap { $0["phrase"] as? String }
        #expect(Set(phrases).count == 2)
    }

    @Test func nothingToCompleteExitsOneAndBadLimitExitsTwo() throws {
        #expect(try CommandRun.run(["complete", "zzzzqqq"]).status == 1)
        #expect(try CommandRun.run(["complete", "--limit", "0", "open"]).status == 2)
    }

    /// Text past the bound is not read (reading a close spelling tries each
    /// letter typed, so a long text would cost far more than a keystroke);
    /// at the bound it still completes.
    @Test func textOverTheBoundCompletesNothingAndSaysWhy() throws {
        let bound = 1_024
        let atBound = String(repeating: " ", count: bound - "open d".utf8.count) + "open d"
        #expect(try Self.texts(["--locale", "en", atBound]).contains("Open Dune in Library"))
        let over = try CommandRun.run(["complete", " " + atBound])
        #expect(over.status == 1)
        #expect(over.stdout.isEmpty)
        #expect(over.stderr.contains("1025 bytes, over the 1024 a completion reads"))
    }
}
