import Testing

@testable import Phrasebook

/// The flexible index's lookups that test a word's bytes before hashing it
/// as a string answer as the string lookups do.
@Suite struct FlexibleIndexByteLookupTests {
    private static let index = sampleCatalog.flexibleIndex
    private static let vocabulary = sampleCatalog.vocabulary

    @Test func everyGluedFormIsFoundByItsBytes() {
        #expect(!Self.vocabulary.gluedTokens.isEmpty)
        for id in Self.vocabulary.gluedTokens {
            let text = Self.vocabulary.text(of: id)
            #expect(Self.index.gluedID(of: text) == id)
            #expect(Self.index.gluedID(of: text) == Self.vocabulary.gluedID(of: text))
        }
    }

    @Test(arguments: ["도서관", "에서요", "walking", "", "를를", "'s"])
    func aWordIsAGluedFormAsTheVocabularySays(word: String) {
        #expect(Self.index.gluedID(of: word) == Self.vocabulary.gluedID(of: word))
    }

    @Test(arguments: ["please", "can", "좀", "请", "giúp", "app", "ください", "walking", "thiền", "x"])
    func aWordStartsTheSkipsItStarts(word: String) {
        let expected = (Self.index.skipsByFirstToken[word] ?? []).map(\.tokens)
        #expect(Self.index.skips(startingWith: word).map(\.tokens) == expected)
    }

    @Test func everySkipsFirstWordIsFound() {
        for (first, skips) in Self.index.skipsByFirstToken {
            #expect(Self.index.skips(startingWith: first).map(\.tokens) == skips.map(\.tokens))
        }
    }

    @Test func aWordEndingInANounParticleMayEndInOne() {
        #expect(!Self.index.nounParticles.isEmpty)
        for particle in Self.index.nounParticles where !particle.isEmpty {
            #expect(Self.index.mayEndInNounParticle("이방인" + particle))
        }
        #expect(!Self.index.mayEndInNounParticle("walking"))
        #expect(!Self.index.mayEndInNounParticle("thiền"))
    }

    @Test func anUnknownWordOfAClassFindsItsClass() {
        // `trên` and `trong` are one class of Vietnamese words; a word
        // looked up without an id finds it by its text.
        let on = Self.index.wordClass(of: "trên", id: -1)
        #expect(on >= 0)
        #expect(Self.index.wordClass(of: "trong", id: -1) == on)
        #expect(Self.index.wordClass(of: "walkng", id: -1) == -1)
    }

    /// Every vocabulary word that ends with a noun particle has the bytes
    /// before it let through the glued-stem filter, so the lookups it saves
    /// for other words would have found nothing.
    @Test func everyStemOfAWordWithAParticleMayBeGluedStem() {
        var stems = 0
        for id in 0..<Int32(Self.vocabulary.count) {
            let bytes = Array(Self.vocabulary.text(of: id).utf8)
            for particle in Self.index.nounParticles.map({ Array($0.utf8) })
            where bytes.count > particle.count && bytes.suffix(particle.count).elementsEqual(particle) {
                #expect(Self.index.mayBeGluedStem(bytes.prefix(bytes.count - particle.count)))
                stems += 1
            }
        }
        #expect(stems > 0)
        #expect(!Self.index.mayBeGluedStem("walking".utf8))
    }

    /// A word the vocabulary lacks whose ending stem is a class's key (a
    /// Korean verb form) finds that class past the stem filter.
    @Test func anUnknownWordFindsItsClassByItsStem() {
        var found = 0
        for id in 0..<Int32(Self.vocabulary.count) where Self.index.classOf[Int(id)] >= 0 {
            let text = Self.vocabulary.text(of: id)
            guard Self.index.classKeys(of: text).contains(where: { $0.hasPrefix("stem:") }) else { continue }
            #expect(Self.index.wordClass(of: text, id: -1) >= 0, "\(text)")
            found += 1
        }
        #expect(found > 0)
    }
}
