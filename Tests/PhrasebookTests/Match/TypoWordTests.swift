import Testing

@testable import Phrasebook

/// Requests read again with their mistyped words corrected
/// (``Matcher/readingTypoWords(_:exact:tokens:locale:)``): action words,
/// type nouns and phrase words in every script, and what must still ask
/// or read nothing.
@Suite struct TypoWordTests {
    let matcher = Matcher(catalog: sampleCatalog)

    /// The best candidate of `utterance` when it resolves (no rival as close).
    func resolved(_ utterance: String, locale: String) -> PhraseMatch? {
        matcher.resolvedCandidate(utterance, locale: locale)
    }

    /// The corrections `candidate` read, typed → read.
    func corrections(_ candidate: PhraseMatch?) -> [String] {
        (candidate?.liberties ?? []).filter { $0.kind == .typoWord }.map { "\($0.typed)→\($0.read)" }
    }

    @Test(arguments: [
        // An action word and a type's noun mistyped, in Latin script.
        ("opne Dune in Library", "en", "OpenBookIntent", "opne→open"),
        ("Shwo my Read shelf in Library", "en", "OpenShelfIntent", "shwo→show"),
        ("Pauze Meditation", "en", "PauseMeditationIntent", "pauze→pause"),
        ("Mở Xứ Cát trong Thư vjen", "vi", "OpenBookIntent", "vjen→viện"),
        // A wrong jamo in an action stem, a jamo typed after a word, words run together.
        ("명상에서 걷기 시잗해줘", "ko", "StartMeditationIntent", "시잗해줘→시작해줘"),
        ("명상 통계 보여ㅈ", "ko", "ShowMeditationStatsIntent", "보여ㅈ→보여줘"),
        ("명상 통계 보여줘ㅓ", "ko", "ShowMeditationStatsIntent", "보여줘ㅓ→보여줘"),
        ("할 일에서 우유사기 보여줘", "ko", "ShowTaskIntent", "우유사기→우유 사기"),
        // A Han character of the same reading in an action word.
        ("在图书馆里打凯沙丘", "zh-Hans", "OpenBookIntent", "打凯→打开"),
        ("暂亭冥想", "zh-Hans", "PauseMeditationIntent", "暂亭→暂停"),
        // One Han character typed for an action word of one character.
        ("在Soup Chef店番茄汤", "zh-Hans", "OrderSoupIntent", "店→点"),
        // A kanji word converted to another of the same (first) readings.
        ("Meditationの等径を表示して", "ja", "ShowMeditationStatsIntent", "等径→統計"),
    ])
    func aMistypedWordResolves(utterance: String, locale: String, intent: String, correction: String) {
        let best = resolved(utterance, locale: locale)
        #expect(best?.intent == intent, "\(utterance)")
        // The flexible stage may read the word as a typo itself; when the
        // request is read again, the correction is the one named.
        let named = corrections(best)
        #expect(named.isEmpty || named.contains(correction), "\(utterance): \(named)")
    }

    @Test(arguments: [
        // Vietnamese typed in Telex with the input method off: tone keys
        // after the syllable or before its final, letter keys for marks.
        ("Tamj duwngf Thiền", "PauseMeditationIntent", "tamj→tạm"),
        ("Mowr Xuws Cats trong Thuw vieenj", "OpenBookIntent", "mowr→mở"),
        ("xem vieecj Mua sữa trong Coong vieecj", "ShowTaskIntent", "vieecj→việc"),
        // Keyed small words are spelled, not erased as guesses.
        ("Xem thoongs kee Thieenf cuar tooi", "ShowMeditationStatsIntent", "cuar→của"),
    ])
    func aWordTypedInTelexResolves(utterance: String, intent: String, correction: String) {
        let best = resolved(utterance, locale: "vi")
        #expect(best?.intent == intent, "\(utterance)")
        #expect(corrections(best).contains(correction), "\(utterance): \(corrections(best))")
    }

    @Test(arguments: [
        // Vietnamese typed without its marks, whole or in part, in
        // requests the flexible stage reads only with the marks back:
        // terse, without the app's name, with a value.
        ("thong ke thien", "ShowMeditationStatsIntent", "thong→thống"),
        ("mo sach Xu Cat", "OpenBookIntent", "sach→sách"),
        ("mở kệ muon doc", "OpenShelfIntent", "doc→đọc"),
        ("mo ke đa đoc", "OpenShelfIntent", "đoc→đọc"),
    ])
    func aWordTypedWithoutItsMarksResolves(utterance: String, intent: String, restored: String) {
        let best = resolved(utterance, locale: "vi")
        #expect(best?.intent == intent, "\(utterance)")
        let read = (best?.liberties ?? []).filter { $0.kind == .accent }.map { "\($0.typed)→\($0.read)" }
        #expect(read.contains(restored), "\(utterance): \(read)")
        // A spelling, not a guess: no word of it counts as a typo.
        #expect(corrections(best).isEmpty, "\(utterance): \(corrections(best))")
    }

    /// A long request of words typed without marks, each of several
    /// readings, is read the first few ways, not every way (3^n).
    @Test func manyWordsWithoutMarksAreReadAFewWays() {
        let utterance = Array(repeating: "mo ke da doc", count: 6).joined(separator: " ")
        let result = matcher.match(utterance, locale: "vi")
        #expect(result.candidates.allSatisfy { $0.needsConfirming })
    }

    /// Marks are put back only on words the catalog writes with them:
    /// English words and requests nothing reads stay as they are.
    @Test(arguments: [
        ("Open Dune in Library", "en"), ("dat ve may bay di Ha Noi", "vi"), ("xoa lich su tim kiem", "vi"),
    ])
    func wordsTypedWithoutMarksReadNothingElse(utterance: String, locale: String) {
        let candidates = matcher.match(utterance, locale: locale).candidates
        #expect(candidates.allSatisfy { candidate in !(candidate.liberties ?? []).contains { $0.kind == .accent } })
        if locale == "vi" { #expect(candidates.isEmpty, "\(utterance)") }
    }

    /// Telex keys are read only into the words of a language typed with
    /// them: an English plural is no Vietnamese tone key.
    @Test func telexKeysReadNoEnglishWord() {
        #expect(
            matcher.match("Open Dunes in Library", locale: "en").candidates.allSatisfy { candidate in
                !corrections(candidate).contains { $0.hasPrefix("dunes→") }
            })
    }

    /// A single character read as an action word still has to make a
    /// request the catalog reads: a request out of scope stays unread.
    @Test(arguments: ["帮我定个闹钟", "定一个会议室"])
    func aSingleCharacterOutOfScopeReadsNothing(utterance: String) {
        #expect(matcher.match(utterance, locale: "zh-Hans").candidates.isEmpty, "\(utterance)")
    }

    /// A word as close to a value's word as to a phrase's word is read
    /// both ways (`wnat`: `what`, or `want` of the Want to Read shelf): two
    /// requests, so neither resolves.
    @Test func aWordAsCloseToAValuesWordIsReadBothWays() {
        let candidates = matcher.match("opne my wnat to read shelf", locale: "en").candidates
        #expect(candidates.allSatisfy { $0.needsConfirming })
        #expect(candidates.contains { $0.intent == "OpenShelfIntent" && corrections($0).contains("wnat→want") })
    }

    @Test func explainNamesTheCorrections() {
        let text = matcher.explain("Shwo my Read shelf in Library").text()
        #expect(text.contains("typoWord \"shwo\" → \"show\""))
    }

    @Test func threeMistypedWordsAreAskedAbout() {
        let result = matcher.match("Strat Walkng in Meditaton", locale: "en")
        let best = result.candidates.first
        #expect(best?.intent == "StartMeditationIntent")
        #expect(best?.needsConfirming == true)
    }

    /// A word a reading skips (a filler) never stands for a mistyped name:
    /// `Kindle` is not `kindly`.
    @Test func aNameIsNotErasedAsAFiller() {
        #expect(matcher.match("Open Dune in Kindle", locale: "en").candidates.isEmpty)
        #expect(matcher.match("Opne Dune in Kindle", locale: "en").candidates.isEmpty)
    }

    /// Every value word of one app, mistyped, said in each phrase of another
    /// app in place of its value: the request never resolves (the typo reads
    /// the other app's value, which the phrase's slot does not take).
    @Test func aTypoOfAnotherAppsValueNeverResolves() {
        let catalog = sampleCatalog
        var tried = 0
        for phrase in catalog.phrases where !phrase.isNegative && phrase.locale == "en" {
            let slots = phrase.template.segments.filter {
                if case .parameter = $0 { return true }
                return false
            }
            guard slots.count == 1 else { continue }
            for (app, manifest) in catalog.apps.enumerated() where app != phrase.app {
                for type in manifest.types {
                    for value in type.values.prefix(4) {
                        let title = value.title
                        guard title.count >= 5, title.allSatisfy({ $0.isLetter && $0.isASCII }) else { continue }
                        // The last letter doubled: one edit from the title.
                        let typo = title + String(title.suffix(1))
                        let name = catalog.apps[phrase.app].app.name
                        let text = phrase.template.rendered { segment in
                            switch segment {
                            case .applicationName: return name
                            case .parameter: return typo
                            case .text: return nil
                            }
                        }
                        tried += 1
                        #expect(resolved(text, locale: "en") == nil, "\(text)")
                    }
                }
            }
        }
        #expect(tried > 20)
    }
}
