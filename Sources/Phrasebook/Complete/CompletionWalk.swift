/// The completions of one phrase for one typed text: walks the phrase's
/// pieces, reading the typed text's folded bytes against its words and
/// its slots' values, and keeps every whole utterance that reads all of
/// the typed text.
///
/// A slot offers its values in their declared order (a shorter way to say
/// one value first), at most `limit` of them, found in the set's
/// ``ValueFormIndex`` rather than by reading every value; an open slot
/// offers `…`, or takes the rest of the typed text as its value. A value
/// followed by a particle that alternates by the value's final sound
/// (Korean `을`/`를`) takes the form that value calls for.
struct CompletionWalk {
    /// The candidate value of a slot: how it is said and what it binds.
    private struct SlotChoice {
        var display: String
        var value: CompletionValue?
        var order: Int32
        /// The particle that follows it, as written and as this value says it.
        var particle: (written: String, said: String)?
    }

    /// How a piece read the typed text.
    private enum Reading {
        /// The piece read `count` more bytes and the typed text goes on.
        case continues(count: Int)
        /// The typed text ended in or at the end of the piece, `characters`
        /// characters into it; `typo` when it ended on a close spelling.
        case ends(characters: Int, typo: Bool)
    }

    let catalog: Catalog
    let index: CompletionIndex
    let entry: CompletionIndex.Entry
    let typed: [UInt8]
    let typedText: String
    let limit: Int
    /// Whether a value's last word may carry a slip (a search of its own:
    /// read only when nothing completes without one).
    var readsSlips = true
    private(set) var results: [Completion] = []

    init(
        catalog: Catalog, index: CompletionIndex, entry: CompletionIndex.Entry, typed: [UInt8], typedText: String,
        limit: Int
    ) {
        self.catalog = catalog
        self.index = index
        self.entry = entry
        self.typed = typed
        self.typedText = typedText
        self.limit = limit
    }

    /// Where what was typed starts in the completions' text.
    private var typedOffset = 0
    /// Whether a close spelling may be read (not when typed text starts
    /// inside a literal: too many places could read it).
    private var readsTypos = true

    /// Finds the phrase's completions into ``results``.
    mutating func run() {
        visit(piece: 0, position: 0, text: "", added: nil, values: [], typo: false, particle: nil)
    }

    /// Finds the completions whose typed text starts at `start` inside
    /// the phrase into ``results``: the pieces before it said as the
    /// phrase writes them, each slot with its first value.
    mutating func run(from start: CompletionIndex.MidStart) {
        var text = ""
        var values: [CompletionValue] = []
        var particle: (written: String, said: String)?
        for piece in entry.pieces.prefix(Int(start.piece)) {
            switch piece {
            case .literal(let display, _):
                if let said = particle, display.hasPrefix(said.written) {
                    text += said.said + display.dropFirst(said.written.count)
                } else {
                    text += display
                }
                particle = nil
            case .open(let parameter):
                text += "…"
                values.append(CompletionValue(parameter: parameter, title: "…", id: nil))
                particle = nil
            case .values(let set, let key):
                guard let choice = choices(in: set, key: key, position: nil, limit: 1).first else { return }
                text += choice.display
                if let value = choice.value { values.append(value) }
                particle = choice.particle
            }
        }
        switch entry.pieces[Int(start.piece)] {
        case .literal(let display, _):
            let cut = display.index(display.startIndex, offsetBy: Int(start.character), limitedBy: display.endIndex)
            guard let cut else { return }
            text += display[..<cut]
            typedOffset = text.count
            let rest = String(display[cut...])
            readsTypos = false
            follow(
                display: rest, folded: CompletionFolding.foldedBytes(rest), value: nil, piece: Int(start.piece),
                position: 0, text: text, added: nil, values: values, typo: false, particle: nil)
        case .values, .open:
            typedOffset = text.count
            visit(
                piece: Int(start.piece), position: 0, text: text, added: nil, values: values, typo: false,
                particle: particle)
        }
    }

    /// Whether a value of value set `set` can read the start of `typed`.
    static func valueCanStart(
        _ set: Int, typed: [UInt8], index: CompletionIndex, catalog: Catalog, slips: Bool = true
    ) -> Bool {
        !values(
            in: index.forms(of: set, in: catalog), typed: typed, at: 0, limit: 1, catalog: catalog, set: set,
            slips: slips
        )
        .isEmpty
    }

    private mutating func visit(
        piece: Int, position: Int, text: String, added: Int?, values: [CompletionValue], typo: Bool,
        particle: (written: String, said: String)?
    ) {
        guard results.count < limit else { return }
        guard piece < entry.pieces.count else {
            guard let added else { return }
            let phrase = catalog.phrases[entry.phrase]
            let app = catalog.apps[phrase.app]
            results.append(
                Completion(
                    text: text, addedOffset: added, app: app.app.name,
                    intent: phrase.shortcut.map { app.shortcuts[$0].intent } ?? "", phrase: phrase.template.source,
                    locale: phrase.locale, values: values, correctsTypo: typo,
                    typedOffset: typedOffset))
            return
        }
        switch entry.pieces[piece] {
        case .literal(let display, let folded):
            if let particle, display.hasPrefix(particle.written), particle.written != particle.said {
                let said = particle.said + display.dropFirst(particle.written.count)
                follow(
                    display: said, folded: CompletionFolding.foldedBytes(said), value: nil, piece: piece,
                    position: position, text: text, added: added, values: values, typo: typo, particle: nil)
            } else {
                follow(
                    display: display, folded: folded, value: nil, piece: piece, position: position, text: text,
                    added: added, values: values, typo: typo, particle: nil)
            }
        case .open(let parameter):
            if added != nil || position >= typed.count {
                let value = CompletionValue(parameter: parameter, title: "…", id: nil)
                visit(
                    piece: piece + 1, position: position, text: text + "…", added: added ?? text.count,
                    values: values + [value], typo: typo, particle: nil)
            } else {
                // The rest of the typed text is the open value.
                let rest = typedRest(from: position)
                let value = CompletionValue(parameter: parameter, title: rest, id: nil)
                visit(
                    piece: piece + 1, position: typed.count, text: text + rest, added: text.count + rest.count,
                    values: values + [value], typo: typo, particle: nil)
            }
        case .values(let set, let key):
            for choice in choices(in: set, key: key, position: added == nil ? position : nil) {
                guard results.count < limit else { return }
                follow(
                    display: choice.display, folded: CompletionFolding.foldedBytes(choice.display),
                    value: choice.value, piece: piece, position: position, text: text, added: added, values: values,
                    typo: typo, particle: choice.particle)
            }
        }
    }

    /// Continues the walk after a piece said as `display`.
    private mutating func follow(
        display: String, folded: [UInt8], value: CompletionValue?, piece: Int, position: Int, text: String,
        added: Int?, values: [CompletionValue], typo: Bool, particle: (written: String, said: String)?
    ) {
        let values = value.map { values + [$0] } ?? values
        if added != nil {
            visit(
                piece: piece + 1, position: position, text: text + display, added: added, values: values, typo: typo,
                particle: particle)
            return
        }
        switch Self.read(folded, display: display, typed: typed, at: position, typoAllowed: !typo && readsTypos) {
        case nil: return
        case .continues(let count):
            visit(
                piece: piece + 1, position: position + count, text: text + display, added: nil, values: values,
                typo: typo, particle: particle)
        case .ends(let characters, let corrected):
            visit(
                piece: piece + 1, position: typed.count, text: text + display, added: text.count + characters,
                values: values, typo: typo || corrected, particle: particle)
        }
    }

    /// How a piece folded as `folded` reads `typed` from `position`
    /// (`display`, how the piece is said, gives the characters a partial
    /// reading covers; `nil` when only whether it reads matters).
    private static func read(
        _ folded: [UInt8], display: String?, typed: [UInt8], at position: Int, typoAllowed: Bool
    ) -> Reading? {
        let rest = typed[position...]
        if rest.count >= folded.count, rest.prefix(folded.count).elementsEqual(folded) {
            let count = folded.count
            if position + count == typed.count { return .ends(characters: display?.count ?? 0, typo: false) }
            return .continues(count: count)
        }
        if rest.count < folded.count, folded.starts(with: rest) {
            let characters = display.map { CompletionFolding.characterCount(of: $0, covering: rest.count) }
            return .ends(characters: characters ?? 0, typo: false)
        }
        guard typoAllowed else { return nil }
        // A close spelling of the piece's start ends the typed text.
        guard let bytes = CompletionTypo.closeStartBytes(rest, of: folded) else { return nil }
        let characters = display.map { CompletionFolding.characterCount(of: $0, covering: bytes) }
        return .ends(characters: characters ?? 0, typo: true)
    }

    /// The typed text from folded byte `position` on, as typed.
    private func typedRest(from position: Int) -> String {
        var covered = 0
        var index = typedText.startIndex
        while index < typedText.endIndex, covered < position {
            covered += CompletionFolding.foldedByteCount(typedText[index])
            index = typedText.index(after: index)
        }
        return String(typedText[index...].drop { $0 == " " })
    }

    /// The values of value set `set` a slot offers, at most ``limit`` (one
    /// way to say each value): those that read the typed text from
    /// `position`, or the first ones when the typed text has ended (`nil`).
    private func choices(in set: Int, key: Int, position: Int?, limit: Int? = nil) -> [SlotChoice] {
        let limit = limit ?? self.limit
        let forms = index.forms(of: set, in: catalog)
        let payloads: [Int32]
        if let position {
            payloads = Self.values(
                in: forms, typed: typed, at: position, limit: limit, catalog: catalog, set: set, slips: readsSlips)
        } else {
            let values = catalog.valueSets[set]
            payloads = forms.best(in: 0..<forms.count, limit: limit) { values.variants.values[Int($0)] }
        }
        let values = catalog.valueSets[set]
        let slotKey = catalog.slotKeys[key]
        var result: [SlotChoice] = []
        for payload in payloads {
            let variant = values.variants[Int(payload)]
            guard let display = catalog.spokenForm(variant, in: values) else { continue }
            let value: CompletionValue? =
                switch values.kind {
                case .applicationName: nil
                case .values(let app, let type):
                    CompletionValue(
                        parameter: slotKey.parameter ?? "", title: display,
                        id: catalog.apps[app].types[type].values.idAndTitle(at: Int(variant.value)).id)
                }
            result.append(
                SlotChoice(
                    display: display, value: value, order: CompletionIndex.order(of: variant, in: values),
                    particle: slotKey.suffix.map { particle(of: $0, after: display) }))
        }
        return result.sorted { ($0.order, $0.display.count) < ($1.order, $1.display.count) }
    }

    /// The particle `suffix` as the phrase writes it and as it follows a
    /// value said as `display`.
    private func particle(of suffix: GluedSuffix, after display: String) -> (written: String, said: String) {
        let written = catalog.vocabulary.text(of: suffix.written)
        let final = FinalSound(of: display.precomposedStringWithCanonicalMapping)
        return (written, catalog.vocabulary.text(of: suffix.form(after: final)))
    }

    /// The payloads of the forms of `forms` that read `typed` from
    /// `position`: forms the typed text goes on past, and forms it ends in,
    /// or — when none does — forms it ends in with one slip of the keys;
    /// at most `limit` values, one form each, best ranked first.
    private static func values(
        in forms: ValueFormIndex, typed: [UInt8], at position: Int, limit: Int, catalog: Catalog, set: Int, slips: Bool
    ) -> [Int32] {
        let variants = catalog.valueSets[set].variants
        let owner: (Int32) -> Int32 = { variants.values[Int($0)] }
        guard position < typed.count else { return [] }
        let rest = typed[position...]
        // Forms the typed text ends in.
        let ending = forms.best(in: forms.range(startingWith: rest), limit: limit, value: owner)
        var found = ending
        // Forms read whole, the typed text going on past them.
        for length in 1..<max(1, rest.count) where found.count < limit {
            // Only whole scalars: the next byte starts one.
            if rest[rest.startIndex + length] & 0xC0 == 0x80 { continue }
            let head = rest.prefix(length)
            if forms.range(startingWith: head).isEmpty { break }
            for payload in forms.best(in: forms.range(equalTo: head), limit: limit, value: owner)
            where !found.contains(where: { owner($0) == owner(payload) }) {
                found.append(payload)
            }
        }
        // A slip is read only where no form ends in the typed text, and
        // past a whole form only in a short rest (a word still typed).
        guard slips, ending.isEmpty, found.isEmpty || rest.count <= 6 else { return Array(found.prefix(limit)) }
        // None ends in the typed text: those it ends in with one slip too.
        // (Another form of a value read whole may be the one a slip ends in.)
        for payload in Self.slips(of: rest, in: forms, limit: limit, owner: owner) where !found.contains(payload) {
            found.append(payload)
        }
        return Array(found.prefix(limit))
    }

    /// The payloads of forms that `rest` starts with one key slipped (a
    /// letter left out, added, changed or two swapped), when its length
    /// allows a typo at all (the flexible stage's rule).
    static func slips(
        of rest: ArraySlice<UInt8>, in forms: ValueFormIndex, limit: Int, owner: (Int32) -> Int32
    ) -> [Int32] {
        let scalars = Array(String(decoding: rest, as: UTF8.self).unicodeScalars)
        guard EditDistance.tolerance(forLength: scalars.count) > 0 else { return [] }
        func bytes(_ part: some Sequence<Unicode.Scalar>) -> [UInt8] {
            var result: [UInt8] = []
            for scalar in part { result.append(contentsOf: String(scalar).utf8) }
            return result
        }
        var starts: [[UInt8]] = []
        for cut in scalars.indices {
            starts.append(bytes(scalars[..<cut]) + bytes(scalars[(cut + 1)...]))
            if cut + 1 < scalars.count {
                var swapped = scalars
                swapped.swapAt(cut, cut + 1)
                starts.append(bytes(swapped))
            }
        }
        for cut in 0...scalars.count {
            let shared = bytes(scalars[..<cut])
            let run = forms.range(startingWith: shared)
            var position = run.lowerBound
            var seen = 0
            while position < run.upperBound, seen < 64 {
                let next = forms.nextScalar(at: position, after: shared.count)
                guard !next.isEmpty else {
                    position += 1
                    continue
                }
                seen += 1
                if cut < scalars.count { starts.append(shared + next + bytes(scalars[(cut + 1)...])) }
                starts.append(shared + next + bytes(scalars[cut...]))
                position = max(position + 1, forms.range(startingWith: shared + next).upperBound)
            }
        }
        var found: [Int32] = []
        for start in starts where found.count < limit {
            for payload in forms.best(in: forms.range(startingWith: start), limit: limit, value: owner)
            where !found.contains(payload) {
                found.append(payload)
            }
        }
        return Array(found.prefix(limit))
    }
}
