import Testing

@testable import Phrasebook

@Suite struct JSONReadingTests {
    /// The smallest schema reader: just the protocol's state.
    private struct Reader: JSONReading {
        var file: SourceFile
        var diagnostics: [Diagnostic] = []
        var sourceMap = SourceMap()
    }

    private func reader(_ text: String) throws -> (Reader, JSONNode) {
        let bytes = Array(text.utf8)
        return (Reader(file: SourceFile(path: "t.json", bytes: bytes)), try JSONParser.parse(bytes))
    }

    @Test func typedReadsRecordWhereEachValueWasWritten() throws {
        var (reader, root) = try reader(#"{ "name": "Zen", "tags": ["a", "b"], "on": true, "n": 2.5, "gone": null }"#)
        let path = JSONPath.root
        #expect(reader.object(root, path, allowed: ["name", "tags", "on", "n", "gone"])?.count == 5)
        #expect(reader.requiredString(root, "name", path) == "Zen")
        #expect(reader.stringArray(root, "tags", path) == ["a", "b"])
        #expect(reader.bool(root, "on", path) == true)
        #expect(reader.number(root, "n", path) == 2.5)
        #expect(reader.optionalString(root, "gone", path) == nil)
        #expect(reader.diagnostics.isEmpty, "\(reader.diagnostics)")
        #expect(
            reader.sourceMap.location(of: path.key("tags").index(1))
                == SourceLocation(file: "t.json", line: 1, column: 32))
    }

    @Test func wrongTypesMissingAndUnknownKeysAreReportedAtTheirPaths() throws {
        var (reader, root) = try reader(#"{ "name": 3, "extra": 1, "extra": 2, "on": "yes" }"#)
        let path = JSONPath.root
        _ = reader.object(root, path, allowed: ["name", "on", "id"])
        #expect(reader.requiredString(root, "name", path) == nil)
        #expect(reader.requiredString(root, "id", path) == nil)
        #expect(reader.bool(root, "on", path) == nil)
        #expect(
            reader.diagnostics.map(\.code) == [
                .unknownField, .duplicate, .unknownField, .wrongType, .missingField, .wrongType,
            ])
        #expect(reader.diagnostics.map(\.jsonPath) == ["extra", "extra", "extra", "name", "", "on"])
        #expect(reader.diagnostics.map(\.severity) == [.warning, .error, .warning, .error, .error, .error])
    }
}
