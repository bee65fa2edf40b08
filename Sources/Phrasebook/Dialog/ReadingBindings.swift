/// The bindings of a search's single reading, read in place from the
/// search's cells rather than made into a candidate's ``PhraseMatch/bindings``:
/// a request that resolves at once (``InvocationBuilder/resolvedAtOnce(reading:of:catalog:now:)``)
/// then allocates no array of bindings or choices, and frees none.
///
/// A reading's cells are linked from its last slot back to its first, so
/// they are walked backwards; each cell is read as
/// ``MatchSearch/candidate(for:in:typingTexts:)`` reads it: a slot that
/// names no parameter is the app's name, a parameter's slot over a set of
/// enum cases or entities binds its values, any other an open value.
struct ReadingBindings {
    /// The search's cells (its `cells`), shared, not copied.
    let cells: [MatchSearch.Cell]
    /// The search's open values by cell (its `openValues`).
    let openValues: [Int32: BoundValue]
    /// The reading's last cell, -1 when it has none.
    let last: Int32

    /// What one cell binds, as the backward walk hands it on.
    enum Bound {
        /// The app's name, said as `variant` (`nil` when its words name
        /// none): the first such slot's is the candidate's
        /// ``PhraseMatch/applicationName``.
        case applicationName(ValueVariant?)
        /// Parameter `parameter` takes values of type `type`: `first` the
        /// binding's first choice, `isSingle` when it is its only one.
        case values(parameter: String, type: Int, first: ValueChoice?, isSingle: Bool)
        /// Parameter `parameter` takes an open value (never
        /// ``BoundValue/values(type:choices:)``, handed on as ``values``).
        case open(parameter: String, value: BoundValue)
    }

    /// Hands `body` each binding from the last to the first, with its cell
    /// (the binding's identity while the search lasts); stops when `body`
    /// returns false, and returns false then.
    func forEachBackward(in catalog: Catalog, _ body: (Int32, Bound) -> Bool) -> Bool {
        var cursor = last
        while cursor >= 0, cells.indices.contains(Int(cursor)) {
            let cellID = cursor
            let cell = cells[Int(cellID)]
            cursor = cell.parent
            // Read in place: a slot key or value set copied out of its
            // array would retain every reference it holds.
            guard let parameter = catalog.slotKeys[Int(cell.slotKey)].parameter else {
                if case .valueSet(let set) = catalog.slotKeys[Int(cell.slotKey)].source {
                    let trie = catalog.valueSets[Int(set)].trie
                    let variant = trie.payloadRange(of: cell.valueNode).first.map {
                        catalog.valueSets[Int(set)].variants[Int(trie.payloads[$0])]
                    }
                    guard body(cellID, .applicationName(variant)) else { return false }
                }
                continue
            }
            if case .valueSet(let set) = catalog.slotKeys[Int(cell.slotKey)].source,
                case .values(_, let type) = catalog.valueSets[Int(set)].kind
            {
                let trie = catalog.valueSets[Int(set)].trie
                // The choices are the values said, each once: a single one
                // when every way the words were said names the same value.
                var first: ValueChoice?
                var isSingle = true
                for position in trie.payloadRange(of: cell.valueNode) {
                    let variant = catalog.valueSets[Int(set)].variants[Int(trie.payloads[position])]
                    if let first {
                        isSingle = isSingle && first.index == Int(variant.value)
                    } else {
                        first = ValueChoice(index: Int(variant.value), variant: variant)
                    }
                }
                guard
                    body(
                        cellID,
                        .values(parameter: parameter, type: type, first: first, isSingle: isSingle && first != nil))
                else {
                    return false
                }
            } else if let open = openValues[cellID] {
                let bound: Bound
                if case .values(let type, let choices) = open {
                    bound = .values(
                        parameter: parameter, type: type, first: choices.first, isSingle: choices.count == 1)
                } else {
                    bound = .open(parameter: parameter, value: open)
                }
                guard body(cellID, bound) else { return false }
            }
        }
        return true
    }
}
