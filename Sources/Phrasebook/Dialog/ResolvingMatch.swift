/// What a resolved outcome names of the match it came through, besides
/// its locale: the phrase, its app and the score.
///
/// A single reading
/// resolved at once while matching
/// (``InvocationBuilder/resolvedAtOnce(reading:of:catalog:now:)``) gives
/// these straight from the search, so no candidate (``PhraseMatch``, with
/// its intent name, locale and bindings) is made of it. Plain integers and
/// a score: handing it from step to step retains nothing.
struct ResolvingMatch {
    /// The phrase's index in ``Catalog/phrases``.
    let phraseIndex: Int
    /// The app's index in ``Catalog/apps``.
    let app: Int
    /// The match's score.
    let score: Double

    /// A match of phrase `phraseIndex` of app `app`, scored `score`.
    init(phrase phraseIndex: Int, app: Int, score: Double) {
        self.phraseIndex = phraseIndex
        self.app = app
        self.score = score
    }

    /// The parts of `candidate`.
    init(_ candidate: PhraseMatch) {
        phraseIndex = candidate.phraseIndex
        app = candidate.app
        score = candidate.score
    }
}
