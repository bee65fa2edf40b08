import Foundation

extension Matcher {
    /// The most tokens a date said outside a phrase's slots is read from.
    static let maximumOutsideDateTokens = 8
    /// The most tokens a number said outside a phrase's slots is read from
    /// (`twenty one`, `두 그릇`, `hai bát`).
    static let maximumOutsideNumberTokens = 3

    /// The values of the parameters of `analysis`'s intent that its phrase
    /// has no slot for and its shortcut fixes none of, read from the words
    /// an evidence reading leaves uncovered (`covered`), each of them
    /// taking in at least one of `places` (the words no harmless list
    /// knows) or none of the language's small words; the words they are read from, and the language's words that
    /// introduce them (``FlexibleWords/valueMarks``: `for`, `due`, `로`,
    /// `で`, `送到`, `lúc`) right next to them, small words between, are
    /// then covered.
    ///
    /// Read as the dialog reads an answer, in the phrase's language: an
    /// enum case or entity by its titles and synonyms in the phrase's
    /// locale and as written (a Korean noun particle glued on), every one
    /// said for a list (`with croutons and bacon`), a date by the
    /// language's date reader (`Friday at noon`, `내일 오전 7시`), a number by
    /// its number reader with the language's counters (`two`, `두 그릇`,
    /// `2つ`, `两碗`, `hai bát`). Enum cases and entities are read first
    /// (their words are the catalog's), then dates, then numbers. Text
    /// (`String`) and yes-or-no parameters are not read: their words
    /// could be anything.
    ///
    /// `nil` when a parameter that takes one value is said twice with
    /// different values (`Order two minestrone, three`): the request then
    /// reads nothing rather than guess. An empty list when nothing is read.
    func outsideValues(
        for analysis: EvidencePhrase, app evidenceApp: EvidenceApp, bound: [String?], texts: [String],
        covered: inout [Bool], places: [Int], request shared: inout EvidenceRequest
    ) -> [OutsideValue]? {
        let phrase = catalog.phrases[analysis.place]
        guard catalog.apps.indices.contains(phrase.app), let shortcut = phrase.shortcut else {
            return []
        }
        let manifest = catalog.apps[phrase.app]
        guard manifest.shortcuts.indices.contains(shortcut),
            let intent = manifest.intent(named: manifest.shortcuts[shortcut].intent)
        else { return [] }
        let fixed = manifest.shortcuts[shortcut].parameters
        let open = intent.parameters.filter { parameter in
            !bound.contains(parameter.name) && !fixed.contains { $0.name == parameter.name }
        }
        guard !open.isEmpty else { return [] }
        let request = covered
        // A value takes in a word no harmless list knows, or no small word
        // (`one` in `one French onion soup`).
        var unknown = [Bool](repeating: false, count: texts.count)
        for place in places where unknown.indices.contains(place) { unknown[place] = true }
        let small = analysis.language.smallWords
        func takesIn(_ range: Range<Int>) -> Bool {
            range.contains { unknown[$0] } || !range.contains { small.contains(texts[$0]) }
        }
        var found: [OutsideValue] = []
        // Enum cases and entities first, then dates, then numbers.
        for parameter in open {
            guard case .named(let typeName) = parameter.type.element,
                let typeIndex = catalog.typeIndex(named: typeName, inApp: phrase.app)
            else { continue }
            var isList = false
            if case .array = parameter.type { isList = true }
            let said = namedValues(
                forms(of: typeIndex, for: analysis.place, app: evidenceApp), texts: texts, covered: covered,
                takesIn: takesIn, particles: analysis.language.particles)
            var distinct: [Int] = []
            for value in said where !distinct.contains(value.value) { distinct.append(value.value) }
            if !isList && distinct.count > 1 { return nil }
            for value in said {
                for position in value.range { covered[position] = true }
                guard isList || !found.contains(where: { $0.parameter == parameter.name }) else { continue }
                if found.contains(where: {
                    guard $0.parameter == parameter.name, case .values(_, let choices) = $0.value else { return false }
                    return choices.first?.index == value.value
                }) {
                    continue
                }
                let choice = ValueChoice(
                    index: value.value, variant: ValueVariant(value: Int32(value.value), synonym: value.synonym))
                found.append(
                    OutsideValue(
                        parameter: parameter.name, range: value.range,
                        value: .values(type: typeIndex, choices: [choice]),
                        text: texts[value.range].joined(separator: " ")))
            }
        }
        // A date or a number is looked for only when a word left over could
        // start one: a word no harmless list knows holds a digit or reads as
        // a date alone (`tomorrow`), or any word reads as a number alone or
        // with the word after it (`one`, `두 그릇`).
        let readsNumbers = open.contains { [.date, .int, .double].contains($0.type) }
        guard readsNumbers || !found.isEmpty else { return [] }
        let reader = DateParser(now: now(), timeZone: timeZone, locale: phrase.locale)
        let hasDigit =
            readsNumbers
            && places.contains { place in
                texts[place].unicodeScalars.contains(where: \.hasNumericType)
            }
        let locale = phrase.locale
        func date(_ text: String) -> Date? { shared.date(of: text, locale: locale) { reader.parse($0) } }
        func startsDate() -> Bool {
            hasDigit || places.contains { !covered[$0] && date(texts[$0]) != nil }
        }
        func startsNumber() -> Bool {
            hasDigit
                || texts.indices.contains { place in
                    !covered[place]
                        && (NumberParser.number([texts[place]], locale: phrase.locale) != nil
                            || (place + 1 < texts.count
                                && NumberParser.number([texts[place], texts[place + 1]], locale: phrase.locale) != nil))
                }
        }
        // Takes the one value said for a parameter of one value.
        func take(_ said: [(range: Range<Int>, value: BoundValue)], for parameter: String) {
            for value in said {
                for position in value.range { covered[position] = true }
                found.append(
                    OutsideValue(
                        parameter: parameter, range: value.range, value: value.value,
                        text: texts[value.range].joined(separator: " ")))
            }
        }
        for parameter in open where parameter.type == .date && startsDate() {
            let said = runs(texts: texts, covered: covered, takesIn: takesIn, longest: Self.maximumOutsideDateTokens) {
                date($0.joined(separator: " ")).map(BoundValue.date)
            }
            guard said.count <= 1 else { return nil }
            take(said, for: parameter.name)
        }
        for parameter in open where (parameter.type == .int || parameter.type == .double) && startsNumber() {
            let isWhole = parameter.type == .int
            // A count said with its counter (`一份`, `một phần`) is a
            // quantity, though each of its words is a small word alone.
            func takesCount(_ range: Range<Int>) -> Bool {
                takesIn(range)
                    || (range.count > 1 && NumberParser.number([texts[range.lowerBound]], locale: locale) != nil)
            }
            let said = runs(
                texts: texts, covered: covered, takesIn: takesCount, longest: Self.maximumOutsideNumberTokens
            ) { words in
                isWhole
                    ? NumberParser.integer(words, locale: locale).map(BoundValue.integer)
                    : NumberParser.number(words, locale: locale).map(BoundValue.number)
            }
            guard said.count <= 1 else { return nil }
            take(said, for: parameter.name)
        }
        // A value belongs to the request: it reaches a part read, and no
        // word of a clause around the request (`오늘 너무 피곤하니까`, so
        // tired today), through harmless words, marks and other values.
        let marks = analysis.language.valueMarkWords
        var kept = found
        while let dropped = kept.firstIndex(where: { value in
            !belongsToRequest(value.range, values: kept, request: request, unknown: unknown, texts: texts, marks: marks)
        }) {
            for position in kept[dropped].range where !request[position] { covered[position] = false }
            kept.remove(at: dropped)
        }
        for value in kept {
            coverMarks(around: value.range, texts: texts, covered: &covered, language: analysis.language)
        }
        return kept
    }

    /// Whether the value at `range` reaches a word of `request` (the
    /// reading's parts) on one side and a word of `unknown` on neither,
    /// past words that are harmless, `marks` or inside one of `values`.
    private func belongsToRequest(
        _ range: Range<Int>, values: [OutsideValue], request: [Bool], unknown: [Bool], texts: [String],
        marks: Set<String>
    ) -> Bool {
        var reaches = false
        for step in [-1, 1] {
            var place = step < 0 ? range.lowerBound - 1 : range.upperBound
            while place >= 0 && place < texts.count {
                if request[place] {
                    reaches = true
                    break
                }
                let inValue = values.contains { $0.range.contains(place) }
                if unknown[place] && !inValue && !marks.contains(texts[place]) { return false }
                place += step
            }
        }
        return reaches
    }

    /// The forms of type `typeIndex`'s enum cases or entities in the
    /// locale of phrase `place` (of app `evidenceApp`).
    ///
    /// Made the first time a request needs them: each value's titles and
    /// synonyms in the locale, then as written, as normalized words. A form of one
    /// character is left out (in a script without spaces, one character is
    /// often part of another word).
    private func forms(of typeIndex: Int, for place: Int, app evidenceApp: EvidenceApp) -> NamedValueForms {
        let key = Int32(clamping: place)
        var known = evidenceApp.outsideForms.kept(at: key) ?? [:]
        if let forms = known[typeIndex] { return forms }
        let phrase = catalog.phrases[place]
        let manifest = catalog.apps[phrase.app]
        let locale = phrase.locale
        let values = manifest.types[typeIndex].values
        let inOtherLocale = locale != manifest.app.locale
        var made = NamedValueForms()
        func add(_ text: String, _ value: Int, _ synonym: Int32) {
            let words = TextNormalizer.words(text)
            guard let first = words.first, words.reduce(0, { $0 + $1.count }) >= 2 else { return }
            made.byFirstWord[first, default: []].append(.init(words: words, value: value, synonym: synonym))
        }
        for index in values.indices {
            values.withValue(at: index) { value in
                if inOtherLocale, let localized = value.localized[locale] {
                    add(localized.title, index, -1)
                    for (number, synonym) in localized.synonyms.enumerated() {
                        add(synonym, index, Int32(clamping: number))
                    }
                }
                add(value.title, index, inOtherLocale ? ValueVariant.developmentName : -1)
                for (number, synonym) in value.synonyms.enumerated() {
                    add(
                        synonym, index,
                        inOtherLocale ? ValueVariant.developmentSynonym(number) : Int32(clamping: number))
                }
            }
        }
        for first in made.byFirstWord.keys {
            made.byFirstWord[first]?.sort { $0.words.count > $1.words.count }
        }
        known[typeIndex] = made
        evidenceApp.outsideForms.keep(known, at: key)
        return made
    }

    /// The enum cases or entities of `forms` said among the words not
    /// `covered`, left to right.
    ///
    /// At each place the longest form is read, the last word maybe with
    /// one of `particles` glued on; each value said is one `takesIn`
    /// accepts.
    private func namedValues(
        _ forms: NamedValueForms, texts: [String], covered: [Bool], takesIn: (Range<Int>) -> Bool,
        particles: [String]
    ) -> [(value: Int, synonym: Int32, range: Range<Int>)] {
        var said: [(value: Int, synonym: Int32, range: Range<Int>)] = []
        var position = 0
        while position < texts.count {
            guard !covered[position] else {
                position += 1
                continue
            }
            // The word as typed, and without a glued particle (a form of one word).
            var firsts = [texts[position]]
            for particle in particles
            where !particle.isEmpty && texts[position].count > particle.count && texts[position].hasSuffix(particle) {
                firsts.append(String(texts[position].dropLast(particle.count)))
            }
            var match: NamedValueForms.Form?
            for first in firsts {
                guard let candidates = forms.byFirstWord[first] else { continue }
                match = candidates.first { form in
                    let end = position + form.words.count
                    guard end <= texts.count else { return false }
                    for offset in form.words.indices {
                        let place = position + offset
                        guard !covered[place] else { return false }
                        let text = texts[place]
                        if text == form.words[offset] { continue }
                        guard offset == form.words.count - 1,
                            particles.contains(where: { particle in
                                !particle.isEmpty && text.count > particle.count && text.hasSuffix(particle)
                                    && text.dropLast(particle.count) == form.words[offset]
                            })
                        else { return false }
                    }
                    return takesIn(position..<end)
                }
                if match != nil { break }
            }
            if let match {
                let end = position + match.words.count
                said.append((match.value, match.synonym, position..<end))
                position = end
            } else {
                position += 1
            }
        }
        return said
    }

    /// The runs of words not `covered`, left to right, that `read` reads
    /// as a value: at each place the longest of at most `longest` words,
    /// that `takesIn` accepts.
    private func runs(
        texts: [String], covered: [Bool], takesIn: (Range<Int>) -> Bool, longest: Int, read: ([String]) -> BoundValue?
    ) -> [(range: Range<Int>, value: BoundValue)] {
        var said: [(range: Range<Int>, value: BoundValue)] = []
        var position = 0
        while position < texts.count {
            guard !covered[position] else {
                position += 1
                continue
            }
            var end = position
            while end < texts.count && !covered[end] && end - position < longest { end += 1 }
            var best: (range: Range<Int>, value: BoundValue)?
            while end > position {
                let range = position..<end
                if takesIn(range), let value = read(Array(texts[range])) {
                    best = (range, value)
                    break
                }
                end -= 1
            }
            if let best {
                said.append(best)
                position = best.range.upperBound
            } else {
                position += 1
            }
        }
        return said
    }

    /// Covers the language's words introducing a value (``FlexibleWords/valueMarks``)
    /// said right before or after `range`, small words between.
    private func coverMarks(
        around range: Range<Int>, texts: [String], covered: inout [Bool], language: EvidencePhrase.LanguageWords
    ) {
        // Before the value: marks ending where the walk stands.
        var place = range.lowerBound - 1
        while place >= 0 && !covered[place] {
            if let mark = language.valueMarks.first(where: { mark in
                place - mark.count + 1 >= 0
                    && mark.indices.allSatisfy {
                        let at = place - mark.count + 1 + $0
                        return !covered[at] && texts[at] == mark[$0]
                    }
            }) {
                for at in (place - mark.count + 1)...place { covered[at] = true }
                place -= mark.count
            } else if language.smallWords.contains(texts[place]) {
                place -= 1
            } else {
                break
            }
        }
        // After it: marks starting where the walk stands.
        place = range.upperBound
        while place < texts.count && !covered[place] {
            if let mark = language.valueMarks.first(where: { mark in
                place + mark.count <= texts.count
                    && mark.indices.allSatisfy { !covered[place + $0] && texts[place + $0] == mark[$0] }
            }) {
                for at in place..<(place + mark.count) { covered[at] = true }
                place += mark.count
            } else if language.smallWords.contains(texts[place]) {
                place += 1
            } else {
                break
            }
        }
    }
}
