import Testing

@testable import Phrasebook

@Suite struct JSONOutputTests {
    @Test func keepsObjectKeysInTheOrderAdded() {
        let value = JSONOutput.object([
            ("z", .int(1)), ("a", .array([.null, .bool(false), .string("x")])), ("m", .object([])),
        ])
        #expect(value.serialized() == #"{"z":1,"a":[null,false,"x"],"m":{}}"#)
    }

    @Test func escapesStrings() {
        #expect(JSONOutput.string("say \"hi\"\\ \n\r\t").serialized() == #""say \"hi\"\\ \n\r\t""#)
        #expect(JSONOutput.string("\u{1}\u{1F}\u{2028}\u{2029}").serialized() == #""\u0001\u001f\u2028\u2029""#)
        #expect(JSONOutput.string("Phở 中文 🧘 /").serialized() == "\"Phở 中文 🧘 /\"")
    }

    @Test func writesNumbers() {
        #expect(JSONOutput.int(-42).serialized() == "-42")
        #expect(JSONOutput.double(1).serialized() == "1.0")
        #expect(JSONOutput.double(-0.5).serialized() == "-0.5")
        #expect(JSONOutput.double(1e20).serialized() == "1e+20")
        #expect(JSONOutput.double(.nan).serialized() == "null")
        #expect(JSONOutput.double(.infinity).serialized() == "null")
    }

    @Test func comparesBySerialization() {
        #expect(JSONOutput.object([("a", .int(1))]) == .object([("a", .int(1))]))
        #expect(JSONOutput.object([("a", .int(1)), ("b", .int(2))]) != .object([("b", .int(2)), ("a", .int(1))]))
    }

    @Test func theOutputIsJSONThatParsesBack() throws {
        let value = JSONOutput.object([("text", .string("a \"b\" \u{1} ✓")), ("n", .double(2.5))])
        let parsed = try JSONParser.parse(Array(value.serialized().utf8))
        #expect(parsed["text"]?.stringValue == "a \"b\" \u{1} ✓")
    }
}
