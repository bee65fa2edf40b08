import Foundation

/// Fuzz target: the Xcode configuration files (`.xcconfig`) a project names
/// as a build configuration's base, read as `phrasebook import` reads them,
/// then every target's name settings expanded.
///
/// One input is up to four files, separated by NUL bytes: `App.xcconfig`
/// (the file the CrumbDiary test app's project points at), `Shared.xcconfig`
/// and `Local.xcconfig` beside it (the fixture's `#include` and
/// `#include?`), and `Nested/Deep.xcconfig`; a file the input does not give
/// is absent. Includes that loop, nest past the limit, name folders,
/// devices or missing files, and `$(inherited)` chains that grow each line
/// must end as warnings at their place, never a crash, a hang or unbounded
/// memory.
func fuzzXcodeConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    let files = FuzzInput.bytes(data, size).split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
    for (index, name) in FuzzXcodeConfigTree.configurationFiles.enumerated() {
        let path = (FuzzXcodeConfigTree.folder as NSString).appendingPathComponent(name)
        if index < files.count {
            guard FileManager.default.createFile(atPath: path, contents: Data(files[index])) else { return }
        } else {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
    let project = XcodeProject(path: FuzzXcodeConfigTree.projectFile)
    _ = project.diagnostics.map(\.description)
    for target in project.targets.prefix(16) {
        for key in ["INFOPLIST_KEY_CFBundleDisplayName", "INFOPLIST_KEY_CFBundleName", "PRODUCT_NAME", "TARGET_NAME"] {
            _ = project.value(of: key, in: target)
        }
        for value in target.settings.values.prefix(256) {
            _ = project.expand(value, in: target)
        }
    }
}

/// The project this process reads each input through: the CrumbDiary test
/// app's project file in a folder of its own, with its `Config` folder.
private enum FuzzXcodeConfigTree {
    /// The configuration files an input gives, in order, under `Config`.
    static let configurationFiles = ["App.xcconfig", "Shared.xcconfig", "Local.xcconfig", "Nested/Deep.xcconfig"]

    /// The project's `Config` folder, where the configuration files go.
    static let folder: String = {
        _ = projectFile
        return root + "/Config"
    }()

    /// The copied project file.
    static let projectFile: String = {
        let phrases = ProcessInfo.processInfo.environment["PHRASEBOOK_FUZZ_PHRASES"] ?? "Phrases"
        let fixture = ((phrases as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent(
                "Tests/PhrasebookCLITests/Fixtures/SwiftApps/CrumbDiary/CrumbDiary.xcodeproj/project.pbxproj")
        guard let text = FileManager.default.contents(atPath: fixture) else {
            fatalError("no test project at \(fixture)")
        }
        let bundle = root + "/CrumbDiary.xcodeproj"
        do {
            try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(
                atPath: root + "/Config/Nested", withIntermediateDirectories: true)
        } catch {
            fatalError("cannot make \(bundle): \(error)")
        }
        let path = bundle + "/project.pbxproj"
        guard FileManager.default.createFile(atPath: path, contents: text) else { fatalError("cannot write \(path)") }
        return path
    }()

    private static let root = NSTemporaryDirectory() + "phrasebook-fuzz-\(getpid())/xcconfig"
}
