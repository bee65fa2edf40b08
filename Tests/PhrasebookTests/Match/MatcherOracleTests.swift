import Testing

@testable import Phrasebook

/// Checks the matcher against a naive oracle: a dictionary from every
/// expanded utterance of every phrase of the sample apps, in every locale
/// (spelled out by `Catalog.expandedUtterances(ofPhrase:)`), to the (phrase,
/// bindings) pairs that produce it.
///
/// The matcher walks shared tries instead;
/// for any text the two must agree exactly on exact matches — candidates
/// with score 1.0. Looser readings (a Korean particle in the other form,
/// Vietnamese without accents) score lower and are not the oracle's.
@Suite struct MatcherOracleTests {
    /// One way an utterance is produced: a phrase and the value id each parameter took.
    struct Reading: Hashable, CustomStringConvertible {
        var phrase: Int
        var bindings: [String: String]

        var description: String {
            "#\(phrase) \(sampleCatalog.phrases[phrase].template.source) \(bindings.sorted { $0.key < $1.key })"
        }
    }

    /// The linear-scan answer for every text, built once.
    struct Oracle {
        let catalog: Catalog
        /// Normalized text → the readings of non-negative phrases.
        var readings: [String: Set<Reading>] = [:]
        /// Normalized text → the apps whose negative phrases say it.
        var blocking: [String: Set<Int>] = [:]
        /// Every expanded utterance, in phrase order.
        var utterances: [ExpandedUtterance] = []

        init(catalog: Catalog) {
            self.catalog = catalog
            for index in catalog.phrases.indices {
                let phrase = catalog.phrases[index]
                for utterance in catalog.expandedUtterances(ofPhrase: index) {
                    if phrase.isNegative {
                        blocking[utterance.text, default: []].insert(phrase.app)
                    } else {
                        readings[utterance.text, default: []].insert(
                            Reading(phrase: index, bindings: utterance.bindings))
                        utterances.append(utterance)
                    }
                }
            }
        }

        /// What a linear scan over all expansions says `text` means.
        func expected(_ text: String) -> Set<Reading> {
            let key = TextNormalizer.normalize(text)
            let blocked = blocking[key] ?? []
            return (readings[key] ?? []).filter { !blocked.contains(catalog.phrases[$0.phrase].app) }
        }
    }

    static let oracle = Oracle(catalog: sampleCatalog)
    /// The exact stage, which the oracle describes (flexible readings score
    /// below 1 and are not compared; leaving them out keeps the test quick).
    let matcher = Matcher.exactOnly(sampleCatalog)

    /// The matcher's exact readings of `text`: each candidate with score 1.0
    /// once per combination of the values its bindings may mean.
    ///
    /// Fails on a
    /// reading seen twice.
    func actual(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Set<Reading> {
        var readings: [Reading] = []
        for candidate in matcher.match(text).candidates where candidate.score == 1.0 {
            var combinations: [[String: String]] = [[:]]
            for binding in candidate.bindings {
                guard case .values(let type, let choices) = binding.value else {
                    Issue.record(
                        "the sample apps have no open slots, got \(binding.value)", sourceLocation: sourceLocation)
                    continue
                }
                combinations = combinations.flatMap { partial in
                    choices.map { choice in
                        partial.merging([
                            binding.parameter: sampleCatalog.valueID(app: candidate.app, type: type, choice: choice)
                        ]) { $1 }
                    }
                }
            }
            readings += combinations.map { Reading(phrase: candidate.phraseIndex, bindings: $0) }
        }
        #expect(
            Set(readings).count == readings.count, "\(text): a reading appears twice in \(readings)",
            sourceLocation: sourceLocation)
        return Set(readings)
    }

    @Test func everyPhraseOfTheSampleAppsExpands() {
        let oracle = Self.oracle
        #expect(sampleCatalog.apps.count == 4)
        for index in sampleCatalog.phrases.indices {
            #expect(
                !sampleCatalog.expandedUtterances(ofPhrase: index).isEmpty, "\(sampleCatalog.phrases[index].template)")
        }
        #expect(oracle.utterances.count == sampleCatalog.statistics.expandedUtterances)
        #expect(oracle.utterances.count > 1000)
    }

    @Test func theOracleCoversEveryLocale() {
        let oracle = Self.oracle
        let locales = Set(oracle.utterances.map { sampleCatalog.phrases[$0.phrase].locale })
        #expect(locales == ["en", "ja", "ko", "vi", "zh-Hans"])
        let texts = Set(oracle.utterances.map(\.text))
        // Korean text glued to a slot is spelled onto the value, the particle
        // in the value's form; Chinese is one token per character.
        #expect(texts.contains("도서관에서 이방인을 읽을래"))
        #expect(texts.contains("도서관에서 아웃사이더를 읽을래"))
        #expect(texts.contains("bắt đầu đi bộ trong thiền"))
        #expect(texts.contains("在 冥 想 里 开 始 步 行"))
    }

    @Test func everyExpandedUtteranceMatchesAsTheOracleSays() {
        let oracle = Self.oracle
        var checked = 0
        for text in Set(oracle.utterances.map(\.text)) {
            let expected = oracle.expected(text)
            #expect(!expected.isEmpty)
            #expect(actual(text) == expected, "\(text)")
            checked += 1
        }
        #expect(checked > 1000)
    }

    @Test func everyExpandedUtteranceFindsItsOwnReading() {
        let oracle = Self.oracle
        for utterance in oracle.utterances where oracle.blocking[utterance.text] == nil {
            let reading = Reading(phrase: utterance.phrase, bindings: utterance.bindings)
            #expect(actual(utterance.text).contains(reading), "\(utterance.text)")
        }
    }

    /// Utterances one word off: one word dropped (first, middle, last), one
    /// word added (front, middle, end), one word repeated.
    static func nearMisses(of text: String) -> Set<String> {
        let words = text.split(separator: " ").map(String.init)
        var variants = Set<String>()
        func add(_ list: [String]) { variants.insert(list.joined(separator: " ")) }
        for index in Set([0, words.count / 2, words.count - 1]) {
            var dropped = words
            dropped.remove(at: index)
            add(dropped)
            var repeated = words
            repeated.insert(words[index], at: index)
            add(repeated)
        }
        add(["please"] + words)
        add(words + ["now"])
        var middle = words
        middle.insert("the", at: words.count / 2)
        add(middle)
        variants.remove(text)
        return variants
    }

    @Test func nearMissesAgreeWithTheOracle() {
        let oracle = Self.oracle
        var variants = Set<String>()
        for text in Set(oracle.utterances.map(\.text)) {
            variants.formUnion(Self.nearMisses(of: text))
        }
        var matched = 0
        for variant in variants {
            let expected = oracle.expected(variant)
            #expect(actual(variant) == expected, "\(variant)")
            if !expected.isEmpty { matched += 1 }
        }
        // Most near misses mean nothing; a few are other phrases ("pause my meditation" → "pause meditation").
        #expect(matched > 0)
        #expect(matched < variants.count / 10)
        #expect(oracle.expected("pause meditation").count == 1)
        #expect(variants.contains("pause meditation"))
    }

    @Test func negativePhrasesAgreeWithTheOracle() throws {
        let oracle = Self.oracle
        let meditation = try sampleCatalog.app("Meditation")
        let negativeLocales = Set(sampleCatalog.phrases.filter(\.isNegative).map(\.locale))
        #expect(negativeLocales == ["en", "ja", "ko", "vi", "zh-Hans"])
        #expect(
            Set(oracle.blocking.keys).isSuperset(of: [
                "stop meditation", "stop mindful", "stop mindfulness", "dừng thiền", "tắt chánh niệm", "명상 그만",
                "마인드풀 꺼줘",
                "停 止 冥 想", "关 闭 meditation",
            ]))
        #expect(oracle.blocking.values.allSatisfy { $0 == [meditation] })
        for text in oracle.blocking.keys {
            #expect(actual(text).isEmpty)
            #expect(oracle.expected(text).isEmpty)
            #expect(!matcher.match(text).blockedApps.isEmpty)
        }
    }

    @Test func caseAndPunctuationDoNotChangeTheAnswer() {
        let oracle = Self.oracle
        for (index, utterance) in oracle.utterances.enumerated() where index % 7 == 0 {
            let shouted = utterance.text.uppercased() + "!"
            #expect(actual(shouted) == oracle.expected(utterance.text), "\(shouted)")
        }
    }
}
