import Foundation

extension Matcher {
    /// The words of `places` that count as left over, when every word at
    /// `places`, left over inside a request an evidence reading otherwise
    /// accounts for, is harmless; `nil` when one is not
    /// (``EvidenceReading/leftovers``): the request still says only the
    /// phrase, with a few words the catalog does not know around its parts.
    ///
    /// The phrase binds every value its intent needs and the reading binds
    /// each of its slots with a value the catalog knows (`bindsAll`), so no
    /// leftover word can be a value the intent still lacks (`Open War and
    /// Peace in Library` reads nothing). There are at most half as many
    /// leftovers as words the parts account for (`covered`). No leftover
    /// word:
    /// - stands right next to a part read (`covered`): it may make another
    ///   title of a value (`Dune Messiah`), another app's name, another verb
    ///   (`朗读`, read aloud, is not `读`) or stand where another phrase of
    ///   the app takes a value (`Đọc Zorblax trong Thư viện`);
    /// - stands where the phrase says the app's name: right after the word
    ///   before the name, right before the word after it, or with the
    ///   name's glued suffix (``EvidencePhrase/nameMarks``: `in Zorblax`);
    /// - turns the request around (``FlexibleWords/negations``);
    /// - holds a digit, or is a number or date word of the phrase's
    ///   language (`for today`): it says how many or when.
    ///
    /// A word of the app's own names (`list` in `my To Do list`) says the
    /// app again: harmless, and not counted. Words of other action groups
    /// never get here: they read nothing.
    func harmlessLeftovers(
        _ places: [Int], covered: [Bool], texts: [String], exact: MatchSearch,
        app: EvidenceApp, analysis: EvidencePhrase, bindsAll: Bool, request: inout EvidenceRequest
    ) -> [Int]? {
        guard !places.isEmpty, bindsAll, analysis.bindsEveryNeededValue else { return nil }
        // A word of the app's own names says the app again (`my To Do list`).
        let places = places.filter { !app.nameWords.contains(texts[$0]) }
        guard !places.isEmpty else { return [] }
        let read = covered.filter { $0 }.count
        guard places.count * FlexibleCost.wordsReadPerLeftover <= read else { return nil }
        let language = analysis.language
        // A run that says something (`リラックス`) may start at a word the
        // reading took as harmless (`リ`) and go on into the leftovers.
        if Self.meaningfulRunReaches(places, texts: texts, app: app) { return nil }
        for place in places {
            if (place > 0 && covered[place - 1]) || (place + 1 < covered.count && covered[place + 1]) { return nil }
            let text = texts[place]
            // Where the phrase says the app's name (`in Zorblax`, `Zorblax里`).
            let marks = analysis.nameMarks
            if (place > 0 && marks.before == texts[place - 1])
                || (place + 1 < texts.count && marks.after == texts[place + 1])
                || marks.suffix.map({ !$0.isEmpty && text.count > $0.count && text.hasSuffix($0) }) ?? false
            {
                return nil
            }
            // A number or a date word says how many or when (`for today`).
            if request.saysNumberOrDate(text, locale: catalog.phrases[analysis.place].locale) { return nil }
            var stems = [text]
            for particle in language.particles
            where !particle.isEmpty && text.count > particle.count && text.hasSuffix(particle) {
                stems.append(String(text.dropLast(particle.count)))
            }
            for stem in stems
            where app.meaningfulWords.contains(stem, vocabulary: catalog.vocabulary) || app.phraseWords.contains(stem) {
                return nil
            }
            for run in app.meaningfulRuns[text] ?? []
            where place + run.count <= texts.count && run.indices.allSatisfy({ texts[place + $0] == run[$0] }) {
                return nil
            }
            for negation in language.negations {
                if place + negation.count <= texts.count,
                    negation.indices.allSatisfy({ texts[place + $0] == negation[$0] })
                {
                    return nil
                }
                if negation.count == 1, negation[0].count > 1, text.count > negation[0].count,
                    text.hasSuffix(negation[0])
                {
                    return nil
                }
            }
        }
        return places
    }

    /// Whether `word` and `other` may be one word typed as two tokens:
    /// each is one character of a script written without spaces.
    static func mayJoin(_ word: String, _ other: String) -> Bool {
        [word, other].allSatisfy { $0.count == 1 && !$0.unicodeScalars.allSatisfy(\.isASCII) }
    }

    /// Whether the word `text` says a number: it holds a digit of any
    /// script, or is a number word of `locale` (`three`, `두`, `两`).
    static func saysNumber(_ text: String, locale: String) -> Bool {
        text.unicodeScalars.contains(where: \.hasNumericType)
            || NumberParser.integer([text], locale: locale) != nil
    }
}
