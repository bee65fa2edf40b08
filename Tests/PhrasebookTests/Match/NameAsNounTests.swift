import Testing

@testable import Phrasebook

/// Requests that name no app but a type's noun, when a language's lists
/// make the noun something else too (an action word, a classifier), and
/// requests whose app's name is also what the app holds (`书架`, `할 일`).
@Suite struct NameAsNounTests {
    let matcher = Matcher(catalog: sampleCatalog)

    /// The best candidate of `utterance` when it resolves (no rival as close).
    func resolved(_ utterance: String, locale: String) -> PhraseMatch? {
        matcher.resolvedCandidate(utterance, locale: locale)
    }

    /// The name of the app of `candidate`.
    func appName(_ candidate: PhraseMatch) -> String {
        sampleCatalog.apps[candidate.app].app.name
    }

    @Test func aTypesNounThatIsAlsoAnActionWordNamesItsApp() throws {
        // `book` is a verb of the lexicon (`book a table`) and the title of
        // Library's type; the request acts on a book and asks which.
        let open = try #require(resolved("please open a book", locale: "en"))
        #expect(appName(open) == "Library" && open.intent == "OpenBookIntent")
        #expect(open.bindings.isEmpty)
        #expect(open.liberties?.contains { $0.kind == .appImplied && $0.typed == "book" } == true)
        // Said with an action no phrase of the app has, it reads nothing.
        #expect(resolved("Order a book", locale: "en") == nil)
        #expect(resolved("Pause a book", locale: "en") == nil)
    }

    @Test func aTypesNounThatIsAlsoAClassifierNamesItsApp() throws {
        // `kệ` is a Vietnamese classifier and the shelf: with a shelf, two
        // clues of Library say the request without an action word.
        let shelf = try #require(resolved("kệ muốn đọc của tôi", locale: "vi"))
        #expect(appName(shelf) == "Library" && shelf.intent == "OpenShelfIntent")
        guard case .values(let type, let choices)? = shelf.bindings.first?.value else {
            Issue.record("no shelf bound")
            return
        }
        let values = sampleCatalog.apps[shelf.app].types[type].values
        #expect(choices.map { values[$0.index].id } == ["wantToRead"])
        let look = try #require(resolved("xem kệ giúp mình", locale: "vi"))
        #expect(look.intent == "OpenShelfIntent" && look.bindings.isEmpty)
    }

    @Test func anAppsNameThatIsItsNounIsReadAsTheNoun() throws {
        // Said unmarked, the name is what the request acts on, in every
        // language whose sample app has such a name.
        for (utterance, locale, intent) in [
            ("책장 좀 열어 줘", "ko", "OpenShelfIntent"), ("할 일 지워 줘", "ko", "DeleteTaskIntent"),
            ("本棚を開いてください", "ja", "OpenShelfIntent"), ("帮我打开书架", "zh-Hans", "OpenShelfIntent"),
        ] {
            let read = try #require(resolved(utterance, locale: locale), "\(utterance)")
            #expect(read.intent == intent && read.bindings.isEmpty, "\(utterance)")
            #expect(read.liberties?.contains { $0.kind == .appImplied } == true, "\(utterance)")
        }
        // `Kệ sách`, Library's other name, is a shelf of books: both nouns
        // are Library's, so the dialog asks which was meant.
        let result = matcher.match("mở kệ sách giúp tôi", locale: "vi")
        #expect(resolved("mở kệ sách giúp tôi", locale: "vi") == nil)
        let intents = Set(result.candidates.map(\.intent))
        #expect(intents.isSuperset(of: ["OpenShelfIntent", "OpenBookIntent"]), "\(intents)")
        // Marked as the app's (a particle), the name stays the name.
        let named = try #require(resolved("할 일에서 우유 사기 삭제해", locale: "ko"))
        #expect(named.intent == "DeleteTaskIntent" && !named.bindings.isEmpty)
    }
}
