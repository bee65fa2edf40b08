import Foundation
import Testing

@testable import Phrasebook

/// The README's table of action lexicon sizes stays what the languages' data holds.
@Suite struct ActionLexiconSizeTests {
    /// The rows `| tag | groups | forms |` of the README's table of action groups.
    static func readmeRows() throws -> [(tag: String, groups: Int, forms: Int)] {
        let readme = try DocumentationTests.read("README.md")
        guard let section = readme.components(separatedBy: "## How flexible matching decides").dropFirst().first
        else { return [] }
        var rows: [(tag: String, groups: Int, forms: Int)] = []
        for line in section.split(separator: "\n").prefix(while: { !$0.hasPrefix("## ") }) where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, let groups = Int(cells[1]), let forms = Int(cells[2]) else { continue }
            rows.append((cells[0], groups, forms))
        }
        return rows
    }

    @Test func theReadmeTableCountsEachLanguagesGroupsAndForms() throws {
        let rows = try Self.readmeRows()
        #expect(rows.map(\.tag) == ["en", "vi", "ko", "zh-Hans", "ja"])
        for row in rows {
            let lexicon = Language.of(row.tag).flexibleWords.actions
            #expect(lexicon.groupCount == row.groups, "\(row.tag): \(lexicon.groupCount) groups")
            let forms = lexicon.groups.reduce(0) { $0 + $1.count }
            #expect(forms == row.forms, "\(row.tag): \(forms) forms")
            #expect(lexicon.groupCount >= 40, "\(row.tag) has fewer than 40 action groups")
        }
    }
}
