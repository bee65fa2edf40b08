extension Candidate {
    /// What a ``Conversation`` does with a candidate when the utterance
    /// starts a request, and the public thresholds that decide it.
    ///
    /// An exact reading costs nothing; a flexible reading (a typo read, a
    /// word left out) costs the sum of its ``Candidate/liberties``. The
    /// best candidate alone resolves when it costs at most
    /// ``resolveThreshold``; up to ``askThreshold`` the user is asked
    /// "Did you mean …?"; a reading costing more is no candidate (a
    /// conversation offers the closest of them after `noMatch`). When
    /// another shortcut's candidate is as close as the best one (the same
    /// score for exact readings, within ``rivalMargin`` of its cost for
    /// flexible ones), the user is asked which action was meant.
    ///
    /// ```swift
    /// let best = Matcher(catalog: catalog).candidates(for: "Start Walkng in Meditation")[0]
    /// if best.decision == .confirm {
    ///     print("Did you mean \(best.phrase)? (cost \(best.cost) > \(Candidate.Decision.resolveThreshold))")
    /// }
    /// ```
    public enum Decision: String, Sendable, Hashable, Codable, CustomStringConvertible {
        /// The request goes ahead with this candidate (and asks only for
        /// values still missing or unclear).
        case resolve
        /// The user is asked "Did you mean …?" first: the best reading
        /// costs more than ``resolveThreshold``.
        case confirm
        /// The user is asked which action was meant, among this candidate
        /// and the other candidates of other shortcuts as close as it.
        case choose
        /// The request does not use this candidate: a better one is taken.
        case reject

        /// At most this total cost, the best candidate (when no other
        /// shortcut's is as close) resolves without asking.
        public static let resolveThreshold = 1.0
        /// At most this total cost, a flexible reading is a candidate: the
        /// best one beyond ``resolveThreshold`` asks "Did you mean …?".
        public static let askThreshold = 2.0
        /// Candidates of other shortcuts costing at most this much more
        /// than the best one are as close: the user is asked which one.
        public static let rivalMargin = 0.5

        /// The decision's name: `resolve`, `confirm`, `choose` or `reject`.
        public var description: String { rawValue }

        /// What a conversation does with each of `matches` (ranked best
        /// first): the best resolves or is confirmed; when another
        /// shortcut's reading is as close, the first reading of each such
        /// shortcut is a choice; every other reading is rejected.
        static func decisions(of matches: [PhraseMatch]) -> [Decision] {
            guard let best = matches.first else { return [] }
            guard matches.count > 1 else { return [best.needsConfirming ? .confirm : .resolve] }
            var decisions = [Decision](repeating: .reject, count: matches.count)
            var seen: [(app: Int, shortcut: Int)] = []
            for (place, match) in matches.enumerated() where match.isAsClose(as: best) {
                if seen.contains(where: { $0.app == match.app && $0.shortcut == match.shortcut }) { continue }
                seen.append((match.app, match.shortcut))
                decisions[place] = .choose
            }
            if seen.count == 1 { decisions[0] = best.needsConfirming ? .confirm : .resolve }
            return decisions
        }
    }

}
