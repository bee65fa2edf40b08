import Foundation

/// Fuzz target: a String Catalog (`.xcstrings`, JSON) parsed and read into
/// translations.
func fuzzStringCatalogReader(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    let file = SourceFile(path: "fuzz.xcstrings", bytes: FuzzInput.bytes(data, size))
    do throws(JSONParser.SyntaxError) {
        let root = try JSONParser.parse(file.bytes)
        let (translations, diagnostics) = StringCatalogReader.read(root, file: file)
        _ = translations.map(\.location.description)
        _ = diagnostics.map(\.description)
    } catch {
        _ = file.location(ofOffset: error.offset)
    }
}
