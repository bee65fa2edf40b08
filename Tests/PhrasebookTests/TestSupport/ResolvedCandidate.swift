@testable import Phrasebook

extension Matcher {
    /// The best candidate of `utterance` when it resolves, else `nil`.
    ///
    /// Resolving is being read closely enough, with no candidate of
    /// another invocation as close; the precision suites assert what never
    /// resolves with it.
    func resolvedCandidate(_ utterance: String, locale: String) -> PhraseMatch? {
        let result = match(utterance, locale: locale)
        guard let best = result.candidates.first, !best.needsConfirming else { return nil }
        let rivals = result.candidates.contains {
            !($0.app == best.app && $0.shortcut == best.shortcut) && $0.isAsClose(as: best)
        }
        return rivals ? nil : best
    }
}
