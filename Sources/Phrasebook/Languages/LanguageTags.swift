/// The locale tags one language serves: those whose language subtag is
/// ``language`` (ignoring case; `-` or `_` between subtags), except those
/// with one of ``excluded`` among their other subtags (`zh-Hant`, `zh-TW`
/// are not Simplified Chinese).
///
/// Matching allocates nothing, as it runs on
/// every dialog turn.
struct LanguageTags: Sendable {
    /// The language subtag, lowercase ASCII (`vi`).
    let language: String
    /// Script or region subtags that mean another language, lowercase ASCII
    /// (`hant`, `tw`).
    let excluded: [String]

    /// Tags whose language subtag is `language`, except those with one of `excluded`.
    init(_ language: String, excluding excluded: [String] = []) {
        self.language = language.lowercased()
        self.excluded = excluded.map { $0.lowercased() }
    }

    /// Whether locale `tag` is one of these (`vi`, `vi-VN`, `VI_vn`).
    func contain(_ tag: String) -> Bool {
        let bytes = tag.utf8
        var start = bytes.startIndex
        var isFirst = true
        while start < bytes.endIndex {
            let end =
                bytes[start...].firstIndex { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") } ?? bytes.endIndex
            if start < end {
                let subtag = bytes[start..<end]
                if isFirst {
                    guard Self.equal(subtag, language) else { return false }
                    isFirst = false
                } else if excluded.contains(where: { Self.equal(subtag, $0) }) {
                    return false
                }
            }
            start = end < bytes.endIndex ? bytes.index(after: end) : end
        }
        return !isFirst
    }

    /// Whether `subtag` is `lowercase` ignoring ASCII case.
    private static func equal(_ subtag: Substring.UTF8View, _ lowercase: String) -> Bool {
        subtag.elementsEqual(lowercase.utf8) { byte, expected in
            (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte) == expected
        }
    }
}
