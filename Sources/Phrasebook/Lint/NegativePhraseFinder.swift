/// Finds negative phrases that block a real phrase (PB122, an error): an
/// utterance a negative phrase says (each app name × its words) that a
/// shortcut of the same app says too.
///
/// The matcher drops the app's candidates
/// for an utterance a negative phrase matches, so that utterance can never
/// run the shortcut. The witness is the blocked utterance.
///
/// Each pair of a negative phrase and a blocked phrase is reported once, at
/// the negative phrase, with its first blocked utterance. Cost: a negative
/// phrase has as many expansions as its app has names; each is tested
/// against every phrase of the app by reading it through the phrase's words
/// and shared value tries (``PhraseLanguage``), without spelling the phrase
/// out. Phrases with open slots (extended rules) are not checked.
enum NegativePhraseFinder {
    /// Every blocking negative phrase in `catalog`, of `locale` only when given.
    static func findings(in catalog: Catalog, locale: String? = nil) -> [LintFinding] {
        let expander = PhraseExpander(slotKeys: catalog.slotKeys, valueSets: catalog.valueSets)
        var languages: [Int: PhraseLanguage] = [:]
        var findings: [LintFinding] = []
        for negative in catalog.phrases where negative.isNegative && (locale == nil || negative.locale == locale) {
            let manifest = catalog.apps[negative.app]
            let real = catalog.phrases.indices.filter {
                let phrase = catalog.phrases[$0]
                return phrase.app == negative.app && !phrase.isNegative && expander.isEnumerable(phrase)
            }
            var reported = Set<Int>()
            expander.forEachExpansion(of: negative) { tokens, choices in
                for index in real where !reported.contains(index) {
                    let language =
                        languages[index]
                        ?? PhraseLanguage(
                            catalog.phrases[index], slotKeys: catalog.slotKeys, valueSets: catalog.valueSets)
                    languages[index] = language
                    guard language.accepts(tokens) else { continue }
                    reported.insert(index)
                    let blocked = catalog.phrases[index]
                    let shortcut = blocked.shortcut!
                    let site = PhraseSite(negative, in: manifest)
                    let message =
                        "this \(site.noun("negative phrase")) blocks an utterance of shortcuts[\(shortcut)] (\(manifest.shortcuts[shortcut].intent)), phrase \"\(blocked.template.source)\": saying it can never run the shortcut"
                    findings.append(
                        LintFinding(
                            site.diagnostic(.error, .blockingNegativePhrase, message),
                            witnesses: [WitnessText.text(of: negative, choices: choices, in: catalog)]))
                }
                return reported.count < real.count
            }
        }
        return findings
    }
}
