import Foundation

/// An answer to a question for a text (`String`) parameter that also says
/// the values of the intent's other open text parameters, parted into one
/// value each: `Lessons in Chemistry by Bonnie Garmus` answers the title
/// and gives the author, as `『パチンコ』、ミン・ジン・リーの`,
/// `"Hai số phận" của Jeffrey Archer` and `《额尔古纳河右岸》，迟子建` do.
///
/// The marks are those a request's words outside a phrase's slots are read
/// by (``TextParameterMarks``): a parameter's title and the words the
/// intent's summary writes next to it, in the answer's locale. An answer
/// is parted only where it says so plainly, and is otherwise the asked
/// value whole, as typed:
///
/// - at quotation marks and at commas and semicolons: the quoted piece, or
///   else the first, answers the question; each other piece fills the
///   parameter whose mark it starts or ends with (`by Bonnie Garmus`,
///   `ミン・ジン・リーの`), or, after a quoted answer, the next open text
///   parameter in the intent's order when it says no mark (`《…》，迟子建`);
/// - in an answer of one piece, at a mark of another parameter of two
///   letters or more standing as a word inside it (`X by Y`); a mark of one
///   character (`の`, `的`) inside a run could part it in two ways
///   (`村上春樹の海辺のカフカ`) and parts nothing.
///
/// Two pieces for one parameter, or a piece no mark or order places, leave
/// the answer whole.
struct TextAnswerParts {
    /// The values read, by parameter name: the asked one always among them.
    private(set) var values: [String: String] = [:]

    /// The separators an answer's pieces are parted at.
    static let separators: Set<Character> = [",", ";", "\u{FF0C}", "\u{3001}", "\u{FF1B}"]

    /// The parts of `text` answering `asked`, with `marks` the marks of the
    /// intent's open text parameters (the asked one among them) and
    /// `order` their names in the intent's order; `nil` when the answer
    /// gives no other parameter.
    init?(_ text: String, asked: String, marks: TextParameterMarks, order: [String]) {
        let others = marks.parameters.filter { $0.name != asked }
        guard !others.isEmpty else { return nil }
        let pieces = Self.pieces(of: text)
        guard let first = pieces.first else { return nil }
        if pieces.count == 1 {
            guard !first.quoted, let (answer, other, value) = Self.split(first.text, at: others) else { return nil }
            values = [asked: answer, other: value]
            return
        }
        let quoted = pieces.indices.filter { pieces[$0].quoted }
        guard quoted.count <= 1 else { return nil }
        let answerPlace = quoted.first ?? 0
        values[asked] = pieces[answerPlace].text
        var unmarkedOrder = order.filter { name in others.contains { $0.name == name } }
        if let askedPlace = order.firstIndex(of: asked) {
            unmarkedOrder = unmarkedOrder.filter { (order.firstIndex(of: $0) ?? 0) > askedPlace }
        }
        for (place, piece) in pieces.enumerated() where place != answerPlace {
            if let (name, value) = Self.marked(piece.text, by: others) {
                guard values[name] == nil else { return nil }
                values[name] = value
            } else if !quoted.isEmpty, !piece.quoted, let name = unmarkedOrder.first(where: { values[$0] == nil }) {
                values[name] = piece.text
            } else {
                return nil
            }
        }
        guard values.count > 1, values.values.allSatisfy({ !$0.isEmpty }) else { return nil }
    }

    /// A piece of an answer: text between separators, or in quotation marks.
    struct Piece {
        var text: String
        var quoted: Bool
    }

    /// `text` parted at quotation marks and separators, each piece trimmed
    /// of spaces; empty pieces dropped.
    static func pieces(of text: String) -> [Piece] {
        var pieces: [Piece] = []
        var current = ""
        func close() {
            let trimmed = current.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty { pieces.append(Piece(text: trimmed, quoted: false)) }
            current = ""
        }
        var characters = Substring(text)
        while let character = characters.first {
            characters = characters.dropFirst()
            if let closing = QuotationMarks.pairs[character], let end = characters.firstIndex(of: closing) {
                close()
                let inner = characters[..<end].trimmingCharacters(in: .whitespacesAndNewlines)
                if !inner.isEmpty { pieces.append(Piece(text: inner, quoted: true)) }
                characters = characters[characters.index(after: end)...]
            } else if separators.contains(character) {
                close()
            } else {
                current.append(character)
            }
        }
        close()
        return pieces
    }

    /// The parameter of `parameters` whose mark `piece` starts or ends
    /// with (the longest mark when several do), and the piece without it.
    static func marked(_ piece: String, by parameters: [TextParameterMarks.Parameter]) -> (String, String)? {
        let tokens = TextNormalizer.tokenize(piece)
        let words = tokens.map(\.text)
        var best: (name: String, length: Int, value: String)?
        for parameter in parameters {
            for mark in parameter.before where !mark.isEmpty && words.count > mark.count {
                guard Array(words.prefix(mark.count)) == mark,
                    let rest = typed(piece, from: tokens[mark.count].sourceStart, to: nil)
                else { continue }
                if mark.count > (best?.length ?? 0) { best = (parameter.name, mark.count, rest) }
            }
            for mark in parameter.after where !mark.isEmpty && words.count > mark.count {
                guard Array(words.suffix(mark.count)) == mark,
                    let rest = typed(piece, from: 0, to: tokens[tokens.count - mark.count].sourceStart)
                else { continue }
                if mark.count > (best?.length ?? 0) { best = (parameter.name, mark.count, rest) }
            }
        }
        return best.map { ($0.name, $0.value) }
    }

    /// `piece` parted at the one mark of two letters or more of one of
    /// `parameters` standing as a word inside it: the words before it, the
    /// parameter, the words after it.
    static func split(_ piece: String, at parameters: [TextParameterMarks.Parameter]) -> (String, String, String)? {
        let tokens = TextNormalizer.tokenize(piece)
        let words = tokens.map(\.text)
        var found: [(at: Int, length: Int, name: String)] = []
        for parameter in parameters {
            for mark in parameter.before where !mark.isEmpty && mark.allSatisfy({ $0.count >= 2 }) {
                for start in words.indices.dropFirst() where start + mark.count < words.count {
                    if (0..<mark.count).allSatisfy({ words[start + $0] == mark[$0] }) {
                        found.append((start, mark.count, parameter.name))
                    }
                }
            }
        }
        // Marks found at one place are one mark, read at its longest.
        guard Set(found.map(\.at)).count == 1, let mark = found.max(by: { $0.length < $1.length }),
            let before = typed(piece, from: 0, to: tokens[mark.at].sourceStart),
            let after = typed(piece, from: tokens[mark.at + mark.length].sourceStart, to: nil)
        else { return nil }
        return (before, mark.name, after)
    }

    /// The text of `piece` between UTF-8 offsets `start` and `end` (its
    /// end when `nil`), trimmed of spaces; `nil` when empty or out of range.
    static func typed(_ piece: String, from start: Int, to end: Int?) -> String? {
        let bytes = Array(piece.utf8)
        let upper = end ?? bytes.count
        guard start >= 0, start < upper, upper <= bytes.count else { return nil }
        let text = String(decoding: bytes[start..<upper], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}

extension TextAnswerParts {
    /// The parts of `text`, an answer to the question for text parameter
    /// `asked` of request `pending` (of intent `intent`), among the
    /// intent's text parameters that have no value yet; `nil` when it
    /// gives no other parameter.
    init?(
        _ text: String, asked: ParameterDeclaration, pending: PendingInvocation, intent: IntentDeclaration,
        catalog: Catalog
    ) {
        guard asked.type == .string, let app = pending.candidates.first?.app, catalog.apps.indices.contains(app)
        else { return nil }
        let open = intent.parameters.filter { parameter in
            parameter.type == .string && (parameter.name == asked.name || pending.values[parameter.name] == nil)
        }
        guard open.count > 1 else { return nil }
        let nameWords = Language.of(pending.locale).flexibleWords.nameWords.map(TextNormalizer.words)
        let marks = TextParameterMarks(
            intent: intent, open: open, manifest: catalog.apps[app], locale: pending.locale, nameWords: nameWords)
        self.init(text, asked: asked.name, marks: marks, order: intent.parameters.map(\.name))
    }
}
