import Foundation
import Testing

@testable import Phrasebook

/// ``InvocationBuilder/resolvedAtOnce(_:catalog:now:)`` takes most intents'
/// starting values from the phrase's bindings alone; every candidate must
/// end as the step-by-step request (``InvocationBuilder/start(_:catalog:)``
/// and the resolved outcome) would, or not resolve at once when that
/// request would ask something.
@Suite struct InvocationBuilderResolvedAtOnceTests {
    /// Every request typed in the sample corpus, and a few of the fixture's.
    private static let utterances =
        sampleCorpusTypedLines + [
            "Start Calm in Meditation", "Walk with Meditation", "Start Walk in Meditation",
            "Start a Meditation session",
        ]

    /// The outcome the step-by-step request `candidate` starts ends with
    /// when it asks nothing: every required value set, none ambiguous or
    /// refused, no confirmation, and every value under a declared
    /// parameter's name; `nil` when it would ask something.
    private func stepByStep(_ candidate: PhraseMatch, builder: InvocationBuilder, catalog: Catalog) -> Outcome? {
        let pending = builder.start(candidate, catalog: catalog)
        guard let intentIndex = catalog.intentIndex(of: candidate) else { return nil }
        let intent = catalog.apps[candidate.app].intents[intentIndex]
        guard intent.confirmation == nil, pending.ambiguous.isEmpty,
            pending.values.keys.allSatisfy({ name in intent.parameters.contains { $0.name == name } })
        else { return nil }
        let validator = ValueValidator(catalog: catalog, now: { fixedDate })
        for parameter in intent.parameters {
            guard let value = pending.values[parameter.name] else {
                if parameter.optional { continue }
                return nil
            }
            if validator.violation(of: parameter, by: value, in: pending) != nil { return nil }
        }
        let renderer = DialogRenderer(
            timeZone: builder.timeZone, locale: pending.locale, templates: catalog.dialogTemplates,
            slot: catalog.dialogTemplates.slot(app: candidate.app, intent: intentIndex))
        let appName = catalog.translate(catalog.apps[candidate.app].app.name, app: candidate.app, into: pending.locale)
        return builder.resolved(
            pending, candidate: candidate, intent: intentIndex, renderer: renderer, appName: appName, catalog: catalog)
    }

    @Test func aRequestResolvedAtOnceEndsAsTheStepByStepRequestWould() throws {
        let builder = InvocationBuilder(timeZone: newYork)
        var resolved = 0
        var asking = 0
        for catalog in [sampleCatalog, try DialogFixtures.everyType()] {
            var matcher = Matcher(catalog: catalog)
            matcher.allowsFlexibleMatching = false
            for utterance in Self.utterances {
                for candidate in matcher.match(utterance).candidates {
                    let atOnce = builder.resolvedAtOnce(candidate, catalog: catalog, now: { fixedDate })
                    #expect(atOnce == stepByStep(candidate, builder: builder, catalog: catalog), "\(utterance)")
                    if atOnce == nil { asking += 1 } else { resolved += 1 }
                }
            }
        }
        #expect(resolved > 50 && asking > 10, "\(resolved) resolved, \(asking) asking")
    }
}
