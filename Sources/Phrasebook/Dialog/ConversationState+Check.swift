extension ConversationState {
    /// Why this state cannot be used with `catalog`, or `nil` when it can: a
    /// state with a request under way must record `catalog`'s fingerprint,
    /// and every index it holds (apps, phrases, shortcuts, types, values) must
    /// be inside `catalog`.
    ///
    /// A state with nothing under way fits any catalog.
    func problem(with catalog: Catalog) -> ConversationStateError? {
        guard pending != nil || awaiting != nil else { return nil }
        guard catalogFingerprint == catalog.fingerprint else {
            return .catalogChanged(stateFingerprint: catalogFingerprint, catalogFingerprint: catalog.fingerprint)
        }
        guard (0...Conversation.maximumRetries + 1).contains(retries) else { return .outOfRange(path: "retries") }
        guard let pending, !pending.candidates.isEmpty else { return .outOfRange(path: "pending.candidates") }
        for (position, candidate) in pending.candidates.enumerated() {
            if let path = candidate.outOfRangePath(in: catalog) {
                return .outOfRange(path: "pending.candidates[\(position)].\(path)")
            }
        }
        let candidate = pending.candidates[0]
        let manifest = catalog.apps[candidate.app]
        for (name, choices) in pending.ambiguous.sorted(by: { $0.key < $1.key }) {
            guard
                case .named(let typeName)? = manifest.intent(named: candidate.intent)?.parameter(named: name)?.type
                    .element,
                let type = catalog.typeIndex(named: typeName, inApp: candidate.app),
                !choices.isEmpty, choices.allSatisfy(manifest.types[type].values.indices.contains)
            else { return .outOfRange(path: "pending.ambiguous.\(name)") }
        }
        return nil
    }
}

extension PhraseMatch {
    /// The first field of this match that points outside `catalog`, or `nil`.
    func outOfRangePath(in catalog: Catalog) -> String? {
        guard catalog.apps.indices.contains(app) else { return "app" }
        let manifest = catalog.apps[app]
        guard catalog.phrases.indices.contains(phraseIndex), catalog.phrases[phraseIndex].app == app else {
            return "phraseIndex"
        }
        guard manifest.shortcuts.indices.contains(shortcut) else { return "shortcut" }
        for (position, binding) in bindings.enumerated() {
            guard binding.tokenRange.lowerBound >= 0 else { return "bindings[\(position)].tokenRange" }
            guard case .values(let type, let choices) = binding.value else { continue }
            guard manifest.types.indices.contains(type), !choices.isEmpty,
                choices.allSatisfy({ manifest.types[type].values.indices.contains($0.index) })
            else { return "bindings[\(position)].value" }
        }
        return nil
    }
}
