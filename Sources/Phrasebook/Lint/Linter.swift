/// Finds every phrase-level risk of a compiled catalog, for `phrasebook lint`.
///
/// Each finding has its place in the manifest and, where one exists, a
/// witness — the concrete utterance that shows it:
///
/// - the compile diagnostics (Apple's rules, references, metadata);
/// - collisions (PB113, ``CollisionFindings``): an error when the two
///   shortcuts run different invocations;
/// - near-collisions (PB120, ``NearCollisionFinder``): utterances of
///   different intents one word or two characters apart;
/// - shared value names (PB121, ``SharedValueNameFinder``);
/// - negative phrases that block a real phrase (PB122, ``NegativePhraseFinder``).
///
/// The findings are sorted by file, line and column. A catalog with compile
/// errors is linted too (what compiled), and the report says it had them.
enum Linter {
    /// What to lint and how far to go.
    struct Options: Sendable {
        /// The most expansions the near-collision check spells out per group
        /// of apps (200,000 unless set); past it the check stops with a warning.
        static let defaultNearCollisionBudget = 200_000

        /// Only phrases and names of this locale (compile diagnostics are all kept).
        var locale: String?
        /// The near-collision check's budget of spelled-out expansions per group.
        var nearCollisionBudget: Int

        /// Options for `locale` (every locale when `nil`) and a budget.
        init(locale: String? = nil, nearCollisionBudget: Int = Options.defaultNearCollisionBudget) {
            self.locale = locale
            self.nearCollisionBudget = nearCollisionBudget
        }
    }

    /// Lints every app under `directory`.
    static func lint(directory: String, options: Options = Options()) -> LintReport {
        lint(CatalogCompiler.compile(directory: directory), options: options)
    }

    /// Lints a compiled catalog.
    static func lint(_ catalog: Catalog, options: Options = Options()) -> LintReport {
        var options = options
        options.locale = catalog.canonicalLocale(options.locale)
        // Collisions come from lint's own, classified run of the check; a
        // translated phrase compile leaves out is an error to fix.
        var findings = catalog.diagnostics.filter { $0.code != .collision }.map { diagnostic in
            var finding = diagnostic
            if TranslationValidator.isLeftOutPhrase(diagnostic) { finding.severity = .error }
            return LintFinding(finding)
        }
        let collisions = CollisionFindings.findings(in: catalog, locale: options.locale)
        findings += collisions.findings
        findings += NearCollisionFinder(
            catalog: catalog, budget: options.nearCollisionBudget, locale: options.locale,
            excluded: collisions.colliding
        ).findings()
        findings += SharedValueNameFinder.findings(in: catalog, locale: options.locale)
        findings += NegativePhraseFinder.findings(in: catalog, locale: options.locale)
        findings += GluedWordFinder.findings(in: catalog, locale: options.locale)
        let sorted = findings.enumerated().sorted { left, right in
            let a = left.element.diagnostic
            let b = right.element.diagnostic
            let keyA = (a.file ?? "", a.location?.line ?? 0, a.location?.column ?? 0)
            let keyB = (b.file ?? "", b.location?.line ?? 0, b.location?.column ?? 0)
            return keyA != keyB ? keyA < keyB : left.offset < right.offset
        }.map(\.element)
        return LintReport(findings: sorted, hasCompileErrors: catalog.hasErrors)
    }
}
