import Foundation

/// The parts of a SARIF 2.1.0 log (the OASIS static-analysis results
/// format) that Phrasebook's reports write.
enum SARIFLog {
    /// `{"$schema","version":"2.1.0","runs":[{"tool":{"driver":{…,"rules"}},"results"}]}`.
    static func log(rules: [JSONOutput], results: [JSONOutput]) -> JSONOutput {
        let driver: JSONOutput = .object([
            ("name", .string("phrasebook")), ("version", .string(PhrasebookVersion.current)),
            ("rules", .array(rules)),
        ])
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])),
        ])
    }

    /// A rule for `code`: its id, its name, and a description made of it.
    static func rule(_ code: DiagnosticCode) -> JSONOutput {
        .object([
            ("id", .string(code.rawValue)), ("name", .string(code.ruleName)),
            ("shortDescription", .object([("text", .string(code.ruleSummary))])),
        ])
    }

    /// A result's location: the file as a relative URI (or a `file://` one
    /// for an absolute path), and the line and column when known.
    static func location(file: String, line: Int?, column: Int?) -> JSONOutput {
        let uri: String
        if file.hasPrefix("/") {
            uri = URL(fileURLWithPath: file).absoluteString
        } else {
            uri = file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? file
        }
        var physical: [(String, JSONOutput)] = [("artifactLocation", .object([("uri", .string(uri))]))]
        if let line {
            var region: [(String, JSONOutput)] = [("startLine", .int(max(1, line)))]
            if let column { region.append(("startColumn", .int(max(1, column)))) }
            physical.append(("region", .object(region)))
        }
        return .object([("physicalLocation", .object(physical))])
    }
}

extension DiagnosticCode {
    /// The rule's name in SARIF: the code's Swift name (`unknownIntent`).
    var ruleName: String { String(describing: self) }

    /// The rule's name in words (`Unknown intent`), for a SARIF rule's
    /// short description.
    var ruleSummary: String {
        var words = ""
        for character in ruleName {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(words.isEmpty ? Character(character.uppercased()) : Character(character.lowercased()))
        }
        return words
    }
}
