import Testing

@testable import Phrasebook

/// How a walk reads an utterance: an ASCII one by its bytes, any other
/// through the tokenizer; both give each token's place and vocabulary id.
@Suite struct MatchSearchReadTests {
    @Test func anASCIIWordIsFoundInAnyCase() {
        let vocabulary = sampleCatalog.vocabulary
        var search = MatchSearch()
        var checked = 0
        for word in 0..<Int32(vocabulary.count) where !vocabulary.isGlued(word) {
            let text = vocabulary.text(of: word)
            guard text.utf8.allSatisfy({ $0 < 0x80 }) else { continue }
            for typed in [text, text.uppercased(), text.prefix(1).uppercased() + text.dropFirst()] {
                let read = search.read(typed, sampleCatalog)
                #expect(read)
                #expect(search.ids == [word], "\(typed)")
                #expect(search.text(ofToken: 0) == text, "\(typed)")
            }
            checked += 1
        }
        #expect(checked > 100)
    }

    @Test func bothReadingsGiveTheSamePlacesAndIds() {
        var search = MatchSearch()
        for utterance in [
            "Start WALKING in meditation!", "  what's 2.5, it's-ok ", "Mở sách Dune trong Library", "Meditation",
        ] {
            let tokens = TextNormalizer.tokenize(utterance)
            let read = search.read(utterance, sampleCatalog)
            #expect(read)
            #expect(search.ids == tokens.map { sampleCatalog.vocabulary.id(of: $0.text) }, "\(utterance)")
            #expect(
                search.spans == tokens.map { TokenSpan(start: Int32($0.sourceStart), end: Int32($0.sourceEnd)) },
                "\(utterance)")
            #expect(search.loadedTokens() == tokens, "\(utterance)")
        }
        // Every ASCII byte, at every place of an 8-byte group (the reader
        // lowercases 8 bytes at a time), and text that turns non-ASCII late.
        var utterances = [
            "Start walking in Méditation", "START WALKING IN MEDITATIONÉ", "ABCDEFGHIJKLMNOPQRSTUVWXYZ@[`{ azAZ09",
        ]
        for byte in UInt8(1)...0x7F {
            for place in 0..<9 {
                var bytes = Array("Open Pride AND Prejudice In Library".utf8)
                bytes.insert(byte, at: place * 3)
                utterances.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        for utterance in utterances {
            let tokens = TextNormalizer.tokenize(utterance)
            let read = search.read(utterance, sampleCatalog)
            #expect(read)
            #expect(search.ids == tokens.map { sampleCatalog.vocabulary.id(of: $0.text) }, "\(utterance)")
            #expect((0..<tokens.count).map { search.text(ofToken: $0) } == tokens.map(\.text), "\(utterance)")
        }
        let readEmpty = search.read("", sampleCatalog)
        #expect(readEmpty && search.ids.isEmpty)
        let readTooLong = search.read(String(repeating: "go ", count: Matcher.maximumTokens + 1), sampleCatalog)
        #expect(!readTooLong)
    }
}
