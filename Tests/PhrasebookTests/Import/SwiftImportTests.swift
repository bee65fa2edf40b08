import Foundation
import Testing

@testable import Phrasebook

/// Reading App Intents declarations from small Swift apps written to a
/// temporary folder, one construct at a time.
@Suite struct SwiftImportTests {
    /// Writes `files` (path → text) to a fresh folder and imports it.
    func importing(_ files: [String: String], appName: String? = "Demo", defines: [String] = []) throws -> (
        ImportedApp, String
    ) {
        let folder = try SourceTreeFixture.write(files, prefix: "swift-import")
        return (ImportedApp(sources: folder, appName: appName, defines: defines), folder)
    }

    static let intent = """
        struct GoIntent: AppIntent {
            static var title: LocalizedStringResource = "Go"
            @Parameter(title: "Place") var place: Place
            func perform() async throws -> some IntentResult { .result() }
        }
        enum Place: String, AppEnum {
            case home, work
            static var typeDisplayRepresentation: TypeDisplayRepresentation = "Place"
            static var caseDisplayRepresentations: [Place: DisplayRepresentation] = [.home: "Home", .work: "Work"]
        }
        """

    @Test func arrayAndBuilderFormsAndEveryPhraseToken() throws {
        let (app, _) = try importing([
            "A.swift": Self.intent + """
                struct Shortcuts: AppShortcutsProvider {
                    static let appShortcuts: [AppShortcut] = [
                        AppShortcut(intent: GoIntent(), phrases: [
                            "Go \\(\\.$place) with \\(.applicationName)",
                            "Go to \\(\\GoIntent.$place) with \\(AppShortcutPhraseToken.applicationName)",
                        ], shortTitle: "Go", systemImageName: "car"),
                    ]
                }
                """
        ])
        #expect(
            app.manifest.shortcuts.map(\.phrases) == [
                ["Go ${place} with ${applicationName}", "Go to ${place} with ${applicationName}"]
            ])
        #expect(app.diagnostics.isEmpty, "\(app.diagnostics)")
    }

    @Test func aPhraseBuiltAtRunTimeIsALocatedWarningAndTheRestIsRead() throws {
        let (app, folder) = try importing([
            "Sources/S.swift": Self.intent + """

                struct Shortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: GoIntent(), phrases: [
                            "Go \\(\\.$place) with \\(.applicationName)",
                            "Go \\(verb) with \\(.applicationName)",
                        ], shortTitle: "Go", systemImageName: "car")
                    }
                }
                """
        ])
        #expect(app.manifest.shortcuts.first?.phrases == ["Go ${place} with ${applicationName}"])
        #expect(
            app.diagnostics.map(\.description) == [
                "\(folder)/Sources/S.swift:15:17: warning: this phrase interpolates \\(verb), which the importer cannot read statically; it is left out [PB140]"
            ])
    }

    @Test func flagsChooseTheShortcutsAnIfBlockDeclares() throws {
        let files = [
            "A.swift": Self.intent + """
                struct Shortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        #if PRO
                        AppShortcut(intent: GoIntent(), phrases: ["Go pro with \\(.applicationName)"], shortTitle: "Go", systemImageName: "car")
                        #else
                        AppShortcut(intent: GoIntent(), phrases: ["Go with \\(.applicationName)"], shortTitle: "Go", systemImageName: "car")
                        #endif
                    }
                }
                """
        ]
        #expect(try importing(files).0.manifest.shortcuts.flatMap(\.phrases) == ["Go with ${applicationName}"])
        #expect(
            try importing(files, defines: ["PRO"]).0.manifest.shortcuts.flatMap(\.phrases) == [
                "Go pro with ${applicationName}"
            ])
    }

    @Test func enumCasesFromExtensionsWithSynonymsAndTheirTranslations() throws {
        let (app, _) = try importing([
            "Mode.swift": """
            enum Mode: String { case walk, drive }
            extension Mode: AppEnum {
                static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Mode")
                static var caseDisplayRepresentations: [Mode: DisplayRepresentation] {
                    [.walk: DisplayRepresentation(title: "Walk", synonyms: ["on foot"]), .drive: "Drive"]
                }
            }
            """,
            "fr.lproj/Localizable.strings": "\"Walk\" = \"Marche\";\n\"on foot\" = \"à pied\";\n",
        ])
        let mode = try #require(app.manifest.type(named: "Mode"))
        #expect(mode.kind == .enumeration)
        #expect(mode.values.map(\.id) == ["walk", "drive"])
        #expect(mode.values.map(\.title) == ["Walk", "Drive"])
        #expect(mode.values.first?.synonyms == ["on foot"])
        #expect(mode.values.first?.localized["fr"]?.title == "Marche")
        #expect(mode.values.first?.localized["fr"]?.synonyms == ["à pied"])
        #expect(app.localizationFiles.map(\.destination) == ["fr.lproj/Localizable.strings"])
    }

    @Test func enumNamesFromTheirOwnTableWhereAStringSetGivesSeveralSynonyms() throws {
        let (app, _) = try importing([
            "Mode.swift": """
            enum Mode: String, AppEnum {
                case walk
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
                static var caseDisplayRepresentations: [Mode: DisplayRepresentation] = [
                    .walk: DisplayRepresentation(
                        title: LocalizedStringResource("mode.walk", defaultValue: "Walk", table: "Modes"),
                        synonyms: [LocalizedStringResource("on foot", table: "Modes"), LocalizedStringResource("stroll", table: "Modes")]),
                ]
            }
            """,
            "Modes.xcstrings": """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "mode.walk": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "徒歩"}},
                                              "fr": {"stringUnit": {"state": "translated", "value": "Marche"}}}},
              "on foot": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "歩いて"}},
                                            "fr": {"stringUnit": {"state": "translated", "value": "à pied"}}}},
              "stroll": {"localizations": {"ja": {"stringSet": {"state": "translated", "values": ["散歩", "ぶらぶら"]}}}}
            }}
            """,
            "fr.lproj/Localizable.strings": "\"mode.walk\" = \"Promenade\";\n",
        ])
        let walk = try #require(app.manifest.type(named: "Mode")?.values.first)
        #expect(walk.title == "Walk")
        #expect(walk.synonyms == ["on foot", "stroll"])
        #expect(walk.localized["ja"]?.title == "徒歩")
        #expect(walk.localized["ja"]?.synonyms == ["歩いて", "散歩", "ぶらぶら"])
        // French translates one of the two synonyms: that one is kept, the
        // untranslated one is left out of French only, and said so.
        #expect(walk.localized["fr"]?.title == "Marche")
        #expect(walk.localized["fr"]?.synonyms == ["à pied"])
        #expect(
            app.diagnostics.contains {
                $0.message.contains(#"Mode.walk's synonym "stroll" has no fr translation"#) && $0.line == 2
            }, "\(app.diagnostics)")
        // Only the tables the loader reads are copied.
        #expect(app.localizationFiles.map(\.destination) == ["fr.lproj/Localizable.strings"])
    }

    @Test func intentsWithSummariesDialogsAndValidation() throws {
        let (app, _) = try importing([
            "I.swift": """
            struct BookIntent: AppIntent {
                static var title: LocalizedStringResource = LocalizedStringResource("book.title", defaultValue: "Book a Table")
                static var description = IntentDescription("Books a table.")
                static var openAppWhenRun = false
                @Parameter(title: "Guests", default: 2, inclusiveRange: (1, 8)) var guests: Int
                @Parameter(title: "Seating") var seating: Seating?
                static var parameterSummary: some ParameterSummary {
                    When(\\.$seating, .equalTo, .outside) {
                        Summary("Book for \\(\\.$guests) outside")
                    } otherwise: {
                        Summary("Book for \\(\\.$guests)")
                    }
                }
                func perform() async throws -> some IntentResult & ProvidesDialog {
                    guard guests <= 8 else { throw $guests.needsValueError("At most 8 guests.") }
                    try await requestConfirmation(result: .result(dialog: "Book for \\(guests)?"))
                    return .result(dialog: "Booked for \\(guests).")
                }
            }
            enum Seating: String, AppEnum {
                case inside, outside
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Seating"
                static var caseDisplayRepresentations: [Seating: DisplayRepresentation] = [.inside: "Inside", .outside: "Outside"]
            }
            """
        ])
        let intent = try #require(app.manifest.intent(named: "BookIntent"))
        #expect(intent.title == "Book a Table")
        #expect(intent.description == "Books a table.")
        #expect(intent.confirmation == "Book for ${guests}?")
        #expect(intent.result == "Booked for ${guests}.")
        let guests = try #require(intent.parameter(named: "guests"))
        #expect(guests.defaultValue == .number(2))
        #expect(guests.validation == Validation(min: 1, max: 8, message: "At most 8 guests."))
        #expect(intent.parameter(named: "seating")?.optional == true)
        guard case .when(let parameter, let value, .text(let then), .text(let otherwise)?)? = intent.summary else {
            Issue.record("expected a When summary, found \(String(describing: intent.summary))")
            return
        }
        #expect(
            [parameter, value, then, otherwise] == [
                "seating", "outside", "Book for ${guests} outside", "Book for ${guests}",
            ])
    }

    @Test func keysResolveThroughTheAppsStringTables() throws {
        let (app, _) = try importing([
            "I.swift": """
            struct PingIntent: AppIntent {
                static var title = LocalizedStringResource("ping.title", table: "Intents")
                static var description = IntentDescription(LocalizedStringResource("ping.description"))
            }
            """,
            "en.lproj/Localizable.strings": "\"ping.description\" = \"Sends a ping.\";\n",
        ])
        let intent = try #require(app.manifest.intent(named: "PingIntent"))
        #expect(intent.title == "ping.title")
        #expect(intent.description == "Sends a ping.")
        #expect(
            app.diagnostics.contains { $0.message.contains("the key \"ping.title\"") && $0.message.contains("Intents") }
        )
    }

    @Test func negativePhrasesEntitiesAndSuggestedValues() throws {
        let (app, _) = try importing([
            "E.swift": """
            struct Trail: AppEntity {
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
                static var defaultQuery = TrailQuery()
                var id: String
            }
            struct TrailQuery: EntityQuery {
                func suggestedEntities() async throws -> [Trail] {
                    [Trail(id: "ridge", title: "Ridge Loop", synonyms: ["the ridge"])]
                }
            }
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] { }
                static var negativePhrases: NegativeAppShortcutPhrases {
                    NegativeAppShortcutPhrase("Stop \\(.applicationName)")
                    NegativeAppShortcutPhrase("Quit \\(.applicationName)")
                }
            }
            """
        ])
        #expect(app.manifest.negativePhrases == ["Stop ${applicationName}", "Quit ${applicationName}"])
        let trail = try #require(app.manifest.type(named: "Trail"))
        #expect(trail.kind == .entity)
        #expect(trail.values.map(\.id) == ["ridge"])
        #expect(trail.values.first?.synonyms == ["the ridge"])
        #expect(app.entityFiles.map(\.fileName) == ["Trail.json"])
    }

    @Test func infoPlistNamesTheAppUnlessOverridden() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleDisplayName</key><string>Trails</string>
            <key>INAlternativeAppNames</key><array>
            <dict><key>INAlternativeAppName</key><string>Hikes</string>
            <key>INAlternativeAppNamePronunciationHint</key><string>hikes app</string></dict>
            </array></dict></plist>
            """
        let (app, _) = try importing(["Info.plist": plist], appName: nil)
        #expect(app.manifest.app.name == "Trails")
        #expect(app.manifest.app.synonyms == ["Hikes"])
        #expect(app.folderName == "Trails")
        let (named, _) = try importing(["Info.plist": plist], appName: "Trail Guide")
        #expect(named.manifest.app.name == "Trail Guide")
        #expect(named.folderName == "TrailGuide")
    }

    @Test func xcodeMetadataIsReadWhenTheSourcesDeclareNoIntent() throws {
        let metadata = """
            {"actions": {"OpenTrailIntent": {"identifier": "OpenTrailIntent", "title": {"key": "Open Trail"},
              "openAppWhenRun": true, "parameters": [{"name": "trail", "title": {"key": "Trail"}, "isOptional": false,
              "valueType": {"entity": {"wrapper": {"typeName": "Trail"}}}}]}},
             "entities": {"Trail": {"displayTypeName": {"key": "Trail"}}},
             "enums": [{"identifier": "Difficulty", "displayTypeName": {"key": "Difficulty"},
               "cases": [{"identifier": "easy", "displayRepresentation": {"title": {"key": "Easy"}, "synonyms": [{"key": "gentle"}]}}]}],
             "autoShortcuts": [{"actionIdentifier": "OpenTrailIntent", "phraseTemplates": [{"key": "Open ${trail} in ${applicationName}"}],
               "shortTitle": {"key": "Open Trail"}, "systemImageName": "map"}],
             "negativePhrases": [{"key": "Close ${applicationName}"}]}
            """
        let (app, _) = try importing(["Trails.app/Metadata.appintents/extract.actionsdata": metadata])
        #expect(app.manifest.intents.map(\.name) == ["OpenTrailIntent"])
        #expect(app.manifest.intents.first?.opensApp == true)
        #expect(app.manifest.intents.first?.parameters.map(\.type) == [.named("Trail")])
        #expect(app.manifest.shortcuts.first?.phrases == ["Open ${trail} in ${applicationName}"])
        #expect(app.manifest.type(named: "Difficulty")?.values.first?.synonyms == ["gentle"])
        #expect(app.manifest.negativePhrases == ["Close ${applicationName}"])
    }

    @Test func aParameterOfAnUnknownTypeIsAWarning() throws {
        let (app, _) = try importing([
            "I.swift": """
            struct ShareIntent: AppIntent {
                static var title: LocalizedStringResource = "Share"
                @Parameter(title: "Distance") var distance: Set<String>
                @Parameter(title: "Friend") var friend: ContactEntity
            }
            """
        ])
        #expect(app.manifest.intent(named: "ShareIntent")?.parameters.isEmpty == true)
        let messages = app.diagnostics.map(\.message)
        #expect(
            messages.contains {
                $0.contains("ShareIntent.distance has a type the manifest cannot express (Set<String>)")
            })
        #expect(messages.contains { $0.contains("ShareIntent.friend is of type ContactEntity") })
        #expect(
            app.diagnostics.filter { $0.message.contains("ShareIntent") }.allSatisfy {
                $0.location?.line == 3 || $0.location?.line == 4
            })
    }

    /// Shapes real projects have: schema macros without a title, `#if`
    /// inside a builder and around enum cases, several providers (a final
    /// class, a nonisolated struct, a `return [ … ]` getter, a stored array),
    /// a retroactive `extension X: AppEnum`, titles keyed into a named table;
    /// and what the system does not read (`negativeShortcuts`,
    /// `shortcutTileColor`) is not read either.
    @Test func shapesRealProjectsHaveAreRead() throws {
        let (app, _) = try importing([
            "Shapes.swift": """
            import AppIntents

            @AppEnum(schema: .photos.assetType)
            enum Speed: String, AppEnum {
                case slow
                case fast
                #if os(iOS)
                case turbo
                #else
                case turbo
                #endif
                static var caseDisplayRepresentations: [Speed: DisplayRepresentation] = [.slow: "slow", .fast: "fast", .turbo: "turbo"]
            }

            extension Pace: AppEnum {
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Pace"
                static var caseDisplayRepresentations: [Pace: DisplayRepresentation] = [
                    .easy: DisplayRepresentation(title: LocalizedStringResource("pace.easy", table: "AppIntents")),
                ]
            }
            enum Pace: String { case easy }

            @AppIntent(schema: .photos.openAsset)
            struct RunIntent: AppIntent {
                @Parameter(title: "Speed") var speed: Speed
                @Parameter var pace: Pace
                func perform() async throws -> some IntentResult { .result() }
            }

            final class Provider: AppShortcutsProvider {
                static var shortcutTileColor: ShortcutTileColor = .blue
                static var negativeShortcuts = ["Never \\(.applicationName)"]
                static var appShortcuts: [AppShortcut] = [
                    AppShortcut(intent: RunIntent(), phrases: ["Run \\(\\.$speed) in \\(.applicationName)"], shortTitle: "Run", systemImageName: "figure.run"),
                ]
            }

            nonisolated struct SecondProvider: AppShortcutsProvider {
                @AppShortcutsBuilder
                static var appShortcuts: [AppShortcut] {
                    #if os(iOS)
                    AppShortcut(intent: RunIntent(), phrases: ["Jog \\(\\.$pace) in \\(.applicationName)"], shortTitle: "Jog", systemImageName: "figure.run")
                    #endif
                }
            }

            struct ThirdProvider: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    return [
                        AppShortcut(intent: RunIntent(), phrases: ["Sprint with \\(.applicationName)"], shortTitle: "Sprint", systemImageName: "hare")
                    ]
                }
            }
            """,
            "en.lproj/AppIntents.strings": "\"pace.easy\" = \"easy going\";\n",
        ])
        #expect(!app.diagnostics.containsErrors, "\(app.diagnostics)")
        #expect(app.manifest.type(named: "Speed")?.values.map(\.id) == ["slow", "fast", "turbo"])
        #expect(app.manifest.type(named: "Pace")?.values.map(\.title) == ["easy going"])
        #expect(app.manifest.intents.map(\.name) == ["RunIntent"])
        #expect(app.manifest.intents.first?.parameters.map(\.type) == [.named("Speed"), .named("Pace")])
        #expect(
            app.manifest.shortcuts.map(\.phrases) == [
                ["Run ${speed} in ${applicationName}"], ["Jog ${pace} in ${applicationName}"],
                ["Sprint with ${applicationName}"],
            ])
        #expect(app.manifest.negativePhrases.isEmpty)
    }

    @Test func suggestedEntitiesFromAStoredListAreReadAndOthersWarned() throws {
        let (app, _) = try importing([
            "Drink.swift": """
            struct DrinkEntity: AppEntity {
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
                static let menu: [DrinkEntity] = [
                    DrinkEntity(id: "latte", title: "Latte"),
                    DrinkEntity(id: "mocha", title: "Mocha", synonyms: ["chocolate coffee"]),
                ]
                var id: String
            }
            struct DrinkQuery: EntityQuery {
                func suggestedEntities() async throws -> [DrinkEntity] {
                    return DrinkEntity.menu
                }
            }
            struct Pastry: AppEntity {
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Pastry"
                static var catalog: [Pastry] { Bakery.shared.load() }
                var id: String
            }
            struct PastryQuery: EntityQuery {
                func suggestedEntities() async throws -> [Pastry] {
                    Pastry.catalog
                }
            }
            """
        ])
        #expect(app.entityFiles.first { $0.type == "DrinkEntity" }?.suggested.map(\.id) == ["latte", "mocha"])
        #expect(app.entityFiles.first { $0.type == "DrinkEntity" }?.suggested.last?.synonyms == ["chocolate coffee"])
        #expect(
            app.diagnostics.contains {
                $0.message.contains("suggestedEntities() of PastryQuery returns a list that holds no Pastry literals")
                    && $0.line == 21
            }, "\(app.diagnostics)")
    }
}
