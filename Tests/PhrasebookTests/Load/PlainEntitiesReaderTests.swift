import Testing

@testable import Phrasebook

/// The plain entities reader decodes a plainly written file as the general
/// reader does, and declines anything else, which the general reader then
/// reads with the same values and problems as before.
@Suite struct PlainEntitiesReaderTests {
    /// A value's fields as one comparable string.
    private static func summary(_ values: [TypeValue]) -> [String] {
        values.map { value in
            "\(value.id)|\(value.title)|\(value.subtitle ?? "<nil>")|\(value.synonyms)|\(value.properties.count)|\(value.localized.count)"
        }
    }

    /// What the general reader (``JSONParser`` and ``ManifestDecoder``) makes of `text`.
    private static func general(_ text: String) -> (values: [String], diagnostics: [String]) {
        let (values, _, diagnostics) = ManifestDecoder.decodeEntities(
            text: text, path: "books.json", typePath: JSONPath.root.key("types").key("Book"))
        return (summary(values), diagnostics.map(\.description))
    }

    /// What an update reads from `text` (the plain reader first).
    private static func update(_ text: String) -> (values: [String], diagnostics: [String]) {
        let (values, _, diagnostics) = ManifestDecoder.decodeEntities(
            text: text, path: "books.json", typePath: JSONPath.root.key("types").key("Book"), locating: false)
        return (summary(values), diagnostics.map(\.description))
    }

    static let plainFiles = [
        "[]",
        " \n[ ]\t\r\n",
        "\u{FEFF}[{\"id\":\"a\",\"title\":\"A\"}]",
        """
        [
          { "id": "emma", "title": "Emma", "synonyms": ["Emma by Austen", "Miss Woodhouse"] },
          { "title": "Phở bò", "subtitle": null, "id": "pho" },
          {"synonyms":[],"subtitle":"Stephen King","id":"it","title":"It"} ,
          { "id" : "tab", "title" : "a\tb", "synonyms" : [ "x" , "y" ] }
        ]
        """,
    ]

    @Test(arguments: plainFiles)
    func readsAPlainFileAsTheGeneralReaderDoes(_ text: String) throws {
        let values = try #require(PlainEntitiesReader.values(in: Array(text.utf8)))
        let general = Self.general(text)
        #expect(general.diagnostics.isEmpty)
        #expect(Self.summary(values) == general.values)
        #expect(Self.update(text) == general)
    }

    @Test func keepsEachFieldAsWritten() throws {
        let text =
            #"[{"id":"pho","title":"Phở bò","subtitle":"$8.50","synonyms":["phở","noodle soup"]},{"id":"x","title":"X","subtitle":null}]"#
        let values = try #require(PlainEntitiesReader.values(in: Array(text.utf8)))
        #expect(values.count == 2)
        #expect(values[0].id == "pho")
        #expect(values[0].title == "Phở bò")
        #expect(values[0].subtitle == "$8.50")
        #expect(values[0].synonyms == ["phở", "noodle soup"])
        #expect(values[1].subtitle == nil)
        #expect(values[1].synonyms.isEmpty)
    }

    static let otherFiles = [
        "",
        "{}",
        "[{}]",
        "[{\"id\":\"a\",\"title\":\"A\"},]",
        "[{\"id\":\"a\",\"title\":\"A\",}]",
        "[{\"id\":\"a\",\"title\":\"A\"}] x",
        "[{\"id\":\"a\",\"title\":\"A\"}] // done",
        "// books\n[{\"id\":\"a\",\"title\":\"A\"}]",
        "[{\"id\":\"a\\u0041\",\"title\":\"A\"}]",
        "[{\"id\":\"a\",\"title\":\"say \\\"hi\\\"\"}]",
        "[{\"id\":\"a\",\"title\":\"two\nlines\"}]",
        "[{'id':\"a\",\"title\":\"A\"}]",
        "[{id:\"a\",\"title\":\"A\"}]",
        "[{\"id\":\"a\"}]",
        "[{\"title\":\"A\"}]",
        "[{\"id\":1,\"title\":\"A\"}]",
        "[{\"id\":\"a\",\"id\":\"b\",\"title\":\"A\"}]",
        "[{\"id\":\"a\",\"title\":\"A\",\"subtitle\":nullx}]",
        "[{\"id\":\"a\",\"title\":\"A\",\"subtitle\":3}]",
        "[{\"id\":\"a\",\"title\":\"A\",\"synonyms\":\"B\"}]",
        "[{\"id\":\"a\",\"title\":\"A\",\"synonyms\":[\"B\",]}]",
        "[{\"id\":\"a\",\"title\":\"A\",\"synonyms\":[\"B\",2]}]",
        "[{\"id\":\"a\",\"title\":\"A\",\"image\":\"cup\"}]",
        "[{\"id\":\"a\",\"title\":\"A\",\"properties\":{\"x\":1}}]",
        "[{\"id\":\"a\",\"title\":\"A\",\"localized\":{\"vi\":{\"title\":\"Á\"}}}]",
        "[{\"id\":\"a\",\"title\":\"A\",\"colour\":\"red\"}]",
        "[{\"id\":\"a\",\"title\":\"A\"}",
        "[{\"id\":\"a\",\"title\":\"A",
        "[\"a\"]",
    ]

    @Test(arguments: otherFiles)
    func declinesAnythingElseAndTheGeneralReaderAnswers(_ text: String) {
        #expect(PlainEntitiesReader.values(in: Array(text.utf8)) == nil)
        #expect(Self.update(text) == Self.general(text))
    }
}
