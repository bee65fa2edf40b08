import Foundation

/// Fuzz target: an Xcode project file (`project.pbxproj`, an old-style
/// property list), read as `phrasebook import` reads one, then every
/// target's build settings expanded the way the app's name is found.
///
/// Damage must be a diagnostic at a place, never a crash or a hang: deep
/// nesting, unterminated strings and comments, settings that name each
/// other in a loop or grow without end.
func fuzzXcodeProject(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    let path = FuzzXcodeProjectFile.path
    guard FileManager.default.createFile(atPath: path, contents: Data(FuzzInput.bytes(data, size))) else { return }
    let project = XcodeProject(path: path)
    _ = project.diagnostics.map(\.description)
    for target in project.targets.prefix(64) {
        for key in ["INFOPLIST_KEY_CFBundleDisplayName", "INFOPLIST_KEY_CFBundleName", "PRODUCT_NAME", "TARGET_NAME"] {
            _ = project.value(of: key, in: target)
        }
        _ = project.infoPlistPath(of: target)
        for value in target.settings.values.prefix(256) {
            _ = project.expand(value, in: target)
        }
    }
}

/// Where this process writes each input: a project file of its own, in a
/// folder named like an Xcode project.
private enum FuzzXcodeProjectFile {
    static let path: String = {
        let bundle = NSTemporaryDirectory() + "phrasebook-fuzz-\(getpid())/Fuzz.xcodeproj"
        try? FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        return bundle + "/project.pbxproj"
    }()
}
