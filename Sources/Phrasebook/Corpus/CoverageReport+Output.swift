import Foundation

extension CoverageReport {
    /// Runs the corpus files (`*.txt`) under `corpusDirectory` against
    /// `catalog` — every case through a ``Conversation``, as the REPL holds
    /// it — and reports coverage.
    ///
    /// With `locale`, only that locale's cases run
    /// and only its phrases and spoken forms are counted. When the corpus
    /// cannot be read, ``corpusDiagnostics`` says why and nothing is run.
    /// With `exact`, every case is matched exactly (no flexible matching).
    ///
    /// - Parameters:
    ///   - catalog: The compiled phrases the cases run against.
    ///   - corpusDirectory: The folder of corpus files.
    ///   - locale: A locale tag whose cases alone run, or `nil` for all.
    ///   - exact: Whether to match exact phrases only.
    public init(catalog: Catalog, corpusDirectory: String, locale: String? = nil, exact: Bool = false) {
        let corpus = CorpusParser.load(directory: corpusDirectory)
        guard !corpus.diagnostics.containsErrors else {
            self.init(catalog: catalog, results: [])
            corpusDiagnostics = corpus.diagnostics
            return
        }
        var cases = corpus.cases
        let locale = catalog.canonicalLocale(locale)
        if let locale {
            cases = cases.filter { $0.locale.map(Catalog.localeKey) == Catalog.localeKey(locale) }
        }
        self.init(catalog: catalog, results: CorpusRunner(catalog: catalog, exact: exact).run(cases))
        corpusDiagnostics = corpus.diagnostics
        if let locale {
            self = restricted(to: locale)
        }
    }

    /// How many cases failed.
    public var failed: Int { failures.count }

    /// How many phrases there are (per locale: one phrase of a shortcut in
    /// each locale it is said in).
    public var phraseCount: Int { phrases.count }

    /// Whether phrase coverage is below `minimum` percent.
    ///
    /// - Parameter minimum: The least phrase coverage, in percent.
    /// - Returns: `true` when coverage is under `minimum`.
    public func isBelow(minimum: Double) -> Bool {
        phrasePercent + 1e-9 < minimum
    }

    /// The report as `phrasebook coverage` prints it: the phrase table per
    /// app, shortcut and locale, the spoken forms never said, the failures,
    /// and the totals; with `minimum`, a last line when coverage is below it.
    ///
    /// - Parameters:
    ///   - minimum: The least phrase coverage, in percent, if one is required.
    ///   - style: How to style each span of the text (plain by default).
    /// - Returns: The report as text.
    public func text(minimum: Double? = nil, style: (String, TextStyle) -> String = TextStyle.plain) -> String {
        var lines: [String] = []
        var lastApp = ""
        var lastShortcut = -1
        for phrase in phrases {
            let appKey = "\(phrase.app) [\(phrase.locale)]"
            if appKey != lastApp {
                if !lastApp.isEmpty { lines.append("") }
                lines.append(style(appKey, .bold))
                lastApp = appKey
                lastShortcut = -1
            }
            if phrase.shortcut != lastShortcut {
                lines.append("  \(phrase.shortcutTitle) → \(phrase.intent)")
                lastShortcut = phrase.shortcut
            }
            let mark = phrase.isCovered ? style("✓", .green) : style("✗", .red)
            let count = phrase.cases.count == 1 ? "1 case" : "\(phrase.cases.count) cases"
            let shown = phrase.cases.prefix(3).joined(separator: ", ") + (phrase.cases.count > 3 ? ", …" : "")
            lines.append(
                "    \(mark) \(phrase.phrase)  " + style(phrase.isCovered ? "\(count): \(shown)" : "no case", .dim))
        }
        lines.append("")
        if !unexercised.isEmpty {
            lines.append(
                style("Never said by a passing case (\(unexercised.count) of \(spokenFormCount) spoken forms):", .bold))
            for form in unexercised {
                let what = form.valueID.isEmpty ? "app name" : "\(form.kind) \(form.valueID)"
                let kind = form.isSynonym ? "synonym" : (form.valueID.isEmpty ? "name" : "title")
                lines.append("  \(form.app) [\(form.locale)] \(what): \"\(form.text)\" " + style("(\(kind))", .dim))
            }
            lines.append("")
        }
        if !failures.isEmpty {
            lines.append(style("Failures:", .bold))
            for failure in failures {
                lines.append("  \(failure.file):\(failure.line): > \(failure.utterance)")
                lines.append("    expected: \(failure.expected)")
                lines.append("    actual:   \(failure.actual)")
            }
            lines.append("")
        }
        let locales = byLocale.map { "\($0.locale) \($0.covered)/\($0.total)" }.joined(separator: ", ")
        lines.append(
            "Phrases: \(coveredPhrases)/\(phrases.count) covered (\(Self.percent(phrasePercent)))"
                + (locales.isEmpty ? "" : " — \(locales)"))
        let branchPercent = spokenFormCount == 0 ? 100 : Double(exercisedSpokenForms) * 100 / Double(spokenFormCount)
        lines.append("Spoken forms: \(exercisedSpokenForms)/\(spokenFormCount) said (\(Self.percent(branchPercent)))")
        lines.append("Cases: \(passed) passed, \(failures.count) failed")
        if let minimum, isBelow(minimum: minimum) {
            lines.append(
                style(
                    "Phrase coverage \(Self.percent(phrasePercent)) is below the minimum of \(Self.percent(minimum)).",
                    .red))
        }
        return lines.joined(separator: "\n")
    }

    /// The report as `phrasebook coverage --json` prints it:
    /// `{"cases","phrases","branches","apps","failures"}`, with `minimum`
    /// under `phrases` when given.
    ///
    /// - Parameter minimum: The least phrase coverage, in percent, if one is required.
    /// - Returns: The report as one JSON document.
    public func json(minimum: Double? = nil) -> JSONOutput {
        let locales = byLocale.map { entry -> (String, JSONOutput) in
            (entry.locale, .object([("covered", .int(entry.covered)), ("total", .int(entry.total))]))
        }
        var phraseTotals: [(String, JSONOutput)] = [
            ("covered", .int(coveredPhrases)), ("total", .int(phrases.count)),
            ("percent", .double(phrasePercent)), ("byLocale", .object(locales)),
        ]
        if let minimum { phraseTotals.append(("minimum", .double(minimum))) }
        let rows = phrases.map { phrase -> JSONOutput in
            .object([
                ("app", .string(phrase.app)), ("intent", .string(phrase.intent)), ("shortcut", .int(phrase.shortcut)),
                ("locale", .string(phrase.locale)), ("phrase", .string(phrase.phrase)),
                ("cases", .array(phrase.cases.map(JSONOutput.string))),
            ])
        }
        let unexercisedForms = unexercised.map { form -> JSONOutput in
            .object([
                ("app", .string(form.app)), ("locale", .string(form.locale)), ("kind", .string(form.kind)),
                ("id", .string(form.valueID)), ("text", .string(form.text)), ("synonym", .bool(form.isSynonym)),
            ])
        }
        let failureRows = failures.map { failure -> JSONOutput in
            .object([
                ("file", .string(failure.file)), ("line", .int(failure.line)),
                ("utterance", .string(failure.utterance)),
                ("expected", .string(failure.expected)), ("actual", .string(failure.actual)),
            ])
        }
        return .object([
            ("cases", .object([("passed", .int(passed)), ("failed", .int(failures.count))])),
            ("phrases", .object(phraseTotals)),
            (
                "branches",
                .object([
                    ("said", .int(exercisedSpokenForms)), ("total", .int(spokenFormCount)),
                    ("unexercised", .array(unexercisedForms)),
                ])
            ),
            ("apps", .array(rows)),
            ("failures", .array(failureRows)),
        ])
    }

    /// `12.5%`.
    private static func percent(_ value: Double) -> String {
        String(format: "%.1f%%", value)
    }
}
