import Foundation

/// Fuzz target: a source tree, generated from the input, imported as
/// `phrasebook import` imports one and written to a Phrases folder.
///
/// The input is read as steps of 4 bytes (what, a name, a choice, a
/// number): make a folder and go into it, go back up, place one of the
/// Meditation test app's files (its entity type renamed to an odd name, its
/// brackets nested deep, or its text cut), add a symbolic link (to `..`,
/// `.`, `/`, `/proc`, the tree's root, a sibling, nothing), a pipe, an
/// `Info.plist`, an `extract.actionsdata` naming odd entities, or raw
/// bytes as a Swift file. Nothing may be written outside the output
/// folder, the walk must end, and what is written must load.
func fuzzImportTree(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    let input = FuzzInput.bytes(data, size)
    let tree = ImportTreeFolder.fresh()
    var builder = ImportTreeBuilder(root: tree.sources)
    var offset = 0
    while offset + 4 <= input.count && offset < 4 * 64 {
        builder.step(input[offset..<offset + 4], rest: input[min(input.count, offset + 4)...])
        offset += 4
    }
    // What the tree's own steps made outside it (none, as it enters no link), so only import's count.
    let before = Set((try? FileManager.default.contentsOfDirectory(atPath: tree.scratch)) ?? [])
    let imported = AppImporter.importApp(from: tree.sources, options: AppImporter.Options(defines: ["DEBUG"]))
    _ = imported.diagnostics.map(\.description)
    if case .success = imported.write(to: tree.output) {
        _ = imported.differences(in: tree.output)
        let catalog = Catalog(directory: tree.output)
        if !catalog.hasErrors {
            _ = Matcher(catalog: catalog).match("Start Walking in Meditation").candidates.count
        }
    }
    // Only the output folder is new in the scratch folder: an entity name never became a path outside.
    let entries = Set((try? FileManager.default.contentsOfDirectory(atPath: tree.scratch)) ?? [])
    precondition(
        entries.subtracting(before).subtracting(["output"]).isEmpty,
        "import wrote outside its output folder: \(entries.subtracting(before).sorted())")
}

/// The scratch folder of this process, emptied for each input.
enum ImportTreeFolder {
    /// Where the tree and the output go: one per process.
    static let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent(
        "phrasebook-fuzz-import-\(getpid())")

    /// An empty scratch folder with an empty `sources` folder in it.
    static func fresh() -> (scratch: String, sources: String, output: String) {
        try? FileManager.default.removeItem(atPath: scratch)
        let sources = (scratch as NSString).appendingPathComponent("sources")
        do {
            try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        } catch {
            fatalError("cannot make \(sources): \(error)")
        }
        return (scratch, sources, (scratch as NSString).appendingPathComponent("output"))
    }

    /// The Meditation test app's files (name and text), read once.
    static let appFiles: [(name: String, text: String)] = {
        let phrases = ProcessInfo.processInfo.environment["PHRASEBOOK_FUZZ_PHRASES"] ?? "Phrases"
        let app = ((phrases as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("Tests/PhrasebookCLITests/Fixtures/SwiftApps/Meditation/Meditation")
        var files: [(String, String)] = []
        let enumerator = FileManager.default.enumerator(atPath: app)
        while let path = enumerator?.nextObject() as? String {
            let full = (app as NSString).appendingPathComponent(path)
            guard let text = try? String(contentsOfFile: full, encoding: .utf8) else { continue }
            files.append(((path as NSString).lastPathComponent, text))
        }
        guard !files.isEmpty else { fatalError("no test app files under \(app)") }
        return files.sorted { $0.0 < $1.0 }
    }()
}

/// Makes the tree one step at a time.
struct ImportTreeBuilder {
    /// The tree's root.
    let root: String
    /// The folder steps add to.
    private var current: String

    init(root: String) {
        self.root = root
        current = root
    }

    /// Names a step may give: odd ones, and the input's own bytes.
    private static let names = [
        "Intents", "Sources", "x", "..", ".", "a b", "名前", "-rf", "x.swift", "Info.plist",
        "Metadata.appintents", "en.lproj", "Localizable.strings", "AppShortcuts.xcstrings", ".build",
        String(repeating: "n", count: 255), "%s%n", "\u{200B}", "CON", "x\u{7F}y",
    ]

    /// Odd entity type names, each a Swift raw identifier.
    private static let entityNames = [
        "../../../escape", "..", "a/b", "", "名前", "x y", String(repeating: "E", count: 300), "-", ".hidden", "CON",
    ]

    private func name(_ byte: UInt8, rest: ArraySlice<UInt8>) -> String {
        if byte & 0x80 != 0, !rest.isEmpty {
            // A name from the input's next bytes, as a file system takes one.
            let bytes = rest.prefix(Int(byte & 0x1F) + 1).map {
                $0 == 0 || $0 == UInt8(ascii: "/") ? UInt8(ascii: "_") : $0
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return Self.names[Int(byte) % Self.names.count]
    }

    private func path(_ name: String) -> String {
        (current as NSString).appendingPathComponent(name)
    }

    private func write(_ text: String, to name: String) {
        _ = FileManager.default.createFile(atPath: path(name), contents: Data(text.utf8))
    }

    /// One step of 4 bytes; `rest` is the input after it (names and raw text are taken from it).
    mutating func step(_ bytes: ArraySlice<UInt8>, rest: ArraySlice<UInt8>) {
        let start = bytes.startIndex
        let (what, nameByte, choice, number) = (bytes[start], bytes[start + 1], bytes[start + 2], bytes[start + 3])
        let name = name(nameByte, rest: rest)
        let files = ImportTreeFolder.appFiles
        switch what % 10 {
        case 0:
            let folder = path(name)
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            // Stay inside the tree: `..`, `.` and a link the tree holds (to
            // `..`, say) are made (or not) but not entered.
            var status = stat()
            if !name.contains(".."), name != ".", lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                current = folder
            }
        case 1:
            if current != root { current = (current as NSString).deletingLastPathComponent }
        case 2:
            let file = files[Int(choice) % files.count]
            write(file.text, to: file.name)
        case 3:
            let file = files[Int(choice) % files.count]
            let renamed = file.text.replacingOccurrences(
                of: "MeditationSession", with: "`\(Self.entityNames[Int(number) % Self.entityNames.count])`")
            write(renamed, to: file.name)
        case 4:
            let depth = Int(number) * 400
            let open = ["(", "[", "{"][Int(choice) % 3]
            let close = [")", "]", "}"][Int(choice) % 3]
            let file = files[Int(choice) % files.count]
            write(
                file.text + "\nlet deep = " + String(repeating: open, count: depth)
                    + String(repeating: close, count: depth) + "\n", to: name + ".swift")
        case 5:
            let targets = ["..", ".", "/", "/proc", root, "../..", "x", "missing", current, "/dev/zero"]
            try? FileManager.default.createSymbolicLink(
                atPath: path(name), withDestinationPath: targets[Int(choice) % targets.count])
        case 6:
            mkfifo(path(name.isEmpty ? "fifo" : name), 0o644)
        case 7:
            let app = Self.entityNames[Int(choice) % Self.entityNames.count]
            write(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>\(app)</string>
                <key>CFBundleDevelopmentRegion</key><string>en</string></dict></plist>
                """, to: "Info.plist")
        case 8:
            let folder = path("Metadata.appintents")
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let entity = Self.entityNames[Int(choice) % Self.entityNames.count]
            let json = """
                {"actions":{"OpenIntent":{"identifier":"OpenIntent","title":{"key":"Open"},
                "parameters":[{"name":"item","title":{"key":"Item"},"valueType":{"entity":{"_0":{"typeName":"\(entity)"}}}}]}},
                "entities":{"\(entity)":{"typeName":"\(entity)","displayTypeName":{"key":"\(entity)"}}},
                "autoShortcuts":[{"actionIdentifier":"OpenIntent","phrases":[{"key":"Open ${item} in ${applicationName}"}]}]}
                """
            _ = FileManager.default.createFile(
                atPath: (folder as NSString).appendingPathComponent(AppImporter.actionsDataName),
                contents: Data(json.utf8))
        default:
            write(String(decoding: rest.prefix(Int(number) * 16), as: UTF8.self), to: name + ".swift")
        }
    }
}
