import Foundation

/// Fuzz target: a Swift source file, imported as an app's only source the
/// way `phrasebook compile --swift DIR` imports one (lexed, `#if` resolved,
/// its App Intents declarations read, written as a manifest and compiled in
/// memory); what compiles is listed and its phrases matched.
func fuzzSwiftSource(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    let text = FuzzInput.text(data, size)
    guard FileManager.default.createFile(atPath: SwiftSourceFolder.file, contents: Data(text.utf8)) else {
        fatalError("cannot write \(SwiftSourceFolder.file)")
    }
    let catalog = Catalog(swiftSources: SwiftSourceFolder.directory, appName: "Fuzz", defines: ["DEBUG"])
    _ = catalog.diagnostics.map(\.description)
    guard !catalog.hasErrors else { return }
    _ = catalog.listing()
    let matcher = Matcher(catalog: catalog)
    for phrase in catalog.phrases.prefix(8) {
        _ = matcher.match(phrase.template.source).candidates.count
    }
}

/// The folder each input is written to, made once per process.
private enum SwiftSourceFolder {
    /// The folder: one per process, under the temporary folder.
    static let directory: String = {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("phrasebook-fuzz-swift-\(getpid())")
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            fatalError("cannot make \(path): \(error)")
        }
        return path
    }()
    /// The one source file in it.
    static let file = (directory as NSString).appendingPathComponent("Shortcuts.swift")
}
