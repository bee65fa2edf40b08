/// The words every language's built-in questions (``QuestionForms``) can
/// start or end with, merged: an utterance whose first and last words fit
/// none of them is no built-in question in any language, which a miss learns
/// from two or three reads of ``WordShapeFilter``s (or set lookups, for a
/// word whose shape some opening has) instead of asking each language in
/// turn.
///
/// A filter only: an utterance it lets through is still read form by
/// form.
struct BuiltinQuestionOpenings: Sendable {
    /// Words some question starts with (a whole question's first word, or
    /// the first word of a form's prefix).
    let firstWords: Set<String>
    /// The last words of the suffixes of forms without a prefix.
    let lastWords: Set<String>
    /// Words some language lets end a question without changing it.
    let trailing: Set<String>
    /// Whether some form has neither prefix nor suffix (then anything may ask).
    let anything: Bool
    /// The shapes of ``firstWords``, read before the set is.
    let firstShapes: WordShapeFilter
    /// The shapes of ``lastWords``, read before the set is.
    let lastShapes: WordShapeFilter
    /// The shapes of ``trailing``, read before the set is.
    let trailingShapes: WordShapeFilter

    /// The openings of `forms` (one per language).
    init(_ forms: [QuestionForms]) {
        firstWords = forms.reduce(into: []) { $0.formUnion($1.everythingFirstWords.union($1.aroundByFirstWord.keys)) }
        lastWords = forms.reduce(into: []) { $0.formUnion($1.aroundByLastWord.keys) }
        trailing = forms.reduce(into: []) { $0.formUnion($1.trailing) }
        anything = forms.contains { !$0.aroundWithNeither.isEmpty }
        firstShapes = WordShapeFilter(firstWords)
        lastShapes = WordShapeFilter(lastWords)
        trailingShapes = WordShapeFilter(trailing)
    }

    /// Whether an utterance whose first token is `first`, whose last is
    /// `last` and whose token before that is `beforeLast` may be a question
    /// in some language: true whenever ``QuestionForms/mayAsk(first:last:beforeLast:)``
    /// is true for one of the forms.
    func mayAsk(first: String, last: String, beforeLast: String?) -> Bool {
        if anything || (firstShapes.mayContain(first) && firstWords.contains(first))
            || (lastShapes.mayContain(last) && lastWords.contains(last))
        {
            return true
        }
        guard let beforeLast, trailingShapes.mayContain(last), trailing.contains(last) else { return false }
        return lastShapes.mayContain(beforeLast) && lastWords.contains(beforeLast)
    }
}
