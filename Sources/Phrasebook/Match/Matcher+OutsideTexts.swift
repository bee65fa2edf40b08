import Foundation

extension Matcher {
    /// The fewest words typed apart that may be a title and its author in
    /// a script of words (`Circe Madeline Miller`); fewer are one title
    /// (`Station Eleven`, `Số đỏ`).
    static let fewestWordsOfTwoTexts = 3

    /// Whether the run `range` may be two texts typed one after the other:
    /// in a script written without spaces (its characters glued), a space
    /// inside it (`围城 钱钟书`); in a script of words,
    /// ``fewestWordsOfTwoTexts`` words or more.
    static func mayBeTwoTexts(_ range: Range<Int>, _ source: TypedSource) -> Bool {
        let apart = range.dropFirst().filter { !source.isGlued($0) }.count
        let glued = range.count - 1 - apart
        return glued > 0 ? apart > 0 : apart + 1 >= fewestWordsOfTwoTexts
    }

    /// The texts said outside a phrase's slots, and which parameter is the
    /// main one (the first text parameter the dialog would ask for).
    struct OutsideTexts {
        /// The values read.
        var values: [OutsideValue] = []
        /// The main text parameter's name, when the intent has one open.
        var main: String?
    }

    /// A run of words left over that may be one text value.
    private struct TextPiece {
        /// The tokens.
        var range: Range<Int>
        /// The parameter its marks name (index in the marks), or `nil`.
        var parameter: Int?
        /// Whether quotation marks or a text mark introduce it.
        var marked: Bool
        /// The text as typed, when already known (a quote).
        var text: String?
        /// An ending glued to its last word that is a mark, not the value's.
        var glued: String?
        /// The tokens of its marks, covered with it.
        var marks: [Int] = []
        /// The run it was cut from, before its ends were trimmed.
        var run: Range<Int> = 0..<0
        /// Whether a word of the phrase glued to its last word was cut off
        /// its end (`书` of `钱钟书`): where the text ends is a guess.
        var cutGlued = false
        /// Whether it is unmarked and typed right beside a quoted text.
        var besideQuote = false
        /// Whether a text mark of the language introduces it (`called`, `という`).
        var textMarked = false
    }

    /// Whether every word of `words` is a word of the title of one of the
    /// types of phrase `analysis`'s app, in the phrase's locale: a noun
    /// that is also an action word (`book`), which a text may stand in for.
    func namesTypes(_ words: [String], of analysis: EvidencePhrase) -> Bool {
        let phrase = catalog.phrases[analysis.place]
        guard !words.isEmpty, catalog.apps.indices.contains(phrase.app) else { return false }
        let manifest = catalog.apps[phrase.app]
        var titles = Set<String>()
        for type in manifest.types {
            titles.formUnion(TextNormalizer.words(manifest.translate(type.title, into: phrase.locale)))
        }
        return words.allSatisfy { titles.contains($0) }
    }

    /// The values of `analysis`'s intent's text (`String`) parameters that
    /// its phrase has no slot for, read from the runs of words an evidence
    /// reading leaves uncovered (`covered`), each taking in a word of
    /// `chatter` (no harmless list knows it) or set in quotation marks.
    ///
    /// Runs part at punctuation (`breaks`) and at quotation marks. A run
    /// fills the parameter its marks name (``TextParameterMarks``); a run
    /// in quotation marks or after a text mark fills the main parameter,
    /// and so does the only run left unmarked when the action is said
    /// (`saidAction`) before it (at `actionPlaces`). A run ends before what reads as a date or number
    /// of another open parameter, so that value is still read. A mark
    /// that could part a run in two ways (a one-character mark inside a
    /// run, `の` in `村上春樹の海辺のカフカ`) reads nothing of it, and a
    /// parameter said in two runs reads neither: asked rather than guessed.
    /// A run starting at `head` (right after the app's noun that heads a
    /// request, `task call plumber friday 10am`) is marked by it. An
    /// unmarked run typed right beside a quoted main text fills the next
    /// open text parameter in the intent's order, as in an answer
    /// (``TextAnswerParts``: `《平凡的世界》路遥`). When no app is named
    /// (`appNamed` false), a run neither quoted nor after a text mark that
    /// could be two texts (``mayBeTwoTexts(_:_:)``: `Circe Madeline
    /// Miller`, `围城 钱钟书`, or a phrase's word cut off its glued end,
    /// `钱钟书`) while another text parameter is open reads
    /// nothing: a split of it would be a guess.
    /// The values' words and marks are then covered.
    func outsideTexts(
        for analysis: EvidencePhrase, bound: [String?], texts: [String], ids: [Int32], covered: inout [Bool],
        chatter: [Int], breaks: [Bool], saidAction: Bool, actionPlaces: [Int], head: Int? = nil,
        appNamed: Bool = true, source: inout TypedSource
    ) -> OutsideTexts {
        guard let intent = analysis.textIntent else { return OutsideTexts() }
        let open = analysis.openTexts.filter { !bound.contains($0.name) }
        guard !open.isEmpty, source.bounds.count == texts.count, ids.count == texts.count else { return OutsideTexts() }
        let phrase = catalog.phrases[analysis.place]
        let manifest = catalog.apps[phrase.app]
        let language = analysis.language
        let marks = TextParameterMarks(
            intent: intent, open: open, manifest: manifest, locale: phrase.locale, nameWords: language.nameWords)
        let textMarks = language.textMarks
        let textMarksAfter = language.textMarksAfter
        let gluedTextMarks = language.gluedTextMarks
        let small = language.smallWords
        let valueMarks = language.oneWordValueMarks
        var unknown = [Bool](repeating: false, count: texts.count)
        for place in chatter where unknown.indices.contains(place) { unknown[place] = true }
        func says(_ mark: [String], at place: Int, within range: Range<Int>) -> Bool {
            place >= range.lowerBound && place + mark.count <= range.upperBound
                && mark.indices.allSatisfy { texts[place + $0] == mark[$0] }
        }
        // A mark of one short word may stand inside a run only in a
        // language of words (`by`, `của`), not of characters (`の`, `的`).
        func partsInside(_ mark: [String]) -> Bool { mark.allSatisfy { $0.count >= 2 } }
        var pieces: [TextPiece] = []
        var inQuote = [Bool](repeating: false, count: texts.count)
        let quotes = source.quotes()
        for quote in quotes
        where quote.tokens.upperBound <= texts.count && quote.tokens.allSatisfy({ !covered[$0] }) {
            for place in quote.tokens { inQuote[place] = true }
            pieces.append(TextPiece(range: quote.tokens, parameter: nil, marked: true, text: quote.text))
        }
        // The runs left uncovered, parted at punctuation and quotes.
        var regions: [Range<Int>] = []
        var start: Int?
        for place in 0...texts.count {
            let free = place < texts.count && !covered[place] && !inQuote[place]
            if let open = start, !free || breaks[place] {
                regions.append(open..<place)
                start = nil
            }
            if free && start == nil { start = place }
        }
        var ambiguous = false
        for region in regions {
            // A mark of one of the parameters but the main one.
            var split: TextPiece?
            var rest: [Range<Int>] = [region]
            search: for place in region {
                for (number, parameter) in marks.parameters.enumerated() {
                    for mark in parameter.before where says(mark, at: place, within: region) {
                        guard place == region.lowerBound || partsInside(mark) else {
                            if number > 0 { ambiguous = true }
                            continue
                        }
                        let after = (place + mark.count)..<region.upperBound
                        split = TextPiece(
                            range: after, parameter: number, marked: true, marks: Array(place..<(place + mark.count)))
                        rest = [region.lowerBound..<place]
                        break search
                    }
                    guard number > 0 else { continue }
                    for mark in parameter.after where says(mark, at: place, within: region) {
                        let end = place + mark.count
                        guard end == region.upperBound || partsInside(mark) else {
                            ambiguous = true
                            continue
                        }
                        split = TextPiece(
                            range: region.lowerBound..<place, parameter: number, marked: true,
                            marks: Array(place..<end))
                        rest = [end..<region.upperBound]
                        break search
                    }
                    for glued in parameter.gluedAfter
                    where texts[place].count > glued.count && texts[place].hasSuffix(glued) {
                        guard place == region.upperBound - 1 else {
                            ambiguous = true
                            continue
                        }
                        split = TextPiece(
                            range: region.lowerBound..<(place + 1), parameter: number, marked: true, glued: glued)
                        rest = []
                        break search
                    }
                }
            }
            if let split { pieces.append(split) }
            // A run another parameter's mark parts off is marked by it too.
            for part in rest where !part.isEmpty {
                let follows = actionPlaces.contains { $0 < part.lowerBound }
                pieces.append(TextPiece(range: part, parameter: nil, marked: (split?.parameter ?? 0) > 0 && follows))
            }
        }
        // Trim each piece to its words: marks and harmless words off its
        // ends, but a small word the phrase does not say before a word no
        // list knows (`The Overstory`).
        let reader = DateParser(now: now(), timeZone: timeZone, locale: phrase.locale)
        let datesOpen = intent.parameters.contains { parameter in
            (parameter.type == .date || parameter.type == .int || parameter.type == .double)
                && !bound.contains(parameter.name) && !analysis.fixedParameters.contains(parameter.name)
        }
        var kept: [TextPiece] = []
        for var piece in pieces {
            piece.run = piece.range
            guard piece.text == nil else {
                kept.append(piece)
                continue
            }
            // A mark said last introduces nothing (`Add a book to Library by`).
            guard !piece.range.isEmpty, piece.range.upperBound <= texts.count, breaks.count == texts.count else {
                continue
            }
            var lower = piece.range.lowerBound
            var upper = piece.range.upperBound
            // A colon right before the run introduces it (`task: buy stamps`).
            if lower > 0 && breaks[lower] && source.isColon(before: lower) { piece.marked = true }
            if !piece.marked && piece.parameter == nil {
                piece.besideQuote = quotes.contains { quote in
                    quote.tokens.upperBound == lower || quote.tokens.lowerBound == upper
                }
            }
            while lower < upper {
                // A text mark right after a part read or a word of the
                // phrase (`a book called`, `a task to`), not after chatter
                // (`sorry to bother you`).
                if lower > 0, covered[lower - 1] || analysis.wordSet.contains(texts[lower - 1]),
                    let mark = textMarks.first(where: { says($0, at: lower, within: lower..<upper) })
                {
                    piece.marks += Array(lower..<(lower + mark.count))
                    lower += mark.count
                    piece.marked = true
                    piece.textMarked = true
                    continue
                }
                if unknown[lower] { break }
                if small.contains(texts[lower]) && !analysis.wordSet.contains(texts[lower])
                    && !valueMarks.contains(texts[lower]) && lower + 1 < upper && unknown[lower + 1]
                {
                    break
                }
                lower += 1
            }
            // The app's noun heading the request introduces it (`task call …`).
            let headed = head == lower && piece.parameter == nil
            if headed { piece.marked = true }
            // A date or number of another open parameter ends the run.
            if datesOpen, piece.parameter == nil {
                // A headed run starts with its text, not a date or number
                // (`タスク 明日 9時`, `task 5 tomorrow`).
                var place = headed ? lower : lower + 1
                while place < upper {
                    let longest = min(upper, place + Self.maximumOutsideDateTokens)
                    if (place + 1...longest).contains(where: { end in
                        let run = Array(texts[place..<end])
                        return reader.parse(run.joined(separator: " ")) != nil
                            || NumberParser.number(run, locale: phrase.locale) != nil
                    }) {
                        upper = place
                        break
                    }
                    place += 1
                }
            }
            while upper > lower {
                if let mark = textMarksAfter.first(where: { says($0, at: upper - $0.count, within: lower..<upper) }) {
                    piece.marks += Array((upper - mark.count)..<upper)
                    upper -= mark.count
                    piece.marked = true
                    piece.textMarked = true
                    continue
                }
                if unknown[upper - 1] && !analysis.wordSet.contains(texts[upper - 1]) {
                    if piece.glued == nil, piece.parameter == nil,
                        let glued = gluedTextMarks.first(where: {
                            texts[upper - 1].count > $0.count && texts[upper - 1].hasSuffix($0)
                        })
                    {
                        piece.glued = glued
                        piece.marked = true
                        piece.textMarked = true
                    }
                    break
                }
                // A catalog's word glued to the text's last word is of it
                // (`う` of `買う`), but a small word or a particle.
                if upper - 1 > lower, unknown[upper - 2], source.isGlued(upper - 1), ids[upper - 1] >= 0,
                    !analysis.wordSet.contains(texts[upper - 1]), !small.contains(texts[upper - 1]),
                    !analysis.language.particles.contains(texts[upper - 1])
                {
                    break
                }
                if analysis.wordSet.contains(texts[upper - 1]) {
                    piece.marks.append(upper - 1)
                    if source.isGlued(upper - 1) { piece.cutGlued = true }
                }
                upper -= 1
            }
            // A word no phrase or value uses, and for a run nothing marks,
            // not where the phrase says the app's name (`캘린더에서`, `in
            // Calendar`): it may be another app's.
            guard lower < upper, (lower..<upper).contains(where: { unknown[$0] && ids[$0] < 0 }) else { continue }
            if !piece.marked && piece.parameter == nil && !piece.besideQuote {
                // One word no list knows alone may be anything (`Create
                // Zorblax in Tasks`), unless another text is marked.
                // It follows the action said, as an object does (`Add
                // Station Eleven to Library`), never stands in its place.
                guard actionPlaces.contains(where: { $0 < lower }) else { continue }
                let told = pieces.contains { $0.parameter != nil }
                if !told && (lower..<upper).filter({ unknown[$0] && ids[$0] < 0 }).count < 2 { continue }
                // A run set apart by punctuation on both sides is a clause
                // of its own: chatter, not the request's text; but in a
                // list whose next item is the intent's date or number
                // (`할 일 추가, 헬스장 재등록, 금요일`).
                let start = piece.run.lowerBound
                let end = piece.run.upperBound
                if (start == 0 || breaks[start]) && (end == texts.count || breaks[end]) {
                    guard datesOpen, end < texts.count else { continue }
                    var next = end + 1
                    while next < texts.count && !breaks[next] { next += 1 }
                    let item = texts[end..<next]
                    guard item.count <= Self.maximumOutsideDateTokens,
                        reader.parse(item.joined(separator: " ")) != nil
                            || NumberParser.number(Array(item), locale: phrase.locale) != nil
                    else { continue }
                }
                let name = analysis.nameMarks
                if let before = name.before, lower > 0, texts[lower - 1] == before { continue }
                if let after = name.after, upper < texts.count, texts[upper] == after { continue }
                // A noun with a particle glued on says its role (`캘린더에서`).
                let last = texts[upper - 1]
                if analysis.language.particles.contains(where: { last.count > $0.count && last.hasSuffix($0) }) {
                    continue
                }
                if let suffix = name.suffix, texts[upper - 1].count > suffix.count, texts[upper - 1].hasSuffix(suffix) {
                    continue
                }
            }
            piece.range = lower..<upper
            kept.append(piece)
        }
        // Which parameter each piece fills.
        var result = OutsideTexts(main: marks.parameters.first?.name)
        let free = kept.filter { $0.parameter == nil }
        let marked = free.filter(\.marked)
        // The parameter a run beside a quoted main text fills: the next
        // open one in the intent's order, as in an answer.
        let declared = intent.parameters.map(\.name)
        let mainPlace = marks.parameters.first.flatMap { declared.firstIndex(of: $0.name) } ?? declared.count
        let following = marks.parameters.dropFirst().compactMap { parameter in
            declared.firstIndex(of: parameter.name).map { (place: $0, name: parameter.name) }
        }.filter { $0.place > mainPlace }.min { $0.place < $1.place }?.name
        let quotedMain = marked.count == 1 && marked.first?.text != nil
        for (number, parameter) in marks.parameters.enumerated() {
            var fills = kept.filter { $0.parameter == number }
            if number == 0 {
                if !marked.isEmpty {
                    fills += marked
                } else if saidAction && !ambiguous {
                    fills += free
                }
            } else if fills.isEmpty, quotedMain, parameter.name == following {
                // No word of the phrase, a small word or a text mark's
                // (`一个叫` says no author).
                let markWords = Set((textMarks + textMarksAfter).joined())
                fills = free.filter { piece in
                    piece.besideQuote
                        && piece.range.allSatisfy { place in
                            !analysis.wordSet.contains(texts[place]) && !small.contains(texts[place])
                                && !markWords.contains(texts[place])
                        }
                }
            }
            guard fills.count == 1, let piece = fills.first else { continue }
            // Without the app named, a run no quotation or text mark
            // bounds that could be two texts is not parted by a guess.
            if !appNamed, number == 0, piece.text == nil, !piece.textMarked, marks.parameters.count > 1,
                !kept.contains(where: { ($0.parameter ?? 0) > 0 }),
                piece.cutGlued || Self.mayBeTwoTexts(piece.range, source)
            {
                continue
            }
            var text = piece.text ?? source.text(of: piece.range, droppingSuffix: piece.glued)
            text = text.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
            guard !text.isEmpty else { continue }
            for place in piece.range { covered[place] = true }
            for place in piece.marks { covered[place] = true }
            result.values.append(
                OutsideValue(
                    parameter: parameter.name, range: piece.range, value: .string(text),
                    text: texts[piece.range].joined(separator: " ")))
        }
        return result
    }
}
