/// Lint's view of collisions (PB113): ``CollisionFinder``'s classified
/// results, where two shortcuts that say the same utterance but run
/// different invocations — different apps or intents, or one intent with
/// different fixed or bound values — are an error (the user must pick
/// between different actions), and two that run the same invocation stay a
/// warning, as in `compile`.
///
/// The witness is the shared utterance.
///
/// Cost: that of ``CollisionFinder``, plus reading each witness through the
/// two phrases for its invocations; a pair whose first witness runs the
/// same invocation has the rest of its phrase's expansions spelled out in
/// search of one that does not (within the same budget).
enum CollisionFindings {
    /// The findings, and every pair of shortcuts that collide.
    static func findings(in catalog: Catalog, locale: String? = nil) -> (
        findings: [LintFinding], colliding: Set<ShortcutPair>
    ) {
        let tries = catalog.compiledTries
        var findings: [LintFinding] = []
        var colliding = Set<ShortcutPair>()
        for result in CollisionFinder.find(in: tries, manifests: catalog.apps, classifying: true) {
            guard case .collision(let collision) = result else {
                findings.append(
                    LintFinding(CollisionFinder.diagnostic(for: result, tries: tries, manifests: catalog.apps)))
                continue
            }
            let phrase = catalog.phrases[collision.phrase]
            let other = catalog.phrases[collision.other]
            colliding.insert(
                ShortcutPair(app: phrase.app, shortcut: phrase.shortcut!, app: other.app, shortcut: other.shortcut!))
            guard locale == nil || phrase.locale == locale else { continue }
            findings.append(finding(collision, phrase: phrase, other: other, in: catalog))
        }
        return (findings, colliding)
    }

    private static func finding(
        _ collision: Collision, phrase: CompiledPhrase, other: CompiledPhrase, in catalog: Catalog
    ) -> LintFinding {
        let manifest = catalog.apps[phrase.app]
        let intent = manifest.shortcuts[phrase.shortcut!].intent
        let otherText =
            "\(CollisionFinder.otherShortcut(other, of: phrase, manifests: catalog.apps)), phrase \"\(other.template.source)\""
        let showApps = phrase.app != other.app
        let message: String
        if collision.invocationsDiffer {
            message =
                "this shortcut (\(intent)) says the same utterance in \(phrase.locale) as \(otherText), but they run different invocations: "
                + "\(describe(collision.meanings, showApps, catalog)) here, \(describe(collision.otherMeanings, showApps, catalog)) there; "
                + "the user will be asked which one"
        } else {
            message =
                "this shortcut (\(intent)) says the same utterance in \(phrase.locale) as \(otherText), and both run "
                + "\(describe(collision.meanings, showApps, catalog)); the user will be asked which one"
        }
        return LintFinding(
            PhraseSite(phrase, in: manifest).diagnostic(
                collision.invocationsDiffer ? .error : .warning, .collision, message),
            witnesses: [WitnessText.text(of: phrase, choices: collision.choices, in: catalog)])
    }

    /// `StartIntent(session=calming)`, several joined by `or`, with the app's
    /// name first when two apps are involved.
    private static func describe(_ meanings: Set<UtteranceMeaning>, _ showApps: Bool, _ catalog: Catalog) -> String {
        meanings.sorted().map { showApps ? "\(catalog.apps[$0.app].app.name) \($0)" : $0.description }.joined(
            separator: " or ")
    }
}
