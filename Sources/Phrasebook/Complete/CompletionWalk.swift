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
///
/// The walk keeps each completion as the pieces it chose (``Found``), and
/// says it (``completion(of:)``) only when it is offered: most completions
/// a keystroke finds are left out by the ranking.
struct CompletionWalk {
    /// One piece of a completion as the walk chose it.
    enum Said {
        /// Literal text as said.
        case literal(String)
        /// Form `variant` (a payload index) of value set `set` in slot `key`.
        case value(set: Int32, key: Int32, variant: Int32)
        /// An open slot: `title` is `…` or the typed text it takes.
        case open(parameter: String, title: String)
    }

    /// A completion the walk found, not said yet.
    struct Found {
        /// The pieces as chosen, in order.
        var said: [Said]
        /// Where what was typed starts: the first piece of `said` after it.
        var typedPiece: Int
        /// Where the added text starts: a piece of `said` and how far into it.
        var addedPiece: Int
        var addedStart: AddedStart
        /// Whether the last typed word was read as a typo.
        var correctsTypo: Bool
    }

    /// How far into its piece a completion's added text starts.
    enum AddedStart {
        /// This many characters in.
        case characters(Int)
        /// Past the characters that cover this many folded bytes of the
        /// piece's text (all of it when `nil`): counted only when the
        /// completion is said, as most found are not.
        case covering(bytes: Int?)
    }

    /// The candidate value of a slot: a form of the set's index.
    private struct SlotChoice {
        /// The form's payload index.
        var variant: Int32
        /// The form's position in the set's ``ValueFormIndex``.
        var position: Int
    }

    /// How a piece read the typed text.
    private enum Reading {
        /// The piece read `count` more bytes and the typed text goes on.
        case continues(count: Int)
        /// The typed text ended in or at the end of the piece, after its
        /// first `bytes` folded bytes (`nil`: all of it); `typo` when it
        /// ended on a close spelling.
        case ends(bytes: Int?, typo: Bool)
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
    private(set) var results: [Found] = []

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

    /// Where what was typed starts: the first piece of ``said`` after it.
    private var typedPiece = 0
    /// Whether a close spelling may be read (not when typed text starts
    /// inside a literal: too many places could read it).
    private var readsTypos = true
    /// The pieces chosen so far on the walk's path.
    private var said: [Said] = []

    /// Finds the phrase's completions into ``results``.
    mutating func run() {
        said.reserveCapacity(entry.pieces.count + 1)
        visit(piece: 0, position: 0, added: nil, typo: false, particle: nil)
    }

    /// Finds the completions whose typed text starts at `start` inside
    /// the phrase into ``results``: the pieces before it said as the
    /// phrase writes them, each slot with its first value.
    mutating func run(from start: CompletionIndex.MidStart) {
        var particle: (written: String, said: String)?
        for piece in entry.pieces.prefix(Int(start.piece)) {
            switch piece {
            case .literal(let display, _):
                if let particle, display.hasPrefix(particle.written) {
                    said.append(.literal(particle.said + display.dropFirst(particle.written.count)))
                } else {
                    said.append(.literal(display))
                }
                particle = nil
            case .open(let parameter):
                said.append(.open(parameter: parameter, title: "…"))
                particle = nil
            case .values(let set, let key):
                guard let choice = choices(in: set, position: nil, limit: 1).first else { return }
                said.append(.value(set: Int32(set), key: Int32(key), variant: choice.variant))
                particle = self.particle(in: set, key: key, variant: choice.variant)
            }
        }
        switch entry.pieces[Int(start.piece)] {
        case .literal(let display, _):
            let cut = display.index(display.startIndex, offsetBy: Int(start.character), limitedBy: display.endIndex)
            guard let cut else { return }
            said.append(.literal(String(display[..<cut])))
            typedPiece = said.count
            let rest = String(display[cut...])
            readsTypos = false
            follow(
                .literal(rest), folded: CompletionFolding.foldedBytes(rest)[...], piece: Int(start.piece),
                position: 0, added: nil, typo: false, particle: nil)
        case .values, .open:
            typedPiece = said.count
            visit(piece: Int(start.piece), position: 0, added: nil, typo: false, particle: particle)
        }
    }

    /// Whether a value of value set `set` can read the start of `typed`.
    static func valueCanStart(
        _ set: Int, typed: [UInt8], index: CompletionIndex, catalog: Catalog, slips: Bool = true
    ) -> Bool {
        !values(
            in: index.forms(of: set, in: catalog), typed: typed, at: 0, limit: 1, catalog: catalog, set: set,
            slips: slips, any: true
        )
        .isEmpty
    }

    /// Walks on from piece `piece`, the typed text read up to `position`;
    /// `added` is where the added text starts once the typed text has
    /// ended (a piece of ``said`` and characters into it).
    private mutating func visit(
        piece: Int, position: Int, added: (piece: Int, start: AddedStart)?, typo: Bool,
        particle: (written: String, said: String)?
    ) {
        guard results.count < limit else { return }
        guard piece < entry.pieces.count else {
            guard let added else { return }
            results.append(
                Found(
                    said: said, typedPiece: typedPiece, addedPiece: added.piece, addedStart: added.start,
                    correctsTypo: typo))
            return
        }
        switch entry.pieces[piece] {
        case .literal(let display, let folded):
            if let particle, display.hasPrefix(particle.written), particle.written != particle.said {
                let spoken = particle.said + display.dropFirst(particle.written.count)
                follow(
                    .literal(spoken), folded: CompletionFolding.foldedBytes(spoken)[...], piece: piece,
                    position: position, added: added, typo: typo, particle: nil)
            } else {
                follow(
                    .literal(display), folded: folded[...], piece: piece, position: position, added: added,
                    typo: typo, particle: nil)
            }
        case .open(let parameter):
            if added != nil || position >= typed.count {
                said.append(.open(parameter: parameter, title: "…"))
                visit(
                    piece: piece + 1, position: position, added: added ?? (said.count - 1, .characters(0)), typo: typo,
                    particle: nil)
                said.removeLast()
            } else {
                // The rest of the typed text is the open value.
                let rest = typedRest(from: position)
                said.append(.open(parameter: parameter, title: rest))
                visit(
                    piece: piece + 1, position: typed.count, added: (said.count - 1, .characters(rest.count)),
                    typo: typo,
                    particle: nil)
                said.removeLast()
            }
        case .values(let set, let key):
            let forms = index.forms(of: set, in: catalog)
            for choice in choices(in: set, position: added == nil ? position : nil) {
                guard results.count < limit else { return }
                follow(
                    .value(set: Int32(set), key: Int32(key), variant: choice.variant),
                    folded: forms.folded(at: choice.position), piece: piece, position: position, added: added,
                    typo: typo, particle: self.particle(in: set, key: key, variant: choice.variant))
            }
        }
    }

    /// Continues the walk after a piece said as `piece` (folded as `folded`).
    private mutating func follow(
        _ spoken: Said, folded: ArraySlice<UInt8>, piece: Int, position: Int, added: (piece: Int, start: AddedStart)?,
        typo: Bool, particle: (written: String, said: String)?
    ) {
        said.append(spoken)
        defer { said.removeLast() }
        if added != nil {
            visit(piece: piece + 1, position: position, added: added, typo: typo, particle: particle)
            return
        }
        switch Self.read(folded, typed: typed, at: position, typoAllowed: !typo && readsTypos) {
        case nil: return
        case .continues(let count):
            visit(piece: piece + 1, position: position + count, added: nil, typo: typo, particle: particle)
        case .ends(let bytes, let corrected):
            visit(
                piece: piece + 1, position: typed.count, added: (said.count - 1, .covering(bytes: bytes)),
                typo: typo || corrected, particle: particle)
        }
    }

    /// How a piece folded as `folded` reads `typed` from `position`.
    private static func read(_ folded: ArraySlice<UInt8>, typed: [UInt8], at position: Int, typoAllowed: Bool)
        -> Reading?
    {
        let rest = typed[position...]
        if rest.count >= folded.count, rest.prefix(folded.count).elementsEqual(folded) {
            let count = folded.count
            if position + count == typed.count { return .ends(bytes: nil, typo: false) }
            return .continues(count: count)
        }
        if rest.count < folded.count, folded.starts(with: rest) {
            return .ends(bytes: rest.count, typo: false)
        }
        guard typoAllowed else { return nil }
        // A close spelling of the piece's start ends the typed text.
        guard let bytes = CompletionTypo.closeStartBytes(rest, of: folded) else { return nil }
        return .ends(bytes: bytes, typo: true)
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

    /// How `piece` is said.
    private func text(of piece: Said) -> String {
        Self.text(of: piece, catalog: catalog)
    }

    /// How `piece` is said in `catalog`.
    private static func text(of piece: Said, catalog: Catalog) -> String {
        switch piece {
        case .literal(let text): return text
        case .open(_, let title): return title
        case .value(let set, _, let variant):
            let values = catalog.valueSets[Int(set)]
            return catalog.spokenForm(values.variants[Int(variant)], in: values) ?? ""
        }
    }

    /// `found`, said: its text, the values it binds and what it adds.
    func completion(of found: Found) -> Completion {
        Self.completion(of: found, phrase: entry.phrase, catalog: catalog)
    }

    /// `found` of phrase `phrase` of `catalog`, said.
    static func completion(of found: Found, phrase index: Int, catalog: Catalog) -> Completion {
        var text = ""
        var characters = 0
        var typedOffset = 0
        var addedOffset = 0
        var values: [CompletionValue] = []
        for (offset, piece) in found.said.enumerated() {
            if offset == found.typedPiece { typedOffset = characters }
            let spoken = Self.text(of: piece, catalog: catalog)
            if offset == found.addedPiece { addedOffset = characters + Self.characters(found.addedStart, of: spoken) }
            text += spoken
            characters += spoken.count
            switch piece {
            case .literal: break
            case .open(let parameter, let title):
                values.append(CompletionValue(parameter: parameter, title: title, id: nil))
            case .value(let set, let key, let variant):
                let valueSet = catalog.valueSets[Int(set)]
                guard case .values(let app, let type) = valueSet.kind else { break }
                let value = valueSet.variants[Int(variant)].value
                values.append(
                    CompletionValue(
                        parameter: catalog.slotKeys[Int(key)].parameter ?? "", title: spoken,
                        id: catalog.apps[app].types[type].values.idAndTitle(at: Int(value)).id))
            }
        }
        if found.typedPiece >= found.said.count { typedOffset = characters }
        if found.addedPiece >= found.said.count { addedOffset = characters + Self.characters(found.addedStart, of: "") }
        let phrase = catalog.phrases[index]
        let app = catalog.apps[phrase.app]
        return Completion(
            text: text, addedOffset: addedOffset, app: app.app.name,
            intent: phrase.shortcut.map { app.shortcuts[$0].intent } ?? "", phrase: phrase.template.source,
            locale: phrase.locale, values: values, correctsTypo: found.correctsTypo, typedOffset: typedOffset)
    }

    /// How many characters of a piece said as `spoken` come before `start`.
    private static func characters(_ start: AddedStart, of spoken: String) -> Int {
        switch start {
        case .characters(let count): count
        case .covering(let bytes?): CompletionFolding.characterCount(of: spoken, covering: bytes)
        case .covering(nil): spoken.count
        }
    }

    /// The forms of value set `set` a slot offers, at most ``limit`` values
    /// (one form each) of each kind ``values(in:typed:at:limit:catalog:set:slips:any:)``
    /// reads: those that read the typed text from `position`, or the first
    /// ones when the typed text has ended (`nil`); best ranked first (a
    /// value's declared order, then shorter first).
    private func choices(in set: Int, position: Int?, limit: Int? = nil) -> [SlotChoice] {
        let limit = limit ?? self.limit
        let forms = index.forms(of: set, in: catalog)
        let positions: [Int]
        if let position {
            positions = Self.values(
                in: forms, typed: typed, at: position, limit: limit, catalog: catalog, set: set, slips: readsSlips)
        } else {
            positions = index.leadingForms(of: set, limit: limit, in: catalog)
        }
        return positions.map { SlotChoice(variant: forms.variants[$0], position: $0) }
            .sorted { forms.rank(at: $0.position) < forms.rank(at: $1.position) }
    }

    /// The particle after form `variant` of value set `set` in slot `key`:
    /// as the phrase writes it and as that form calls for; `nil` when the
    /// slot has none.
    private func particle(in set: Int, key: Int, variant: Int32) -> (written: String, said: String)? {
        guard let suffix = catalog.slotKeys[key].suffix else { return nil }
        return particle(of: suffix, after: text(of: .value(set: Int32(set), key: Int32(key), variant: variant)))
    }

    /// The particle `suffix` as the phrase writes it and as it follows a
    /// value said as `display`.
    private func particle(of suffix: GluedSuffix, after display: String) -> (written: String, said: String) {
        let written = catalog.vocabulary.text(of: suffix.written)
        let final = FinalSound(of: display.precomposedStringWithCanonicalMapping)
        return (written, catalog.vocabulary.text(of: suffix.form(after: final)))
    }

    /// The sorted positions of the forms of `forms` that read `typed` from
    /// `position`: forms it ends in, at most `limit` values, and forms the
    /// typed text goes on past, at most `limit` values of each length (so
    /// short forms cannot crowd out the longer one the rest goes on from),
    /// or — when no form ends in the typed text — forms it ends in with one
    /// slip of the keys, at most `limit` values; best ranked first in each.
    private static func values(
        in forms: ValueFormIndex, typed: [UInt8], at position: Int, limit: Int, catalog: Catalog, set: Int, slips: Bool,
        any: Bool = false
    ) -> [Int] {
        let variants = catalog.valueSets[set].variants
        let owner: (Int32) -> Int32 = { variants.values[Int($0)] }
        guard position < typed.count else { return [] }
        let rest = typed[position...]
        // Forms the typed text ends in.
        let ending = forms.best(in: forms.range(startingWith: rest), limit: limit, value: owner)
        var found = ending
        if any, !found.isEmpty { return found }
        // Forms read whole, the typed text going on past them.
        // Each longer head's forms are within the shorter one's.
        var run = 0..<forms.count
        var shared = 0
        for length in 1..<max(1, rest.count) {
            // Only whole scalars: the next byte starts one.
            if rest[rest.startIndex + length] & 0xC0 == 0x80 { continue }
            run = forms.range(startingWith: rest.prefix(length), within: run, shared: shared)
            shared = length
            if run.isEmpty { break }
            found += forms.best(in: forms.equal(within: run, length: length), limit: limit, value: owner)
            if any, !found.isEmpty { return found }
        }
        // A slip is read only where no form ends in the typed text, and
        // past a whole form only in a short rest (a word still typed).
        guard slips, ending.isEmpty, found.isEmpty || rest.count <= 6 else { return found }
        // None ends in the typed text: those it ends in with one slip too.
        // (Another form of a value read whole may be the one a slip ends in.)
        for position in Self.slips(of: rest, in: forms, limit: limit, owner: owner) where !found.contains(position) {
            found.append(position)
        }
        return found
    }

    /// The sorted positions of forms that `rest` starts with one key
    /// slipped (a letter left out, added, changed or two swapped), when its
    /// length allows a typo at all (the flexible stage's rule); at most
    /// `limit` values.
    ///
    /// Tries each slip in turn — every letter dropped, every two letters
    /// swapped, then at each place every letter a form has there (at most
    /// 64) in place of the typed one or before it — and searches each only
    /// within the forms that share its start with what was typed, without
    /// allocating per slip.
    static func slips(
        of rest: ArraySlice<UInt8>, in forms: ValueFormIndex, limit: Int, owner: (Int32) -> Int32
    ) -> [Int] {
        let bytes = Array(rest)
        // Where each scalar starts, and the end.
        var bounds: [Int] = []
        for (offset, byte) in bytes.enumerated() where offset == 0 || byte & 0xC0 != 0x80 { bounds.append(offset) }
        bounds.append(bytes.count)
        let count = bounds.count - 1
        guard count > 0, EditDistance.tolerance(forLength: count) > 0 else { return [] }
        // The forms starting with the first `cut` scalars, for each cut.
        var runs: [Range<Int>] = [0..<forms.count]
        for cut in 0..<count {
            let previous = runs[cut]
            runs.append(
                previous.isEmpty
                    ? previous
                    : forms.range(startingWith: bytes[..<bounds[cut + 1]], within: previous, shared: bounds[cut]))
        }
        var found: [Int] = []
        var candidate: [UInt8] = []
        candidate.reserveCapacity(bytes.count + 8)
        // Adds the best forms starting with `candidate`, searched in `run`
        // (whose forms share its first `shared` bytes); true once full.
        func take(within run: Range<Int>, shared: Int) -> Bool {
            guard !run.isEmpty else { return false }
            let matching = forms.range(startingWith: candidate[...], within: run, shared: shared)
            for position in forms.best(in: matching, limit: limit, value: owner) where !found.contains(position) {
                found.append(position)
            }
            return found.count >= limit
        }
        for cut in 0..<count {
            // A letter typed too many: left out.
            candidate.removeAll(keepingCapacity: true)
            candidate += bytes[..<bounds[cut]]
            candidate += bytes[bounds[cut + 1]...]
            if take(within: runs[cut], shared: bounds[cut]) { return Array(found.prefix(limit)) }
            // Two letters swapped: swapped back.
            if cut + 1 < count {
                candidate.removeAll(keepingCapacity: true)
                candidate += bytes[..<bounds[cut]]
                candidate += bytes[bounds[cut + 1]..<bounds[cut + 2]]
                candidate += bytes[bounds[cut]..<bounds[cut + 1]]
                candidate += bytes[bounds[cut + 2]...]
                if take(within: runs[cut], shared: bounds[cut]) { return Array(found.prefix(limit)) }
            }
        }
        for cut in 0...count {
            let shared = bounds[cut]
            let run = runs[cut]
            var position = run.lowerBound
            var seen = 0
            while position < run.upperBound, seen < 64 {
                let next = forms.nextScalar(at: position, after: shared)
                guard !next.isEmpty else {
                    position += 1
                    continue
                }
                seen += 1
                candidate.removeAll(keepingCapacity: true)
                candidate += bytes[..<shared]
                candidate += next
                let nextRun = forms.range(startingWith: candidate[...], within: run, shared: shared)
                let said = shared + next.count
                // A letter changed: the form's letter in its place.
                if cut < count {
                    candidate += bytes[bounds[cut + 1]...]
                    if take(within: nextRun, shared: said) { return Array(found.prefix(limit)) }
                    candidate.removeLast(candidate.count - said)
                }
                // A letter left out: the form's letter put back.
                candidate += bytes[shared...]
                if take(within: nextRun, shared: said) { return Array(found.prefix(limit)) }
                position = max(position + 1, nextRun.upperBound)
            }
        }
        return Array(found.prefix(limit))
    }
}
