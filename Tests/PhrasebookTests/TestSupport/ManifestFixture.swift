import Foundation
import Testing

@testable import Phrasebook

/// A small valid manifest rendered as JSON text, whose parts a test
/// overrides to break one rule at a time.
///
/// Every part is raw JSON, so a test
/// can also locate what it wrote with ``location(of:occurrence:offset:)``.
struct ManifestFixture {
    /// `"rules"`, or `nil` to leave the field out (Apple's rules apply).
    var rules: String?
    /// The `"app"` object.
    var app = #"{ "name": "Meditation", "synonyms": ["Mindful"], "locale": "en" }"#
    /// The `"types"` object.
    var types = ManifestFixture.defaultTypes
    /// The `"intents"` object.
    var intents = ManifestFixture.defaultIntents
    /// The shortcut objects, one per line.
    var shortcuts = ManifestFixture.defaultShortcuts
    /// The `"negativePhrases"` strings.
    var negativePhrases: [String] = []
    /// Further top-level members, written as `"key": value`.
    var extraMembers: [String] = []
    /// The path diagnostics show.
    var path = "Phrases/Meditation/app.json"

    static let defaultTypes = """
        {
            "Session": {
              "kind": "entity",
              "title": "Session",
              "entities": [
                { "id": "calming", "title": "Calming", "subtitle": "10 min", "synonyms": ["Calm", "Relaxing"] },
                { "id": "walking", "title": "Walking", "subtitle": "15 min", "synonyms": ["Walk"] }
              ]
            }
          }
        """

    static let defaultIntents = """
        {
            "StartIntent": {
              "title": "Start Meditation",
              "parameters": [
                { "name": "session", "title": "Session", "type": "Session",
                  "prompt": "Which session would you like to start?" }
              ],
              "result": "Starting ${session}."
            },
            "PauseIntent": { "title": "Pause Meditation", "result": "Paused." }
          }
        """

    static let defaultShortcuts = [
        shortcut(
            "StartIntent", ["Start ${session} in ${applicationName}", "Start a ${applicationName} session"],
            shortTitle: "Start"),
        shortcut("PauseIntent", ["Pause ${applicationName}"], shortTitle: "Pause"),
    ]

    /// One shortcut object on one line.
    static func shortcut(
        _ intent: String, _ phrases: [String], shortTitle: String? = "Title", systemImageName: String? = "star",
        parameters: String? = nil, extra: String? = nil
    ) -> String {
        var members = [
            "\"intent\": \(json(intent))",
            "\"phrases\": [\(phrases.map(json).joined(separator: ", "))]",
        ]
        if let shortTitle { members.append("\"shortTitle\": \(json(shortTitle))") }
        if let systemImageName { members.append("\"systemImageName\": \(json(systemImageName))") }
        if let parameters { members.append("\"parameters\": \(parameters)") }
        if let extra { members.append(extra) }
        return "{ " + members.joined(separator: ", ") + " }"
    }

    /// `text` as a JSON string literal.
    static func json(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The manifest's JSON text.
    var text: String {
        var lines = ["{", "  \"format\": 1,"]
        if let rules { lines.append("  \"rules\": \(Self.json(rules)),") }
        lines.append("  \"app\": \(app),")
        lines.append("  \"types\": \(types),")
        lines.append("  \"intents\": \(intents),")
        lines.append("  \"shortcuts\": [")
        lines.append(shortcuts.map { "    " + $0 }.joined(separator: ",\n"))
        lines.append("  ],")
        for member in extraMembers { lines.append("  \(member),") }
        lines.append("  \"negativePhrases\": [\(negativePhrases.map(Self.json).joined(separator: ", "))]")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The manifest as the loader reads it, with the loader's diagnostics.
    func load() -> (AppManifest?, [Diagnostic]) {
        PhrasesLoader.loadManifest(text: text, path: path)
    }

    /// The manifest loaded and compiled alone; every diagnostic is in the catalog.
    func compile(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Catalog {
        let (manifest, diagnostics) = load()
        let loaded = try #require(manifest, "the fixture did not load: \(diagnostics)", sourceLocation: sourceLocation)
        return CatalogCompiler.compile([loaded], loadDiagnostics: diagnostics)
    }

    /// Where the `occurrence`th `needle` starts in ``text``, moved `offset`
    /// scalars to the right: the place a diagnostic about it should name.
    func location(of needle: String, occurrence: Int = 1, offset: Int = 0) -> Phrasebook.SourceLocation? {
        ManifestFixture.location(of: needle, in: text, file: path, occurrence: occurrence, offset: offset)
    }

    /// Where the `occurrence`th `needle` starts in `text`: 1-based line, and
    /// column counted in Unicode scalars.
    static func location(
        of needle: String, in text: String, file: String, occurrence: Int = 1, offset: Int = 0
    ) -> Phrasebook.SourceLocation? {
        var searchStart = text.startIndex
        var found: Range<String.Index>?
        for _ in 0..<occurrence {
            guard let range = text.range(of: needle, range: searchStart..<text.endIndex) else { return nil }
            found = range
            searchStart = range.upperBound
        }
        guard let found else { return nil }
        let before = text[..<found.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let column = text[lineStart..<found.lowerBound].unicodeScalars.count + 1
        return Phrasebook.SourceLocation(file: file, line: line, column: column + offset)
    }
}

/// The one diagnostic with `code`, failing the test when there is not exactly one.
func single(
    _ code: DiagnosticCode, in diagnostics: [Diagnostic], sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> Diagnostic {
    let matching = diagnostics.filter { $0.code == code }
    try #require(
        matching.count == 1, "expected one \(code.rawValue), got \(diagnostics.map(\.description))",
        sourceLocation: sourceLocation)
    return matching[0]
}

/// Checks every part of a diagnostic: code, severity, the words its message
/// must contain, its line:column and its JSON path.
func expectDiagnostic(
    _ diagnostic: Diagnostic, _ code: DiagnosticCode, _ severity: Diagnostic.Severity,
    message words: [String], at location: Phrasebook.SourceLocation?, path: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    #expect(diagnostic.code == code, sourceLocation: sourceLocation)
    #expect(diagnostic.severity == severity, sourceLocation: sourceLocation)
    for word in words {
        #expect(
            diagnostic.message.contains(word), "\"\(diagnostic.message)\" lacks \"\(word)\"",
            sourceLocation: sourceLocation)
    }
    #expect(location != nil, "the expected location was not found in the fixture", sourceLocation: sourceLocation)
    #expect(diagnostic.location == location, sourceLocation: sourceLocation)
    #expect(diagnostic.jsonPath == path, sourceLocation: sourceLocation)
}

/// The sample apps' folder: `Phrases/` at the package root, three folders up
/// from this file (`Tests/PhrasebookTests/TestSupport/`).
let samplePhrasesDirectory: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Phrases").path
}()

/// The four sample apps, compiled once.
let sampleCatalog: Catalog = CatalogCompiler.compile(directory: samplePhrasesDirectory)

/// A fresh temporary folder, removed when `body` returns.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("PhrasebookTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}

extension Catalog {
    /// The index of the app named `name`.
    func app(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Int {
        try #require(appIndex(named: name), "no app named \(name)", sourceLocation: sourceLocation)
    }

    /// The id of the value a choice names.
    func valueID(app: Int, type: Int, choice: ValueChoice) -> String {
        apps[app].types[type].values[choice.index].id
    }
}

extension PhraseMatch {
    /// The value ids each binding of an enum or entity slot may mean, by parameter.
    func choiceIDs(in catalog: Catalog) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for binding in bindings {
            if case .values(let type, let choices) = binding.value {
                result[binding.parameter] = choices.map { catalog.valueID(app: app, type: type, choice: $0) }
            }
        }
        return result
    }
}

extension ManifestFixture {
    /// A Korean app (`명상`, development locale `ko`) whose sessions end in a
    /// vowel (걷기), in ㄹ (서울 산책) and in another consonant (호흡), with
    /// `shortcuts` written in Korean.
    static func korean(_ shortcuts: [String]) -> ManifestFixture {
        var fixture = ManifestFixture()
        fixture.app = #"{ "name": "명상", "synonyms": ["Zen"], "locale": "ko" }"#
        fixture.types = """
            { "Session": { "kind": "entity", "title": "세션", "entities": [
                { "id": "walking", "title": "걷기" },
                { "id": "seoul", "title": "서울 산책", "synonyms": ["서울"] },
                { "id": "breathing", "title": "호흡", "synonyms": ["Breath"] } ] } }
            """
        fixture.shortcuts = shortcuts
        return fixture
    }
}

extension ManifestFixture {
    /// Two apps, Alpha and Beta, with distinct English names that are both
    /// "앱" in Korean, each with one shortcut (`PauseIntent`): "Pause
    /// ${applicationName}", in Korean "${applicationName}에서 멈춰".
    ///
    /// So "앱에서 멈춰"
    /// is said by both apps.
    static func appsNamedAlikeInKorean() throws -> [AppManifest] {
        try ["Alpha", "Beta"].map { name in
            var fixture = ManifestFixture()
            fixture.app = "{ \"name\": \(json(name)), \"locale\": \"en\" }"
            fixture.path = "Phrases/\(name)/app.json"
            fixture.shortcuts = [ManifestFixture.shortcut("PauseIntent", ["Pause ${applicationName}"])]
            var manifest = try #require(fixture.load().0)
            var korean = AppLocalization(locale: "ko", shortcutCount: 1)
            korean.strings[name] = "앱"
            korean.shortcutPhrases[0] = [
                LocalizedPhrase(
                    text: "${applicationName}에서 멈춰", key: "Pause ${applicationName}", form: .strings,
                    location: Phrasebook.SourceLocation(
                        file: "Phrases/\(name)/ko.lproj/AppShortcuts.strings", line: 1, column: 1))
            ]
            manifest.localizations["ko"] = korean
            return manifest
        }
    }
}
