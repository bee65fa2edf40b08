import Foundation
import Testing

@testable import Phrasebook

/// One failing manifest per compile rule, each checked for its
/// code, severity, message, line:column and JSON path.
@Suite struct ManifestValidatorTests {
    static let appleUtteranceMessage =
        "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it."

    /// The default types plus an enum, `Mood`.
    static let typesWithMood = """
        {
            "Session": { "kind": "entity", "title": "Session", "entities": [
                { "id": "calming", "title": "Calming" }, { "id": "walking", "title": "Walking" } ] },
            "Mood": { "kind": "enum", "title": "Mood", "cases": [ { "id": "happy", "title": "Happy" }, { "id": "sad", "title": "Sad" } ] }
          }
        """

    /// The default intents with `StartIntent` taking `extra` as a second parameter.
    static func intents(extraParameter extra: String, summary: String? = nil, result: String = "Starting ${session}.")
        -> String
    {
        """
        {
            "StartIntent": {
              "title": "Start Meditation",
              "parameters": [
                { "name": "session", "title": "Session", "type": "Session" },
                \(extra)
              ],\(summary.map { "\n      \"summary\": \($0)," } ?? "")
              "result": \(ManifestFixture.json(result))
            },
            "PauseIntent": { "title": "Pause Meditation", "result": "Paused." }
          }
        """
    }

    /// The diagnostics of `fixture` compiled alone, failing when it does not load.
    private func diagnostics(_ fixture: ManifestFixture, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws -> [Diagnostic]
    {
        try fixture.compile(sourceLocation: sourceLocation).diagnostics
    }

    // MARK: PB101 ${applicationName}

    @Test func aPhraseWithoutTheAppNameIsAnErrorUnderAppleRules() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[1] = ManifestFixture.shortcut("PauseIntent", ["Pause ${applicationName}", "Pause now"])
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.applicationNameToken, in: all), .applicationNameToken, .error,
            message: [Self.appleUtteranceMessage],
            at: fixture.location(of: "\"Pause now\""), path: "shortcuts[1].phrases[1]")
    }

    @Test(arguments: [RuleSet.apple, .extended])
    func aPhraseWithTheAppNameTwiceIsAnError(rules: RuleSet) throws {
        var fixture = ManifestFixture()
        fixture.rules = rules.rawValue
        fixture.shortcuts[1] = ManifestFixture.shortcut(
            "PauseIntent", ["Pause ${applicationName} with ${applicationName}"])
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.applicationNameToken, in: all), .applicationNameToken, .error,
            message: [Self.appleUtteranceMessage],
            at: fixture.location(of: "with ${applicationName}\"", offset: 5), path: "shortcuts[1].phrases[0]")
    }

    @Test func extendedRulesAllowAPhraseWithoutTheAppName() throws {
        var fixture = ManifestFixture()
        fixture.rules = "extended"
        fixture.shortcuts[1] = ManifestFixture.shortcut("PauseIntent", ["Pause now"])
        #expect(try diagnostics(fixture).isEmpty)
    }

    @Test func negativePhrasesMayLeaveOutTheAppName() throws {
        var fixture = ManifestFixture()
        fixture.negativePhrases = ["Stop everything", "Stop ${applicationName}"]
        #expect(try diagnostics(fixture).isEmpty)
    }

    // MARK: PB102 parameters per phrase

    @Test(arguments: [(RuleSet.apple, Diagnostic.Severity.error), (.extended, .warning)])
    func twoParametersInAPhrase(rules: RuleSet, severity: Diagnostic.Severity) throws {
        var fixture = ManifestFixture()
        fixture.rules = rules.rawValue
        fixture.types = Self.typesWithMood
        fixture.intents = Self.intents(
            extraParameter: #"{ "name": "mood", "title": "Mood", "type": "Mood", "optional": true }"#)
        fixture.shortcuts[0] = ManifestFixture.shortcut(
            "StartIntent", ["Start ${session} ${mood} in ${applicationName}"])
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.tooManyPhraseParameters, in: all), .tooManyPhraseParameters, severity,
            message: ["at most one parameter besides ${applicationName}", "uses 2 (session, mood)"],
            at: fixture.location(of: "\"Start ${session} ${mood}"), path: "shortcuts[0].phrases[0]")
    }

    // MARK: PB103 phrase parameter types

    static let noteParameter = #"{ "name": "note", "title": "Note", "type": "String", "optional": true }"#

    @Test func aStringParameterInAPhraseIsAnErrorUnderAppleRules() throws {
        var fixture = ManifestFixture()
        fixture.intents = Self.intents(extraParameter: Self.noteParameter)
        fixture.shortcuts[0] = ManifestFixture.shortcut("StartIntent", ["Note ${note} in ${applicationName}"])
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.phraseParameterType, in: all), .phraseParameterType, .error,
            message: ["Invalid parameter type. AppEntity and AppEnum are the only allowed types for note"],
            at: fixture.location(of: "${note}"), path: "shortcuts[0].phrases[0]")
    }

    @Test func extendedRulesAllowOpenSlots() throws {
        var fixture = ManifestFixture()
        fixture.rules = "extended"
        fixture.intents = Self.intents(extraParameter: Self.noteParameter)
        fixture.shortcuts[0] = ManifestFixture.shortcut("StartIntent", ["Note ${note} in ${applicationName}"])
        #expect(try diagnostics(fixture).isEmpty)
    }

    @Test func extendedRulesRefuseABoolSlot() throws {
        var fixture = ManifestFixture()
        fixture.rules = "extended"
        fixture.intents = Self.intents(
            extraParameter: #"{ "name": "loud", "title": "Loud", "type": "Bool", "optional": true }"#)
        fixture.shortcuts[0] = ManifestFixture.shortcut("StartIntent", ["Start loud ${loud}"])
        expectDiagnostic(
            try single(.phraseParameterType, in: try diagnostics(fixture)), .phraseParameterType, .error,
            message: ["Invalid parameter type. loud is Bool", "String, Int, Double or Date"],
            at: fixture.location(of: "${loud}"), path: "shortcuts[0].phrases[0]")
    }

    @Test(arguments: [RuleSet.apple, .extended])
    func anArrayParameterInAPhraseIsAnError(rules: RuleSet) throws {
        var fixture = ManifestFixture()
        fixture.rules = rules.rawValue
        fixture.intents = Self.intents(
            extraParameter: #"{ "name": "sessions", "title": "Sessions", "type": "[Session]", "optional": true }"#)
        fixture.shortcuts[0] = ManifestFixture.shortcut("StartIntent", ["Queue ${sessions} in ${applicationName}"])
        expectDiagnostic(
            try single(.phraseParameterType, in: try diagnostics(fixture)), .phraseParameterType, .error,
            message: ["Invalid parameter type. sessions is an array ([Session])"],
            at: fixture.location(of: "${sessions}"), path: "shortcuts[0].phrases[0]")
    }

    // MARK: PB104, PB105 limits

    @Test(arguments: [(RuleSet.apple, Diagnostic.Severity.error), (.extended, .warning)])
    func anEleventhShortcutIsTooMany(rules: RuleSet, severity: Diagnostic.Severity) throws {
        var fixture = ManifestFixture()
        fixture.rules = rules.rawValue
        fixture.shortcuts = (0...10).map {
            ManifestFixture.shortcut("PauseIntent", ["Pause k\($0) ${applicationName}"])
        }
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.tooManyShortcuts, in: all), .tooManyShortcuts, severity,
            message: ["Found 11 App Shortcuts, but each app may have at most 10"],
            at: fixture.location(of: fixture.shortcuts[10]), path: "shortcuts[10]")
    }

    @Test func tenShortcutsAreAllowed() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts = (0..<10).map {
            ManifestFixture.shortcut("PauseIntent", ["Pause k\($0) ${applicationName}"])
        }
        #expect(try diagnostics(fixture).isEmpty)
    }

    /// A `Session` type with `count` entities, each with `synonyms` synonyms.
    static func manySessions(_ count: Int, synonyms: Int = 0) -> String {
        let entities = (0..<count).map { index in
            let names = (0..<synonyms).map { "\"Alias \(index) \($0)\"" }.joined(separator: ", ")
            return "{ \"id\": \"s\(index)\", \"title\": \"Session \(index)\", \"synonyms\": [\(names)] }"
        }
        return "{ \"Session\": { \"kind\": \"entity\", \"title\": \"Session\", \"entities\": [\n"
            + entities.joined(separator: ",\n") + "\n] } }"
    }

    @Test func moreThanAThousandTriggerPhrasesIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.types = Self.manySessions(1001)
        fixture.shortcuts = [ManifestFixture.shortcut("StartIntent", ["Start ${session} in ${applicationName}"])]
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.tooManyTriggerPhrases, in: all), .tooManyTriggerPhrases, .error,
            message: ["1001 trigger phrases", "in locale en", "at most 1000"],
            at: fixture.location(of: "\"shortcuts\": [", offset: 13), path: "shortcuts")
    }

    @Test func aThousandTriggerPhrasesCountingTitlesNotSynonymsAreAllowed() throws {
        var fixture = ManifestFixture()
        fixture.types = Self.manySessions(499, synonyms: 2)
        fixture.shortcuts = [
            ManifestFixture.shortcut(
                "StartIntent", ["Start ${session} in ${applicationName}", "Begin ${session} in ${applicationName}"]),
            ManifestFixture.shortcut("PauseIntent", ["Pause ${applicationName}", "Halt ${applicationName}"]),
        ]
        let catalog = try fixture.compile()
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        // The phrases expand to far more utterances than the 1,000 counted.
        #expect(catalog.statistics.expandedUtterances == (2 * 499 * 3 + 2) * 2)
    }

    // MARK: PB106–PB109 references

    @Test func anUnknownIntentIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[0] = ManifestFixture.shortcut("StartIntnet", ["Start ${session} in ${applicationName}"])
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.unknownIntent, in: all), .unknownIntent, .error,
            message: ["unknown intent \"StartIntnet\"", "declared intents: StartIntent, PauseIntent"],
            at: fixture.location(of: "\"StartIntnet\""), path: "shortcuts[0].intent")
    }

    @Test func anUnknownTypeIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.intents = ManifestFixture.defaultIntents.replacingOccurrences(
            of: #""type": "Session""#, with: #""type": "Sesion""#)
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.unknownType, in: all), .unknownType, .error,
            message: ["unknown type \"Sesion\" for parameter session", "declared types: Session"],
            at: fixture.location(of: "\"Sesion\""), path: "intents.StartIntent.parameters[0].type")
    }

    @Test func anUnknownParameterInAPhraseIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[0] = ManifestFixture.shortcut(
            "StartIntent", ["Start a ${applicationName} session", "Start ${sesion} in ${applicationName}"])
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.unknownParameter, in: all), .unknownParameter, .error,
            message: ["'${sesion}' names no parameter of StartIntent (parameters: session)"],
            at: fixture.location(of: "${sesion}"), path: "shortcuts[0].phrases[1]")
    }

    @Test func anUnknownFixedParameterIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[1] = ManifestFixture.shortcut(
            "PauseIntent", ["Pause ${applicationName}"], parameters: #"{ "sesion": "calming" }"#)
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.unknownParameter, in: all), .unknownParameter, .error,
            message: ["\"sesion\" names no parameter of PauseIntent (it has none)"],
            at: fixture.location(of: #""sesion": "calming""#, offset: 10), path: "shortcuts[1].parameters.sesion")
    }

    @Test func anUnknownParameterInADialogIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.intents = Self.intents(extraParameter: Self.noteParameter, result: "Starting ${sesion} now.")
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.unknownParameter, in: all), .unknownParameter, .error,
            message: ["'${sesion}' names no parameter of StartIntent (parameters: session, note)"],
            at: fixture.location(of: "${sesion}"), path: "intents.StartIntent.result")
    }

    @Test func anUnknownParameterInASummaryIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.intents = Self.intents(
            extraParameter: Self.noteParameter,
            summary: #"{ "switch": "mood", "cases": { "happy": "Smile" }, "default": "Start ${session}" }"#)
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.unknownParameter, in: all), .unknownParameter, .error,
            message: ["\"mood\" names no parameter of StartIntent"],
            at: fixture.location(of: "\"mood\""), path: "intents.StartIntent.summary.switch")
    }

    @Test func anUnknownFixedValueIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[0] = ManifestFixture.shortcut(
            "StartIntent", ["Start a ${applicationName} session"], parameters: #"{ "session": "running" }"#)
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.unknownValue, in: all), .unknownValue, .error,
            message: ["Session has no value with id \"running\"", "(ids: calming, walking)"],
            at: fixture.location(of: "\"running\""), path: "shortcuts[0].parameters.session")
    }

    @Test func anUnknownDefaultValueIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.intents = ManifestFixture.defaultIntents.replacingOccurrences(
            of: #""type": "Session","#, with: #""type": "Session", "default": "running","#)
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.unknownValue, in: all), .unknownValue, .error,
            message: ["Session has no value with id \"running\""],
            at: fixture.location(of: "\"running\""), path: "intents.StartIntent.parameters[0].default")
    }

    @Test func anUnknownCaseInASummarySwitchIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.intents = Self.intents(
            extraParameter: Self.noteParameter,
            summary: #"{ "switch": "session", "cases": { "calming": "Calm down", "running": "Run" }, "default": "Go" }"#
        )
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.unknownValue, in: all), .unknownValue, .error,
            message: ["Session has no value with id \"running\""],
            at: fixture.location(of: "\"Run\""), path: "intents.StartIntent.summary.cases.running")
    }

    @Test func anUnknownCaseInASummaryWhenIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.intents = Self.intents(
            extraParameter: Self.noteParameter,
            summary: #"{ "when": "session", "is": "running", "then": "Run ${note}", "otherwise": "Go" }"#)
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.unknownValue, in: all), .unknownValue, .error,
            message: ["Session has no value with id \"running\""],
            at: fixture.location(of: "\"running\""), path: "intents.StartIntent.summary.is")
    }

    // MARK: PB110, PB111 duplicates and empty titles

    @Test func aDuplicateIDIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.types = ManifestFixture.defaultTypes.replacingOccurrences(
            of: #""id": "walking""#, with: #""id": "calming""#)
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.duplicate, in: all), .duplicate, .error,
            message: ["duplicate id \"calming\" in Session (first at entities[0])"],
            at: fixture.location(of: #""id": "calming""#, occurrence: 2, offset: 6),
            path: "types.Session.entities[1].id")
    }

    @Test func aDuplicateParameterNameIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.intents = Self.intents(
            extraParameter: #"{ "name": "session", "title": "Again", "type": "Session", "optional": true }"#)
        let all = try diagnostics(fixture)
        expectDiagnostic(
            try single(.duplicate, in: all), .duplicate, .error,
            message: ["intent StartIntent has two parameters named \"session\""],
            at: fixture.location(of: #""name": "session""#, occurrence: 2, offset: 8),
            path: "intents.StartIntent.parameters[1].name")
    }

    @Test func duplicateNamesAndPhrasesThatAreOnlyWarnings() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[0] = ManifestFixture.shortcut(
            "StartIntent", ["Start ${session} in ${applicationName}", "START ${session} in ${applicationName}!"],
            parameters: #"{ "session": "walking" }"#)
        let all = try diagnostics(fixture).filter { $0.code == .duplicate }
        try #require(all.count == 3, "\(all)")
        #expect(all.allSatisfy { $0.severity == .warning })
        #expect(
            all[0].message.contains("'${session}' is also fixed by this shortcut's parameters; the fixed value wins"))
        #expect(all[0].location == fixture.location(of: "${session} in", occurrence: 1))
        #expect(all[0].jsonPath == "shortcuts[0].phrases[0]")
        #expect(all[1].message.contains("is also fixed"))
        #expect(all[1].jsonPath == "shortcuts[0].phrases[1]")
        #expect(all[2].message == "this phrase repeats phrases[0] of the same shortcut")
        #expect(all[2].jsonPath == "shortcuts[0].phrases[1]")
        #expect(all[2].location == fixture.location(of: "\"START ${session}"))
    }

    @Test func aTypeNamedLikeABuiltinIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.types =
            #"{ "String": { "kind": "enum", "cases": [ { "id": "a", "title": "A" } ] }, "Session": { "kind": "entity", "entities": [ { "id": "calming", "title": "Calming" } ] } }"#
        let diagnostic = try single(.duplicate, in: try diagnostics(fixture))
        expectDiagnostic(
            diagnostic, .duplicate, .error, message: ["the type name \"String\" is a builtin type's name"],
            at: fixture.location(of: #"{ "kind": "enum""#), path: "types.String")
    }

    @Test func anEmptyEntityTitleIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.types = ManifestFixture.defaultTypes.replacingOccurrences(
            of: #""title": "Walking""#, with: #""title": " ""#)
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.emptyTitle, in: all), .emptyTitle, .error, message: ["Session \"walking\" has an empty title"],
            at: fixture.location(of: #""title": " ""#, offset: 9), path: "types.Session.entities[1].title")
    }

    @Test func anEmptyIntentTitleIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.intents = ManifestFixture.defaultIntents.replacingOccurrences(
            of: #""title": "Pause Meditation""#, with: #""title": """#)
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.emptyTitle, in: all), .emptyTitle, .error, message: ["intent PauseIntent has an empty title"],
            at: fixture.location(of: #""title": """#, offset: 9), path: "intents.PauseIntent.title")
    }

    @Test func anEmptyAppNameOrSynonymIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.app = #"{ "name": "", "synonyms": ["Mindful", "?!"] }"#
        let all = try diagnostics(fixture).filter { $0.code == .emptyTitle }
        try #require(all.count == 2, "\(all)")
        expectDiagnostic(
            all[0], .emptyTitle, .error, message: ["the app needs a name"], at: fixture.location(of: #""""#),
            path: "app.name")
        expectDiagnostic(
            all[1], .emptyTitle, .error, message: ["an app name synonym has no words"],
            at: fixture.location(of: #""?!""#),
            path: "app.synonyms[1]")
    }

    // MARK: PB112 templates

    @Test func anUnclosedTokenInAPhraseIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[0] = ManifestFixture.shortcut("StartIntent", ["Start ${session in ${applicationName}"])
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.malformedTemplate, in: all), .malformedTemplate, .error,
            message: ["'${' is not closed before the next '${'"],
            at: fixture.location(of: "${session in"), path: "shortcuts[0].phrases[0]")
    }

    @Test func anUnclosedTokenInADialogIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.intents = ManifestFixture.defaultIntents.replacingOccurrences(
            of: "Starting ${session}.", with: "Starting ${session.")
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.malformedTemplate, in: all), .malformedTemplate, .error,
            message: ["'${' is not closed with '}'"],
            at: fixture.location(of: "${session."), path: "intents.StartIntent.result")
    }

    // MARK: PB114 shortcut metadata

    @Test func aShortcutWithoutShortTitleOrImageIsAWarning() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[1] = ManifestFixture.shortcut(
            "PauseIntent", ["Pause ${applicationName}"], shortTitle: nil, systemImageName: nil)
        let all = try diagnostics(fixture)
        try #require(all.count == 2, "\(all)")
        let location = fixture.location(of: fixture.shortcuts[1])
        expectDiagnostic(
            all[0], .missingShortcutMetadata, .warning, message: ["the shortcut for PauseIntent has no shortTitle"],
            at: location, path: "shortcuts[1]")
        expectDiagnostic(
            all[1], .missingShortcutMetadata, .warning,
            message: ["the shortcut for PauseIntent has no systemImageName"],
            at: location, path: "shortcuts[1]")
    }

    // MARK: PB115, PB119 phrases that cannot match

    @Test func aShortcutWithoutPhrasesAndAPhraseWithoutWordsAreErrors() throws {
        var fixture = ManifestFixture()
        fixture.rules = "extended"
        fixture.shortcuts[1] = ManifestFixture.shortcut("PauseIntent", [])
        fixture.shortcuts.append(ManifestFixture.shortcut("PauseIntent", ["?!"]))
        let all = try diagnostics(fixture).filter { $0.code == .emptyPhrase }
        try #require(all.count == 2, "\(all)")
        #expect(all[0].message == "a shortcut needs at least one phrase")
        #expect(all[0].jsonPath == "shortcuts[1].phrases")
        #expect(all[1].message == "the phrase has no words")
        #expect(all[1].location == fixture.location(of: "\"?!\""))
    }

    @Test func aPhraseOverATypeWithoutValuesIsAWarning() throws {
        var fixture = ManifestFixture()
        fixture.types = #"{ "Session": { "kind": "entity", "title": "Session", "entities": [] } }"#
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.phraseWithoutValues, in: all), .phraseWithoutValues, .warning,
            message: ["Session has no values, so this phrase can never match"],
            at: fixture.location(of: "${session} in"), path: "shortcuts[0].phrases[0]")
    }

    @Test func aNegativePhraseWithAParameterOrNoWordsIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.negativePhrases = ["Stop ${session}", "${applicationName}"]
        let all = try diagnostics(fixture)
        #expect(all.count == 2)
        expectDiagnostic(
            try single(.unknownParameter, in: all), .unknownParameter, .error,
            message: ["negative phrases may use only ${applicationName}, not '${session}'"],
            at: fixture.location(of: "\"Stop ${session}\"", offset: 6), path: "negativePhrases[0]")
        expectDiagnostic(
            try single(.emptyPhrase, in: all), .emptyPhrase, .error, message: ["the negative phrase has no words"],
            at: fixture.location(of: "\"${applicationName}\"]"), path: "negativePhrases[1]")
    }

    // MARK: PB116, PB117 values and validation

    @Test(arguments: [
        (#""type": "Int", "default": 2.5"#, "extra is an Int; 2.5 is not a whole number"),
        (#""type": "Bool", "default": "yes""#, "\"yes\" does not fit extra, which is Bool"),
        (#""type": "Date", "default": "tomorrow""#, "\"tomorrow\" is not an ISO date"),
        (#""type": "Session", "default": 3"#, "3 does not fit extra, which is Session"),
        (#""type": "String", "default": ["a"]"#, "[\"a\"] does not fit extra, which is String"),
    ])
    func aDefaultThatDoesNotFitItsTypeIsAnError(declaration: String, message: String) throws {
        var fixture = ManifestFixture()
        fixture.intents = Self.intents(
            extraParameter: "{ \"name\": \"extra\", \"title\": \"Extra\", \"optional\": true, \(declaration) }")
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.invalidValue, in: all), .invalidValue, .error, message: [message],
            at: fixture.location(of: "\"default\": ", offset: 11), path: "intents.StartIntent.parameters[1].default")
    }

    @Test func valuesThatFitTheirTypesAreAccepted() throws {
        var fixture = ManifestFixture()
        fixture.intents = """
            {
                "StartIntent": { "title": "Start", "parameters": [
                  { "name": "session", "type": "Session", "default": "walking" },
                  { "name": "count", "type": "Int", "default": 3, "validation": { "min": 1, "max": 10 } },
                  { "name": "level", "type": "Double", "default": 2.5 },
                  { "name": "loud", "type": "Bool", "default": false },
                  { "name": "day", "type": "Date", "default": "2026-12-01T15:00:00Z", "validation": { "future": true } },
                  { "name": "note", "type": "String", "default": "hi", "validation": { "nonEmpty": true } },
                  { "name": "queue", "type": "[Session]", "default": ["calming", "walking"] },
                  { "name": "single", "type": "[Session]", "default": "calming" } ] },
                "PauseIntent": { "title": "Pause" }
              }
            """
        #expect(try diagnostics(fixture).isEmpty)
    }

    @Test func aFixedValueThatDoesNotFitItsTypeIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[0] = ManifestFixture.shortcut(
            "StartIntent", ["Start a ${applicationName} session"], parameters: #"{ "session": true }"#)
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.invalidValue, in: all), .invalidValue, .error,
            message: ["true does not fit session, which is Session"],
            at: fixture.location(of: #""session": true"#, offset: 11), path: "shortcuts[0].parameters.session")
    }

    @Test(arguments: [
        (
            #""type": "String", "validation": { "min": 1 }"#,
            "min and max apply to Int and Double parameters; extra is String", "validation", #"{ "min": 1 }"#
        ),
        (
            #""type": "Int", "validation": { "min": 5, "max": 1 }"#, "min 5.0 is greater than max 1.0", "validation",
            #"{ "min": 5"#
        ),
        (
            #""type": "Int", "validation": { "future": true }"#, "future applies to Date parameters; extra is Int",
            "validation.future", "true }"
        ),
        (
            #""type": "Date", "validation": { "nonEmpty": true }"#,
            "nonEmpty applies to String parameters; extra is Date", "validation.nonEmpty", "true }"
        ),
    ])
    func aValidationThatDoesNotFitItsTypeIsAnError(declaration: String, message: String, path: String, needle: String)
        throws
    {
        var fixture = ManifestFixture()
        fixture.intents = Self.intents(
            extraParameter: "{ \"name\": \"extra\", \"title\": \"Extra\", \"optional\": true, \(declaration) }")
        let all = try diagnostics(fixture)
        #expect(all.count == 1)
        expectDiagnostic(
            try single(.invalidValidation, in: all), .invalidValidation, .error, message: [message],
            at: fixture.location(of: needle), path: "intents.StartIntent.parameters[1].\(path)")
    }

    // MARK: PB118 apps

    @Test func twoAppsWithTheSameNameAreAnError() throws {
        let first = ManifestFixture()
        var second = ManifestFixture()
        second.app = #"{ "name": "MEDITATION!", "synonyms": ["Zen"] }"#
        second.path = "Phrases/Other/app.json"
        let manifests = try [first, second].map { try #require($0.load().0) }
        let catalog = CatalogCompiler.compile(manifests)
        expectDiagnostic(
            try single(.duplicateApp, in: catalog.diagnostics), .duplicateApp, .error,
            message: ["another app is also named \"MEDITATION!\" (Phrases/Meditation/app.json)"],
            at: second.location(of: "\"MEDITATION!\""), path: "app.name")
        #expect(catalog.diagnostics.first { $0.code == .duplicateApp }?.file == "Phrases/Other/app.json")
    }

    // MARK: Every problem at once

    @Test func reportsEveryProblemAtOnce() throws {
        var fixture = ManifestFixture()
        fixture.types = ManifestFixture.defaultTypes.replacingOccurrences(
            of: #""title": "Walking""#, with: #""title": """#)
        fixture.shortcuts = [
            ManifestFixture.shortcut("StartIntnet", ["Start ${session} in ${applicationName}"]),
            ManifestFixture.shortcut("PauseIntent", ["Pause ${applicationName"]),
        ]
        let all = try diagnostics(fixture)
        #expect(all.map(\.code) == [.emptyTitle, .unknownIntent, .malformedTemplate])
        #expect(all.allSatisfy { $0.severity == .error })
        #expect(
            all.map(\.jsonPath) == [
                "types.Session.entities[1].title", "shortcuts[0].intent", "shortcuts[1].phrases[0]",
            ])
        #expect(Set(all.compactMap(\.location)).count == 3)
    }

    @Test func aManifestBuiltInMemoryHasPathsButNoPositions() {
        let manifest = AppManifest(
            path: "memory.json", app: AppInfo(name: "Memo"),
            shortcuts: [
                ShortcutDeclaration(
                    intent: "Nope", phrases: ["Go ${applicationName}"], shortTitle: "Go", systemImageName: "x")
            ])
        let diagnostics = ManifestValidator.validate(manifest)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.code == .unknownIntent)
        #expect(diagnostics.first?.message.contains("(declared intents: none)") == true)
        #expect(diagnostics.first?.location == nil)
        #expect(diagnostics.first?.file == "memory.json")
        #expect(
            diagnostics.first?.description
                == "memory.json: error: unknown intent \"Nope\" (declared intents: none) [PB106] (at shortcuts[0].intent)"
        )
    }

    @Test func theSampleAppsFollowTheRules() {
        for manifest in sampleCatalog.apps {
            #expect(ManifestValidator.validate(manifest).isEmpty, "\(manifest.app.name)")
            #expect(manifest.rules == .apple)
            #expect(manifest.shortcuts.count <= ManifestValidator.maximumShortcuts)
        }
    }
}
