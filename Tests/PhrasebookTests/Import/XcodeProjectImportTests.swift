import Foundation
import Testing

@testable import Phrasebook

/// Reading an Xcode project as Xcode reads it: the old-style property list
/// `project.pbxproj` is in, its application target's name and development
/// region, and the `Info.plist` and `InfoPlist` tables of that target, not
/// an extension's.
@Suite struct XcodeProjectImportTests {
    static let shortcuts = """
        import AppIntents
        struct GoIntent: AppIntent {
            static var title: LocalizedStringResource = "Go"
            func perform() async throws -> some IntentResult { .result() }
        }
        struct Shortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: GoIntent(), phrases: ["Go with \\(.applicationName)"],
                            shortTitle: "Go", systemImageName: "car")
            }
        }
        """

    /// A project whose targets are `(name, productType, settings)`, with the
    /// project's own `developmentRegion` when given.
    static func project(region: String? = "en", _ targets: [(String, String, [String: String])]) -> String {
        var objects = ""
        var ids: [String] = []
        for (index, target) in targets.enumerated() {
            let id = "T\(index)"
            ids.append(id)
            let settings = target.2.map { "\"\($0.key)\" = \"\($0.value)\";" }.joined(separator: " ")
            objects += """
                \(id) /* \(target.0) */ = { isa = PBXNativeTarget; buildConfigurationList = L\(index);
                  name = "\(target.0)"; productType = "\(target.1)"; };
                L\(index) = { isa = XCConfigurationList; buildConfigurations = ( D\(index), R\(index), );
                  defaultConfigurationName = Release; };
                D\(index) = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = Debugging; }; };
                R\(index) = { isa = XCBuildConfiguration; name = Release; buildSettings = { \(settings) }; };

                """
        }
        return """
            // !$*UTF8*$!
            {
              objects = {
                P = { isa = PBXProject; \(region.map { "developmentRegion = \($0);" } ?? "")
                  knownRegions = ( Base, en, ); targets = ( \(ids.joined(separator: ", ")) ); };
            \(objects)
              };
              rootObject = P /* Project object */;
            }
            """
    }

    static let application = "com.apple.product-type.application"

    func importing(_ files: [String: String], target: String? = nil, locale: String? = nil) throws -> ImportedApp {
        let folder = try SourceTreeFixture.write(files, prefix: "xcode-import")
        return ImportedApp(sources: folder, target: target, locale: locale)
    }

    @Test func thePropertyListsValuesAreReadWithTheirEscapes() throws {
        let text = """
            // !$*UTF8*$!
            { a = bare/path_1.2-x; /* comment */ b = "q\\"uote\\n\\U00e9\\101";
              c = ( one, "two", ); d = <0aFF 10>; e = { }; f = (); }
            """
        let value = try OpenStepPropertyList.parse(SourceFile(path: "p", bytes: Array(text.utf8))).get()
        #expect(value["a"] == .string("bare/path_1.2-x"))
        #expect(value["b"] == .string("q\"uote\néA"))
        #expect(value["c"] == .array([.string("one"), .string("two")]))
        #expect(value["d"] == .data("0aFF10"))
        #expect(value["e"] == .dictionary([:]))
        #expect(value["f"] == .array([]))
    }

    @Test(arguments: [
        ("{ a = b }", 1, 9, "expected \";\""),
        ("{\n  a = \"open;\n}", 2, 7, "never closed"),
        ("{ a = ( x y ); }", 1, 11, "expected \",\" or \")\""),
        ("{ a = b; } extra", 1, 12, "after the property list's end"),
        ("{ /* never", 1, 3, "comment never closed"),
        ("{ a = ; }", 1, 7, "unexpected \";\""),
    ])
    func aDamagedPropertyListIsReportedWhereItBreaks(text: String, line: Int, column: Int, message: String) {
        let file = SourceFile(path: "project.pbxproj", bytes: Array(text.utf8))
        guard case .failure(let problem) = OpenStepPropertyList.parse(file) else {
            Issue.record("\(text) parsed")
            return
        }
        #expect(problem.line == line && problem.column == column, "\(problem)")
        #expect(problem.message.contains(message), "\(problem.message)")
    }

    @Test func deepNestingIsRefusedNotRecursedInto() {
        let text = String(repeating: "(", count: 5_000)
        guard case .failure(let problem) = OpenStepPropertyList.parse(SourceFile(path: "p", bytes: Array(text.utf8)))
        else {
            Issue.record("parsed")
            return
        }
        #expect(problem.message.contains("nested deeper"))
    }

    @Test func theAppTargetsBuildSettingsNameTheAppNotTheWidgets() throws {
        let app = try importing([
            "Demo.xcodeproj/project.pbxproj": Self.project(
                region: "ko",
                [
                    ("Widget", "com.apple.product-type.app-extension", ["INFOPLIST_FILE": "Widget/Info.plist"]),
                    ("Demo", Self.application, ["INFOPLIST_KEY_CFBundleDisplayName": "$(TARGET_NAME) Pro"]),
                ]),
            "Demo/Go.swift": Self.shortcuts,
            "Widget/Info.plist": """
            <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>Demo Widget</string>
            <key>NSExtension</key><dict/></dict></plist>
            """,
        ])
        #expect(app.manifest.app.name == "Demo Pro")
        #expect(app.manifest.app.locale == "ko")
        #expect(app.diagnostics.isEmpty, "\(app.diagnostics)")
    }

    @Test func productNameFollowsTheTargetAndTheDefaultConfiguration() throws {
        let app = try importing([
            "Demo.xcodeproj/project.pbxproj": Self.project([("Kettle", Self.application, [:])]),
            "Kettle/Go.swift": Self.shortcuts,
        ])
        // Not "Debugging": the Release configuration is the default one.
        #expect(app.manifest.app.name == "Kettle")
    }

    @Test func anInfoPlistFileResolvesItsBuildSettingReferences() throws {
        let app = try importing([
            "Demo.xcodeproj/project.pbxproj": Self.project(
                region: "ja",
                [
                    (
                        "Demo", Self.application,
                        ["INFOPLIST_FILE": "$(SRCROOT)/Demo/Info.plist", "PRODUCT_NAME": "Kura"]
                    )
                ]),
            "Demo/Go.swift": Self.shortcuts,
            "Demo/Info.plist": """
            <plist version="1.0"><dict><key>CFBundleName</key><string>$(PRODUCT_NAME)</string>
            <key>CFBundleDevelopmentRegion</key><string>$(DEVELOPMENT_LANGUAGE)</string>
            <key>INAlternativeAppNames</key><array>
            <dict><key>INAlternativeAppName</key><string>Storehouse</string>
            <key>INAlternativeAppNamePronunciationHint</key><string>store house</string></dict>
            </array></dict></plist>
            """,
        ])
        #expect(app.manifest.app.name == "Kura")
        #expect(app.manifest.app.locale == "ja")
        // The pronunciation hint says how a name sounds; it is not another name.
        #expect(app.manifest.app.synonyms == ["Storehouse"])
        #expect(app.diagnostics.isEmpty, "\(app.diagnostics)")
    }

    @Test func settingsThatNameEachOtherManyTimesDoNotHang() throws {
        let settings = [
            "INFOPLIST_KEY_CFBundleDisplayName": "$(A)", "A": "$(B)$(B)$(B)$(B)", "B": "$(C)$(C)$(C)$(C)",
            "C": "$(D)$(D)$(D)$(D)", "D": "$(E)$(E)$(E)$(E)", "E": "$(F)$(F)$(F)$(F)", "F": "$(A)$(A)$(A)$(A)",
        ]
        let app = try importing([
            "Demo.xcodeproj/project.pbxproj": Self.project([("Loop", Self.application, settings)]),
            "Go.swift": Self.shortcuts,
        ])
        // The display name cannot be worked out; the product name (the target's) is used.
        #expect(app.manifest.app.name == "Loop")
    }

    @Test func severalAppTargetsNeedTargetToChoose() throws {
        let files = [
            "Demo.xcodeproj/project.pbxproj": Self.project([
                ("Phone", Self.application, ["INFOPLIST_KEY_CFBundleDisplayName": "Pocket"]),
                ("Desk", Self.application, ["INFOPLIST_KEY_CFBundleDisplayName": "Desktop"]),
            ]),
            "Go.swift": Self.shortcuts,
        ]
        let unchosen = try importing(files)
        let problem = try #require(unchosen.diagnostics.first { $0.severity == .error })
        #expect(problem.message.contains("2 app targets (Phone, Desk); pass --target NAME"))
        #expect(try importing(files, target: "Desk").manifest.app.name == "Desktop")
        let unknown = try importing(files, target: "Watch")
        #expect(
            unknown.diagnostics.contains {
                $0.severity == .error && $0.message.contains("the app targets are: Phone, Desk")
            })
    }

    @Test func targetsShowingOneNameNeedNoChoice() throws {
        let app = try importing([
            "Demo.xcodeproj/project.pbxproj": Self.project([
                ("Phone", Self.application, ["INFOPLIST_KEY_CFBundleDisplayName": "Pocket"]),
                ("Desk", Self.application, ["INFOPLIST_KEY_CFBundleDisplayName": "Pocket"]),
            ]),
            "Go.swift": Self.shortcuts,
        ])
        #expect(app.manifest.app.name == "Pocket")
        #expect(!app.diagnostics.containsErrors)
    }

    @Test func aStringCatalogsSourceLanguageThenLocaleNameTheDevelopmentLanguage() throws {
        let catalog = """
            {"sourceLanguage": "vi", "strings": {}, "version": "1.0"}
            """
        let plist = """
            <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>Demo</string></dict></plist>
            """
        let fromCatalog = try importing([
            "Go.swift": Self.shortcuts, "Info.plist": plist, "AppShortcuts.xcstrings": catalog,
        ])
        #expect(fromCatalog.manifest.app.locale == "vi")
        let fromOption = try importing(["Go.swift": Self.shortcuts, "Info.plist": plist], locale: "ko")
        #expect(fromOption.manifest.app.locale == "ko")
        let overruled = try importing(
            ["Go.swift": Self.shortcuts, "Info.plist": plist, "AppShortcuts.xcstrings": catalog], locale: "ko")
        #expect(overruled.manifest.app.locale == "vi")
        #expect(overruled.diagnostics.contains { $0.message.contains("--locale ko is not used") })
    }

    @Test func aDamagedProjectIsAWarningAtItsPlace() throws {
        let app = try importing([
            "Demo.xcodeproj/project.pbxproj": "{\n  objects = {\n    P = { isa = PBXProject\n  };\n}",
            "Go.swift": Self.shortcuts,
            "Info.plist": "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>Demo</string></dict></plist>",
        ])
        let problem = try #require(app.diagnostics.first { $0.file?.hasSuffix("project.pbxproj") == true })
        #expect(problem.severity == .warning)
        #expect(problem.line == 4 && problem.column == 3, "\(problem)")
        #expect(app.manifest.app.name == "Demo")
    }

    @Test func theAppTargetsInfoPlistTableLocalizesItsNameAndSynonyms() throws {
        let table = { (name: String) in
            """
            {"sourceLanguage": "en", "strings": {
              "CFBundleDisplayName": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "\(name)"}}}},
              "Brewer": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "淹れ手"}}}}
            }, "version": "1.0"}
            """
        }
        let app = try importing([
            "Demo.xcodeproj/project.pbxproj": Self.project([
                ("Widget", "com.apple.product-type.app-extension", ["INFOPLIST_FILE": "Widget/Info.plist"]),
                ("Demo", Self.application, ["INFOPLIST_FILE": "Demo/Info.plist"]),
            ]),
            "Demo/Go.swift": Self.shortcuts,
            "Demo/Info.plist": """
            <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>Kettle</string>
            <key>INAlternativeAppNames</key><array><dict><key>INAlternativeAppName</key><string>Brewer</string></dict></array>
            </dict></plist>
            """,
            "Demo/InfoPlist.xcstrings": table("やかん"),
            "Widget/Info.plist": """
            <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>Kettle Widget</string>
            <key>NSExtension</key><dict/></dict></plist>
            """,
            "Widget/InfoPlist.xcstrings": table("ウィジェット"),
        ])
        #expect(app.localizationFiles.map(\.destination) == ["InfoPlist.xcstrings"])
        let (manifest, problems) = app.loadInMemory(directory: "Demo")
        #expect(problems.isEmpty, "\(problems)")
        let loaded = try #require(manifest)
        #expect(loaded.translate("Kettle", into: "ja") == "やかん")
        #expect(loaded.translate("Brewer", into: "ja") == "淹れ手")
    }
}

/// Xcode's format-specifier keys read back as templates.
@Suite struct FormatSpecifierKeyTests {
    @Test func keysFollowTheParameterTypes() {
        let keys = FormatSpecifierKey.keys(for: "Add ${count} cups of ${drink} (100%)?") {
            $0 == "count" ? "%lld" : "%@"
        }
        #expect(keys == ["Add %lld cups of %@ (100%%)?", "Add %@ cups of %@ (100%%)?"])
    }

    @Test(arguments: [
        ("%@ を %lld 杯", "${drink} を ${count} 杯"),
        ("%2$lld杯の%1$@", "${count}杯の${drink}"),
        ("100%% %@ %lld", "100% ${drink} ${count}"),
    ])
    func translationsReadBackInTheirOrder(translation: String, expected: String) {
        #expect(FormatSpecifierKey.template(from: translation, names: ["drink", "count"]) == expected)
    }

    @Test(arguments: ["only %@", "%@ %@ %@", "%3$@ %1$@", "%@ %2$@", "%", "%k"])
    func aTranslationWithOtherSpecifiersIsNotUsed(translation: String) {
        #expect(FormatSpecifierKey.template(from: translation, names: ["drink", "count"]) == nil)
    }
}
