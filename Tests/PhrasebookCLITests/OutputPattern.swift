/// Expected output with placeholders, shared by the golden files and the
/// README's console examples: a placeholder in an expected line stands for
/// any run of characters (possibly none) within that one line.
enum OutputPattern {
    /// Whether `line` matches `pattern`, where every `placeholder` in
    /// `pattern` matches any run of characters on the line.
    static func line(_ line: String, matches pattern: String, placeholder: String) -> Bool {
        let pieces = pattern.components(separatedBy: placeholder)
        guard pieces.count > 1, let first = pieces.first, let last = pieces.last else { return line == pattern }
        var rest = Substring(line)
        guard rest.hasPrefix(first) else { return false }
        rest = rest.dropFirst(first.count)
        for piece in pieces.dropFirst().dropLast() {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.hasSuffix(last)
    }
}
