/// Which phrases the passing corpus cases resolved through (per locale), and
/// which spoken forms — app-name synonyms, value titles and synonyms — no
/// passing case said: the branch coverage no peer tool reports.
///
/// ```swift
/// let report = CoverageReport(catalog: catalog, corpusDirectory: "Corpus")
/// print(report.coveredPhrases, report.phrasePercent)
/// print(report.text())   // the uncovered phrases and unsaid spoken forms
/// ```
public struct CoverageReport: Sendable {
    /// One phrase of one shortcut in one locale, with the cases that reached it.
    struct PhraseCoverage: Sendable {
        /// The app's name.
        var app: String
        /// The shortcut's index in the app.
        var shortcut: Int
        /// The shortcut's short title in the phrase's locale, or its intent's name.
        var shortcutTitle: String
        /// The intent's name.
        var intent: String
        /// The phrase's locale.
        var locale: String
        /// The phrase as written.
        var phrase: String
        /// `file:line` of each passing case that resolved through the phrase.
        var cases: [String]

        /// Whether some passing case resolved through the phrase.
        var isCovered: Bool { !cases.isEmpty }
    }

    /// One way of saying an app's name or a value that no passing case said.
    struct SpokenForm: Sendable, Hashable {
        /// The app's name.
        var app: String
        /// The locale.
        var locale: String
        /// `app name`, or the type's name.
        var kind: String
        /// The value's id (empty for app names).
        var valueID: String
        /// The words, as written in the manifest.
        var text: String
        /// Whether the words are a synonym rather than the title (or name).
        var isSynonym: Bool
    }

    /// One case as it ran: where it is, what it said, and how it went.
    struct CaseSummary: Sendable {
        /// The corpus file.
        var file: String
        /// The line of the case's first utterance.
        var line: Int
        /// The case's first utterance.
        var utterance: String
        /// The locale the case ran in, or `nil` for every locale.
        var locale: String?
        /// The expected outcome, in corpus notation (`= …`), or empty when
        /// the case expects a question or dialog only.
        var expected: String
        /// Why the case failed, or `nil` when it passed.
        var failure: CaseFailure?
        /// How the case, a known gap, failed as expected; `nil` for any other.
        var knownGap: CaseFailure?
        /// The dialog as it ran, in corpus notation.
        var transcript: [String] = []

        /// Whether every expectation held.
        var passed: Bool { failure == nil && knownGap == nil }
        /// `passed`, `failed` or `knownGap`, as the JSON and the preview say it.
        var result: String { failure != nil ? "failed" : (knownGap != nil ? "knownGap" : "passed") }
    }

    /// Every phrase, in catalog order.
    var phrases: [PhraseCoverage]
    /// Every case run, in file and line order.
    var cases: [CaseSummary] = []
    /// Spoken forms no passing case said, in catalog order.
    var unexercised: [SpokenForm]
    /// How many spoken forms there are in all.
    public internal(set) var spokenFormCount: Int
    /// How many spoken forms each locale has.
    var spokenFormsByLocale: [String: Int]
    /// How many cases passed.
    public internal(set) var passed: Int
    /// The failed cases' failures.
    var failures: [CaseFailure]
    /// How each known gap failed, as expected (not failures).
    var knownGaps: [CaseFailure] = []
    /// Problems reading the corpus; when one is an error, no case was run.
    public internal(set) var corpusDiagnostics: [Diagnostic] = []

    /// Phrases some passing case reached.
    public var coveredPhrases: Int { phrases.filter(\.isCovered).count }

    /// Phrase coverage in percent (100 when there are no phrases).
    public var phrasePercent: Double {
        phrases.isEmpty ? 100 : Double(coveredPhrases) * 100 / Double(phrases.count)
    }

    /// Spoken forms some passing case said.
    public var exercisedSpokenForms: Int { spokenFormCount - unexercised.count }

    /// Phrase coverage per locale: covered and total.
    var byLocale: [(locale: String, covered: Int, total: Int)] {
        var order: [String] = []
        var counts: [String: (Int, Int)] = [:]
        for phrase in phrases {
            if counts[phrase.locale] == nil { order.append(phrase.locale) }
            let (covered, total) = counts[phrase.locale] ?? (0, 0)
            counts[phrase.locale] = (covered + (phrase.isCovered ? 1 : 0), total + 1)
        }
        return order.map { ($0, counts[$0]!.0, counts[$0]!.1) }
    }

    /// Builds the report of `results` over `catalog`.
    init(catalog: Catalog, results: [CaseResult]) {
        var casesByPhrase: [Int: [String]] = [:]
        var said = Set<SaidForm>()
        for result in results where result.passed {
            guard let trace = result.outcome?.trace else { continue }
            let phrase = catalog.phrases[trace.phraseIndex]
            casesByPhrase[trace.phraseIndex, default: []].append("\(result.corpusCase.file):\(result.corpusCase.line)")
            if let name = trace.applicationName {
                said.insert(SaidForm(kind: .applicationName(app: phrase.app), locale: phrase.locale, variant: name))
            }
            for value in trace.values {
                said.insert(
                    SaidForm(
                        kind: .values(app: phrase.app, type: value.type), locale: phrase.locale, variant: value.variant)
                )
            }
        }
        // A phrase a shortcut repeats in one locale (a String Catalog's
        // stringSet may list one twice) is one utterance: counted once, with
        // the cases of every copy.
        phrases = []
        var firstCopy: [String: Int] = [:]
        for index in catalog.phrases.indices {
            let phrase = catalog.phrases[index]
            guard let shortcutIndex = phrase.shortcut else { continue }
            let cases = casesByPhrase[index] ?? []
            let key = "\(phrase.app) \(shortcutIndex) \(phrase.locale) \(phrase.template.normalizedText)"
            if let first = firstCopy[key] {
                phrases[first].cases += cases
                continue
            }
            firstCopy[key] = phrases.count
            let manifest = catalog.apps[phrase.app]
            let shortcut = manifest.shortcuts[shortcutIndex]
            phrases.append(
                PhraseCoverage(
                    app: manifest.app.name, shortcut: shortcutIndex,
                    shortcutTitle: shortcut.shortTitle.map { manifest.translate($0, into: phrase.locale) }
                        ?? shortcut.intent,
                    intent: shortcut.intent, locale: phrase.locale, phrase: phrase.template.source, cases: cases))
        }
        var forms: [SpokenForm] = []
        var total = 0
        var byLocale: [String: Int] = [:]
        for valueSet in catalog.valueSets {
            for variant in valueSet.variants {
                total += 1
                byLocale[valueSet.locale, default: 0] += 1
                switch valueSet.kind {
                case .applicationName(let app):
                    guard !said.contains(SaidForm(kind: valueSet.kind, locale: valueSet.locale, variant: variant))
                    else { continue }
                    let manifest = catalog.apps[app]
                    let info = manifest.app
                    let text = manifest.spokenName(variant, locale: valueSet.locale)
                    forms.append(
                        SpokenForm(
                            app: info.name, locale: valueSet.locale, kind: "app name", valueID: "", text: text,
                            isSynonym: variant.synonym != -1))
                case .values(let app, let type):
                    guard !said.contains(SaidForm(kind: valueSet.kind, locale: valueSet.locale, variant: variant))
                    else { continue }
                    let manifest = catalog.apps[app]
                    let value = manifest.types[type].values[Int(variant.value)]
                    let localized = valueSet.locale == manifest.app.locale ? nil : value.localized[valueSet.locale]
                    let synonyms = localized?.synonyms ?? value.synonyms
                    let title = localized?.title ?? manifest.translate(value.title, into: valueSet.locale)
                    let synonym = Int(variant.synonym)
                    let text = synonyms.indices.contains(synonym) ? synonyms[synonym] : title
                    forms.append(
                        SpokenForm(
                            app: manifest.app.name, locale: valueSet.locale, kind: manifest.types[type].name,
                            valueID: value.id,
                            text: text, isSynonym: variant.synonym >= 0))
                }
            }
        }
        unexercised = forms
        spokenFormCount = total
        spokenFormsByLocale = byLocale
        passed = results.filter(\.passed).count
        failures = results.compactMap(\.failure)
        knownGaps = results.compactMap(\.knownGap)
        cases = results.map { result in
            let expected = result.corpusCase.steps.lazy.compactMap { step -> String? in
                if case .outcome(let outcome) = step.step { return "= \(outcome)" }
                return nil
            }.first
            return CaseSummary(
                file: result.corpusCase.file, line: result.corpusCase.line, utterance: result.corpusCase.utterance,
                locale: result.corpusCase.locale, expected: expected ?? "", failure: result.failure,
                knownGap: result.knownGap,
                transcript: result.transcript)
        }
    }

    /// The report narrowed to one locale's phrases and spoken forms (the
    /// cases are as run).
    func restricted(to locale: String) -> CoverageReport {
        var report = self
        report.phrases = phrases.filter { $0.locale == locale }
        report.unexercised = unexercised.filter { $0.locale == locale }
        report.spokenFormCount = spokenFormsByLocale[locale] ?? 0
        report.spokenFormsByLocale = spokenFormsByLocale.filter { $0.key == locale }
        return report
    }

}

/// One spoken form a passing case said: the value set it belongs to (an
/// app's names or a type's values), the locale, and the form.
private struct SaidForm: Hashable {
    var kind: ValueSet.Kind
    var locale: String
    var variant: ValueVariant
}
