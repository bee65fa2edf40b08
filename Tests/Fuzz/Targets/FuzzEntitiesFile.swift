import Foundation

/// Fuzz target: an entities file, as `update-entities` reads one.
///
/// Read by
/// the plain reader when it is plainly written and by the JSON parser
/// otherwise, it must give the parser's values whenever the plain reader
/// reads it at all; then it replaces the stations of a radio app (values
/// without localized names, so an update keeping most of them reuses their
/// forms) and the new catalog is matched.
func fuzzEntitiesFile(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    let text = String(decoding: FuzzInput.bytes(data, size), as: UTF8.self)
    let typePath = JSONPath.root.key("types").key("Station")
    if let plain = PlainEntitiesReader.values(in: Array(text.utf8)) {
        let (parsed, _, problems) = ManifestDecoder.decodeEntities(
            text: text, path: "fuzz/stations.json", typePath: typePath)
        precondition(problems.isEmpty, "the plain reader read a file the parser rejects")
        precondition(plain.count == parsed.count, "the plain reader read another number of values")
        for (read, expected) in zip(plain, parsed) {
            precondition(
                read.id == expected.id && read.title == expected.title && read.subtitle == expected.subtitle
                    && read.synonyms == expected.synonyms && read.properties.isEmpty && read.localized.isEmpty
                    && expected.properties.isEmpty && expected.localized.isEmpty,
                "the plain reader read a value otherwise than the parser")
        }
    }
    let (updated, diagnostics) = FuzzEntitiesRadio.catalog.replacingEntities(
        app: "Radio", type: "Station", json: text, path: "fuzz/stations.json")
    _ = diagnostics.map(\.description)
    guard let updated else { return }
    let matcher = Matcher(catalog: updated)
    for utterance in ["Play Station 7 on Radio", "play jazz 12 on radio", String(text.prefix(80))] {
        _ = matcher.candidates(for: utterance).map(\.parameters)
    }
}

/// The radio whose stations the target replaces, and its stations as a
/// plainly written entities file (`run.sh` seeds the target with it).
enum FuzzEntitiesRadio {
    /// Forty stations: a title, a subtitle and a synonym each.
    static let stations = (0..<40).map { index in
        #"{ "id": "s\#(index)", "title": "Station \#(index)", "subtitle": "FM \#(index)", "synonyms": ["Jazz \#(index)"] }"#
    }
    /// The stations as an entities file.
    static let file = "[\n  " + stations.joined(separator: ",\n  ") + "\n]\n"
    /// The app, compiled once.
    static let catalog = Catalog(manifests: [
        "Radio/app.json": """
        {
          "format": 1,
          "app": { "name": "Radio", "synonyms": [], "locale": "en" },
          "types": { "Station": { "kind": "entity", "title": "Station", "entities": \(file) } },
          "intents": { "PlayIntent": { "title": "Play",
            "parameters": [ { "name": "station", "title": "Station", "type": "Station", "prompt": "Which station?" } ],
            "result": "Playing ${station}." } },
          "shortcuts": [ { "intent": "PlayIntent", "phrases": ["Play ${station} on ${applicationName}"],
            "shortTitle": "Play", "systemImageName": "radio" } ]
        }
        """
    ])
}
