import Phrasebook

/// The `coverage --json` document (SPEC §9, extended with per-phrase rows,
/// per-locale totals and branch coverage).
enum CoverageJSON {
    static func document(_ report: CoverageReport, minimum: Double?) -> JSONOutput {
        let locales = report.byLocale.map { entry -> (String, JSONOutput) in
            (entry.locale, .object([("covered", .int(entry.covered)), ("total", .int(entry.total))]))
        }
        var phrases: [(String, JSONOutput)] = [
            ("covered", .int(report.coveredPhrases)), ("total", .int(report.phrases.count)),
            ("percent", .double(report.phrasePercent)), ("byLocale", .object(locales)),
        ]
        if let minimum { phrases.append(("minimum", .double(minimum))) }
        let rows = report.phrases.map { phrase -> JSONOutput in
            .object([
                ("app", .string(phrase.app)), ("intent", .string(phrase.intent)), ("shortcut", .int(phrase.shortcut)),
                ("locale", .string(phrase.locale)), ("phrase", .string(phrase.phrase)),
                ("cases", .array(phrase.cases.map(JSONOutput.string))),
            ])
        }
        let unexercised = report.unexercised.map { form -> JSONOutput in
            .object([
                ("app", .string(form.app)), ("locale", .string(form.locale)), ("kind", .string(form.kind)),
                ("id", .string(form.valueID)), ("text", .string(form.text)), ("synonym", .bool(form.isSynonym)),
            ])
        }
        let failures = report.failures.map { failure -> JSONOutput in
            .object([
                ("file", .string(failure.file)), ("line", .int(failure.line)), ("utterance", .string(failure.utterance)),
                ("expected", .string(failure.expected)), ("actual", .string(failure.actual)),
            ])
        }
        return .object([
            ("cases", .object([("passed", .int(report.passed)), ("failed", .int(report.failures.count))])),
            ("phrases", .object(phrases)),
            ("branches", .object([
                ("said", .int(report.exercisedSpokenForms)), ("total", .int(report.spokenFormCount)),
                ("unexercised", .array(unexercised)),
            ])),
            ("apps", .array(rows)),
            ("failures", .array(failures)),
        ])
    }
}
