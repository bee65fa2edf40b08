import Testing

@testable import Phrasebook

@Suite struct AppGroupsTests {
    @Test func appGroupsJoinOverlappingAndCloseNames() throws {
        let apps = [("Notes", ["Jotter"]), ("Library", []), ("Note", []), ("Zen", ["Jotter"]), ("Pen", [])].map {
            name, synonyms in
            AppManifest(path: name, app: AppInfo(name: name, synonyms: synonyms))
        }
        // Notes ~ Note (one letter), Notes = Zen (shared synonym); Zen and Pen are too short to be a close spelling.
        #expect(AppGroups.groups(apps, by: .closeName) == [[0, 2, 3], [1], [4]])
    }

    @Test func sameNameGroupsOnlyAppsThatShareAName() throws {
        let apps = [("Notes", ["Jotter"]), ("Library", []), ("Note", []), ("Zen", ["Jotter"]), ("Pen", [])].map {
            name, synonyms in
            AppManifest(path: name, app: AppInfo(name: name, synonyms: synonyms))
        }
        #expect(AppGroups.groups(apps, by: .sameName) == [[0, 3], [1], [2], [4]])
    }

    @Test func aNameTwoAppsShareOnlyInATranslationGroupsThemForBothChecks() throws {
        let apps = ["Alpha", "Beta", "Gamma"].map { name in
            var manifest = AppManifest(path: name, app: AppInfo(name: name, synonyms: []))
            var korean = AppLocalization(locale: "ko", shortcutCount: 0)
            korean.strings[name] = name == "Gamma" ? "감마" : "앱"
            manifest.localizations["ko"] = korean
            return manifest
        }
        #expect(AppGroups.names(of: apps[0]) == ["alpha", "앱"])
        #expect(AppGroups.groups(apps, by: .sameName) == [[0, 1], [2]])
        #expect(AppGroups.groups(apps, by: .closeName) == [[0, 1], [2]])
    }
}
