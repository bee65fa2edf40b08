/// The completions of one phrase for one typed text: walks the phrase's
/// template piece by piece, reading the typed text's folded scalars
/// against its words and its slots' values, and keeps every whole
/// utterance that reads all of the typed text.
///
/// A slot offers its values in their declared order (a shorter way to say
/// one value first), at most `limit` of them; an open slot offers `…`, or
/// takes the rest of the typed text as its value.
struct CompletionWalk {
    /// The candidate value of a slot: how it is said and what it binds.
    private struct SlotChoice {
        var display: String
        var folded: [Unicode.Scalar]
        var value: CompletionValue?
        var order: Int
    }

    /// How a piece read the typed text.
    private enum Reading {
        /// The piece read `count` more scalars and the typed text goes on.
        case continues(count: Int)
        /// The typed text ended in or at the end of the piece, `characters`
        /// characters into it; `typo` when it ended on a close spelling.
        case ends(characters: Int, typo: Bool)
    }

    let catalog: Catalog
    let phraseIndex: Int
    let typed: [Unicode.Scalar]
    let typedText: String
    let limit: Int
    private(set) var results: [Completion] = []
    private let segments: [Template.Segment]
    private let slotKeys: [Int32]

    init(catalog: Catalog, phraseIndex: Int, typed: [Unicode.Scalar], typedText: String, limit: Int) {
        self.catalog = catalog
        self.phraseIndex = phraseIndex
        self.typed = typed
        self.typedText = typedText
        self.limit = limit
        let phrase = catalog.phrases[phraseIndex]
        segments = phrase.template.segments
        slotKeys = phrase.pieces.compactMap { piece in
            if case .slot(let key) = piece { return key }
            return nil
        }
    }

    /// Finds the phrase's completions into ``results``.
    mutating func run() {
        visit(segment: 0, slot: 0, position: 0, text: "", added: nil, values: [], typo: false)
    }

    private mutating func visit(
        segment: Int, slot: Int, position: Int, text: String, added: Int?, values: [CompletionValue], typo: Bool
    ) {
        guard results.count < limit else { return }
        guard segment < segments.count else {
            guard let added else { return }
            let phrase = catalog.phrases[phraseIndex]
            let app = catalog.apps[phrase.app]
            results.append(
                Completion(
                    text: text, addedOffset: added, app: app.app.name,
                    intent: phrase.shortcut.map { app.shortcuts[$0].intent } ?? "", phrase: phrase.template.source,
                    locale: phrase.locale, values: values, correctsTypo: typo))
            return
        }
        switch segments[segment] {
        case .text(let literal):
            follow(
                display: literal, folded: CompletionFolding.fold(literal), value: nil, segment: segment, slot: slot,
                position: position, text: text, added: added, values: values, typo: typo)
        case .applicationName, .parameter:
            guard slot < slotKeys.count else { return }
            let key = catalog.slotKeys[Int(slotKeys[slot])]
            switch key.source {
            case .open:
                let parameter = key.parameter ?? ""
                if added != nil || position >= typed.count {
                    let value = CompletionValue(parameter: parameter, title: "…", id: nil)
                    visit(
                        segment: segment + 1, slot: slot + 1, position: position, text: text + "…",
                        added: added ?? text.count, values: values + [value], typo: typo)
                } else {
                    // The rest of the typed text is the open value.
                    let rest = typedRest(from: position)
                    let value = CompletionValue(parameter: parameter, title: rest, id: nil)
                    visit(
                        segment: segment + 1, slot: slot + 1, position: typed.count, text: text + rest,
                        added: text.count + rest.count, values: values + [value], typo: typo)
                }
            case .valueSet(let set):
                let choices = self.choices(
                    in: Int(set), parameter: key.parameter, position: added == nil ? position : nil)
                for choice in choices {
                    guard results.count < limit else { return }
                    follow(
                        display: choice.display, folded: choice.folded, value: choice.value, segment: segment,
                        slot: slot + 1, position: position, text: text, added: added, values: values, typo: typo)
                }
            }
        }
    }

    /// Continues the walk after a piece said as `display`.
    private mutating func follow(
        display: String, folded: [Unicode.Scalar], value: CompletionValue?, segment: Int, slot: Int, position: Int,
        text: String, added: Int?, values: [CompletionValue], typo: Bool
    ) {
        let values = value.map { values + [$0] } ?? values
        if added != nil {
            visit(
                segment: segment + 1, slot: slot, position: position, text: text + display, added: added,
                values: values, typo: typo)
            return
        }
        switch read(folded, display: display, at: position, typoAllowed: !typo) {
        case nil: return
        case .continues(let count):
            visit(
                segment: segment + 1, slot: slot, position: position + count, text: text + display, added: nil,
                values: values, typo: typo)
        case .ends(let characters, let corrected):
            visit(
                segment: segment + 1, slot: slot, position: typed.count, text: text + display,
                added: text.count + characters, values: values, typo: typo || corrected)
        }
    }

    /// How a piece folded as `folded` reads the typed text from `position`.
    private func read(_ folded: [Unicode.Scalar], display: String, at position: Int, typoAllowed: Bool) -> Reading? {
        let rest = typed[position...]
        if rest.count >= folded.count, rest.prefix(folded.count).elementsEqual(folded) {
            let count = folded.count
            if position + count == typed.count { return .ends(characters: display.count, typo: false) }
            return .continues(count: count)
        }
        if rest.count < folded.count, folded.starts(with: rest) {
            return .ends(characters: CompletionFolding.characterCount(of: display, covering: rest.count), typo: false)
        }
        // A close spelling of the piece's start ends the typed text.
        let tolerance = EditDistance.tolerance(forLength: rest.count)
        guard typoAllowed, tolerance > 0, rest.count <= folded.count + tolerance else { return nil }
        let typedWord = String(String.UnicodeScalarView(rest))
        for length in max(1, rest.count - tolerance)...min(folded.count, rest.count + tolerance) {
            let start = String(String.UnicodeScalarView(folded.prefix(length)))
            if EditDistance.distance(typedWord, start, limit: tolerance) != nil {
                return .ends(characters: CompletionFolding.characterCount(of: display, covering: length), typo: true)
            }
        }
        return nil
    }

    /// The typed text from folded scalar `position` on, as typed.
    private func typedRest(from position: Int) -> String {
        var covered = 0
        var index = typedText.startIndex
        while index < typedText.endIndex, covered < position {
            covered += CompletionFolding.fold(typedText[index]).count
            index = typedText.index(after: index)
        }
        return String(typedText[index...]).trimmingPrefixSpaces()
    }

    /// The values of value set `set` a slot offers, at most ``limit`` (one
    /// way to say each value): those that read the typed text from
    /// `position`, or the first ones when the typed text has ended (`nil`).
    private func choices(in set: Int, parameter: String?, position: Int?) -> [SlotChoice] {
        let values = catalog.valueSets[set]
        var best: [Int32: SlotChoice] = [:]
        for form in 0..<values.variants.count {
            let variant = values.variants[form]
            if position == nil, best.count >= limit, best[variant.value] == nil { continue }
            guard let display = spoken(variant, in: values) else { continue }
            let folded = CompletionFolding.fold(display)
            if let position {
                guard read(folded, display: display, at: position, typoAllowed: true) != nil else { continue }
            }
            let value: CompletionValue? =
                switch values.kind {
                case .applicationName: nil
                case .values(let app, let type):
                    CompletionValue(
                        parameter: parameter ?? "", title: display,
                        id: catalog.apps[app].types[type].values.idAndTitle(at: Int(variant.value)).id)
                }
            let choice = SlotChoice(display: display, folded: folded, value: value, order: Int(variant.value))
            if let known = best[variant.value], known.display.count <= display.count { continue }
            best[variant.value] = choice
        }
        return best.values.sorted {
            ($0.order, $0.display.count, $0.display) < ($1.order, $1.display.count, $1.display)
        }
        .prefix(limit).map { $0 }
    }

    /// How `variant` of `values` is said in the phrase's locale.
    private func spoken(_ variant: ValueVariant, in values: ValueSet) -> String? {
        let locale = values.locale
        switch values.kind {
        case .applicationName(let app):
            return catalog.apps[app].spokenName(variant, locale: locale)
        case .values(let app, let type):
            let value = catalog.apps[app].types[type].values[Int(variant.value)]
            guard variant.synonym >= 0 else { return catalog.title(of: value, app: app, locale: locale) }
            let synonyms =
                locale == catalog.apps[app].app.locale ? value.synonyms : value.localized[locale]?.synonyms ?? []
            let index = Int(variant.synonym)
            return synonyms.indices.contains(index) ? synonyms[index] : nil
        }
    }
}

extension String {
    /// The string without its leading spaces.
    fileprivate func trimmingPrefixSpaces() -> String {
        String(drop { $0 == " " })
    }
}
