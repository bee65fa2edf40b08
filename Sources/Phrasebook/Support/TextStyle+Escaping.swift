/// Terminal safety for human output: text that came from outside (answers,
/// utterances, manifest names, file contents) must not reach a terminal with
/// its control characters raw, where `ESC ] 0 ; … BEL` retitles the window,
/// `ESC [ 2 J` clears it and a bidi override reorders what is shown.
extension TextStyle {
    /// The longest excerpt of input an error message quotes (see ``excerpt(_:)``).
    static let excerptLength = 40

    /// `text` with every control character written as a JSON-style escape
    /// (`\u001B`): C0 controls other than newline and tab, DEL, C1 controls,
    /// bidirectional embeddings, overrides, isolates and marks, and the
    /// Unicode line and paragraph separators.
    ///
    /// Everything else, including
    /// backslashes, is kept; the result is the same inside a JSON string, so
    /// applying it to JSON output does not change what the JSON says.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The text safe to print on a terminal.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            result.append(
                contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
        }
        return String(result)
    }

    /// At most ``excerptLength`` characters of `text`, escaped (``escaped(_:)``),
    /// with `…` when cut: what an error message quotes of input it did not
    /// understand, so a 100,000-digit number or a secret file is not echoed
    /// whole into a log.
    static func excerpt(_ text: String) -> String {
        guard text.count > excerptLength else { return escaped(text) }
        return escaped(String(text.prefix(excerptLength))) + "…"
    }

    /// Whether `scalar` is shown escaped by ``escaped(_:)``.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
