/// A value set's forms read and tokenized but not yet tied to the catalog's
/// vocabulary: its words numbered locally, in the order they are first used.
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
    /// The draft's words by local id, in the order they were first used.
    private(set) var words: [String] = []
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
    /// type; an app's names ignore it). A form that tokenizes to nothing is
    /// left out, and so is one that repeats an earlier form of the same value
    /// (one value said two ways that normalize alike counts once).
    init(
        _ kind: ValueSet.Kind, locale: String, elidedPrefix: String, manifests: [AppManifest], values range: Range<Int>? = nil
    ) {
        self.kind = kind
        self.locale = locale
        self.elidedPrefix = elidedPrefix
        var local = Vocabulary()
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
                for (index, synonym) in info.synonyms.enumerated() where manifest.translate(synonym, into: locale) != synonym {
                    add(ValueVariant(value: 0, synonym: ValueVariant.developmentSynonym(index)), synonym, &local)
                }
            }
        case .values(let app, let type):
            let manifest = manifests[app]
            let isDevelopmentLocale = locale == manifest.app.locale
            let declaration = manifest.types[type]
            let range = range ?? 0..<declaration.values.count
            formStart.reserveCapacity(range.count * 2 + 1)
            formTokens.reserveCapacity(range.count * 4)
            variants.reserveCapacity(range.count * 2)
            // Untranslated (no Localizable tables for the locale): titles as written.
            let translates = manifest.localizations[locale] != nil
            func addForms(title: String, synonyms: [String], localized: [String: LocalizedNames], valueIndex: Int) {
                let names = isDevelopmentLocale || localized.isEmpty ? nil : localized[locale]
                let title = names?.title ?? (translates ? manifest.translate(title, into: locale) : title)
                add(ValueVariant(value: Int32(valueIndex), synonym: -1), title, &local)
                for (index, synonym) in (names?.synonyms ?? synonyms).enumerated() {
                    add(ValueVariant(value: Int32(valueIndex), synonym: Int32(index)), synonym, &local)
                }
            }
            // Values read from sources: their fields read in place, no value copied.
            if let values = declaration.values.array {
                for index in range {
                    addForms(title: values[index].title, synonyms: values[index].synonyms, localized: values[index].localized, valueIndex: index)
                }
            } else {
                for index in range {
                    let value = declaration.values[index]
                    addForms(title: value.title, synonyms: value.synonyms, localized: value.localized, valueIndex: index)
                }
            }
        }
        words = local.texts
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
            formTokens.append(local.intern(index == 0 && !elidedPrefix.isEmpty ? elidedPrefix + token.text : token.text))
        }
        // A value's forms come one after another: compare with the kept
        // forms of this value just before.
        var earlier = variants.count - 1
        while earlier >= 0 && variants[earlier].value == variant.value {
            let start = Int(formStart[earlier])
            let end = Int(formStart[earlier + 1])
            if end - start == formTokens.count - begin && formTokens[start..<end].elementsEqual(formTokens[begin...]) {
                formTokens.removeSubrange(begin...)
                return
            }
            earlier -= 1
        }
        variants.append(variant)
        formStart.append(Int32(formTokens.count))
    }

    /// This draft followed by `next`, a draft of the values right after
    /// this one's in the same set: `next`'s words join the local ones in the
    /// order `next` first used them.
    mutating func append(_ next: ValueSetDraft) {
        var local = Vocabulary()
        for word in words { _ = local.intern(word) }
        let map = next.words.map { local.intern($0) }
        words = local.texts
        let offset = Int32(formTokens.count)
        formTokens.reserveCapacity(formTokens.count + next.formTokens.count)
        for token in next.formTokens { formTokens.append(map[Int(token)]) }
        formStart.reserveCapacity(formStart.count + next.formStart.count - 1)
        for start in next.formStart.dropFirst() { formStart.append(start + offset) }
        variants += next.variants
    }

    /// The value set with each local word `k` numbered `ids[k]` (one id per
    /// word of ``words``): its trie built, nodes numbered as ``TrieBuilder``
    /// numbers them. The draft's arrays become the set's (the tokens
    /// renumbered in place), trimmed to their size: no second copy is made.
    consuming func finished(ids: [Int32]) -> ValueSet {
        var trieBuilder = TrieBuilder(expectedNodes: variants.count * 2)
        for index in formTokens.indices { formTokens[index] = ids[Int(formTokens[index])] }
        for form in variants.indices {
            var node = TokenTrie.root
            for index in Int(formStart[form])..<Int(formStart[form + 1]) {
                node = trieBuilder.child(of: node, token: formTokens[index])
            }
            trieBuilder.addPayload(Int32(form), at: node)
        }
        return ValueSet(
            kind: kind, locale: locale, elidedPrefix: elidedPrefix, trie: trieBuilder.build(), formTokens: Self.trimmed(formTokens),
            formStart: Self.trimmed(formStart), variants: Self.trimmed(variants), variantCount: variants.count)
    }

    /// `array` itself, or a copy of its elements alone when it holds much
    /// unused room (its capacity was a guess): a catalog keeps its sets long.
    private static func trimmed<Element>(_ array: [Element]) -> [Element] {
        array.capacity > array.count + array.count / 8 + 16 ? array.map { $0 } : array
    }
}
