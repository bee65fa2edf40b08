import Foundation
import Testing

/// The library's folders read as its pipeline, and language knowledge stays
/// in `Languages/`: checked on the sources themselves, so a change that adds
/// a backward dependency or a language branch elsewhere fails here.
@Suite struct ArchitectureTests {
    /// The folders of `Sources/Phrasebook`, in pipeline order: each may use
    /// only the folders before it.
    static let pipeline = [
        "Support", "Text", "Languages", "Load", "Import", "Validate", "Trie", "Catalog", "Analysis", "Compile",
        "Archive", "Lint",
        "Match", "Complete", "Explain", "Dialog", "Corpus", "Report",
    ]

    /// The words of language names that code outside `Languages/` must not use.
    static let languageWords = ["english", "vietnamese", "korean", "chinese", "japanese"]

    @Test func everyFolderIsAPipelineStage() throws {
        let folders = try SourceTree.load().folders
        #expect(Set(folders.keys) == Set(Self.pipeline))
    }

    @Test func foldersDependOnlyOnEarlierStages() throws {
        let tree = try SourceTree.load()
        var backward: [String] = []
        for (folder, dependencies) in tree.dependencies() {
            guard let position = Self.pipeline.firstIndex(of: folder) else { continue }
            for (dependency, witness) in dependencies.sorted(by: { $0.key < $1.key }) {
                guard let other = Self.pipeline.firstIndex(of: dependency), other > position else { continue }
                backward.append("\(folder) uses \(dependency) (\(witness))")
            }
        }
        #expect(backward.isEmpty, "backward dependencies:\n\(backward.sorted().joined(separator: "\n"))")
    }

    @Test func onlyLanguagesNamesALanguageOrALocaleTag() throws {
        let tree = try SourceTree.load()
        var found: [String] = []
        for file in tree.files where file.folder != "Languages" {
            for literal in file.stringLiterals where Self.isLocaleTag(literal) {
                found.append("\(file.path): the locale tag \"\(literal)\"")
            }
            for word in file.identifiers {
                let lowered = word.lowercased()
                if let language = Self.languageWords.first(where: { lowered.contains($0) }) {
                    found.append("\(file.path): \(word) names \(language)")
                }
            }
        }
        #expect(found.isEmpty, "language knowledge outside Languages/:\n\(found.joined(separator: "\n"))")
    }

    /// The most types the library makes public, nested ones included: what
    /// a library user needs (catalog, diagnostics, matcher, candidates,
    /// conversation, outcomes, reports), nothing of the machinery.
    ///
    /// Among them: `ImportedApp`, what `phrasebook import` read from an app's
    /// Swift sources, which the command line writes or compares with a Phrases
    /// folder; `ConversationStateError`, the typed reason a stored
    /// conversation state is refused with a catalog it does not fit; and
    /// `ArchiveError`, why a compiled catalog file cannot be read or updated;
    /// `FindingsReport`, findings in the formats CI systems read; and
    /// `CorpusRecorder`, which writes a conversation as corpus cases; and
    /// `CatalogDiff` (with its `TooLarge` error), what changes between two
    /// versions of the phrases; `CatalogLoadError`, why
    /// `Catalog(contentsOf:)` gave no catalog; `Completion` and
    /// `CompletionValue`, an utterance that finishes what a person is typing;
    /// `Candidate.Decision` and `Candidate.Liberty`, what a conversation does
    /// with a candidate and why.
    static let maximumPublicTypes = 37

    @Test func thePublicAPIStaysSmall() throws {
        let tree = try SourceTree.load()
        let kinds: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        var names: [String] = []
        for file in tree.files {
            let words = file.identifiers
            for (index, word) in words.enumerated() where word == "public" {
                var next = index + 1
                while next < words.count, ["final", "indirect"].contains(words[next]) { next += 1 }
                if next + 1 < words.count, kinds.contains(words[next]) { names.append(words[next + 1]) }
            }
        }
        #expect(names.count <= Self.maximumPublicTypes, "\(names.count) public types: \(names.sorted())")
        #expect(names.contains("Catalog") && names.contains("Conversation"))
    }

    /// A case-insensitive file system (macOS's default) merges two paths
    /// that differ only in case, and SwiftPM then refuses the package.
    @Test func noTwoPathsDifferOnlyInCase() throws {
        let paths = try SourceTree.repositoryPaths()
        #expect(paths.contains("Sources/PhrasebookCLI/main.swift"))
        let clashes = Dictionary(grouping: paths, by: { $0.lowercased() }).values.filter { $0.count > 1 }
        #expect(clashes.isEmpty, "paths that differ only in case: \(String(describing: clashes.map { $0.sorted() }))")
    }

    /// The table of `docs/Architecture.md`'s section "The library's folders"
    /// lists the folders in the order the pipeline above enforces, so the
    /// two cannot drift apart.
    @Test func theArchitectureDocumentListsThePipeline() throws {
        let text = try String(
            contentsOf: SourceTree.packageRoot.appendingPathComponent("docs/Architecture.md"), encoding: .utf8)
        let section = text.components(separatedBy: "\n## ").first { $0.hasPrefix("The library's folders") } ?? ""
        let listed = section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            let name = String(line[line.index(line.startIndex, offsetBy: 3)..<end])
            return name.hasSuffix("/") ? String(name.dropLast()) : nil
        }
        #expect(listed == Self.pipeline, "docs/Architecture.md lists \(listed.joined(separator: ", "))")
    }

    @Test func theCheckerSeesWhatItLooksFor() {
        let file = SourceFileText(
            path: "Match/Example.swift", folder: "Match",
            text: """
                // A comment naming Korean and "ko" is not code.
                let tag = "zh-Hans"
                struct KoreanThing {}
                let note = "a \\"quoted\\" word: \\(tag)"
                """)
        #expect(file.stringLiterals.contains("zh-Hans"))
        #expect(!file.stringLiterals.contains("ko"))
        #expect(file.identifiers.contains("KoreanThing"))
        #expect(!file.identifiers.contains("Korean"))
        #expect(
            Self.isLocaleTag("vi-VN") && Self.isLocaleTag("en") && !Self.isLocaleTag("id:") && !Self.isLocaleTag("and"))
    }

    /// Whether `text` is a BCP-47-style locale tag of a language Phrasebook
    /// speaks (`en`, `vi-VN`, `zh-Hans`, `ko_KR`).
    static func isLocaleTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = parts.first, ["en", "vi", "ko", "zh", "ja"].contains(String(language)) else {
            return false
        }
        return parts.dropFirst().allSatisfy { part in
            (2...4).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isLetter || $0.isNumber }
        }
    }
}

/// One source file's text with its comments removed, and the code words and
/// string literals in it.
struct SourceFileText {
    var path: String
    var folder: String
    var code: String
    var stringLiterals: [String]

    init(path: String, folder: String, text: String) {
        self.path = path
        self.folder = folder
        (code, stringLiterals) = Self.split(text)
    }

    /// The capitalized and lower-case identifiers of the code (outside
    /// comments and string literals).
    var identifiers: [String] {
        var words: [String] = []
        var current = ""
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.filter { $0.first?.isLetter == true }
    }

    /// Splits Swift text into code (comments dropped, string literals
    /// blanked) and the literals' contents, understanding escapes and
    /// multi-line literals well enough for the library's own sources.
    static func split(_ text: String) -> (code: String, literals: [String]) {
        let characters = Array(text)
        var code = ""
        var literals: [String] = []
        var index = 0
        func at(_ offset: Int) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        while index < characters.count {
            let character = characters[index]
            if character == "/" && at(1) == "/" {
                while index < characters.count && characters[index] != "\n" { index += 1 }
            } else if character == "/" && at(1) == "*" {
                var depth = 0
                repeat {
                    if characters[index] == "/" && at(1) == "*" {
                        depth += 1
                        index += 2
                        continue
                    }
                    if characters[index] == "*" && at(1) == "/" {
                        depth -= 1
                        index += 2
                        continue
                    }
                    index += 1
                } while depth > 0 && index < characters.count
            } else if character == "\"" {
                let multiline = at(1) == "\"" && at(2) == "\""
                index += multiline ? 3 : 1
                var literal = ""
                while index < characters.count {
                    let current = characters[index]
                    if current == "\\" {
                        literal.append(current)
                        if let next = at(1) { literal.append(next) }
                        index += 2
                        continue
                    }
                    if multiline
                        ? (current == "\"" && at(1) == "\"" && at(2) == "\"") : (current == "\"" || current == "\n")
                    {
                        index += multiline ? 3 : 1
                        break
                    }
                    literal.append(current)
                    index += 1
                }
                literals.append(literal)
                code.append(" \"\" ")
            } else {
                code.append(character)
                index += 1
            }
        }
        return (code, literals)
    }
}

/// The library's sources, by folder.
struct SourceTree {
    var files: [SourceFileText]

    var folders: [String: [SourceFileText]] { Dictionary(grouping: files, by: \.folder) }

    /// The package's root folder, where `Package.swift` lies.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every file and folder below the package root, as paths relative to
    /// it, leaving out what builds and tools make (`.build*`, `.git`,
    /// `.swiftpm`).
    static func repositoryPaths() throws -> [String] {
        let root = packageRoot.standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        var paths: [String] = []
        for case let url as URL in enumerator {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            let name = url.lastPathComponent
            if name.hasPrefix(".build") || name == ".git" || name == ".swiftpm" {
                enumerator.skipDescendants()
                continue
            }
            paths.append(relative)
        }
        return paths
    }

    /// Reads every Swift file under `Sources/Phrasebook`.
    static func load() throws -> SourceTree {
        let root = packageRoot.appendingPathComponent("Sources/Phrasebook")
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        var files: [SourceFileText] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            // A file outside every folder belongs to no stage: its folder is "".
            let folder = relative.contains("/") ? relative.split(separator: "/").first.map(String.init) ?? "" : ""
            files.append(
                SourceFileText(path: relative, folder: folder, text: try String(contentsOf: url, encoding: .utf8)))
        }
        return SourceTree(files: files.sorted { $0.path < $1.path })
    }

    /// For each folder, the folders whose types its code names, each with
    /// one witness (`File.swift: TypeName`).
    ///
    /// A type name declared in more
    /// than one folder is ambiguous and not counted.
    func dependencies() -> [String: [String: String]] {
        var declaredIn: [String: Set<String>] = [:]
        for file in files {
            let words = file.identifiers
            for (index, word) in words.enumerated().dropLast()
            where ["struct", "enum", "class", "protocol", "actor", "typealias"].contains(word) {
                declaredIn[words[index + 1], default: []].insert(file.folder)
            }
        }
        var result: [String: [String: String]] = [:]
        for file in files {
            for word in Set(file.identifiers) {
                guard let owners = declaredIn[word], owners.count == 1, let owner = owners.first, owner != file.folder
                else { continue }
                if result[file.folder, default: [:]][owner] == nil {
                    result[file.folder, default: [:]][owner] = "\(file.path): \(word)"
                }
            }
        }
        return result
    }
}
