import Foundation
import Testing

@testable import Phrasebook

@Suite struct ManifestDecoderTests {
    @Test func theFixtureLoadsAndCompilesWithoutDiagnostics() throws {
        let catalog = try ManifestFixture().compile()
        #expect(catalog.diagnostics.map(\.description) == [])
        #expect(catalog.apps.count == 1)
    }

    @Test func decodesEveryPartOfAManifest() throws {
        let text = """
            {
              "format": 1,
              "rules": "extended",
              "app": { "name": "Soup Chef", "synonyms": ["SoupChef"], "locale": "en-GB" },
              "types": {
                "Soup": { "kind": "entity", "title": "Soup", "entities": [
                  { "id": "pho", "title": "Pho", "subtitle": "$8.50", "synonyms": ["Phở"],
                    "properties": { "price": 8.5, "spicy": true, "since": "2020-01-01" },
                    "localized": { "vi": { "title": "Phở bò", "synonyms": ["phở"] } } }
                ] },
                "OrderType": { "kind": "enum", "cases": [ { "id": "pickup", "title": "Pickup" } ] }
              },
              "intents": {
                "OrderIntent": {
                  "title": "Order",
                  "description": "Orders soup.",
                  "parameters": [
                    { "name": "soup", "type": "Soup", "disambiguationPrompt": "Which soup?" },
                    { "name": "quantity", "title": "Quantity", "type": "Int", "optional": true, "default": 2,
                      "validation": { "min": 1, "max": 10, "message": "1 to 10." } },
                    { "name": "toppings", "title": "Toppings", "type": "[Soup]", "default": ["pho"] },
                    { "name": "when", "title": "When", "type": "Date", "optional": true, "validation": { "future": true } }
                  ],
                  "summary": { "when": "soup", "is": "pho", "then": "Order ${soup}", "otherwise": "Order soup" },
                  "confirmation": "Order ${quantity}?",
                  "result": null,
                  "opensApp": true
                },
                "MenuIntent": { "title": "Menu",
                  "summary": { "switch": "x", "cases": { "a": "A", "b": { "when": "y", "is": "z", "then": "T" } }, "default": "D" } }
              },
              "shortcuts": [
                { "intent": "OrderIntent", "phrases": ["Order ${soup} from ${applicationName}", "Get soup"],
                  "shortTitle": "Order", "systemImageName": "cup", "parameters": { "quantity": 3, "toppings": ["pho"] } }
              ],
              "negativePhrases": ["Stop ${applicationName}"]
            }
            """
        let (loaded, diagnostics) = PhrasesLoader.loadManifest(text: text, path: "Soup/app.json")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let manifest = try #require(loaded)
        #expect(manifest.path == "Soup/app.json")
        #expect(manifest.format == 1)
        #expect(manifest.rules == .extended)
        #expect(manifest.app.name == "Soup Chef")
        #expect(manifest.app.synonyms == ["SoupChef"])
        #expect(manifest.app.locale == "en-GB")

        #expect(manifest.types.map(\.name) == ["Soup", "OrderType"])
        let soup = try #require(manifest.type(named: "Soup"))
        #expect(soup.kind == .entity)
        let pho = try #require(soup.values.first)
        #expect(pho.id == "pho")
        #expect(pho.title == "Pho")
        #expect(pho.subtitle == "$8.50")
        #expect(pho.synonyms == ["Phở"])
        #expect(pho.properties.map(\.name) == ["price", "spicy", "since"])
        #expect(pho.properties.map(\.value) == [.number(8.5), .bool(true), .string("2020-01-01")])
        #expect(pho.localized["vi"]?.title == "Phở bò")
        #expect(pho.localized["vi"]?.synonyms == ["phở"])
        let orderType = try #require(manifest.type(named: "OrderType"))
        #expect(orderType.kind == .enumeration)
        #expect(orderType.title == "OrderType", "the title defaults to the type's name")

        #expect(manifest.intents.map(\.name) == ["OrderIntent", "MenuIntent"])
        let order = try #require(manifest.intent(named: "OrderIntent"))
        #expect(order.title == "Order")
        #expect(order.description == "Orders soup.")
        #expect(order.confirmation == "Order ${quantity}?")
        #expect(order.result == nil)
        #expect(order.opensApp)
        #expect(order.parameters.map(\.name) == ["soup", "quantity", "toppings", "when"])
        #expect(order.parameters.map(\.type) == [.named("Soup"), .int, .array(.named("Soup")), .date])
        #expect(order.parameters.map(\.optional) == [false, true, false, true])
        #expect(order.parameters[0].title == "soup", "the title defaults to the parameter's name")
        #expect(order.parameters[0].disambiguationPrompt == "Which soup?")
        #expect(order.parameters[1].defaultValue == .number(2))
        #expect(order.parameters[1].validation == Validation(min: 1, max: 10, message: "1 to 10."))
        #expect(order.parameters[2].defaultValue == .array([.string("pho")]))
        #expect(order.parameters[3].validation == Validation(future: true))
        guard case .when(let parameter, let value, .text(let then), .text(let otherwise))? = order.summary else {
            Issue.record("expected a when/otherwise summary, got \(String(describing: order.summary))")
            return
        }
        #expect([parameter, value, then, otherwise] == ["soup", "pho", "Order ${soup}", "Order soup"])
        let menu = try #require(manifest.intent(named: "MenuIntent"))
        guard case .switch("x", let cases, .text("D"))? = menu.summary else {
            Issue.record("expected a switch summary, got \(String(describing: menu.summary))")
            return
        }
        #expect(cases.map(\.value) == ["a", "b"])
        guard case .when("y", "z", .text("T"), nil) = cases[1].summary else {
            Issue.record("expected a nested when summary")
            return
        }

        let shortcut = try #require(manifest.shortcuts.first)
        #expect(shortcut.intent == "OrderIntent")
        #expect(shortcut.phrases == ["Order ${soup} from ${applicationName}", "Get soup"])
        #expect(shortcut.shortTitle == "Order")
        #expect(shortcut.systemImageName == "cup")
        #expect(shortcut.parameters.map(\.name) == ["quantity", "toppings"])
        #expect(shortcut.parameters.map(\.value) == [.number(3), .array([.string("pho")])])
        #expect(manifest.negativePhrases == ["Stop ${applicationName}"])
    }

    @Test func rulesDefaultToApple() throws {
        let manifest = try #require(ManifestFixture().load().0)
        #expect(manifest.rules == .apple)
    }

    @Test func acceptsCommentsAndTrailingCommas() throws {
        let text = """
            // Meditation, written by hand.
            {
              "format": 1, /* the only format */
              "app": { "name": "Meditation", "synonyms": ["Mindful",], },
              "types": {
                "Session": { "kind": "entity", "title": "Session", "entities": [
                  { "id": "walking", "title": "Walking", },  // trailing comma in an object
                ], },
              },
              "intents": {
                "StartIntent": { "title": "Start", "parameters": [ { "name": "session", "type": "Session", }, ], },
              },
              "shortcuts": [
                { "intent": "StartIntent", "phrases": ["Start ${session} in ${applicationName}",],
                  "shortTitle": "Start", "systemImageName": "play", },
              ],
            }
            """
        let (loaded, diagnostics) = PhrasesLoader.loadManifest(text: text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let manifest = try #require(loaded)
        let catalog = CatalogCompiler.compile([manifest])
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let match = Matcher(catalog: catalog).match("Start walking in Mindful")
        #expect(match.candidates.count == 1)
    }

    // MARK: Files and folders

    @Test func aSyntaxErrorHasItsLineAndColumn() throws {
        let text = "{\n  \"format\": 1\n  \"app\": { \"name\": \"X\" }\n}"
        let (manifest, diagnostics) = PhrasesLoader.loadManifest(text: text, path: "X/app.json")
        #expect(manifest == nil)
        let diagnostic = try single(.syntax, in: diagnostics)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.contains("invalid JSON"))
        #expect(diagnostic.message.contains("expected ',' or '}' after the value of \"format\""))
        #expect(diagnostic.location == Phrasebook.SourceLocation(file: "X/app.json", line: 3, column: 3))
        #expect(diagnostic.file == "X/app.json")
        #expect(diagnostic.jsonPath == "")
        #expect(
            diagnostic.description
                == "X/app.json:3:3: error: invalid JSON: expected ',' or '}' after the value of \"format\" but found '\"' [PB003]"
        )
    }

    @Test func aSyntaxErrorInAFileOnDiskHasItsLineAndColumn() throws {
        try withTemporaryDirectory { folder in
            let app = folder.appendingPathComponent("Broken")
            try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
            let path = app.appendingPathComponent("app.json").path
            try Data("{\n  // fine so far\n  \"format\": 1,,\n}".utf8).write(to: URL(fileURLWithPath: path))
            let result = PhrasesLoader.load(directory: folder.path)
            #expect(result.manifests.isEmpty)
            let diagnostic = try single(.syntax, in: result.diagnostics)
            #expect(diagnostic.location == Phrasebook.SourceLocation(file: path, line: 3, column: 15))
            #expect(diagnostic.message.contains("expected a key or '}'"))
        }
    }

    @Test func aBinaryFileIsNotText() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("app.json").path
            var bytes = Array("{\n  \"a\": 1,\n  ".utf8)
            bytes += [0x00, 0x01, 0x02, 0xFF, 0x89, 0x50, 0x4E, 0x47]
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let (manifest, diagnostics) = PhrasesLoader.loadManifest(path: path)
            #expect(manifest == nil)
            let diagnostic = try single(.notText, in: diagnostics)
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.message.contains("binary file"))
            #expect(diagnostic.message.contains("offset 14"))
            #expect(diagnostic.location == Phrasebook.SourceLocation(file: path, line: 3, column: 3))
            #expect(diagnostic.file == path)
        }
    }

    @Test func invalidUTF8IsNotText() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("app.json").path
            // "é" is fine; 0xC3 0x28 is a broken two-byte sequence.
            let bytes = Array("{\"é\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let (manifest, diagnostics) = PhrasesLoader.loadManifest(path: path)
            #expect(manifest == nil)
            let diagnostic = try single(.notText, in: diagnostics)
            #expect(diagnostic.message.contains("not UTF-8"))
            #expect(diagnostic.message.contains("0xC3 at offset 8"))
            #expect(diagnostic.location == Phrasebook.SourceLocation(file: path, line: 1, column: 8))
        }
    }

    @Test(
        arguments: [
            ([0x41, 0xC0, 0x80], 1),  // overlong encoding of NUL
            ([0xE0, 0x80, 0x80], 0),  // overlong three-byte form
            ([0xED, 0xA0, 0x80], 0),  // a UTF-16 surrogate
            ([0xF4, 0x90, 0x80, 0x80], 0),  // beyond U+10FFFF
            ([0x41, 0x42, 0xE2, 0x82], 2),  // cut short at the end
            ([0x80], 0),  // a lone continuation byte
        ] as [([UInt8], Int)])
    func findsTheFirstInvalidUTF8Byte(bytes: [UInt8], offset: Int) {
        #expect(ManifestFile.firstInvalidUTF8Offset(bytes) == offset)
    }

    @Test func validUTF8PassesTheCheck() {
        #expect(ManifestFile.firstInvalidUTF8Offset(Array("Phở 中文 🧘 ok".utf8)) == nil)
        #expect(ManifestFile.firstInvalidUTF8Offset([]) == nil)
    }

    @Test func aMissingFolderIsReported() throws {
        let missing = "/nonexistent/phrasebook-\(UUID().uuidString)/Phrases"
        let result = PhrasesLoader.load(directory: missing)
        #expect(result.manifests.isEmpty)
        let diagnostic = try single(.unreadable, in: result.diagnostics)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.contains("no such folder"))
        #expect(diagnostic.file == missing)
        #expect(diagnostic.location == nil)
        #expect(diagnostic.description.hasPrefix("\(missing): error: no such folder"))

        let catalog = CatalogCompiler.compile(directory: missing)
        #expect(catalog.hasErrors)
        #expect(catalog.apps.isEmpty)
        #expect(catalog.diagnostics.map(\.code) == [.unreadable])
    }

    @Test func aMissingFileAFolderAsFileAndAFileAsFolderAreReported() throws {
        try withTemporaryDirectory { folder in
            let missing = folder.appendingPathComponent("nothing.json").path
            let (none, missingDiagnostics) = PhrasesLoader.loadManifest(path: missing)
            #expect(none == nil)
            #expect(try single(.unreadable, in: missingDiagnostics).message == "no such file")

            let (folderManifest, folderDiagnostics) = PhrasesLoader.loadManifest(path: folder.path)
            #expect(folderManifest == nil)
            #expect(try single(.unreadable, in: folderDiagnostics).message.contains("is a folder"))

            let file = folder.appendingPathComponent("plain.txt")
            try Data("hello".utf8).write(to: file)
            let result = PhrasesLoader.load(directory: file.path)
            #expect(try single(.unreadable, in: result.diagnostics).message.contains("is a file"))
        }
    }

    @Test func aFolderWithoutAppsIsReported() throws {
        try withTemporaryDirectory { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Empty"), withIntermediateDirectories: true)
            let result = PhrasesLoader.load(directory: folder.path)
            let diagnostic = try single(.noApps, in: result.diagnostics)
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.message.contains("holds no app"))
        }
    }

    @Test func loadsAppFoldersInNameOrderAndASingleAppFolder() throws {
        try withTemporaryDirectory { folder in
            for name in ["Zeta", "Alpha", ".hidden"] {
                let app = folder.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
                var fixture = ManifestFixture()
                fixture.app = "{ \"name\": \"\(name == ".hidden" ? "Hidden" : name)\" }"
                try Data(fixture.text.utf8).write(to: app.appendingPathComponent("app.json"))
            }
            let result = PhrasesLoader.load(directory: folder.path)
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
            #expect(result.manifests.map(\.app.name) == ["Alpha", "Zeta"])

            let one = PhrasesLoader.load(directory: folder.appendingPathComponent("Zeta").path)
            #expect(one.manifests.map(\.app.name) == ["Zeta"])
        }
    }

    @Test func theSampleAppsLoadCleanly() throws {
        let result = PhrasesLoader.load(directory: samplePhrasesDirectory)
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.manifests.map(\.app.name) == ["Library", "Meditation", "Soup Chef", "Tasks"])
        #expect(sampleCatalog.diagnostics.map(\.description) == [])
    }

    // MARK: Shape problems

    @Test func anUnknownFieldIsAWarningAtItsKey() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[1] = ManifestFixture.shortcut(
            "PauseIntent", ["Pause ${applicationName}"], extra: "\"systemImage\": \"pause\"")
        fixture.extraMembers = ["\"shortcut\": []"]
        let catalog = try fixture.compile()
        let warnings = catalog.diagnostics.filter { $0.code == .unknownField }
        try #require(warnings.count == 2, "\(catalog.diagnostics)")
        #expect(!catalog.hasErrors)
        expectDiagnostic(
            warnings[0], .unknownField, .warning,
            message: ["unknown field \"shortcut\"", "known fields:", "shortcuts"],
            at: fixture.location(of: "\"shortcut\": []"), path: "shortcut")
        expectDiagnostic(
            warnings[1], .unknownField, .warning, message: ["unknown field \"systemImage\"", "systemImageName"],
            at: fixture.location(of: "\"systemImage\":"), path: "shortcuts[1].systemImage")
    }

    @Test func aMissingRequiredFieldIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.app = #"{ "synonyms": ["Mindful"] }"#
        let (_, diagnostics) = fixture.load()
        let diagnostic = try single(.missingField, in: diagnostics)
        expectDiagnostic(
            diagnostic, .missingField, .error, message: ["missing required field \"name\""],
            at: fixture.location(of: #"{ "synonyms""#), path: "app")
    }

    @Test func aValueOfTheWrongKindIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts = [#"{ "intent": "PauseIntent", "phrases": "Pause ${applicationName}" }"#]
        let (_, diagnostics) = fixture.load()
        let diagnostic = try single(.wrongType, in: diagnostics)
        expectDiagnostic(
            diagnostic, .wrongType, .error, message: ["expected an array of strings but found a string"],
            at: fixture.location(of: "\"Pause ${applicationName}\""), path: "shortcuts[0].phrases")
    }

    @Test func anUnsupportedFormatIsAnError() throws {
        let text = ManifestFixture().text.replacingOccurrences(of: "\"format\": 1,", with: "\"format\": 2,")
        let (_, diagnostics) = PhrasesLoader.loadManifest(text: text, path: "a.json")
        let diagnostic = try single(.unsupportedFormat, in: diagnostics)
        #expect(diagnostic.message.contains("\"format\": 1"))
        #expect(diagnostic.location == Phrasebook.SourceLocation(file: "a.json", line: 2, column: 13))
        #expect(diagnostic.jsonPath == "format")
    }

    @Test func unknownRulesAreAnError() throws {
        var fixture = ManifestFixture()
        fixture.rules = "lenient"
        let diagnostic = try single(.wrongType, in: fixture.load().1)
        expectDiagnostic(
            diagnostic, .wrongType, .error, message: ["unknown rules \"lenient\"", "\"apple\" or \"extended\""],
            at: fixture.location(of: "\"lenient\""), path: "rules")
    }

    @Test func aDuplicateKeyIsAnError() throws {
        var fixture = ManifestFixture()
        fixture.intents = ManifestFixture.defaultIntents.replacingOccurrences(
            of: #""PauseIntent": { "title": "Pause Meditation","#,
            with: #""PauseIntent": { "title": "Pause Meditation", "title": "Pause","#)
        let diagnostic = try single(.duplicate, in: fixture.load().1)
        expectDiagnostic(
            diagnostic, .duplicate, .error, message: ["the key \"title\" appears more than once"],
            at: fixture.location(of: #""title": "Pause","#), path: "intents.PauseIntent.title")
    }

    @Test func aMalformedTypeIsReported() throws {
        var fixture = ManifestFixture()
        fixture.intents = ManifestFixture.defaultIntents.replacingOccurrences(
            of: #""type": "Session""#, with: #""type": "[Session""#)
        let diagnostic = try single(.unknownType, in: fixture.load().1)
        expectDiagnostic(
            diagnostic, .unknownType, .error, message: ["malformed type \"[Session\""],
            at: fixture.location(of: #""[Session""#), path: "intents.StartIntent.parameters[0].type")
    }

    @Test func anEnumWithEntitiesIsReported() throws {
        var fixture = ManifestFixture()
        fixture.types = ManifestFixture.defaultTypes.replacingOccurrences(
            of: #""kind": "entity""#, with: #""kind": "enum""#)
        let diagnostics = fixture.load().1
        #expect(
            diagnostics.contains {
                $0.code == .wrongType && $0.message.contains("an enum lists its values in \"cases\"")
            })
        #expect(diagnostics.contains { $0.code == .missingField && $0.message.contains("\"cases\" for enum Session") })
    }

    // MARK: entitiesFile

    /// A Meditation app whose sessions live in `sessions.json`, after the
    /// `inline` entities written in `app.json`.
    private func writeAppWithEntitiesFile(_ folder: URL, entities: String?, inline: String? = nil) throws -> String {
        var fixture = ManifestFixture()
        let listed = inline.map { "\"entities\": [\($0)], " } ?? ""
        fixture.types =
            "{ \"Session\": { \"kind\": \"entity\", \"title\": \"Session\", \(listed)\"entitiesFile\": \"sessions.json\" } }"
        let path = folder.appendingPathComponent("app.json").path
        fixture.path = path
        try Data(fixture.text.utf8).write(to: URL(fileURLWithPath: path))
        if let entities {
            try Data(entities.utf8).write(to: folder.appendingPathComponent("sessions.json"))
        }
        return path
    }

    @Test func readsEntitiesFromAnEntitiesFile() throws {
        try withTemporaryDirectory { folder in
            _ = try writeAppWithEntitiesFile(
                folder,
                entities: """
                    // sessions, one per line
                    [
                      { "id": "calming", "title": "Calming", "synonyms": ["Calm"] },
                      { "id": "walking", "title": "Walking", "subtitle": "15 min" },
                    ]
                    """)
            let catalog = CatalogCompiler.compile(directory: folder.path)
            #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
            let type = try #require(catalog.apps.first?.type(named: "Session"))
            #expect(type.values.map(\.id) == ["calming", "walking"])
            #expect(type.values[1].subtitle == "15 min")
            let match = Matcher(catalog: catalog).match("Start calm in Meditation")
            #expect(match.candidates.first?.choiceIDs(in: catalog) == ["session": ["calming"]])
        }
    }

    @Test func entitiesFromAFileContinueTheListedOnes() throws {
        try withTemporaryDirectory { folder in
            let entities =
                "[\n  { \"id\": \"walking\", \"title\": \"Walking\" },\n  { \"id\": \"calming\", \"title\": \"Calm\" }\n]"
            _ = try writeAppWithEntitiesFile(
                folder, entities: entities, inline: #"{ "id": "calming", "title": "Calming" }"#)
            let catalog = CatalogCompiler.compile(directory: folder.path)
            #expect(catalog.apps.first?.type(named: "Session")?.values.map(\.id) == ["calming", "walking", "calming"])
            let diagnostic = try single(.duplicate, in: catalog.diagnostics)
            let sessions = folder.appendingPathComponent("sessions.json").path
            #expect(diagnostic.message.contains("duplicate id \"calming\" in Session (first at entities[0])"))
            #expect(diagnostic.jsonPath == "types.Session.entities[2].id")
            #expect(diagnostic.location == ManifestFixture.location(of: "\"calming\"", in: entities, file: sessions))
        }
    }

    @Test func aMissingEntitiesFileIsReportedWhereItIsNamed() throws {
        try withTemporaryDirectory { folder in
            let path = try writeAppWithEntitiesFile(folder, entities: nil)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let catalog = CatalogCompiler.compile(directory: folder.path)
            let diagnostic = try single(.unreadable, in: catalog.diagnostics)
            expectDiagnostic(
                diagnostic, .unreadable, .error, message: ["entitiesFile \"sessions.json\"", "no such file"],
                at: ManifestFixture.location(of: "\"sessions.json\"", in: text, file: path),
                path: "types.Session.entitiesFile")
            #expect(diagnostic.file == path)
        }
    }

    @Test func problemsInsideAnEntitiesFilePointIntoIt() throws {
        try withTemporaryDirectory { folder in
            let path = try writeAppWithEntitiesFile(
                folder, entities: "[\n  { \"id\": \"calming\", \"title\": \"Calming\" }\n  { \"id\": \"x\" }\n]")
            let catalog = CatalogCompiler.compile(directory: folder.path)
            let syntax = catalog.diagnostics.filter { $0.code == .syntax }
            try #require(syntax.count == 2, "\(catalog.diagnostics)")
            let sessions = folder.appendingPathComponent("sessions.json").path
            #expect(syntax[0].location?.file == path)
            #expect(syntax[0].message.contains("entitiesFile \"sessions.json\": invalid JSON"))
            #expect(syntax[0].jsonPath == "types.Session.entitiesFile")
            #expect(syntax[1].location == Phrasebook.SourceLocation(file: sessions, line: 3, column: 3))
        }
        try withTemporaryDirectory { folder in
            let entities =
                "[\n  { \"id\": \"calming\", \"title\": \"Calming\" },\n  { \"id\": \"walking\", \"title\": \"\" }\n]"
            _ = try writeAppWithEntitiesFile(folder, entities: entities)
            let catalog = CatalogCompiler.compile(directory: folder.path)
            let diagnostic = try single(.emptyTitle, in: catalog.diagnostics)
            let sessions = folder.appendingPathComponent("sessions.json").path
            let title = ManifestFixture.location(of: "\"title\": \"\"", in: entities, file: sessions, offset: 9)
            #expect(title == Phrasebook.SourceLocation(file: sessions, line: 3, column: 31))
            #expect(diagnostic.location == title)
            #expect(diagnostic.file == sessions)
            #expect(diagnostic.jsonPath == "types.Session.entities[1].title")
        }
    }
}
