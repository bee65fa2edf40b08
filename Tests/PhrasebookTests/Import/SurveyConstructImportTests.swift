import Foundation
import Testing

@testable import Phrasebook

/// Constructs a survey of public apps' App Shortcuts found that import had
/// not read, each shown by the `CrumbDiary` fixture (an invented sourdough
/// app) or a small tree of its own, through the library's import path.
@Suite struct SurveyConstructImportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("PhrasebookCLITests/Fixtures/SwiftApps").path
    static let crumbDiary = fixtures + "/CrumbDiary"

    func importing(_ files: [String: String], appName: String? = "Demo") throws -> (ImportedApp, String) {
        let folder = try SourceTreeFixture.write(files, prefix: "survey-import")
        return (ImportedApp(sources: folder, appName: appName), folder)
    }

    static let bake = """
        struct BakeIntent: AppIntent {
            static var title: LocalizedStringResource = "Bake"
            @Parameter(title: "Loaf") var loaf: Loaf
            func perform() async throws -> some IntentResult { .result() }
        }
        enum Loaf: String, AppEnum {
            case rye, spelt
            static var typeDisplayRepresentation: TypeDisplayRepresentation = "Loaf"
            static var caseDisplayRepresentations: [Loaf: DisplayRepresentation] = [.rye: "rye", .spelt: "spelt"]
        }

        """

    /// ``bake`` with one plain shortcut, for tests about where the name comes from.
    static let bakeWithShortcut =
        bake + """
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: BakeIntent(), phrases: ["Bake \\(\\.$loaf) in \\(.applicationName)"],
                                shortTitle: "Bake", systemImageName: "oven")
                }
            }
            """

    @Test func typedApplicationNameTokensAndWrappedPhrasesAreRead() throws {
        let (app, _) = try importing([
            "Bake.swift": Self.bake + """
                struct Shortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: BakeIntent(), phrases: [
                            AppShortcutPhrase<BakeIntent>("Bake \\(\\.$loaf) in ${applicationName}"),
                            AppShortcutPhrase<BakeIntent>("Bake bread in \\(.applicationName)"),
                            "Knead \\(\\.$loaf) with ${applicationName}",
                        ], shortTitle: "Bake", systemImageName: "oven")
                    }
                }
                """
        ])
        #expect(
            app.manifest.shortcuts.map(\.phrases) == [
                [
                    "Bake ${loaf} in ${applicationName}", "Bake bread in ${applicationName}",
                    "Knead ${loaf} with ${applicationName}",
                ]
            ])
        #expect(app.diagnostics.isEmpty, "\(app.diagnostics)")
    }

    @Test func theFixturesWrappedPhrasesAndTypedTokensCompile() throws {
        let app = ImportedApp(sources: Self.crumbDiary)
        let bake = try #require(app.manifest.shortcuts.first { $0.intent == "BakeLoafIntent" })
        #expect(
            bake.phrases.prefix(2) == [
                "Bake a ${loaf} with ${applicationName}", "Start a ${loaf} loaf in ${applicationName}",
            ])
        #expect(!app.diagnostics.containsErrors, "\(app.diagnostics)")
    }

    @Test func aRepeatedPhraseIsWarnedOnceAtItsPlaceAndKeptOnce() throws {
        let (app, folder) = try importing([
            "Bake.swift": Self.bake + """
                struct Shortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: BakeIntent(), phrases: [
                            "Bake \\(\\.$loaf) in \\(.applicationName)",
                            "Bake bread in \\(.applicationName)",
                            "Bake \\(\\.$loaf) in \\(.applicationName)",
                        ], shortTitle: "Bake", systemImageName: "oven")
                    }
                }
                """
        ])
        #expect(
            app.manifest.shortcuts.map(\.phrases) == [
                ["Bake ${loaf} in ${applicationName}", "Bake bread in ${applicationName}"]
            ])
        #expect(
            app.diagnostics.map(\.description) == [
                "\(folder)/Bake.swift:16:13: warning: this AppShortcut already has the phrase \"Bake ${loaf} in ${applicationName}\"; the repeat is left out [PB140]"
            ])
    }

    @Test func aProviderCopiedIntoAnotherFolderIsReadOnce() throws {
        let provider = """
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: BakeIntent(), phrases: ["Bake \\(\\.$loaf) in \\(.applicationName)"],
                                shortTitle: "Bake", systemImageName: "oven")
                }
            }
            """
        let (app, folder) = try importing([
            "App/Bake.swift": Self.bake, "App/Shortcuts.swift": provider, "Template/Shortcuts.swift": provider,
            "Template/Bake.swift": Self.bake,
        ])
        #expect(app.manifest.shortcuts.map(\.phrases) == [["Bake ${loaf} in ${applicationName}"]])
        #expect(app.manifest.intents.map(\.parameters.count) == [1])
        #expect(
            app.diagnostics.map(\.description).sorted() == [
                "\(folder)/Template/Bake.swift:1:1: warning: BakeIntent is declared again here (first at \(folder)/App/Bake.swift:1:1); this copy is not read [PB140]",
                "\(folder)/Template/Bake.swift:6:1: warning: Loaf is declared again here (first at \(folder)/App/Bake.swift:6:1); this copy is not read [PB140]",
                "\(folder)/Template/Shortcuts.swift:1:1: warning: Shortcuts is declared again here (first at \(folder)/App/Shortcuts.swift:1:1); this copy is not read [PB140]",
            ])
        #expect(!app.diagnostics.containsErrors)
    }

    @Test func theFixturesRepeatsAndCopiedProviderAreWarned() throws {
        let app = ImportedApp(sources: Self.crumbDiary)
        let messages = app.diagnostics.map(\.message)
        #expect(messages.filter { $0.hasPrefix("this AppShortcut already has the phrase") }.count == 2, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("CrumbDiaryShortcuts is declared again here") }, "\(messages)")
        #expect(app.manifest.shortcuts.map(\.phrases.count) == [3, 3])
    }

    /// A summary written out as `when p = v ? … : …`, to compare it whole.
    static func spelled(_ summary: ParameterSummary?) -> String {
        switch summary {
        case nil: return "-"
        case .text(let text)?: return "\"\(text)\""
        case .when(let parameter, let value, let then, let otherwise)?:
            return "(when \(parameter) = \(value) ? \(spelled(then)) : \(spelled(otherwise)))"
        case .switch(let parameter, let cases, let fallback)?:
            return "(switch \(parameter) \(cases.map { "\($0.value): \(spelled($0.summary))" }) \(spelled(fallback)))"
        }
    }

    @Test func whenOtherwiseInBothSyntaxesNestedIsRead() throws {
        let app = ImportedApp(sources: Self.crumbDiary)
        let bake = try #require(app.manifest.intents.first { $0.name == "BakeLoafIntent" })
        #expect(
            Self.spelled(bake.summary)
                == #"(when timed = true ? "Bake a ${loaf} with a timer" : (when loaf = baguette ? "Bake a quick ${loaf}" : "Bake a ${loaf}"))"#
        )
        let feed = try #require(app.manifest.intents.first { $0.name == "FeedStarterIntent" })
        #expect(
            Self.spelled(feed.summary)
                == #"(when discard = true ? "Discard, then feed with ${flour}" : (when flour = wholeWheat ? "Feed with whole wheat" : "Feed the starter with ${flour}"))"#
        )
        #expect(!app.diagnostics.containsErrors, "\(app.diagnostics)")
    }

    @Test func aWhenTestingAnythingButEqualityLeavesTheWholeSummaryOut() throws {
        let (app, folder) = try importing([
            "Bake.swift": """
            struct BakeIntent: AppIntent {
                static var title: LocalizedStringResource = "Bake"
                @Parameter(title: "Note") var note: String?
                @Parameter(title: "Timer") var timed: Bool
                static var parameterSummary: some ParameterSummary {
                    When(\\.$timed, .equalTo, true, { Summary("Bake with a timer") }, otherwise: {
                        When(\\.$note, .hasAnyValue, { Summary("Bake: \\(\\.$note)") }, otherwise: { Summary("Bake") })
                    })
                }
                func perform() async throws -> some IntentResult { .result() }
            }
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: BakeIntent(), phrases: ["Bake in \\(.applicationName)"], shortTitle: "Bake", systemImageName: "oven")
                }
            }
            """
        ])
        #expect(app.manifest.intents.first?.summary == nil)
        #expect(
            app.diagnostics.map(\.description) == [
                "\(folder)/Bake.swift:7:13: warning: the manifest's When compares with equalTo only, not hasAnyValue; the parameter summary of BakeIntent is left out [PB140]"
            ])
    }

    @Test func keysInPlaceOfEnglishResolveThroughTheDefaultTable() throws {
        let (app, _) = try importing([
            "Bake.swift": """
            struct BakeIntent: AppIntent {
                static var title: LocalizedStringResource = "intent.bake.title"
                static var description = IntentDescription("intent.bake.description")
                @Parameter(title: "param.loaf") var loaf: Loaf
                @Parameter(title: "Hours") var hours: Int
                static var parameterSummary: some ParameterSummary {
                    Summary("summary.bake \\(\\.$loaf) for \\(\\.$hours)")
                }
                func perform() async throws -> some IntentResult & ProvidesDialog {
                    .result(dialog: "dialog.bake.done \\(loaf)")
                }
            }
            enum Loaf: String, AppEnum {
                case rye
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "type.loaf"
                static var caseDisplayRepresentations: [Loaf: DisplayRepresentation] = [.rye: "rye"]
            }
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: BakeIntent(), phrases: ["Bake \\(\\.$loaf) in \\(.applicationName)"],
                                shortTitle: "shortcut.bake", systemImageName: "oven")
                }
            }
            """,
            "en.lproj/Localizable.strings": """
            "intent.bake.title" = "Bake Bread";
            "intent.bake.description" = "Starts a bake.";
            "param.loaf" = "Loaf";
            "summary.bake %@ for %@" = "Bake %1$@ for %2$@ hours";
            "dialog.bake.done %@" = "Your %@ is baking.";
            "type.loaf" = "Loaf";
            "shortcut.bake" = "Bake";
            "rye" = "rye";
            "oven" = "the oven";
            """,
        ])
        let intent = try #require(app.manifest.intents.first)
        #expect(intent.title == "Bake Bread")
        #expect(intent.description == "Starts a bake.")
        #expect(intent.parameters.first?.title == "Loaf")
        #expect(Self.spelled(intent.summary) == #""Bake ${loaf} for ${hours} hours""#)
        #expect(intent.result == "Your ${loaf} is baking.")
        #expect(app.manifest.type(named: "Loaf")?.title == "Loaf")
        #expect(app.manifest.shortcuts.first?.shortTitle == "Bake")
        // A symbol's name is never a key.
        #expect(app.manifest.shortcuts.first?.systemImageName == "oven")
        // A phrase is a key of the phrase table, never of this one.
        #expect(app.manifest.shortcuts.first?.phrases == ["Bake ${loaf} in ${applicationName}"])
        #expect(!app.diagnostics.containsErrors, "\(app.diagnostics)")
    }

    @Test func theFixturesKeyedTitlesAndSummaryReadAsEnglish() throws {
        let app = ImportedApp(sources: Self.crumbDiary)
        let feed = try #require(app.manifest.intents.first { $0.name == "FeedStarterIntent" })
        #expect(feed.title == "Feed Starter")
        #expect(feed.description == "Logs a feeding of your sourdough starter.")
        #expect(feed.parameters.map(\.title) == ["Flour", "Discard first"])
        #expect(
            Self.spelled(feed.summary).hasSuffix(#": "Feed the starter with ${flour}"))"#),
            "\(Self.spelled(feed.summary))")
    }

    @Test func aPhraseCatalogKeyedPerShortcutGivesTheDevelopmentLanguageEveryPhraseOfItsSet() throws {
        let set = { (values: [String]) in
            #"{ "stringSet": { "state": "translated", "values": ["# + values.map { "\"\($0)\"" }.joined(separator: ", ")
                + "] } }"
        }
        let (app, folder) = try importing([
            "Bake.swift": Self.bake + """
                struct Shortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: BakeIntent(), phrases: ["Bake \\(\\.$loaf) in \\(.applicationName)"],
                                    shortTitle: "Bake", systemImageName: "oven")
                    }
                }
                """,
            "AppShortcuts.xcstrings": """
            { "sourceLanguage": "en", "version": "1.0", "strings": {
              "Bake ${loaf} in ${applicationName}": { "localizations": {
                "en": \(set(["Bake ${loaf} in ${applicationName}", "Start ${loaf} in ${applicationName}",
                             "Proof ${dough} in ${applicationName}", "Bake ${loaf}"])),
                "fr": \(set(["Cuire ${loaf} dans ${applicationName}", "Lancer ${loaf} dans ${applicationName}"]))
              } } } }
            """,
        ])
        #expect(
            app.manifest.shortcuts.map(\.phrases) == [
                ["Bake ${loaf} in ${applicationName}", "Start ${loaf} in ${applicationName}"]
            ])
        #expect(
            app.diagnostics.map(\.description) == [
                "\(folder)/Bake.swift:13:53: warning: the en entry \"Proof ${dough} in ${applicationName}\" of this phrase in AppShortcuts names ${dough}, which this shortcut's intent does not have; it is left out [PB140]",
                "\(folder)/Bake.swift:13:53: warning: the en entry \"Bake ${loaf}\" of this phrase in AppShortcuts has no ${applicationName}; it is left out [PB140]",
            ])
        let catalog = Catalog(swiftSources: folder, appName: "Demo")
        #expect(!catalog.hasErrors, "\(catalog.diagnostics)")
        #expect(catalog.statistics.phrases == 4)
    }

    @Test func theFixturesStringSetsGiveEnglishAndGermanPhrases() throws {
        let app = ImportedApp(sources: Self.crumbDiary)
        let feed = try #require(app.manifest.shortcuts.first { $0.intent == "FeedStarterIntent" })
        #expect(
            feed.phrases == [
                "Feed my starter in ${applicationName}", "Top up my starter in ${applicationName}",
                "Give my starter flour in ${applicationName}",
            ])
    }

    @Test func theFixturesNameComesFromItsConfigurationFiles() throws {
        // CrumbDiary's project sets no name; App.xcconfig includes Shared.xcconfig and adds to its value.
        let app = ImportedApp(sources: Self.crumbDiary)
        #expect(app.name == "Crumb Diary")
        #expect(app.folderName == "CrumbDiary")
    }

    /// A project whose app target's Release configuration is based on the
    /// file reference `reference` (its `path` and `sourceTree`), in a group at `groupPath`.
    static func project(reference: String, groupPath: String, targetSettings: String = "") -> String {
        """
        // !$*UTF8*$!
        { objects = {
            P = { isa = PBXProject; developmentRegion = en; mainGroup = G0; targets = ( T ); };
            G0 = { isa = PBXGroup; children = ( G1 ); sourceTree = "<group>"; };
            G1 = { isa = PBXGroup; children = ( X ); path = \(groupPath); sourceTree = "<group>"; };
            X = { isa = PBXFileReference; \(reference) };
            T = { isa = PBXNativeTarget; buildConfigurationList = L; name = Oven;
                  productType = "com.apple.product-type.application"; };
            L = { isa = XCConfigurationList; buildConfigurations = ( R ); defaultConfigurationName = Release; };
            R = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = X;
                  buildSettings = { \(targetSettings) }; };
          };
          rootObject = P; }
        """
    }

    @Test(arguments: [
        (#"path = Oven.xcconfig; sourceTree = "<group>";"#, "Settings"),
        (#"path = Settings/Oven.xcconfig; sourceTree = SOURCE_ROOT;"#, "Elsewhere"),
    ])
    func aConfigurationFileIsFoundThroughItsGroupsOrTheProjectFolder(reference: String, groupPath: String) throws {
        let (app, _) = try importing(
            [
                "Oven.xcodeproj/project.pbxproj": Self.project(
                    reference: reference, groupPath: groupPath,
                    targetSettings: #"INFOPLIST_KEY_CFBundleDisplayName = "$(inherited) Pro";"#),
                "Settings/Oven.xcconfig": "PRODUCT_NAME = Oven\nINFOPLIST_KEY_CFBundleDisplayName = Hearth\n",
                "Bake.swift": Self.bakeWithShortcut,
            ], appName: nil)
        #expect(app.name == "Hearth Pro")
        #expect(app.diagnostics.isEmpty, "\(app.diagnostics)")
    }

    @Test func aMissingIncludeIsAWarningAtItsLineAndIncludesCannotLoop() throws {
        let (app, folder) = try importing(
            [
                "Oven.xcodeproj/project.pbxproj": Self.project(
                    reference: #"path = Oven.xcconfig; sourceTree = "<group>";"#, groupPath: "Settings"),
                "Settings/Oven.xcconfig":
                    "#include \"Missing.xcconfig\"\n#include \"Loop.xcconfig\"\nPRODUCT_NAME = Hearth\n",
                "Settings/Loop.xcconfig": "#include \"Loop.xcconfig\"\n",
                "Bake.swift": Self.bakeWithShortcut,
            ], appName: nil)
        #expect(app.name == "Hearth")
        let messages = app.diagnostics.map(\.description)
        #expect(messages.count == 2, "\(messages)")
        #expect(
            messages.first?.hasPrefix(
                "\(folder)/Settings/Oven.xcconfig:1:1: warning: the included \(folder)/Settings/Missing.xcconfig cannot be read"
            ) == true, "\(messages)")
        #expect(
            messages.last?.contains("Loop.xcconfig:1:1: warning: includes nest deeper than 8 files") == true,
            "\(messages)")
    }

    @Test func aSettingThatDoublesOnEveryLineStopsAtTheLengthBound() throws {
        // Forty lines each naming the value beneath twice would make it 2⁴⁰ times longer.
        let doubling =
            "PRODUCT_NAME = Hearth\n" + String(repeating: "PRODUCT_NAME = $(inherited)$(inherited)\n", count: 40)
        let (app, _) = try importing(
            [
                "Oven.xcodeproj/project.pbxproj": Self.project(
                    reference: #"path = Oven.xcconfig; sourceTree = "<group>";"#, groupPath: "Settings"),
                "Settings/Oven.xcconfig": doubling,
                "Bake.swift": Self.bakeWithShortcut,
            ], appName: nil)
        #expect(app.name.utf8.count <= XcodeProject.maximumExpandedLength)
        #expect(!app.name.contains("HearthHearth"))
    }

    @Test(arguments: [("English", "en"), ("German", "de"), ("Japanese", "ja"), ("French", "fr"), ("pt-BR", "pt-BR")])
    func aLegacyDevelopmentRegionNameIsItsLocaleTag(region: String, tag: String) throws {
        let folder = try SourceTreeFixture.write(
            [
                "Oven.xcodeproj/project.pbxproj": XcodeProjectImportTests.project(
                    region: region, [("Oven", XcodeProjectImportTests.application, [:])]),
                "Shortcuts.swift": XcodeProjectImportTests.shortcuts,
            ], prefix: "survey-import")
        let app = ImportedApp(sources: folder)
        #expect(app.manifest.app.locale == tag)
    }

    @Test func theFixturesEnglishRegionIsEnglish() throws {
        let app = ImportedApp(sources: Self.crumbDiary)
        #expect(app.manifest.app.locale == "en")
        // Its phrase table's German entries are another locale, not the development one.
        #expect(!app.diagnostics.containsErrors, "\(app.diagnostics)")
    }

    /// Two app targets, each compiling its own provider (one through its
    /// Sources build phase, one through a folder Xcode keeps in sync).
    static let twoTargets = """
        // !$*UTF8*$!
        { objects = {
            P = { isa = PBXProject; developmentRegion = en; mainGroup = G0; targets = ( A, B ); };
            G0 = { isa = PBXGroup; children = ( GA, SB ); sourceTree = "<group>"; };
            GA = { isa = PBXGroup; children = ( FA, FS ); path = Oven; sourceTree = "<group>"; };
            FA = { isa = PBXFileReference; path = OvenShortcuts.swift; sourceTree = "<group>"; };
            FS = { isa = PBXFileReference; path = Bake.swift; sourceTree = "<group>"; };
            SB = { isa = PBXFileSystemSynchronizedRootGroup; path = Mill; sourceTree = "<group>"; };
            BA = { isa = PBXBuildFile; fileRef = FA; };
            BS = { isa = PBXBuildFile; fileRef = FS; };
            PA = { isa = PBXSourcesBuildPhase; files = ( BA, BS ); };
            A = { isa = PBXNativeTarget; buildConfigurationList = LA; buildPhases = ( PA ); name = Oven;
                  productType = "com.apple.product-type.application"; };
            B = { isa = PBXNativeTarget; buildConfigurationList = LB; buildPhases = ( ); name = Mill;
                  fileSystemSynchronizedGroups = ( SB ); productType = "com.apple.product-type.application"; };
            LA = { isa = XCConfigurationList; buildConfigurations = ( RA ); };
            RA = { isa = XCBuildConfiguration; name = Release; buildSettings = { PRODUCT_NAME = Oven; }; };
            LB = { isa = XCConfigurationList; buildConfigurations = ( RB ); };
            RB = { isa = XCBuildConfiguration; name = Release; buildSettings = { PRODUCT_NAME = Mill; }; };
          };
          rootObject = P; }
        """

    @Test func aChosenTargetReadsOnlyTheSwiftFilesItCompiles() throws {
        let provider = { (name: String, verb: String) in
            """
            struct \(name)Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: BakeIntent(), phrases: ["\(verb) \\(\\.$loaf) in \\(.applicationName)"],
                                shortTitle: "\(verb)", systemImageName: "oven")
                }
            }
            """
        }
        let folder = try SourceTreeFixture.write(
            [
                "Oven.xcodeproj/project.pbxproj": Self.twoTargets, "Oven/Bake.swift": Self.bake,
                "Oven/OvenShortcuts.swift": provider("Oven", "Bake"), "Mill/Bake.swift": Self.bake,
                "Mill/MillShortcuts.swift": provider("Mill", "Grind"),
            ], prefix: "survey-import")
        let oven = ImportedApp(sources: folder, target: "Oven")
        #expect(oven.name == "Oven")
        #expect(oven.manifest.shortcuts.map(\.phrases) == [["Bake ${loaf} in ${applicationName}"]])
        #expect(oven.diagnostics.isEmpty, "\(oven.diagnostics)")
        let mill = ImportedApp(sources: folder, target: "Mill")
        #expect(mill.name == "Mill")
        #expect(mill.manifest.shortcuts.map(\.phrases) == [["Grind ${loaf} in ${applicationName}"]])
        #expect(mill.diagnostics.isEmpty, "\(mill.diagnostics)")
    }
}
