/// A value set's forms read and tokenized but not yet tied to the catalog's
/// vocabulary: its words numbered locally, in the order they are first used.
///
/// Drafts of many sets (or of parts of one large set) are made side by side
/// on every core; the compiler then interns each draft's ``words`` in that
/// order — which gives every word the same id as interning form by form
/// would — and ``finished(ids:)`` builds the trie with those ids. The
/// compiled catalog is the same byte for byte as one built on a single core.
struct ValueSetDraft: Sendable {
    /// What the set holds.
    var kind: ValueSet.Kind
    /// The locale the forms are said in.
    var locale: String
    /// The word elided onto each form's first word (`l'`), or empty.
    var elidedPrefix: String
    /// The draft's words by local id, in the order they were first used
    /// (none in an update's draft, whose tokens are the vocabulary's ids).
    var words: [String] { local.texts }
    /// The local numbering of ``words``, kept so that appending a part
    /// interns only that part's words, not every word again.
    private var local = Vocabulary()
    /// The kept forms of the value being added, by a hash of their tokens:
    /// a repeated form is found without comparing with every earlier one.
    private var formsOfValue: [Int: [Int]] = [:]
    /// Every kept form's words as local ids, in payload order: form `k` is
    /// `formTokens[formStart[k]..<formStart[k+1]]`.
    private var formTokens: [Int32] = []
    /// Where each form starts in `formTokens` (one more entry than forms).
    private var formStart: [Int32] = [0]
    /// Each kept form's value and synonym.
    private(set) var variants: [ValueVariant] = []

    /// How many forms values take in many sets: the values of a type split
    /// into parts of about this many are drafted side by side.
    static let valuesPerPart = 4096

    /// The draft of the forms of `kind` in `locale` (values `range` of a
    /// type; an app's names ignore it).
    ///
    /// A form that tokenizes to nothing is
    /// left out, and so is one that repeats an earlier form of the same value
    /// (one value said two ways that normalize alike counts once).
    init(
        _ kind: ValueSet.Kind, locale: String, elidedPrefix: String, manifests: [AppManifest],
        values range: Range<Int>? = nil
    ) {
        self.kind = kind
        self.locale = locale
        self.elidedPrefix = elidedPrefix
        var local = Vocabulary()
        defer {
            self.local = local
            formsOfValue = [:]
        }
        switch kind {
        case .applicationName(let app):
            // In a translation's locale: the translated name and synonyms,
            // and the development name too (brand names often stay as they are).
            let manifest = manifests[app]
            let info = manifest.app
            add(ValueVariant(value: 0, synonym: -1), manifest.translate(info.name, into: locale), &local)
            for (index, synonym) in info.synonyms.enumerated() {
                add(ValueVariant(value: 0, synonym: Int32(index)), manifest.translate(synonym, into: locale), &local)
            }
            if locale != info.locale {
                // A translation that renames the app keeps its development
                // names: "SoupChef" still works in a Korean request.
                add(ValueVariant(value: 0, synonym: ValueVariant.developmentName), info.name, &local)
                for (index, synonym) in info.synonyms.enumerated()
                where manifest.translate(synonym, into: locale) != synonym {
                    add(ValueVariant(value: 0, synonym: ValueVariant.developmentSynonym(index)), synonym, &local)
                }
            }
        case .values(let app, let type):
            let manifest = manifests[app]
            let declaration = manifest.types[type]
            let range = range ?? 0..<declaration.values.count
            formStart.reserveCapacity(range.count * 2 + 1)
            formTokens.reserveCapacity(range.count * 4)
            variants.reserveCapacity(range.count * 2)
            let spelling = FormSpelling(manifest: manifest, locale: locale)
            // Values read from sources: their fields read in place, no value copied.
            if let values = declaration.values.array {
                for index in range {
                    addForms(
                        title: values[index].title, synonyms: values[index].synonyms,
                        localized: values[index].localized, valueIndex: index,
                        spelling, &local)
                }
            } else {
                for index in range {
                    let value = declaration.values[index]
                    addForms(
                        title: value.title, synonyms: value.synonyms, localized: value.localized, valueIndex: index,
                        spelling, &local)
                }
            }
        }
    }

    /// The draft of an entity type's value set `old` after the type's values
    /// were replaced (by an update; the new values are `manifests`' and the
    /// old ones `oldValues`), its tokens the ids of `vocabulary` itself: a
    /// value written as before at the same place — the same title and
    /// synonyms, byte for byte, and no localized names either time — takes
    /// its forms from `old` as they are, and only the others are tokenized,
    /// their words interned form by form in value order.
    ///
    /// New words appear
    /// only in those, in the order a whole new draft first uses them, so
    /// every word gets the id it would get there, and ``finished()`` builds
    /// the set a full rebuild builds. `nil`, with `vocabulary` untouched,
    /// when fewer than half the values are kept (a full draft, made side by
    /// side on every core, is quicker then) or `old` is not laid out as a
    /// compilation lays a set out (each value's forms together, in value
    /// order).
    init?(updating old: ValueSet, from oldValues: TypeValueList, manifests: [AppManifest], vocabulary: inout Vocabulary)
    {
        guard case .values(let app, let type) = old.kind, manifests.indices.contains(app),
            manifests[app].types.indices.contains(type)
        else { return nil }
        let manifest = manifests[app]
        let values = manifest.types[type].values
        let oldForms = old.variants.count
        guard old.formStart.count == oldForms + 1 else { return nil }
        // Where each old value's forms start: `firstForm[v]..<firstForm[v + 1]`,
        // counted, then summed (the forms must come in value order).
        var firstForm = [Int32](repeating: 0, count: oldValues.count + 1)
        var previous: Int32 = 0
        var previousEnd: Int32 = 0
        for form in 0..<oldForms {
            let value = old.variants.values[form]
            let end = old.formStart[form + 1]
            guard value >= previous, Int(value) < oldValues.count, end >= previousEnd, Int(end) <= old.formTokens.count
            else {
                return nil
            }
            previous = value
            previousEnd = end
            firstForm[Int(value) + 1] += 1
        }
        for value in 0..<oldValues.count { firstForm[value + 1] += firstForm[value] }
        guard old.formStart.first == 0 else { return nil }

        var kept = [Bool](repeating: false, count: values.count)
        var keptCount = 0
        for index in 0..<min(values.count, oldValues.count) {
            kept[index] = values.withValue(at: index) { value in
                oldValues.withValue(at: index) { before in
                    value.localized.isEmpty && before.localized.isEmpty && Self.sameBytes(value.title, before.title)
                        && value.synonyms.count == before.synonyms.count
                        && zip(value.synonyms, before.synonyms).allSatisfy { Self.sameBytes($0, $1) }
                }
            }
            if kept[index] { keptCount += 1 }
        }
        guard keptCount * 2 >= values.count else { return nil }

        kind = old.kind
        locale = old.locale
        elidedPrefix = old.elidedPrefix
        formStart.reserveCapacity(oldForms + oldForms / 8 + 2)
        formTokens.reserveCapacity(old.formTokens.count + old.formTokens.count / 8 + 1)
        variants.reserveCapacity(oldForms + oldForms / 8 + 1)
        let spelling = FormSpelling(manifest: manifest, locale: locale)
        for index in 0..<values.count {
            guard kept[index] else {
                values.withValue(at: index) { value in
                    addForms(
                        title: value.title, synonyms: value.synonyms, localized: value.localized, valueIndex: index,
                        spelling, &vocabulary)
                }
                continue
            }
            for form in Int(firstForm[index])..<Int(firstForm[index + 1]) {
                for position in Int(old.formStart[form])..<Int(old.formStart[form + 1]) {
                    formTokens.append(old.formTokens[position])
                }
                variants.append(ValueVariant(value: Int32(index), synonym: old.variants.synonyms[form]))
                formStart.append(Int32(formTokens.count))
            }
        }
    }

    /// Whether `a` and `b` are the same UTF-8 bytes (not only canonically
    /// equivalent, as `==` says: forms are tokenized from the bytes),
    /// compared in place (`elementsEqual` on the two UTF-8 views goes through
    /// their generic iterators, many times slower).
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        let compared = a.utf8.withContiguousStorageIfAvailable { first in
            b.utf8.withContiguousStorageIfAvailable { second in
                // Both buffers hold `first.count` bytes (counted above).
                for index in 0..<first.count where first[index] != second[index] { return false }
                return true
            }
        }
        return compared.flatMap { $0 } ?? a.utf8.elementsEqual(b.utf8)
    }

    /// How a type's value is spelled in one locale: its localized names, a
    /// translation, or as written.
    private struct FormSpelling {
        let manifest: AppManifest
        let locale: String
        /// Whether `locale` is the app's development locale (localized names are not read).
        let isDevelopmentLocale: Bool
        /// Whether the app has Localizable tables for `locale`; untranslated, titles are said as written.
        let translates: Bool

        init(manifest: AppManifest, locale: String) {
            self.manifest = manifest
            self.locale = locale
            isDevelopmentLocale = locale == manifest.app.locale
            translates = manifest.localizations[locale] != nil
        }
    }

    /// Adds the forms of value `valueIndex` (its title, then its synonyms) as `spelling` spells them.
    private mutating func addForms(
        title: String, synonyms: [String], localized: [String: LocalizedNames], valueIndex: Int,
        _ spelling: FormSpelling,
        _ local: inout Vocabulary
    ) {
        let names = spelling.isDevelopmentLocale || localized.isEmpty ? nil : localized[spelling.locale]
        let title =
            names?.title ?? (spelling.translates ? spelling.manifest.translate(title, into: spelling.locale) : title)
        add(ValueVariant(value: Int32(valueIndex), synonym: -1), title, &local)
        for (index, synonym) in (names?.synonyms ?? synonyms).enumerated() {
            add(ValueVariant(value: Int32(valueIndex), synonym: Int32(index)), synonym, &local)
        }
    }

    /// How many forms are kept: the set's variant count.
    var variantCount: Int { variants.count }

    /// Tokenizes one form and keeps it unless it is empty or repeats an
    /// earlier form of the same value.
    private mutating func add(_ variant: ValueVariant, _ text: String, _ local: inout Vocabulary) {
        let tokens = TextNormalizer.tokenize(text)
        guard !tokens.isEmpty else { return }
        let begin = formTokens.count
        for (index, token) in tokens.enumerated() {
            formTokens.append(
                local.intern(index == 0 && !elidedPrefix.isEmpty ? elidedPrefix + token.text : token.text))
        }
        // A value's forms come one after another: compare with the kept
        // forms of this value, found by the hash of their tokens.
        if variants.last?.value != variant.value { formsOfValue.removeAll(keepingCapacity: true) }
        var hasher = Hasher()
        for token in formTokens[begin...] { hasher.combine(token) }
        let key = hasher.finalize()
        for earlier in formsOfValue[key] ?? [] {
            let start = Int(formStart[earlier])
            let end = Int(formStart[earlier + 1])
            if end - start == formTokens.count - begin && formTokens[start..<end].elementsEqual(formTokens[begin...]) {
                formTokens.removeSubrange(begin...)
                return
            }
        }
        formsOfValue[key, default: []].append(variants.count)
        variants.append(variant)
        formStart.append(Int32(formTokens.count))
    }

    /// This draft followed by `next`, a draft of the values right after
    /// this one's in the same set: `next`'s words join the local ones in the
    /// order `next` first used them.
    mutating func append(_ next: ValueSetDraft) {
        let map = next.words.map { local.intern($0) }
        let offset = Int32(formTokens.count)
        formTokens.reserveCapacity(formTokens.count + next.formTokens.count)
        for token in next.formTokens { formTokens.append(map[Int(token)]) }
        formStart.reserveCapacity(formStart.count + next.formStart.count - 1)
        for start in next.formStart.dropFirst() { formStart.append(start + offset) }
        variants += next.variants
    }

    /// The value set with each local word `k` numbered `ids[k]` (one id per
    /// word of ``words``): its trie built, nodes numbered as ``TrieBuilder``
    /// numbers them.
    ///
    /// The draft's arrays become the set's (the tokens
    /// renumbered in place), trimmed to their size: no second copy is made.
    consuming func finished(ids: [Int32]) -> ValueSet {
        for index in formTokens.indices { formTokens[index] = ids[Int(formTokens[index])] }
        return finished()
    }

    /// The value set of a draft whose tokens are the vocabulary's ids
    /// already (``init(updating:from:manifests:vocabulary:)``'s), built as
    /// ``finished(ids:)`` builds one.
    consuming func finished() -> ValueSet {
        var trieBuilder = TrieBuilder(expectedNodes: variants.count * 2)
        for form in variants.indices {
            var node = TokenTrie.root
            for index in Int(formStart[form])..<Int(formStart[form + 1]) {
                node = trieBuilder.child(of: node, token: formTokens[index])
            }
            trieBuilder.addPayload(Int32(form), at: node)
        }
        return ValueSet(
            kind: kind, locale: locale, elidedPrefix: elidedPrefix, trie: trieBuilder.build(),
            formTokens: Self.trimmed(formTokens),
            formStart: Self.trimmed(formStart), variants: Self.trimmed(variants), variantCount: variants.count)
    }

    /// `array` itself, or a copy of its elements alone when it holds much
    /// unused room (its capacity was a guess): a catalog keeps its sets long.
    private static func trimmed<Element>(_ array: [Element]) -> [Element] {
        array.capacity > array.count + array.count / 8 + 16 ? array.map { $0 } : array
    }
}
