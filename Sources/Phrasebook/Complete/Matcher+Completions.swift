extension Matcher {
    /// How many completions ``completions(for:locale:limit:)`` offers per
    /// phrase, and values per slot, unless told otherwise.
    public static let defaultCompletionLimit = 10

    /// Whole utterances that finish what a person has typed so far, for a
    /// command palette or a prompt's Tab key.
    ///
    /// The last typed word may be partial (`Wal` for `Walking`, a Hangul
    /// syllable typed jamo by jamo) or a close spelling (`Walkn`), and
    /// diacritics and spaces may be left out (`mo xu` for `Mở Xứ`).
    /// Completions come in catalog phrase order, those that read no typo
    /// first. A slot offers its values in their declared order (a shorter
    /// way to say one value first), at most `limit` of them; an open slot
    /// the utterance has yet to fill shows `…`.
    ///
    /// - Parameters:
    ///   - typed: What has been typed so far.
    ///   - locale: Only phrases of this locale; `nil` for every locale.
    ///   - limit: The most completions per phrase and values per slot.
    /// - Returns: The completions, none for empty text.
    public func completions(for typed: String, locale: String? = nil, limit: Int = defaultCompletionLimit)
        -> [Completion]
    {
        let folded = CompletionFolding.fold(typed)
        guard limit > 0, !folded.isEmpty else { return [] }
        let locale = catalog.canonicalLocale(locale)
        var exact: [Completion] = []
        var corrected: [Completion] = []
        for index in catalog.phrases.indices where !catalog.phrases[index].isNegative {
            if let locale, catalog.phrases[index].locale != locale { continue }
            var walk = CompletionWalk(
                catalog: catalog, phraseIndex: index, typed: folded, typedText: typed, limit: limit)
            walk.run()
            for completion in walk.results {
                if completion.correctsTypo { corrected.append(completion) } else { exact.append(completion) }
            }
        }
        return exact + corrected
    }
}
