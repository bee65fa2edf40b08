import Foundation

extension CoverageReport {
    /// Runs the corpus files (`*.txt`) under `corpusDirectory` against
    /// `catalog` — every case through a ``Conversation``, as the REPL holds
    /// it — and reports coverage.
    ///
    /// The same as ``init(catalog:corpus:locale:exact:filter:)`` with the
    /// folder as `corpus`.
    ///
    /// - Parameters:
    ///   - catalog: The compiled phrases the cases run against.
    ///   - corpusDirectory: The folder of corpus files.
    ///   - locale: A locale tag whose cases alone run, or `nil` for all.
    ///   - exact: Whether to match exact phrases only.
    public init(catalog: Catalog, corpusDirectory: String, locale: String? = nil, exact: Bool = false) {
        self.init(catalog: catalog, corpus: corpusDirectory, locale: locale, exact: exact)
    }

    /// Runs a corpus file, or every corpus file (`*.txt`) of a folder,
    /// against `catalog` — every case through a ``Conversation``, as the
    /// REPL holds it — and reports coverage.
    ///
    /// With `locale`, only that locale's cases run and only its phrases and
    /// spoken forms are counted. With `filter`, only the cases whose first
    /// utterance contains it (ignoring case and accents) or whose `file:line`
    /// is it, or ends with `/` and it, run (`tasks.txt:12` runs one case). When the corpus cannot be
    /// read, or an expectation names an app, intent, parameter or value id
    /// the catalog does not have, ``corpusDiagnostics`` says so and nothing
    /// is run. With `exact`, every case is matched exactly (no flexible
    /// matching).
    ///
    /// - Parameters:
    ///   - catalog: The compiled phrases the cases run against.
    ///   - corpus: A corpus file, or a folder of them.
    ///   - locale: A locale tag whose cases alone run, or `nil` for all.
    ///   - exact: Whether to match exact phrases only.
    ///   - filter: Text that picks the cases to run, or `nil` for all.
    public init(catalog: Catalog, corpus: String, locale: String? = nil, exact: Bool = false, filter: String? = nil) {
        var parsed = CorpusParser.load(path: corpus)
        if !parsed.diagnostics.containsErrors {
            var check = CorpusExpectationCheck(catalog: catalog)
            parsed.diagnostics += check.diagnostics(for: parsed.cases)
        }
        guard !parsed.diagnostics.containsErrors else {
            self.init(catalog: catalog, results: [])
            corpusDiagnostics = parsed.diagnostics
            return
        }
        var cases = parsed.cases
        let locale = catalog.canonicalLocale(locale)
        if let locale {
            cases = cases.filter { $0.locale.map(Catalog.localeKey) == Catalog.localeKey(locale) }
        }
        if let filter, !filter.isEmpty {
            cases = cases.filter { Self.case($0, isPickedBy: filter) }
        }
        self.init(catalog: catalog, results: CorpusRunner(catalog: catalog, exact: exact).run(cases))
        corpusDiagnostics = parsed.diagnostics
        if let locale {
            self = restricted(to: locale)
        }
    }

    /// Whether `filter` picks `corpusCase`: its first utterance contains
    /// the text (ignoring case), or its `file:line` is it or ends with `/`
    /// and it.
    private static func `case`(_ corpusCase: CorpusCase, isPickedBy filter: String) -> Bool {
        if corpusCase.utterance.range(of: filter, options: [.caseInsensitive, .diacriticInsensitive]) != nil {
            return true
        }
        let place = "\(corpusCase.file):\(corpusCase.line)"
        return place == filter || place.hasSuffix("/" + filter)
    }

    /// How many cases ran.
    public var caseCount: Int { cases.count }

    /// How many cases failed.
    public var failed: Int { failures.count }

    /// How many cases are known gaps that failed as expected.
    public var knownGapCount: Int { knownGaps.count }

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
    /// With `failuresOnly`, the phrase table and the spoken forms are left
    /// out: only the failures and the totals.
    ///
    /// - Parameters:
    ///   - minimum: The least phrase coverage, in percent, if one is required.
    ///   - style: How to style each span of the text (plain by default).
    ///   - failuresOnly: Whether to print only the failures and the totals.
    /// - Returns: The report as text.
    public func text(
        minimum: Double? = nil, style: (String, TextStyle) -> String = TextStyle.plain, failuresOnly: Bool = false
    ) -> String {
        var lines: [String] = []
        var lastApp = ""
        var lastShortcut = -1
        for phrase in phrases where !failuresOnly {
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
        if !failuresOnly { lines.append("") }
        if !unexercised.isEmpty, !failuresOnly {
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
        lines.append(
            "Cases: \(passed) passed, \(failures.count) failed"
                + (knownGaps.isEmpty ? "" : ", \(knownGaps.count) known \(knownGaps.count == 1 ? "gap" : "gaps")"))
        if let minimum, isBelow(minimum: minimum) {
            lines.append(
                style(
                    "Phrase coverage \(Self.percent(phrasePercent)) is below the minimum of \(Self.percent(minimum)).",
                    .red))
        }
        return lines.joined(separator: "\n")
    }

    /// The report as `phrasebook coverage --json` prints it:
    /// `{"cases","phrases","branches","apps","failures","results"}`, with
    /// `minimum` under `phrases` when given; `results` lists every case run,
    /// passed, failed or a known gap (`knownGap`, with how it failed).
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
        let caseRows = cases.map { summary -> JSONOutput in
            var members: [(String, JSONOutput)] = [
                ("file", .string(summary.file)), ("line", .int(summary.line)),
                ("utterance", .string(summary.utterance)), ("locale", summary.locale.map(JSONOutput.string) ?? .null),
                ("result", .string(summary.result)), ("expected", .string(summary.expected)),
            ]
            if let failure = summary.failure ?? summary.knownGap {
                members.append(("failedLine", .int(failure.line)))
                members.append(("failedExpectation", .string(failure.expected)))
                members.append(("actual", .string(failure.actual)))
            }
            return .object(members)
        }
        return .object([
            (
                "cases",
                .object([
                    ("passed", .int(passed)), ("failed", .int(failures.count)), ("knownGaps", .int(knownGaps.count)),
                ])
            ),
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
            ("results", .array(caseRows)),
        ])
    }

    /// `12.5%`.
    static func percent(_ value: Double) -> String {
        String(format: "%.1f%%", value)
    }
}
