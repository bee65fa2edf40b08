/// The words that say something in a catalog (``EvidenceApp/meaningfulWords``):
/// the values' words by vocabulary id, the rest (apps' names, types'
/// titles, domain runs) as text.
///
/// A catalog's values may have millions of forms but
/// few distinct words: a flag per word id is made from their ids without
/// building a string per form, and a request's word is looked up by id.
struct MeaningfulWords: Sendable {
    /// The meaningful words other than the values' own, normalized.
    private var texts: Set<String> = []
    /// Per vocabulary id: whether the word is one of a value's (a word
    /// of one character of a script written without spaces never is).
    private var valueWords: [Bool] = []

    /// No words.
    init() {}

    /// The words `texts`, and the value words `valueWords` flags by id.
    init(texts: Set<String>, valueWords: [Bool]) {
        self.texts = texts
        self.valueWords = valueWords
    }

    /// Whether request word `text` is meaningful; `vocabulary` is the
    /// catalog's whose ids ``valueWords`` is indexed by.
    func contains(_ text: String, vocabulary: Vocabulary) -> Bool {
        if texts.contains(text) { return true }
        let id = vocabulary.id(of: text)
        return id >= 0 && Int(id) < valueWords.count && valueWords[Int(id)]
    }
}
