/// The words of one value set's titles and synonyms, so that a value can be
/// read from some of its words said in any order (`the passport renewal
/// task` for `Renew passport`, `the dentist one` for `Book dentist
/// appointment`): worked out once per catalog with the evidence tables.
///
/// A word is kept by its stem (``stem(of:)``: the longest of the language's
/// word endings taken off, ``FlexibleWords/wordEndings``), so inflected
/// forms meet (`renewal`, `renew`; `rings`, `ring`). Small words are not
/// kept: they say no value. A character of a script written without spaces
/// is kept as it is, and read only in a run of two or more that the title
/// writes together.
struct PartialValueIndex: Sendable {
    /// The forms (payload order of the value set) holding each stem.
    var formsByStem: [String: [Int]]
    /// Each form's words as typed, normalized.
    var formWords: [[String]]
    /// Each form's value (its index in the type).
    var formValues: [Int]
    /// The word endings of the set's language, longest first, normalized.
    var endings: [String]

    /// No values.
    init() {
        formsByStem = [:]
        formWords = []
        formValues = []
        endings = []
    }

    /// The index of value set `set` of `catalog`, whose flexible index is
    /// `index` (its small words are left out).
    init(set: ValueSet, catalog: Catalog, index: FlexibleIndex) {
        let language = Language.of(set.locale).flexibleWords
        endings = language.wordEndings.map(TextNormalizer.normalize).filter { !$0.isEmpty }.sorted {
            $0.count > $1.count
        }
        formsByStem = [:]
        formWords = []
        formValues = []
        let forms = max(0, set.formStart.count - 1)
        for form in 0..<forms {
            let ids = Array(set.form(form))
            formWords.append(ids.map { $0 >= 0 ? catalog.vocabulary.text(of: $0) : "" })
            formValues.append(set.variants.indices.contains(form) ? Int(set.variants[form].value) : -1)
            var seen = Set<String>()
            for id in ids where id >= 0 && !index.isSmallWord(id) {
                let key = stem(of: catalog.vocabulary.text(of: id))
                if seen.insert(key).inserted { formsByStem[key, default: []].append(form) }
            }
        }
    }

    /// `word` with the longest word ending taken off that leaves three
    /// characters or more.
    func stem(of word: String) -> String {
        for ending in endings where word.count >= ending.count + 3 && word.hasSuffix(ending) {
            return String(word.dropLast(ending.count))
        }
        return word
    }
}
