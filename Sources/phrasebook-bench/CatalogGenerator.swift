/// Builds a benchmark catalog in memory as ``GeneratedApp`` values, shaped like
/// real App Shortcuts: each phrase says `${applicationName}` once and at most
/// one enum or entity parameter, some phrases have none; each app has its own
/// name and one or two synonyms, one or two entity types and an enum.
///
/// Entity
/// titles are 2–4 generated words with about 1.6 synonyms each.
///
/// Everything is drawn from ``SplitMix64`` streams seeded by ``seed``, so a
/// size always generates the same catalog. The rules are `extended` only
/// because the catalogs exceed Apple's 1,000 trigger phrases per app, which
/// is then a warning instead of an error.
struct CatalogGenerator {
    /// The seed of every random stream.
    static let seed: UInt64 = 0x5048_5241_5345_424b

    /// The words titles, synonyms and app names are made of.
    let lexicon: Lexicon

    /// What a shortcut's phrases take as their parameter.
    enum ParameterKind {
        /// The app's entity type with this index among its entity types.
        case entity(Int)
        /// The app's enum.
        case enumeration
        /// No parameter.
        case none
    }

    /// The shortcut kinds, by shortcut index (4 entity, 3 enum, 3 without a
    /// parameter out of 10).
    ///
    /// Every tenth app, starting with the second, has
    /// a second entity type, which `.entity(1)` then uses.
    private static let shortcutKinds: [ParameterKind] = [
        .entity(0), .enumeration, .none, .entity(1), .entity(0), .none, .enumeration, .entity(1), .none, .enumeration,
    ]
    private static let verbs = [
        "Open", "Start", "Play", "Show", "Find", "Add", "Share", "Archive", "Check", "Log", "Track", "Book", "Order",
        "Send", "Read", "Watch", "Pause", "Resume", "Rate", "Save", "Print", "Edit", "Rename", "Copy", "Move", "Pin",
        "Review", "Plan", "Schedule", "Remind",
    ]
    private static let entityTitles = [
        "Book", "Session", "Recipe", "Track", "Project", "Place", "Contact", "Playlist", "Document", "Workout",
        "Course", "Album", "Episode", "Trip", "Collection", "Board", "Room", "Folder",
    ]
    private static let nouns = [
        "summary", "report", "timer", "list", "note", "reminder", "journal", "queue", "workout", "budget", "diary",
        "agenda", "inbox", "library", "history",
    ]
    /// Phrase shapes with a parameter: `V` verb, `P` the parameter, `A` the app name, `N` a noun.
    private static let patternsWithParameter = [
        "V P in A", "V P with A", "V my A P", "A V P", "V P on A", "Use A to V P", "V P using A", "Ask A to V P",
        "Tell A to V P", "V the N P in A",
    ]
    /// Phrase shapes without a parameter.
    private static let patternsWithoutParameter = [
        "V N in A", "V a N with A", "A V N", "V my N in A", "Use A to V N", "V N on A", "V a new N in A",
        "Ask A to V N", "Tell A to V N", "V N using A",
    ]

    /// A generator over a lexicon of a few thousand words.
    init() {
        lexicon = Lexicon(count: 4_000, seed: Self.seed)
    }

    /// The catalog of `size`.
    func apps(for size: BenchmarkSize) -> [GeneratedApp] {
        var names = SplitMix64(seed: Self.seed, stream: "app names")
        var usedNames = Set<String>()
        func uniqueName(words: Int) -> String {
            while true {
                let name = (0..<words).map { _ in Lexicon.capitalized(lexicon.words[names.below(lexicon.words.count)]) }
                    .joined(separator: " ")
                if usedNames.insert(name.lowercased()).inserted { return name }
            }
        }
        return (0..<size.apps).map { app in
            let name = uniqueName(words: 1 + app % 2)
            let synonyms = (0..<(1 + app % 3 / 2)).map { _ in uniqueName(words: 1) }
            return self.app(app, name: name, synonyms: synonyms, size: size)
        }
    }

    private func app(_ app: Int, name appName: String, synonyms appSynonyms: [String], size: BenchmarkSize)
        -> GeneratedApp
    {
        var random = SplitMix64(seed: Self.seed, stream: "app \(app)")
        let entityTypeCount = app % 10 == 1 ? 2 : 1
        var types: [GeneratedApp.ValueType] = []
        var entityTypeNames: [String] = []
        for index in 0..<entityTypeCount {
            let title = Self.entityTitles[(app * 3 + index * 7) % Self.entityTitles.count]
            let name = "\(title)Entity"
            entityTypeNames.append(name)
            let values = (0..<size.entitiesPerType).map { entityIndex in
                entity(id: "\(title.lowercased())-\(entityIndex)", random: &random)
            }
            types.append(GeneratedApp.ValueType(name: name, isEnum: false, title: title, values: values))
        }
        let caseCount = 5 + random.below(4)
        let cases = (0..<caseCount).map { index in
            let title =
                random.chance(0.7)
                ? lexicon.capitalizedWord(&random)
                : "\(lexicon.capitalizedWord(&random)) \(lexicon.capitalizedWord(&random))"
            let synonyms = (0..<random.below(3)).map { _ in lexicon.word(&random) }
            return GeneratedApp.Value(
                id: "case-\(index)", title: title, synonyms: synonyms.filter { $0 != title.lowercased() })
        }
        types.append(GeneratedApp.ValueType(name: "Mode", isEnum: true, title: "Mode", values: cases))

        var shortcuts: [GeneratedApp.Shortcut] = []
        for shortcut in 0..<size.shortcutsPerApp {
            let verb = Self.verbs[(app * 7 + shortcut) % Self.verbs.count]
            let kind = Self.shortcutKinds[shortcut % Self.shortcutKinds.count]
            var parameter: GeneratedApp.Parameter?
            var noun = Self.nouns[(app + shortcut * 3) % Self.nouns.count]
            var resultText = "\(verb): done."
            switch kind {
            case .entity(let index):
                let typeIndex = min(index, entityTypeNames.count - 1)
                let title = types[typeIndex].title
                noun = title.lowercased()
                parameter = GeneratedApp.Parameter(
                    name: noun, title: title, type: typeIndex,
                    prompt: "Which \(noun) would you like to \(verb.lowercased())?")
                resultText = "\(verb): ${\(noun)}."
            case .enumeration:
                parameter = GeneratedApp.Parameter(
                    name: "mode", title: "Mode", type: types.count - 1,
                    prompt: "Which mode would you like to \(verb.lowercased()) \(noun) in?")
                resultText = "\(verb) \(noun) in ${mode} mode."
            case .none:
                break
            }
            let intentName = "\(verb)\(Lexicon.capitalized(noun))Intent"
            let parameterName = parameter?.name
            var phrases: [String] = []
            var withCount = 0
            var withoutCount = 0
            for phrase in 0..<size.phrasesPerShortcut {
                let pattern: String
                if let parameterName, phrase % 4 != 1 {
                    pattern = Self.patternsWithParameter[(shortcut + withCount) % Self.patternsWithParameter.count]
                    withCount += 1
                    phrases.append(Self.phrase(pattern, verb: verb, noun: noun, parameter: parameterName))
                } else {
                    pattern =
                        Self.patternsWithoutParameter[(shortcut + withoutCount) % Self.patternsWithoutParameter.count]
                    withoutCount += 1
                    phrases.append(Self.phrase(pattern, verb: verb, noun: noun, parameter: nil))
                }
            }
            shortcuts.append(
                GeneratedApp.Shortcut(
                    intent: intentName, intentTitle: "\(verb) \(Lexicon.capitalized(noun))", parameter: parameter,
                    result: resultText, phrases: phrases, shortTitle: "\(verb) \(Lexicon.capitalized(noun))"))
        }
        return GeneratedApp(
            path: "generated/app\(app)/app.json", name: appName, synonyms: appSynonyms, types: types,
            shortcuts: shortcuts, negativePhrases: ["Stop ${applicationName}", "Close ${applicationName}"])
    }

    /// A phrase from a pattern: the first letter is capitalized, as authors write.
    private static func phrase(_ pattern: String, verb: String, noun: String, parameter: String?) -> String {
        let words = pattern.split(separator: " ").map { word -> String in
            switch word {
            case "V": verb
            case "P": "${\(parameter ?? "")}"
            case "A": "${applicationName}"
            case "N": noun
            default: String(word)
            }
        }
        let text = words.joined(separator: " ")
        return text.hasPrefix("$") ? text : Lexicon.capitalized(text)
    }

    /// One entity: a 2–4 word title and 0–3 synonyms (1.6 on average), each a
    /// short form of the title or a nickname.
    private func entity(id: String, random: inout SplitMix64) -> GeneratedApp.Value {
        let shape = random.unit()
        var words: [String]
        if shape < 0.35 {
            words = [lexicon.capitalizedWord(&random), lexicon.capitalizedWord(&random)]
        } else if shape < 0.55 {
            words = ["The", lexicon.capitalizedWord(&random), lexicon.capitalizedWord(&random)]
        } else if shape < 0.75 {
            words = [
                lexicon.capitalizedWord(&random), lexicon.capitalizedWord(&random), lexicon.capitalizedWord(&random),
            ]
        } else if shape < 0.85 {
            words = [lexicon.capitalizedWord(&random), "of", "the", lexicon.capitalizedWord(&random)]
        } else {
            words = [lexicon.capitalizedWord(&random), "and", lexicon.capitalizedWord(&random)]
        }
        let title = words.joined(separator: " ")
        let draw = random.unit()
        let synonymCount = draw < 0.15 ? 0 : draw < 0.45 ? 1 : draw < 0.80 ? 2 : 3
        var synonyms: [String] = []
        var said: Set<String> = [title.lowercased()]
        let contentWords = words.filter { !Lexicon.reserved.contains($0.lowercased()) }.map { $0.lowercased() }
        while synonyms.count < synonymCount {
            let synonym: String
            switch random.below(4) {
            case 0: synonym = contentWords.last!
            case 1: synonym = contentWords.prefix(2).joined(separator: " ")
            case 2: synonym = lexicon.word(&random)
            default: synonym = "\(lexicon.word(&random)) \(lexicon.word(&random))"
            }
            if said.insert(synonym).inserted { synonyms.append(synonym) }
        }
        return GeneratedApp.Value(id: id, title: title, synonyms: synonyms)
    }
}
