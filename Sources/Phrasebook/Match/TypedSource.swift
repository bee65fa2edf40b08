import Foundation

/// An utterance as typed, with where its tokens lie: what a text value
/// said outside a phrase's slots is read from, as the user wrote it (case,
/// accents, punctuation inside it), and where the user set a text apart in
/// quotation marks (`"The Remains of the Day"`, `「海辺のカフカ」`,
/// `《活着》`, `'채식주의자'라는`).
struct TypedSource {
    /// One run of text set in quotation marks.
    struct Quote {
        /// The tokens that lie in it (a token the closing mark cuts, as
        /// in `'채식주의자'라는`, too).
        var tokens: Range<Int>
        /// The text between the marks, as typed, without the spaces at its ends.
        var text: String
    }

    /// The utterance.
    private(set) var utterance = ""
    /// Each token's UTF-8 bounds in ``utterance``.
    private(set) var bounds: [Range<Int>] = []
    /// The quoted runs, made when first asked for.
    private var madeQuotes: [Quote]?

    /// Nothing typed.
    init() {}

    /// The utterance `utterance`, whose tokens are `tokens`.
    init(utterance: String, tokens: [Token]) {
        self.utterance = utterance
        bounds = tokens.map { $0.sourceStart..<max($0.sourceStart, $0.sourceEnd) }
    }

    /// The quotation marks that open a quote, each with the one closing it.
    static let quotePairs: [Unicode.Scalar: Unicode.Scalar] = [
        "\"": "\"", "\u{201C}": "\u{201D}", "\u{201E}": "\u{201D}", "\u{2018}": "\u{2019}", "'": "'",
        "\u{300C}": "\u{300D}", "\u{300E}": "\u{300F}", "\u{300A}": "\u{300B}", "\u{3008}": "\u{3009}",
        "\u{00AB}": "\u{00BB}", "\u{FF02}": "\u{FF02}",
    ]

    /// The text of the tokens `range`, as typed: from the first one's
    /// first byte to the last one's last, less `droppingSuffix` when the
    /// text ends with it (a glued mark, Korean `의`).
    func text(of range: Range<Int>, droppingSuffix suffix: String? = nil) -> String {
        guard !range.isEmpty, bounds.indices.contains(range.lowerBound), bounds.indices.contains(range.upperBound - 1)
        else { return "" }
        let utf8 = Array(utterance.utf8)
        let lower = min(bounds[range.lowerBound].lowerBound, utf8.count)
        let upper = min(max(bounds[range.upperBound - 1].upperBound, lower), utf8.count)
        var text = String(decoding: utf8[lower..<upper], as: UTF8.self)
        if let suffix, !suffix.isEmpty, text.count > suffix.count, text.hasSuffix(suffix) {
            text.removeLast(suffix.count)
        }
        return text
    }

    /// Whether a colon stands between token `place` and the one before it
    /// (`task: buy stamps`, `タスク：…`).
    func isColon(before place: Int) -> Bool {
        guard place > 0, bounds.indices.contains(place) else { return false }
        let utf8 = Array(utterance.utf8)
        let lower = min(bounds[place - 1].upperBound, utf8.count)
        let upper = min(max(bounds[place].lowerBound, lower), utf8.count)
        return String(decoding: utf8[lower..<upper], as: UTF8.self).contains { $0 == ":" || $0 == "\u{FF1A}" }
    }

    /// Whether token `place` is typed right after the one before it, with
    /// nothing between (the characters of `钱钟书`, not `围城 钱钟书`).
    func isGlued(_ place: Int) -> Bool {
        guard place > 0, bounds.indices.contains(place) else { return false }
        return bounds[place - 1].upperBound == bounds[place].lowerBound
    }

    /// The runs the utterance sets in quotation marks, left to right.
    ///
    /// A straight apostrophe opens a quote only where a word starts (after
    /// a space or a mark, before a letter) and closes it only after a
    /// letter, before what is not a Latin letter (a space, a mark, a
    /// glued Korean particle): `don't` quotes nothing.
    mutating func quotes() -> [Quote] {
        if let madeQuotes { return madeQuotes }
        var found: [Quote] = []
        let scalars = Array(utterance.unicodeScalars)
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += String(scalar).utf8.count
        }
        offsets.append(offset)
        func isLetter(_ place: Int) -> Bool {
            scalars.indices.contains(place) && scalars[place].properties.isAlphabetic
        }
        func isLatin(_ place: Int) -> Bool { isLetter(place) && scalars[place].value < 0x0250 }
        var place = 0
        while place < scalars.count {
            guard let closing = Self.quotePairs[scalars[place]] else {
                place += 1
                continue
            }
            if scalars[place] == "'" && (isLetter(place - 1) || !isLetter(place + 1)) {
                place += 1
                continue
            }
            var end = place + 1
            while end < scalars.count {
                if scalars[end] == closing && (closing != "'" || (isLetter(end - 1) && !isLatin(end + 1))) {
                    break
                }
                end += 1
            }
            guard end < scalars.count else { break }
            let lower = offsets[place + 1]
            let upper = offsets[end]
            let inside = bounds.indices.filter { bounds[$0].lowerBound >= lower && bounds[$0].lowerBound < upper }
            let text = String(String.UnicodeScalarView(scalars[(place + 1)..<end]))
                .trimmingCharacters(in: .whitespaces)
            if let first = inside.first, let last = inside.last, !text.isEmpty {
                found.append(Quote(tokens: first..<(last + 1), text: text))
            }
            place = end + 1
        }
        madeQuotes = found
        return found
    }
}
