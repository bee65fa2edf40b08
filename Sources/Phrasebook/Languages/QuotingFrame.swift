/// A message that only quotes its one argument between two fixed texts
/// (`No phrase matches "…".`), split around it: the message of a word list
/// is then made at once from the words' bytes, with no string made for the
/// words alone nor interpolated.
struct QuotingFrame: Sendable {
    /// The text before the quoted argument.
    let prefix: String
    /// The text after it.
    let suffix: String

    /// The frame of `message`, when it puts its argument, as given, between
    /// the same two texts (checked with three arguments); `nil` otherwise.
    init?(_ message: (String) -> String) {
        // A noncharacter no message writes of its own.
        let marker = Array("\u{FFFF}".utf8)
        let framed = Array(message("\u{FFFF}").utf8)
        var found: [Int] = []
        var start = 0
        while start + marker.count <= framed.count {
            if framed[start..<(start + marker.count)].elementsEqual(marker) { found.append(start) }
            start += 1
        }
        guard found.count == 1, let at = found.first else { return nil }
        prefix = String(decoding: framed[..<at], as: UTF8.self)
        suffix = String(decoding: framed[(at + marker.count)...], as: UTF8.self)
        for argument in ["", "a b", "停止冥想"]
        where Array(message(argument).utf8) != Array((prefix + argument + suffix).utf8) {
            return nil
        }
    }
}
