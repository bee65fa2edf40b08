import Testing

@testable import Phrasebook

/// Value sets drafted side by side (in parts, on every core) are the same,
/// field for field and id for id, as ones built form by form on one core,
/// and a catalog compiles to the same catalog every time.
@Suite struct ValueSetDraftTests {
    /// A manifest whose `Book` type has values enough for several parts:
    /// titles drawn from a small pool of words (so parts share words and
    /// each part meets new ones), synonyms that repeat the title in another
    /// case, synonyms that tokenize to nothing, and a value repeated.
    static let manifest: AppManifest? = {
        let pool = [
            "red", "Blue", "green", "Ünïcode", "night", "l'été", "sea-side", "moon", "Star", "river", "東京", "gold",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let count = ValueSetDraft.valuesPerPart * 2 + 37
        var entities: [String] = []
        for index in 0..<count {
            let title = (0...next(3)).map { _ in pool[next(pool.count)] }.joined(separator: " ") + " \(index % 700)"
            var synonyms: [String] = []
            switch next(4) {
            case 0: synonyms = [title.uppercased(), "!!!"]
            case 1: synonyms = [pool[next(pool.count)] + " word\(index % 5000)", title]
            case 2: synonyms = ["...", pool[next(pool.count)]]
            default: break
            }
            let synonymList = synonyms.map(ManifestFixture.json).joined(separator: ", ")
            entities.append(
                #"{ "id": "b\#(index)", "title": \#(ManifestFixture.json(title)), "synonyms": [\#(synonymList)] }"#)
        }
        var fixture = ManifestFixture()
        fixture.app = #"{ "name": "Library", "synonyms": ["Books", "books!"], "locale": "en" }"#
        fixture.types =
            #"{ "Book": { "kind": "entity", "title": "Book", "entities": [\#(entities.joined(separator: ",\n"))] } }"#
        fixture.intents =
            #"{ "OpenIntent": { "title": "Open", "parameters": [ { "name": "book", "type": "Book" } ] } }"#
        fixture.shortcuts = [
            ManifestFixture.shortcut("OpenIntent", ["Open ${book} in ${applicationName}", "Read night ${book}"])
        ]
        return fixture.load().0
    }()

    /// The value set built as the compiler once built it: each form
    /// tokenized and its words interned in turn, into one trie.
    static func builtFormByForm(_ kind: ValueSet.Kind, manifest: AppManifest, vocabulary: inout Vocabulary) -> ValueSet
    {
        var spoken: [(ValueVariant, String)] = []
        switch kind {
        case .applicationName:
            spoken.append((ValueVariant(value: 0, synonym: -1), manifest.app.name))
            for (index, synonym) in manifest.app.synonyms.enumerated() {
                spoken.append((ValueVariant(value: 0, synonym: Int32(index)), synonym))
            }
        case .values(_, let type):
            for (index, value) in manifest.types[type].values.enumerated() {
                spoken.append((ValueVariant(value: Int32(index), synonym: -1), value.title))
                for (synonym, text) in value.synonyms.enumerated() {
                    spoken.append((ValueVariant(value: Int32(index), synonym: Int32(synonym)), text))
                }
            }
        }
        var builder = TrieBuilder()
        var variants: [ValueVariant] = []
        var formTokens: [Int32] = []
        var formStart: [Int32] = [0]
        for (variant, text) in spoken {
            let words = TextNormalizer.tokenize(text)
            guard !words.isEmpty else { continue }
            var node = TokenTrie.root
            let begin = formTokens.count
            for word in words {
                let id = vocabulary.intern(word.text)
                formTokens.append(id)
                node = builder.child(of: node, token: id)
            }
            if let last = builder.lastPayload(at: node), variants[Int(last)].value == variant.value {
                formTokens.removeSubrange(begin...)
                continue
            }
            builder.addPayload(Int32(variants.count), at: node)
            variants.append(variant)
            formStart.append(Int32(formTokens.count))
        }
        return ValueSet(
            kind: kind, locale: "en", elidedPrefix: "", trie: builder.build(), formTokens: formTokens,
            formStart: formStart,
            variants: variants, variantCount: variants.count)
    }

    @Test(arguments: [ValueSet.Kind.values(app: 0, type: 0), .applicationName(app: 0)])
    func draftedInPartsIsTheSetBuiltFormByForm(kind: ValueSet.Kind) throws {
        let manifest = try #require(Self.manifest)
        #expect(manifest.types[0].values.count > ValueSetDraft.valuesPerPart * 2)
        // Words the vocabulary knows already keep their ids.
        var seeded = Vocabulary()
        for word in ["open", "moon", "in", "7"] { _ = seeded.intern(word) }
        var drafted = seeded
        var reference = seeded
        let set = CatalogBuilder.valueSet(kind, locale: "en", manifests: [manifest], vocabulary: &drafted)
        let expected = Self.builtFormByForm(kind, manifest: manifest, vocabulary: &reference)
        #expect(drafted.texts == reference.texts)
        #expect(Array(set.variants) == Array(expected.variants))
        #expect(set.formTokens == expected.formTokens)
        #expect(set.formStart == expected.formStart)
        #expect(CatalogFileTests.fields(of: set.trie) == CatalogFileTests.fields(of: expected.trie))
    }

    /// Everything a compiled catalog file stores but the compile time.
    static func compiled(_ catalog: Catalog) -> String {
        var statistics = catalog.statistics
        statistics.compileSeconds = 0
        return [
            CatalogFileTests.storedFields(of: catalog), CatalogFileTests.fields(of: catalog.vocabulary),
            CatalogFileTests.fields(of: catalog.graph), CatalogFileTests.fields(of: statistics),
            "\(catalog.diagnostics)",
        ].joined(separator: "\n")
    }

    @Test func aCatalogCompilesAlikeEveryTime() throws {
        let manifest = try #require(Self.manifest)
        let first = CatalogCompiler.compile([manifest, manifest])
        let second = CatalogCompiler.compile([manifest, manifest])
        #expect(Self.compiled(first) == Self.compiled(second))
        #expect(Self.compiled(Catalog(directory: samplePhrasesDirectory)) == Self.compiled(sampleCatalog))
    }

    /// `manifest` with its `Book` values changed as an update changes them:
    /// every tenth title retitled, a value given new synonyms, one a title
    /// of new words, one localized names, the last two dropped and three
    /// added (one of new words, one of known words, one that tokenizes to
    /// nothing).
    static func updated(_ manifest: AppManifest) -> AppManifest {
        var values = Array(manifest.types[0].values)
        for index in stride(from: 0, to: values.count, by: 10) { values[index].title += " Deluxe" }
        values[3].synonyms = ["zebra quark", values[3].title]
        values[7].title = "Ünïcode-zebra 東京 new"
        values[11].localized = ["fr": LocalizedNames(title: "rouge vif", synonyms: ["écarlate"])]
        values.removeLast(2)
        values += [
            TypeValue(id: "n1", title: "brand new words"), TypeValue(id: "n2", title: "red moon"),
            TypeValue(id: "n3", title: "..."),
        ]
        var changed = manifest
        changed.types[0].values = TypeValueList(values)
        return changed
    }

    @Test(arguments: [("en", ""), ("fr", "l'")])
    func anUpdatedDraftIsTheSetARebuildMakes(locale: String, elidedPrefix: String) throws {
        let manifest = try #require(Self.manifest)
        let kind = ValueSet.Kind.values(app: 0, type: 0)
        var vocabulary = Vocabulary()
        for word in ["open", "moon", "in"] { _ = vocabulary.intern(word) }
        let old = CatalogBuilder.valueSet(
            kind, locale: locale, elidedPrefix: elidedPrefix, manifests: [manifest], vocabulary: &vocabulary)
        let changed = Self.updated(manifest)
        var updatedVocabulary = vocabulary
        var rebuiltVocabulary = vocabulary
        let draft = try #require(
            ValueSetDraft(
                updating: old, from: manifest.types[0].values, manifests: [changed], vocabulary: &updatedVocabulary))
        let updated = draft.finished()
        let rebuilt = CatalogBuilder.valueSet(
            kind, locale: locale, elidedPrefix: elidedPrefix, manifests: [changed], vocabulary: &rebuiltVocabulary)
        #expect(updatedVocabulary.count > vocabulary.count)
        #expect(updatedVocabulary.texts == rebuiltVocabulary.texts)
        #expect(
            updated.kind == rebuilt.kind && updated.locale == rebuilt.locale
                && updated.elidedPrefix == rebuilt.elidedPrefix)
        #expect(updated.variantCount == rebuilt.variantCount)
        #expect(Array(updated.variants) == Array(rebuilt.variants))
        #expect(updated.formTokens == rebuilt.formTokens)
        #expect(updated.formStart == rebuilt.formStart)
        #expect(CatalogFileTests.fields(of: updated.trie) == CatalogFileTests.fields(of: rebuilt.trie))
    }

    @Test func aMostlyChangedSetOrOneOutOfOrderIsLeftToAFullDraft() throws {
        let manifest = try #require(Self.manifest)
        let kind = ValueSet.Kind.values(app: 0, type: 0)
        var vocabulary = Vocabulary()
        let old = CatalogBuilder.valueSet(kind, locale: "en", manifests: [manifest], vocabulary: &vocabulary)
        var changed = manifest
        changed.types[0].values = TypeValueList(
            manifest.types[0].values.map { value in
                var value = value
                value.title += " again"
                return value
            })
        var untouched = vocabulary
        #expect(
            ValueSetDraft(updating: old, from: manifest.types[0].values, manifests: [changed], vocabulary: &untouched)
                == nil)
        #expect(untouched.texts == vocabulary.texts)
        // Forms not in value order are not a compiled set's: not reused.
        let shuffled = ValueSet(
            kind: kind, locale: "en", elidedPrefix: "", trie: old.trie, formTokens: [1, 2], formStart: [0, 1, 2],
            variants: [ValueVariant(value: 1, synonym: -1), ValueVariant(value: 0, synonym: -1)], variantCount: 2)
        #expect(
            ValueSetDraft(
                updating: shuffled, from: manifest.types[0].values, manifests: [manifest], vocabulary: &untouched)
                == nil)
        // Neither is the set of an app's names.
        let names = CatalogBuilder.valueSet(
            .applicationName(app: 0), locale: "en", manifests: [manifest], vocabulary: &untouched)
        #expect(
            ValueSetDraft(
                updating: names, from: manifest.types[0].values, manifests: [manifest], vocabulary: &untouched) == nil)
    }
}
