import Foundation

/// Fuzz target: Apple `.strings` text, read as the localization loader
/// reads a file (UTF-8 or UTF-16 with a byte-order mark) and parsed.
func fuzzStringsReader(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    let bytes = FuzzInput.bytes(data, size)
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
        if let text = String(data: Data(bytes), encoding: .utf16) {
            _ = StringsFileParser.parse(text, file: "fuzz.strings")
        }
        return
    }
    switch StringsFileParser.parse(String(decoding: bytes, as: UTF8.self), file: "fuzz.strings") {
    case .success(let entries): _ = entries.map(\.location.description)
    case .failure(let diagnostic): _ = diagnostic.description
    }
}
