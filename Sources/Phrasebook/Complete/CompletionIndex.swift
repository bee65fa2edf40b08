/// What completion derives from a catalog once, so a keystroke reads no
/// more of the catalog than the phrases and values it could complete:
/// each phrase's pieces with their literal text folded, the phrases
/// grouped by their first piece (a keystroke reads each group's first
/// piece once and skips every phrase of a group that cannot start what was
/// typed), and each value set's ``ValueFormIndex``, built the first time a
/// keystroke reads the set.
final class CompletionIndex: Sendable {
    /// One piece of a phrase, as completion reads it.
    enum Piece: Sendable {
        /// Literal text as the phrase writes it, and its folded bytes.
        case literal(display: String, folded: [UInt8])
        /// A slot taking the values of value set `set`, with slot key `key`.
        case values(set: Int, key: Int)
        /// An open slot: the utterance says its value in its own words.
        case open(parameter: String)
    }

    /// A phrase completion may offer.
    struct Entry: Sendable {
        /// The phrase's index in the catalog.
        var phrase: Int
        /// Its pieces in order.
        var pieces: [Piece]
    }

    /// A place inside a phrase where typed text may start (a later word,
    /// or any character of text written without spaces): an entry's
    /// piece, and for a literal the character of it.
    struct MidStart: Sendable {
        var entry: Int32
        var piece: Int32
        var character: Int32
    }

    /// Every phrase completion may offer (no negative phrase), in catalog order.
    let entries: [Entry]
    /// Places inside literals where typed text may start, by the bytes of
    /// the first folded scalar there, each list in catalog order.
    let literalStarts: [[UInt8]: [MidStart]]
    /// Value slots after a phrase's first piece, where typed text may
    /// start with a value, in catalog order.
    let slotStarts: [MidStart]
    /// The entries as a tree of their pieces, to find those whose start
    /// can read what was typed.
    let startTree: CompletionStartTree
    /// Each value set's form index, by set, built when first read.
    private let forms: LazyTable<ValueFormIndex>
    /// Each value set's best-ranked forms, at most ``leadingCount``
    /// values, by set, found when first read.
    private let leading: LazyTable<[Int]>
    /// How many of a value set's best-ranked values are kept.
    static let leadingCount = 16

    /// The index of `catalog`, once per catalog (shared by its copies).
    static func of(_ catalog: Catalog) -> CompletionIndex {
        catalog.completionAttachment.value { CompletionIndex(catalog: catalog) }
    }

    private init(catalog: Catalog) {
        var entries: [Entry] = []
        for index in catalog.phrases.indices where !catalog.phrases[index].isNegative {
            let phrase = catalog.phrases[index]
            var slots = phrase.pieces.compactMap { piece -> Int32? in
                if case .slot(let key) = piece { return key }
                return nil
            }[...]
            var pieces: [Piece] = []
            var complete = true
            for segment in phrase.template.segments {
                switch segment {
                case .text(let text):
                    pieces.append(.literal(display: text, folded: CompletionFolding.foldedBytes(text)))
                case .applicationName, .parameter:
                    guard let key = slots.popFirst(), catalog.slotKeys.indices.contains(Int(key)) else {
                        complete = false
                        break
                    }
                    let slotKey = catalog.slotKeys[Int(key)]
                    switch slotKey.source {
                    case .open: pieces.append(.open(parameter: slotKey.parameter ?? ""))
                    case .valueSet(let set):
                        guard catalog.valueSets.indices.contains(Int(set)) else {
                            complete = false
                            break
                        }
                        pieces.append(.values(set: Int(set), key: Int(key)))
                    }
                }
            }
            guard complete else { continue }
            entries.append(Entry(phrase: index, pieces: pieces))
        }
        self.entries = entries
        startTree = CompletionStartTree(entryCount: entries.count) { entry in
            var steps: [CompletionStartTree.Step] = []
            var afterParticle = false
            for piece in entries[entry].pieces {
                switch piece {
                case .literal(_, let folded): steps.append(afterParticle ? .anything : .literal(folded))
                case .values(let set, _): steps.append(.values(set))
                case .open: steps.append(.open)
                }
                afterParticle = false
                if case .values(_, let key) = piece { afterParticle = catalog.slotKeys[key].suffix != nil }
            }
            return steps
        }
        (literalStarts, slotStarts) = Self.midStarts(of: entries)
        forms = LazyTable(count: catalog.valueSets.count)
        leading = LazyTable(count: catalog.valueSets.count)
    }

    /// Where typed text may start inside each entry: after a space in a
    /// literal, before a character whose fold is not ASCII (text written
    /// without spaces), and at a value slot that is not the first piece.
    private static func midStarts(of entries: [Entry]) -> ([[UInt8]: [MidStart]], [MidStart]) {
        var literal: [[UInt8]: [MidStart]] = [:]
        var slots: [MidStart] = []
        for (entryIndex, entry) in entries.enumerated() {
            for (pieceIndex, piece) in entry.pieces.enumerated() {
                let start = MidStart(entry: Int32(entryIndex), piece: Int32(pieceIndex), character: 0)
                switch piece {
                case .values:
                    if pieceIndex > 0 { slots.append(start) }
                case .open: break
                case .literal(let display, _):
                    var previous: Character?
                    for (offset, character) in display.enumerated() {
                        defer { previous = character }
                        guard let before = previous ?? (pieceIndex > 0 ? " " : nil) else { continue }
                        let folded = CompletionFolding.foldedBytes(String(character))
                        guard let first = folded.first else { continue }
                        guard before.isWhitespace || first >= 0x80 else { continue }
                        var place = start
                        place.character = Int32(offset)
                        literal[Self.firstScalar(of: folded), default: []].append(place)
                    }
                }
            }
        }
        return (literal, slots)
    }

    /// The bytes of the first scalar of folded `bytes`.
    static func firstScalar(of bytes: some Collection<UInt8>) -> [UInt8] {
        guard let first = bytes.first else { return [] }
        var result = [first]
        for byte in bytes.dropFirst() {
            guard byte & 0xC0 == 0x80 else { break }
            result.append(byte)
        }
        return result
    }

    /// Where a form of `values` ranks before its length: a value's declared
    /// order; for an app's names, the name before its synonyms.
    static func order(of variant: ValueVariant, in values: ValueSet) -> Int32 {
        switch values.kind {
        case .applicationName: variant.synonym == -1 ? 0 : 1
        case .values: variant.value
        }
    }

    /// The form index of value set `set` of `catalog` (the catalog this
    /// index was made from: the index does not hold it, as the catalog holds
    /// the index and would never be freed).
    func forms(of set: Int, in catalog: Catalog) -> ValueFormIndex {
        forms.value(at: Int32(clamping: set)) {
            let values = catalog.valueSets[set]
            var list: [(variant: Int32, display: String, order: Int32)] = []
            list.reserveCapacity(values.variants.count)
            for payload in values.variants.indices {
                let variant = values.variants[payload]
                guard let display = catalog.spokenForm(variant, in: values) else { continue }
                list.append((Int32(payload), display, Self.order(of: variant, in: values)))
            }
            return ValueFormIndex(forms: list)
        }
    }
}

extension CompletionIndex {
    /// The sorted positions of value set `set`'s best-ranked forms, at most
    /// `limit` values (one form each), best first, as
    /// ``ValueFormIndex/best(in:limit:value:)`` finds them in the whole set:
    /// what a slot offers once the typed text has ended.
    ///
    /// The first ``leadingCount`` are kept (a smaller limit takes the first
    /// of them: the search picks forms in the same order whatever the
    /// limit), so most keystrokes do not search the set again.
    func leadingForms(of set: Int, limit: Int, in catalog: Catalog) -> [Int] {
        let setForms = self.forms(of: set, in: catalog)
        let kept = leading.value(at: Int32(clamping: set)) {
            let variants = catalog.valueSets[set].variants
            return setForms.best(in: 0..<setForms.count, limit: Self.leadingCount) { variants.values[Int($0)] }
        }
        // Fewer kept than asked for means the set has no more values.
        if limit <= kept.count || kept.count < Self.leadingCount { return Array(kept.prefix(limit)) }
        let variants = catalog.valueSets[set].variants
        return setForms.best(in: 0..<setForms.count, limit: limit) { variants.values[Int($0)] }
    }
}

extension Catalog {
    /// How `variant` of `values` is said in the set's locale: an app's name
    /// or synonym, or a value's title or synonym; `nil` for a synonym the
    /// value does not have.
    func spokenForm(_ variant: ValueVariant, in values: ValueSet) -> String? {
        let locale = values.locale
        switch values.kind {
        case .applicationName(let app):
            return apps[app].spokenName(variant, locale: locale)
        case .values(let app, let type):
            let list = apps[app].types[type].values
            // A title in the app's own locale is read without the rest of the value.
            if variant.synonym < 0, locale == apps[app].app.locale {
                return list.idAndTitle(at: Int(variant.value)).title
            }
            let value = list[Int(variant.value)]
            guard variant.synonym >= 0 else { return title(of: value, app: app, locale: locale) }
            let synonyms = locale == apps[app].app.locale ? value.synonyms : value.localized[locale]?.synonyms ?? []
            let index = Int(variant.synonym)
            return synonyms.indices.contains(index) ? synonyms[index] : nil
        }
    }
}
