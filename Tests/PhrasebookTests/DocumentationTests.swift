import Foundation
import Phrasebook
import Testing

/// The README and `docs/` stay true to the code: the README short, every
/// diagnostic code in the rule table, every repository path they name
/// present.
@Suite struct DocumentationTests {
    /// The most lines README.md may have: what it is, install, a five-minute
    /// walkthrough, embedding, and links; the rest belongs in `docs/`.
    static let readmeLineLimit = 300

    static func read(_ path: String) throws -> String {
        try String(contentsOf: SourceTree.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The Markdown files of `docs/`, relative to the package root.
    static func documents() throws -> [String] {
        let docs = SourceTree.packageRoot.appendingPathComponent("docs")
        return try FileManager.default.contentsOfDirectory(atPath: docs.path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    @Test func theReadmeIsShortAndLinksEveryDocument() throws {
        let readme = try Self.read("README.md")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= Self.readmeLineLimit, "README.md has \(lines) lines")
        #expect(readme.contains("\n## Contents\n"))
        let unlinked = try Self.documents().filter { !readme.contains("](\($0))") }
        #expect(unlinked.isEmpty, "README.md's contents do not link \(unlinked.joined(separator: ", "))")
    }

    /// The codes a rule table row names: `PB101`, `PB110, PB111`, and
    /// ranges such as `PB106–PB109`.
    static func codes(inRow row: Substring) -> Set<String> {
        let cell = row.split(separator: "|").first.map(String.init) ?? ""
        var codes: Set<String> = []
        let pieces = cell.replacingOccurrences(of: "–", with: "-").split(whereSeparator: { $0 == "," || $0 == " " })
        for piece in pieces {
            let bounds = piece.split(separator: "-").map { $0.trimmingCharacters(in: .whitespaces) }
            let numbers = bounds.compactMap { $0.hasPrefix("PB") ? Int($0.dropFirst(2)) : nil }
            guard numbers.count == bounds.count, let first = numbers.first, let last = numbers.last, first <= last
            else { continue }
            for number in first...last { codes.insert(String(format: "PB%03d", number)) }
        }
        return codes
    }

    /// Every public type says what it is for and shows it in use: a Swift
    /// example in its doc comment or on its page in the DocC catalog.
    @Test func everyPublicTypeHasAnExample() throws {
        let root = SourceTree.packageRoot.appendingPathComponent("Sources/Phrasebook")
        let pages = root.appendingPathComponent("Phrasebook.docc")
        let declaration = try Regex(#"^\s*public (?:final |indirect )?(?:struct|enum|class|protocol|actor) (\w+)"#)
        var without: [String] = []
        var seen = 0
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                guard let match = try declaration.firstMatch(in: String(line)), let name = match.output[1].substring
                else { continue }
                seen += 1
                let comment = lines[..<index].reversed().prefix {
                    $0.trimmingCharacters(in: .whitespaces).hasPrefix("///")
                }
                let page = try? String(contentsOf: pages.appendingPathComponent("\(name).md"), encoding: .utf8)
                if !comment.contains(where: { $0.contains("```") }) && !(page?.contains("```swift") ?? false) {
                    without.append("\(file.lastPathComponent): \(name)")
                }
            }
        }
        #expect(seen >= 30)
        #expect(without.isEmpty, "public types without an example: \(without.joined(separator: ", "))")
    }

    @Test func theRuleTableListsEveryDiagnosticCode() throws {
        let formats = try Self.read("docs/Formats.md")
        let section = formats.components(separatedBy: "\n## ").first { $0.hasPrefix("Compile rules") } ?? ""
        var listed: Set<String> = []
        for line in section.split(separator: "\n") where line.hasPrefix("| PB") {
            listed.formUnion(Self.codes(inRow: line.dropFirst()))
        }
        let known = Set(DiagnosticCode.allCases.map(\.rawValue))
        #expect(known.subtracting(listed).isEmpty, "missing from the rule table: \(known.subtracting(listed).sorted())")
        #expect(
            listed.subtracting(known).isEmpty, "in the rule table but not codes: \(listed.subtracting(known).sorted())")
    }

    @Test func aRowNamesItsCodesAndRanges() {
        #expect(Self.codes(inRow: " PB110, PB111 | duplicates |") == ["PB110", "PB111"])
        #expect(Self.codes(inRow: " PB106–PB109 | unknown |") == ["PB106", "PB107", "PB108", "PB109"])
        #expect(Self.codes(inRow: " PB009 | corpus |") == ["PB009"])
    }

    /// The repository paths a document names outside its fenced code blocks:
    /// backticked paths under a top-level folder, source files named from
    /// `Sources/Phrasebook`, and relative Markdown links.
    static func namedPaths(in text: String, from document: String) -> [String] {
        var paths: [String] = []
        let roots = ["Sources/", "Tests/", "Phrases/", "Corpus/", "docs/", ".ci/"]
        var prose: [Substring] = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inFence.toggle()
            } else if !inFence {
                prose.append(line)
            }
        }
        for piece in prose.joined(separator: "\n").components(separatedBy: "`").enumerated() where piece.offset % 2 == 1
        {
            let candidate = piece.element
            guard !candidate.contains(" "), !candidate.contains("<"), !candidate.contains("*") else { continue }
            if roots.contains(where: { candidate.hasPrefix($0) }) {
                paths.append(candidate)
            } else if candidate.hasSuffix(".swift"), candidate.contains("/") {
                paths.append("Sources/Phrasebook/" + candidate)
            }
        }
        let folder = (document as NSString).deletingLastPathComponent
        var rest = Substring(text)
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            let target =
                String(rest[..<close]).split(separator: "#", omittingEmptySubsequences: false).first.map(String.init)
                ?? ""
            if !target.isEmpty, !target.contains("://") {
                paths.append(((folder as NSString).appendingPathComponent(target) as NSString).standardizingPath)
            }
        }
        return paths
    }

    @Test func everyPathTheDocumentsNameExists() throws {
        var missing: [String] = []
        for document in try ["README.md"] + Self.documents() {
            for path in Self.namedPaths(in: try Self.read(document), from: document) {
                let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
                if !FileManager.default.fileExists(atPath: SourceTree.packageRoot.appendingPathComponent(trimmed).path)
                {
                    missing.append("\(document): \(path)")
                }
            }
        }
        #expect(missing.isEmpty, "paths named but not in the repository:\n\(missing.joined(separator: "\n"))")
    }
}
