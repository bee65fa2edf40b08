/// Enumerates the utterances a compiled phrase stands for — every app name
/// variant times every title and synonym of its parameter's values — for the
/// checks that need them spelled out (collisions, tests' naive oracle).
///
/// The matcher never does this: it walks the shared tries instead.
///
/// Expansion is the phrase's literal meaning: its words as written, and text
/// the phrase glues to a slot (`${applicationName}에서`) as one glued-form
/// token right after the value's tokens (rendered `도서관에서`). A Korean
/// particle pair takes the value's grammatical form — the one the matcher
/// scores 1.0 (`이방인을`, `아웃사이더를` for `${book}를`) — so every expansion is
/// an exact match; the other form, which the matcher accepts at a lower
/// score, is not spelled out, and neither is an accent-free spelling.
struct PhraseExpander {
    /// One slot's choice in an expansion.
    struct Choice: Hashable {
        /// The slot key id.
        var slotKey: Int32
        /// The payload (form index) chosen in the slot's value set.
        var form: Int32
    }

    let slotKeys: [SlotKey]
    let valueSets: [ValueSet]

    /// Whether every slot of `phrase` has a finite value set (no open slot).
    func isEnumerable(_ phrase: CompiledPhrase) -> Bool {
        phrase.pieces.allSatisfy { piece in
            if case .slot(let key) = piece, case .open = slotKeys[Int(key)].source { return false }
            return true
        }
    }

    /// Calls `body` with each expansion's token ids and slot choices until it
    /// returns `false`.
    ///
    /// Returns `false` when stopped early.
    @discardableResult
    func forEachExpansion(of phrase: CompiledPhrase, _ body: ([Int32], [Choice]) -> Bool) -> Bool {
        guard isEnumerable(phrase) else { return true }
        var tokens: [Int32] = []
        var choices: [Choice] = []
        func visit(_ pieceIndex: Int) -> Bool {
            if pieceIndex == phrase.pieces.count { return body(tokens, choices) }
            switch phrase.pieces[pieceIndex] {
            case .tokens(let ids):
                tokens.append(contentsOf: ids)
                let keepGoing = visit(pieceIndex + 1)
                tokens.removeLast(ids.count)
                return keepGoing
            case .slot(let key):
                let slotKey = slotKeys[Int(key)]
                guard case .valueSet(let set) = slotKey.source else { return true }
                let values = valueSets[Int(set)]
                for form in 0..<values.variants.count {
                    let formTokens = values.form(form)
                    tokens.append(contentsOf: formTokens)
                    if let suffix = slotKey.suffix { tokens.append(suffix.form(after: values.formFinals[form])) }
                    choices.append(Choice(slotKey: key, form: Int32(form)))
                    let keepGoing = visit(pieceIndex + 1)
                    choices.removeLast()
                    tokens.removeLast(formTokens.count + (slotKey.suffix == nil ? 0 : 1))
                    if !keepGoing { return false }
                }
                return true
            }
        }
        return visit(0)
    }
}

/// One utterance a phrase expands to, spelled out.
struct ExpandedUtterance: Hashable, Sendable {
    /// The utterance's normalized tokens joined by spaces, text a phrase
    /// glues to a slot written onto the value (`도서관에서 이방인을 읽을래`).
    var text: String
    /// The phrase's index in ``Catalog/phrases``.
    var phrase: Int
    /// Parameter name → value id bound by the expansion.
    var bindings: [String: String]
}

extension Catalog {
    /// The utterances phrase `phraseIndex` expands to, at most `limit` of them.
    ///
    /// Phrases with open slots (extended rules) have no finite expansion and
    /// return none.
    func expandedUtterances(ofPhrase phraseIndex: Int, limit: Int = Int.max) -> [ExpandedUtterance] {
        let expander = PhraseExpander(slotKeys: slotKeys, valueSets: valueSets)
        let phrase = phrases[phraseIndex]
        var result: [ExpandedUtterance] = []
        expander.forEachExpansion(of: phrase) { tokens, choices in
            var bindings: [String: String] = [:]
            for choice in choices {
                let key = slotKeys[Int(choice.slotKey)]
                guard let parameter = key.parameter, case .valueSet(let set) = key.source,
                    case .values(let app, let type) = valueSets[Int(set)].kind
                else { continue }
                let variant = valueSets[Int(set)].variants[Int(choice.form)]
                bindings[parameter] = apps[app].types[type].values[Int(variant.value)].id
            }
            result.append(
                ExpandedUtterance(
                    text: vocabulary.render(tokens), phrase: phraseIndex, bindings: bindings))
            return result.count < limit
        }
        return result
    }
}
