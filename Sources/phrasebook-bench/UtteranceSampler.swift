import Phrasebook

/// Draws benchmark utterances from a generated catalog: exact hits (a phrase
/// said with one of the app's names and one of a value's titles or synonyms)
/// and plausible misses (a phrase with one word mistyped, an entity that does
/// not exist, an app nobody declared).
struct UtteranceSampler {
    /// An utterance that should match, and what it should match.
    struct Hit {
        /// The text as a user would type it.
        var utterance: String
        /// The app's name.
        var appName: String
        /// The shortcut's intent.
        var intent: String
        /// The id of the value the phrase's parameter should bind to, when it has one.
        var valueID: String?

        /// Whether `candidates` has one for the expected app and intent whose
        /// parameter (if any) may be the expected value.
        func isResolved(by candidates: [Candidate]) -> Bool {
            candidates.contains { candidate in
                guard candidate.app == appName, candidate.intent == intent else { return false }
                guard let valueID else { return true }
                return candidate.parameters.contains { parameter in
                    parameter.values.contains { $0.id == valueID }
                }
            }
        }
    }

    /// A piece of a phrase template.
    enum Segment {
        case text(String)
        case applicationName
        case parameter
    }

    /// One phrase of a shortcut and the type its parameter takes.
    private struct PhrasePlan {
        var app: Int
        var shortcut: Int
        var segments: [Segment]
        /// The parameter's type index in the app's `types`, when it has one.
        var parameterType: Int?
    }

    private let manifests: [GeneratedApp]
    private let lexicon: Lexicon
    private let plans: [PhrasePlan]

    /// A sampler over the shortcuts of `apps`.
    init(apps: [GeneratedApp], lexicon: Lexicon) {
        self.manifests = apps
        self.lexicon = lexicon
        var plans: [PhrasePlan] = []
        for (appIndex, app) in apps.enumerated() {
            for (shortcutIndex, shortcut) in app.shortcuts.enumerated() {
                for phrase in shortcut.phrases {
                    let segments = Self.segments(of: phrase)
                    let saysParameter = segments.contains {
                        if case .parameter = $0 { return true } else { return false }
                    }
                    plans.append(
                        PhrasePlan(
                            app: appIndex, shortcut: shortcutIndex, segments: segments,
                            parameterType: saysParameter ? shortcut.parameter?.type : nil))
                }
            }
        }
        self.plans = plans
    }

    /// The segments of a generated phrase: its words and its `${…}` tokens.
    static func segments(of phrase: String) -> [Segment] {
        var segments: [Segment] = []
        var rest = Substring(phrase)
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            if open.lowerBound > rest.startIndex { segments.append(.text(String(rest[..<open.lowerBound]))) }
            segments.append(rest[open.upperBound..<close] == "applicationName" ? .applicationName : .parameter)
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { segments.append(.text(String(rest))) }
        return segments
    }

    /// `count` exact hits drawn from `random`.
    func hits(_ count: Int, random: inout SplitMix64) -> [Hit] {
        (0..<count).map { _ in hit(&random) }
    }

    /// `count` misses drawn from `random`; each is checked with `matcher` and
    /// redrawn if it matches something after all.
    func misses(_ count: Int, random: inout SplitMix64, matcher: Matcher) -> [String] {
        (0..<count).map { _ in
            for _ in 0..<20 {
                let candidate = miss(&random)
                if matcher.candidates(for: candidate).isEmpty { return candidate }
            }
            return mistypedPhrase(&random)
        }
    }

    private func hit(_ random: inout SplitMix64) -> Hit {
        let plan = random.pick(plans)
        let manifest = manifests[plan.app]
        var valueID: String?
        var valueText = ""
        if let type = plan.parameterType {
            let declaration = manifest.types[type]
            let index = random.below(declaration.values.count)
            let chosen = declaration.values[index]
            valueID = chosen.id
            valueText = !chosen.synonyms.isEmpty && random.chance(0.3) ? random.pick(chosen.synonyms) : chosen.title
        }
        let utterance = render(plan, appName: appName(manifest, &random), value: valueText, random: &random)
        return Hit(
            utterance: utterance, appName: manifest.name, intent: manifest.shortcuts[plan.shortcut].intent,
            valueID: valueID)
    }

    private func miss(_ random: inout SplitMix64) -> String {
        switch random.below(3) {
        case 0:
            return mistypedPhrase(&random)
        case 1:
            let plan = plans[random.below(plans.count)]
            guard plan.parameterType != nil else { return mistypedPhrase(&random) }
            let words = 2 + random.below(2)
            let title = (0..<words).map { _ in lexicon.capitalizedWord(&random) }.joined(separator: " ")
            return render(plan, appName: appName(manifests[plan.app], &random), value: title, random: &random)
        default:
            let plan = random.pick(plans)
            let value = plan.parameterType.map { manifests[plan.app].types[$0].values[0].title } ?? ""
            return render(
                plan, appName: Lexicon.capitalized(lexicon.unknownWord(&random)), value: value, random: &random)
        }
    }

    /// A phrase said right except one of its own words, which is mistyped.
    private func mistypedPhrase(_ random: inout SplitMix64) -> String {
        let plan = random.pick(plans)
        let manifest = manifests[plan.app]
        let literal = plan.segments.indices.filter {
            if case .text(let text) = plan.segments[$0] { return text.contains { $0.isLetter } }
            return false
        }
        var mistyped = plan
        if let segment = literal.isEmpty ? nil : random.pick(literal), case .text(let text) = plan.segments[segment] {
            var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            let candidates = words.indices.filter { !words[$0].isEmpty }
            words[random.pick(candidates)] = lexicon.unknownWord(&random)
            mistyped.segments[segment] = .text(words.joined(separator: " "))
        }
        let value =
            plan.parameterType.map { manifest.types[$0].values[random.below(manifest.types[$0].values.count)].title }
            ?? ""
        return render(mistyped, appName: appName(manifest, &random), value: value, random: &random)
    }

    /// The app's name, or one of its synonyms one time in four.
    private func appName(_ manifest: GeneratedApp, _ random: inout SplitMix64) -> String {
        !manifest.synonyms.isEmpty && random.chance(0.25) ? random.pick(manifest.synonyms) : manifest.name
    }

    /// The phrase with its tokens filled in, typed in lower case half the time.
    private func render(_ plan: PhrasePlan, appName: String, value: String, random: inout SplitMix64) -> String {
        var text = ""
        for segment in plan.segments {
            switch segment {
            case .text(let literal): text += literal
            case .applicationName: text += appName
            case .parameter: text += value
            }
        }
        return random.chance(0.5) ? text.lowercased() : text
    }
}
