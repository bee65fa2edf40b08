/// The forms of one type's enum cases or entities in one locale, as
/// normalized words by first word, longest first: what a value said
/// outside a phrase's slots is read from (built the first time a request
/// needs them).
struct NamedValueForms: Sendable {
    /// One title or synonym of a value.
    struct Form: Sendable {
        /// Its normalized words.
        var words: [String]
        /// The value's index in its type.
        var value: Int
        /// Which synonym it is (see ``ValueVariant/synonym``).
        var synonym: Int32
    }

    /// The forms by their first word, longest first.
    var byFirstWord: [String: [Form]] = [:]
}
