import Foundation
import Testing

@testable import Phrasebook

/// Replacing one entity type's values in a compiled catalog: the catalog
/// matches exactly as one compiled from sources holding the new values, and
/// a bad entities file or an unknown app or type is refused with a reason.
@Suite struct EntityUpdateTests {
    /// New books: some of the old ids with new titles, new words, a Korean
    /// title (glued particles follow its final sound), synonyms, and a title
    /// another Library shortcut's value also has.
    static let books = """
        [
          { "id": "outsiderKing", "title": "The Outsider", "subtitle": "Stephen King" },
          { "id": "dune", "title": "Dune Messiah", "synonyms": ["Messiah"] },
          { "id": "emma", "title": "Emma", "synonyms": ["Emma by Austen", "Miss Woodhouse"],
            "localized": { "ko": { "title": "엠마" } } },
          { "id": "favorites", "title": "Favorites" },
          { "id": "ulysses", "title": "Ulysses", "localized": { "vi": { "title": "Ulysses của Joyce" } } }
        ]
        """

    /// The samples compiled with the Library's `Book` entities replaced by `books` in `app.json` itself.
    static func rebuilt(in folder: URL) throws -> Catalog {
        let sources = folder.appendingPathComponent("Phrases")
        try FileManager.default.copyItem(atPath: samplePhrasesDirectory, toPath: sources.path)
        let manifest = sources.appendingPathComponent("Library/app.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let book = try #require(text.range(of: #""Book": {"#))
        let start = try #require(text.range(of: #""entities": ["#, range: book.upperBound..<text.endIndex))
        var depth = 0
        var end = start.upperBound
        for index in text[start.upperBound...].indices {
            if text[index] == "[" { depth += 1 }
            if text[index] == "]" {
                if depth == 0 {
                    end = text.index(after: index)
                    break
                }
                depth -= 1
            }
        }
        let replaced = text.replacingCharacters(in: start.lowerBound..<end, with: #""entities": "# + books)
        try replaced.write(to: manifest, atomically: true, encoding: .utf8)
        return CatalogCompiler.compile(directory: sources.path)
    }

    /// The corpus's lines and every new book said with each Library phrase that takes one.
    static let utterances: [String] = {
        var lines = CatalogFileTests.utterances
        for title in [
            "The Outsider", "Dune Messiah", "Messiah", "Dune", "Emma", "Emma by Austen", "Miss Woodhouse", "Favorites",
            "Ulysses", "Ulysses của Joyce",
        ] {
            lines += [
                "Open \(title) in Library", "Show \(title) in Bookshelf", "Read \(title) in My Library",
                "Open \(title)",
            ]
        }
        lines += ["내 서재에서 엠마를 읽을래", "내 서재에서 엠마 열어줘", "내 서재에서 엠마을 읽을래"]
        return lines
    }()

    @Test func theUpdatedCatalogMatchesAsAFullRebuildDoesInEveryLocale() throws {
        try withTemporaryDirectory { folder in
            let rebuilt = try Self.rebuilt(in: folder)
            #expect(!rebuilt.hasErrors)
            let (updated, diagnostics) = sampleCatalog.replacingEntities(
                app: "Library", type: "Book", json: Self.books, path: "books.json")
            #expect(!diagnostics.containsErrors)
            let catalog = try #require(updated)
            let fromUpdate = Matcher(catalog: catalog)
            let fromSources = Matcher(catalog: rebuilt)
            let locales: [String?] = [nil] + Set(sampleCatalog.phrases.map(\.locale)).sorted()
            var matched = 0
            for utterance in Self.utterances {
                for locale in locales {
                    let expected = fromSources.candidates(for: utterance, locale: locale)
                    #expect(
                        fromUpdate.candidates(for: utterance, locale: locale) == expected,
                        "\(utterance) [\(locale ?? "any")]")
                    if !expected.isEmpty { matched += 1 }
                }
            }
            #expect(matched > Self.utterances.count / 5)
            #expect(!fromUpdate.candidates(for: "Open Dune Messiah in Library").isEmpty)
            #expect(!fromUpdate.candidates(for: "내 서재에서 엠마를 읽을래").isEmpty)
            #expect(
                fromUpdate.candidates(for: "Open Pride and Prejudice in Library").isEmpty
                    == fromSources.candidates(for: "Open Pride and Prejudice in Library").isEmpty)
            // The slot edge index merged for the rebuilt sets is the one built from scratch.
            let scratch = SlotEdgeIndex(
                graph: catalog.graph, slotKeys: catalog.slotKeys, valueSets: catalog.valueSets,
                tokenCount: catalog.vocabulary.count)
            #expect(catalog.slotIndex == scratch)
            #expect(catalog.vocabulary.count > sampleCatalog.vocabulary.count)
            #expect(catalog.statistics.values == rebuilt.statistics.values)
            #expect(catalog.statistics.valueVariants == rebuilt.statistics.valueVariants)
            #expect(catalog.statistics.expandedUtterances == rebuilt.statistics.expandedUtterances)
            #expect(catalog.diagnostics.map(\.message).sorted() == rebuilt.diagnostics.map(\.message).sorted())
        }
    }

    @Test func anUpdateThatKeepsMostValuesMakesTheSetsAFullRebuildMakes() throws {
        // Thousands of values, most kept as they were (their forms are
        // taken from the old sets), some changed, dropped and added.
        // Without the fixture's forms of no words, which a file may not have.
        func spoken(_ manifest: AppManifest) -> AppManifest {
            var spoken = manifest
            spoken.types[0].values = TypeValueList(
                manifest.types[0].values.compactMap { value in
                    guard !TextNormalizer.tokenize(value.title).isEmpty else { return nil }
                    var value = value
                    value.synonyms = value.synonyms.filter { !TextNormalizer.tokenize($0).isEmpty }
                    return value
                })
            return spoken
        }
        let manifest = spoken(try #require(ValueSetDraftTests.manifest))
        let changed = spoken(ValueSetDraftTests.updated(manifest))
        let text = JSONOutput.array(
            changed.types[0].values.map { value in
                var members: [(String, JSONOutput)] = [
                    ("id", .string(value.id)), ("title", .string(value.title)),
                    ("synonyms", .array(value.synonyms.map(JSONOutput.string))),
                ]
                if !value.localized.isEmpty {
                    members.append(
                        (
                            "localized",
                            .object(
                                value.localized.sorted { $0.key < $1.key }.map { locale, names in
                                    (
                                        locale,
                                        .object([
                                            ("title", .string(names.title)),
                                            ("synonyms", .array(names.synonyms.map(JSONOutput.string))),
                                        ])
                                    )
                                })
                        ))
                }
                return .object(members)
            }
        ).serialized()
        let catalog = CatalogCompiler.compile([manifest])
        let (updated, diagnostics) = catalog.replacingEntities(
            app: "Library", type: "Book", json: text, path: "books.json")
        #expect(!diagnostics.containsErrors)
        let result = try #require(updated)
        let rebuilt = CatalogCompiler.compile([changed])
        // Ids differ (an update adds its words after the old ones): forms are compared as text.
        func forms(_ catalog: Catalog) -> [[String]] {
            catalog.valueSets.filter { $0.kind == .values(app: 0, type: 0) }.map { set in
                (0..<set.variants.count).map { form in
                    "\(set.variants[form].value) \(set.variants[form].synonym) \(catalog.vocabulary.render(set.form(form)))"
                }
            }
        }
        let updatedForms = forms(result)
        #expect(!updatedForms.isEmpty)
        #expect(updatedForms == forms(rebuilt))
        #expect(result.statistics.valueVariants == rebuilt.statistics.valueVariants)
        #expect(result.statistics.valueTrieNodes == rebuilt.statistics.valueTrieNodes)
        let title = changed.types[0].values[10].title
        #expect(!Matcher(catalog: result).candidates(for: "Open \(title) in Library").isEmpty)
        #expect(
            Matcher(catalog: result).candidates(for: "Open \(title) in Library")
                == Matcher(catalog: rebuilt).candidates(for: "Open \(title) in Library"))
    }

    @Test func theOriginalCatalogIsUnchanged() throws {
        let before = Matcher(catalog: sampleCatalog).candidates(for: "Open Pride and Prejudice in Library")
        _ = sampleCatalog.replacingEntities(app: "Library", type: "Book", json: Self.books, path: "books.json")
        #expect(!before.isEmpty)
        #expect(Matcher(catalog: sampleCatalog).candidates(for: "Open Pride and Prejudice in Library") == before)
    }

    @Test func anUpdateThatMakesTwoShortcutsCollideSaysSo() throws {
        // A book titled like a shelf makes "Open Want to Read in Library" both an
        // Open Shelf and an Open Book utterance.
        let (updated, diagnostics) = sampleCatalog.replacingEntities(
            app: "Library", type: "Book", json: #"[{ "id": "fav", "title": "Want to Read" }]"#, path: "books.json")
        #expect(updated != nil)
        #expect(diagnostics.contains { $0.code == .collision && $0.message.contains("want to read") })
        #expect(updated?.diagnostics.filter { $0.code == .collision } == diagnostics.filter { $0.code == .collision })
    }

    @Test func aBadEntitiesFileIsALocatedError() {
        let text = "[\n  { \"id\": \"a\", \"title\": \"A\" },\n  { \"id\": \"a\", \"title\": 3 }\n]"
        let (updated, diagnostics) = sampleCatalog.replacingEntities(
            app: "Library", type: "Book", json: text, path: "books.json")
        #expect(updated == nil)
        let wrongType = diagnostics.first { $0.code == .wrongType }
        #expect(wrongType?.file == "books.json")
        #expect(wrongType?.line == 3)
        #expect(wrongType?.column == 25)
        #expect(diagnostics.contains { $0.code == .duplicate && $0.line == 3 })

        let (broken, syntax) = sampleCatalog.replacingEntities(
            app: "Library", type: "Book", json: "[{\"id\": }]", path: "books.json")
        #expect(broken == nil)
        #expect(syntax.map(\.code) == [.syntax])
        #expect(syntax.first?.line == 1)
    }

    @Test func anUnknownAppOrTypeOrAnEnumIsAClearError() {
        let (noApp, appProblems) = sampleCatalog.replacingEntities(
            app: "Nope", type: "Book", json: Self.books, path: "books.json")
        #expect(noApp == nil)
        #expect(appProblems.count == 1)
        #expect(appProblems.first?.message.contains(#"no app named "Nope""#) == true)
        #expect(appProblems.first?.message.contains("Library") == true)

        let (noType, typeProblems) = sampleCatalog.replacingEntities(
            app: "Library", type: "Author", json: Self.books, path: "books.json")
        #expect(noType == nil)
        #expect(typeProblems.first?.code == .unknownType)
        #expect(typeProblems.first?.message.contains("Book") == true)

        let (anEnum, enumProblems) = sampleCatalog.replacingEntities(
            app: "Library", type: "Shelf", json: Self.books, path: "books.json")
        #expect(anEnum == nil)
        #expect(enumProblems.first?.code == .wrongType)
    }

    @Test func anAppIsFoundByItsSynonym() {
        let (updated, _) = sampleCatalog.replacingEntities(
            app: "Bookshelf", type: "Book", json: Self.books, path: "books.json")
        #expect(updated.map { !Matcher(catalog: $0).candidates(for: "Open Dune Messiah in Library").isEmpty } == true)
    }

    @Test func anUnreadableEntitiesFileIsAnError() {
        let (updated, diagnostics) = sampleCatalog.replacingEntities(
            app: "Library", type: "Book", entitiesFile: "/no/such/books.json")
        #expect(updated == nil)
        #expect(diagnostics.first?.code == .unreadable)
    }
}
