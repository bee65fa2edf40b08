import Phrasebook

extension ConversationProfile {
    /// The hit turns of ``hitTurns(_:catalog:)`` split by how they end, for
    /// a profiler: `*ConversationProfile*resolvedHitTurns*` counts the hits
    /// that resolve (most at once, the benchmark's median turn),
    /// `*askingHitTurns*` those that ask a question (a phrase without its
    /// value).
    ///
    /// Which group a hit is in is found unprofiled, by saying it
    /// once. Returns how many outcomes resolved.
    static func splitHitTurns(_ utterances: ArraySlice<String>, catalog: Catalog) -> Int {
        var conversation = Conversation(catalog: catalog)
        conversation.allowsFlexibleMatching = false
        var resolving: [String] = []
        var asking: [String] = []
        for utterance in utterances {
            if case .outcome(let outcome) = conversation.say(utterance), outcome.status == .resolved {
                resolving.append(utterance)
            } else {
                asking.append(utterance)
            }
        }
        return resolvedHitTurns(resolving[...], catalog: catalog) + askingHitTurns(asking[...], catalog: catalog)
    }

    /// One `say` turn per hit that resolves.
    @inline(never)
    static func resolvedHitTurns(_ utterances: ArraySlice<String>, catalog: Catalog) -> Int {
        var conversation = Conversation(catalog: catalog)
        conversation.allowsFlexibleMatching = false
        return utterances.reduce(0) { count, utterance in
            guard case .outcome(let outcome) = conversation.say(utterance) else { return count }
            return count + (outcome.status == .resolved ? 1 : 0)
        }
    }

    /// One `say` turn per hit that does not resolve (asks a question).
    @inline(never)
    static func askingHitTurns(_ utterances: ArraySlice<String>, catalog: Catalog) -> Int {
        var conversation = Conversation(catalog: catalog)
        conversation.allowsFlexibleMatching = false
        return utterances.reduce(0) { count, utterance in
            guard case .prompt = conversation.say(utterance) else { return count }
            return count + 1
        }
    }
}
