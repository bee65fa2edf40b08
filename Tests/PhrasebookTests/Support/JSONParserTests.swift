import Foundation
import Testing

@testable import Phrasebook

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(JSONParser.SyntaxError) -> JSONNode {
        try JSONParser.parse(Array(text.utf8))
    }

    /// The syntax error `text` fails with.
    private func failure(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> JSONParser
        .SyntaxError?
    {
        do {
            _ = try parse(text)
            Issue.record("\(text.prefix(60)) parsed but should not have", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsValuesWithOffsetsAndMemberOrder() throws {
        let node = try parse(#"{"b": [1, "x", true, null], "a": {"c": -2.5e1}}"#)
        let members = try #require(node.members)
        #expect(members.map(\.key) == ["b", "a"])
        #expect(members.map(\.keyOffset) == [1, 28])
        #expect(node.offset == 0)
        let array = try #require(node["b"]?.elements)
        #expect(array.map(\.offset) == [7, 10, 15, 21])
        #expect(array.map(\.kindName) == ["a number", "a string", "a boolean", "null"])
        #expect(array[1].stringValue == "x")
        guard case .number(let value, let text) = node["a"]?["c"]?.value else {
            Issue.record("expected a number")
            return
        }
        #expect(value == -25)
        #expect(text == "-2.5e1")
        #expect(node["missing"] == nil)
        #expect(node["a"]?.kindName == "an object")
    }

    @Test func keepsIntegerTextExact() throws {
        let node = try parse("12345678901234567890")
        guard case .number(_, let text) = node.value else {
            Issue.record("expected a number")
            return
        }
        #expect(text == "12345678901234567890")
    }

    @Test func acceptsCommentsTrailingCommasAndJSON5Conveniences() throws {
        let text = """
            // a line comment
            {
              /* a block
                 comment */ name: 'Soup Chef', // bare key, single quotes
              "list": [1, 2, 3,],
              'nested': { "x": "it's", },
            }
            """
        let node = try parse(text)
        #expect(node["name"]?.stringValue == "Soup Chef")
        #expect(node["list"]?.elements?.count == 3)
        #expect(node["nested"]?["x"]?.stringValue == "it's")
        let plus = try #require(try parse("[+1]").elements?.first)
        guard case .number(1, "1") = plus.value else {
            Issue.record("+1 should read as the number 1, got \(plus.value)")
            return
        }
    }

    @Test func skipsAByteOrderMark() throws {
        let node = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[true]".utf8))
        #expect(node.offset == 3)
        #expect(node.elements?.count == 1)
    }

    @Test func decodesEscapes() throws {
        #expect(try parse(#""a\"b\\c\/d\n\t\r\b\f""#).stringValue == "a\"b\\c/d\n\t\r\u{08}\u{0C}")
        #expect(try parse(#""caf\u00e9 \u00E9""#).stringValue == "café é")
        #expect(try parse(#""\u4e2d\u6587""#).stringValue == "中文")
        #expect(try parse(#"'it\'s'"#).stringValue == "it's")
        #expect(try parse(#""ok ✓ 🧘""#).stringValue == "ok ✓ 🧘")
    }

    @Test func joinsSurrogatePairs() throws {
        let text = try #require(try parse(#""\uD83D\uDE00 \ud83e\uddd8""#).stringValue)
        #expect(text == "😀 🧘")
        #expect(text.unicodeScalars.map(\.value) == [0x1F600, 0x20, 0x1F9D8])
    }

    @Test func refusesBrokenSurrogates() throws {
        let lone = try #require(failure(#""ab\uD800""#))
        #expect(lone.message.contains("lone surrogate"))
        #expect(lone.offset == 3)
        let lowAlone = try #require(failure(#""\uDC00""#))
        #expect(lowAlone.message.contains("lone surrogate"))
        #expect(lowAlone.offset == 1)
        let badPair = try #require(failure(#""\uD83D\u0041""#))
        #expect(badPair.message.contains("invalid surrogate pair"))
        #expect(badPair.offset == 7)
        let badHex = try #require(failure(#""\u00G0""#))
        #expect(badHex.message.contains("invalid hex digit"))
        #expect(badHex.offset == 5)
        let short = try #require(failure(#""\u00"#))
        #expect(short.message.contains("incomplete"))
    }

    @Test(arguments: [
        (#"{"a": }"#, "expected a value but found '}'", 6),
        (#"{"a" 1}"#, "expected ':' after the key \"a\"", 5),
        (#"{"a": 1 "b": 2}"#, "expected ',' or '}' after the value of \"a\"", 8),
        ("[1 2]", "expected ',' or ']' in array", 3),
        (#"["abc"#, "unterminated string", 1),
        ("\"line\nbreak\"", "a line break inside a string", 0),
        (#"{"a": 1"#, "unterminated object", 0),
        ("[1, [2]", "unterminated array", 0),
        (#"{"a": 1} x"#, "unexpected 'x' after the JSON value", 9),
        ("[tru]", "unexpected word 'tru'", 1),
        ("", "expected a value but found end of file", 0),
        ("  /* open", "unterminated /* comment", 2),
        ("[1] /", "unexpected '/'", 4),
        ("[1, -]", "malformed number '-'", 4),
        ("[1.2.3]", "malformed number '1.2.3'", 1),
        ("[1e999]", "malformed number", 1),
        (#""\q""#, "unknown escape '\\q'", 1),
        ("{: 1}", "expected a key or '}'", 1),
        ("[#]", "expected a value but found '#'", 1),
    ])
    func reportsErrorsWithOffsets(text: String, message: String, offset: Int) throws {
        let error = try #require(failure(text))
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.offset == offset)
    }

    @Test func limitsNestingDepth() throws {
        let limit = JSONParser.maximumDepth
        #expect(limit == 256)
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        var node = try parse(deepest)
        var depth = 1
        while let inner = node.elements?.first {
            node = inner
            depth += 1
        }
        #expect(depth == limit)

        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        let error = try #require(failure(tooDeep))
        #expect(error.message.contains("nesting deeper than 256 levels"))
        #expect(error.offset == limit)

        let objects = String(repeating: #"{"a":"#, count: limit + 1) + "1" + String(repeating: "}", count: limit + 1)
        let objectError = try #require(failure(objects))
        #expect(objectError.offset == limit * 5)

        // A hostile document far deeper than the limit fails cleanly too.
        let hostile = String(repeating: "[", count: 100_000)
        #expect(failure(hostile)?.offset == limit)
    }

    @Test func offsetsCountBytesAndSourceFileTurnsThemIntoColumns() throws {
        let text = "{\n  \"é\": 1,\n  \"x\" 2\n}"
        let error = try #require(failure(text))
        let file = SourceFile(path: "a.json", bytes: Array(text.utf8))
        #expect(file.location(ofOffset: error.offset) == Phrasebook.SourceLocation(file: "a.json", line: 3, column: 7))
        // "é" is two bytes but one column.
        let valid = "{\n  \"é\": 1,\n  \"x\": 2\n}"
        let value = try parse(valid)
        let member = try #require(value.members?.first)
        #expect(
            file.location(ofOffset: member.value.offset)
                == Phrasebook.SourceLocation(file: "a.json", line: 2, column: 8))
        #expect(member.value.offset == 10)
        #expect(file.location(ofOffset: 0).description == "a.json:1:1")
        #expect(file.location(ofOffset: 10_000) == Phrasebook.SourceLocation(file: "a.json", line: 4, column: 2))
        #expect(
            SourceFile(path: "b.json", bytes: Array(valid.utf8)).location(ofOffset: 22)
                == Phrasebook.SourceLocation(file: "b.json", line: 4, column: 1))
    }
}
