/// What changes between two versions of the same apps' phrases, for a pull
/// request's check: the phrases and spoken values added and removed per
/// locale, and every utterance whose outcome changes — computed over every
/// expansion of both catalogs (each phrase × each app name × each value's
/// title and synonym), not sampled.
///
/// An utterance *resolved* in a catalog when exactly one invocation answers
/// it; it *asks* when several do (a collision the user is asked about). A
/// change is *breaking* when an utterance that resolved before no longer
/// resolves to the same invocation: it is gone, reaches another invocation,
/// or now asks.
///
/// ```swift
/// let diff = try CatalogDiff(old: try Catalog(compiledFile: "v1.pbc"), new: Catalog(directory: "Phrases"))
/// print(diff.text())
/// if diff.isBreaking { exit(1) }
/// ```
public struct CatalogDiff: Sendable {
    /// The most expanded utterances one catalog may spell out for a diff.
    public static let expansionBudget = 5_000_000

    /// Why two catalogs cannot be compared.
    ///
    /// Thrown by ``CatalogDiff/init(old:new:)`` instead of expanding a catalog
    /// whose phrases say more utterances than a diff compares:
    ///
    /// ```swift
    /// do {
    ///     print(try CatalogDiff(old: before, new: after).text())
    /// } catch {
    ///     print(error)   // which side is too large to compare
    /// }
    /// ```
    public struct TooLarge: Error, Sendable, CustomStringConvertible {
        /// Which catalog (`old` or `new`) has more expansions than the budget.
        public var side: String
        /// What went wrong, in words.
        public var description: String {
            "the \(side) catalog expands to more than \(CatalogDiff.expansionBudget) utterances; "
                + "compare it app by app (folders that hold one app each)"
        }
    }

    /// A phrase of a shortcut in one locale.
    struct PhraseEntry: Sendable, Hashable, Comparable {
        /// The app's name.
        var app: String
        /// The intent the shortcut runs.
        var intent: String
        /// The locale.
        var locale: String
        /// The phrase as written.
        var phrase: String

        /// Orders by app, locale, intent and phrase.
        static func < (lhs: PhraseEntry, rhs: PhraseEntry) -> Bool {
            (lhs.app, lhs.locale, lhs.intent, lhs.phrase) < (rhs.app, rhs.locale, rhs.intent, rhs.phrase)
        }
    }

    /// A way of saying a value (or an app's name) in one locale.
    struct ValueEntry: Sendable, Hashable, Comparable {
        /// The app's name.
        var app: String
        /// The type's name, or `app name`.
        var type: String
        /// The value's id (empty for an app name).
        var id: String
        /// The locale.
        var locale: String
        /// The words, as written.
        var text: String

        /// Orders by app, type, locale, id and words.
        static func < (lhs: ValueEntry, rhs: ValueEntry) -> Bool {
            (lhs.app, lhs.type, lhs.locale, lhs.id, lhs.text) < (rhs.app, rhs.type, rhs.locale, rhs.id, rhs.text)
        }
    }

    /// An utterance whose outcome changes, with what it ran before and after.
    struct UtteranceChange: Sendable, Hashable, Comparable {
        /// How the outcome changes.
        enum Kind: String, Sendable, Hashable, Comparable {
            /// It resolved (or asked) and now matches nothing.
            case lost
            /// It resolved and now reaches another invocation.
            case changed
            /// It resolved and now asks which of several.
            case nowAsks
            /// It matched nothing and now resolves or asks.
            case added
            /// It asked and now resolves, or asks among other invocations.
            case settled

            /// Orders the kinds as reports list them, breaking ones first.
            static func < (lhs: Kind, rhs: Kind) -> Bool {
                allOrder.firstIndex(of: lhs) ?? 0 < allOrder.firstIndex(of: rhs) ?? 0
            }

            private static let allOrder: [Kind] = [.lost, .changed, .nowAsks, .added, .settled]
        }

        /// How the outcome changes.
        var kind: Kind
        /// The locale the utterance is said in.
        var locale: String
        /// The utterance as a user says it: the phrase's words with the app
        /// name and values as the manifest writes them.
        var utterance: String
        /// The invocations it ran before, in corpus notation
        /// (`Library OpenBookIntent book=dune`), sorted.
        var before: [String]
        /// The invocations it runs now.
        var after: [String]

        /// Whether an utterance that resolved no longer resolves the same.
        var isBreaking: Bool { kind == .lost || kind == .changed || kind == .nowAsks }

        /// Orders by kind, locale and utterance.
        static func < (lhs: UtteranceChange, rhs: UtteranceChange) -> Bool {
            (lhs.kind, lhs.locale, lhs.utterance) < (rhs.kind, rhs.locale, rhs.utterance)
        }
    }

    /// Phrases the new catalog has and the old one lacks.
    var addedPhrases: [PhraseEntry]
    /// Phrases the old catalog has and the new one lacks.
    var removedPhrases: [PhraseEntry]
    /// Value titles, synonyms and app names the new catalog adds.
    var addedValues: [ValueEntry]
    /// Value titles, synonyms and app names the new catalog drops.
    var removedValues: [ValueEntry]
    /// Every utterance whose outcome changes, breaking changes first.
    var changes: [UtteranceChange]

    /// Whether an utterance that resolved before no longer resolves the same.
    public var isBreaking: Bool { changes.contains(where: \.isBreaking) }

    /// Whether nothing a user could say changes (phrases or values may
    /// still be reworded without a change of outcome).
    public var isEmpty: Bool {
        addedPhrases.isEmpty && removedPhrases.isEmpty && addedValues.isEmpty && removedValues.isEmpty
            && changes.isEmpty
    }

    /// Compares `old` with `new`.
    ///
    /// - Parameters:
    ///   - old: The catalog before the change.
    ///   - new: The catalog after it.
    /// - Throws: ``TooLarge`` when a catalog expands to more than
    ///   ``expansionBudget`` utterances.
    public init(old: Catalog, new: Catalog) throws(TooLarge) {
        let oldPhrases = Self.phrases(of: old)
        let newPhrases = Self.phrases(of: new)
        addedPhrases = newPhrases.subtracting(oldPhrases).sorted()
        removedPhrases = oldPhrases.subtracting(newPhrases).sorted()
        let oldValues = Self.values(of: old)
        let newValues = Self.values(of: new)
        addedValues = newValues.subtracting(oldValues).sorted()
        removedValues = oldValues.subtracting(newValues).sorted()
        guard let before = Self.meanings(of: old) else { throw TooLarge(side: "old") }
        guard let after = Self.meanings(of: new) else { throw TooLarge(side: "new") }
        var changes: [UtteranceChange] = []
        for (key, was) in before {
            let now = after[key]?.meanings ?? []
            guard was.meanings != now else { continue }
            let kind: UtteranceChange.Kind
            if now.isEmpty {
                kind = .lost
            } else if was.meanings.count == 1 {
                kind = now.count == 1 ? .changed : .nowAsks
            } else {
                kind = .settled
            }
            changes.append(
                UtteranceChange(
                    kind: kind, locale: key.locale, utterance: was.said, before: was.meanings.sorted(),
                    after: now.sorted()))
        }
        for (key, now) in after where before[key] == nil {
            changes.append(
                UtteranceChange(
                    kind: .added, locale: key.locale, utterance: now.said, before: [], after: now.meanings.sorted()))
        }
        self.changes = changes.sorted()
    }

    /// An utterance in a locale.
    private struct UtteranceKey: Hashable {
        var locale: String
        var text: String
    }

    /// Every shortcut phrase of `catalog`, per locale.
    private static func phrases(of catalog: Catalog) -> Set<PhraseEntry> {
        var entries = Set<PhraseEntry>()
        for phrase in catalog.phrases {
            guard let shortcut = phrase.shortcut else { continue }
            let manifest = catalog.apps[phrase.app]
            entries.insert(
                PhraseEntry(
                    app: manifest.app.name, intent: manifest.shortcuts[shortcut].intent, locale: phrase.locale,
                    phrase: phrase.template.source))
        }
        return entries
    }

    /// Every title and synonym of every value, and every app name, per locale.
    private static func values(of catalog: Catalog) -> Set<ValueEntry> {
        var entries = Set<ValueEntry>()
        for valueSet in catalog.valueSets {
            for variant in valueSet.variants {
                switch valueSet.kind {
                case .applicationName(let app):
                    let manifest = catalog.apps[app]
                    entries.insert(
                        ValueEntry(
                            app: manifest.app.name, type: "app name", id: "", locale: valueSet.locale,
                            text: manifest.spokenName(variant, locale: valueSet.locale)))
                case .values(let app, let type):
                    let manifest = catalog.apps[app]
                    let value = manifest.types[type].values[Int(variant.value)]
                    let names = WitnessText.spokenNames(of: value, in: valueSet.locale, manifest: manifest)
                    let position = Int(variant.synonym) + 1
                    let text = names.indices.contains(position) ? names[position] : names[0]
                    entries.insert(
                        ValueEntry(
                            app: manifest.app.name, type: manifest.types[type].name, id: value.id,
                            locale: valueSet.locale, text: text))
                }
            }
        }
        return entries
    }

    /// Every expanded utterance of `catalog` — keyed by its normalized text,
    /// with the words as a user says them the first time it is spelled out
    /// — with the invocations it runs, or `nil` past ``expansionBudget``.
    private static func meanings(of catalog: Catalog) -> [UtteranceKey: (said: String, meanings: Set<String>)]? {
        var result: [UtteranceKey: (said: String, meanings: Set<String>)] = [:]
        var spelled = 0
        let expander = PhraseExpander(slotKeys: catalog.slotKeys, valueSets: catalog.valueSets)
        for phrase in catalog.phrases {
            guard let shortcutIndex = phrase.shortcut else { continue }
            let manifest = catalog.apps[phrase.app]
            let shortcut = manifest.shortcuts[shortcutIndex]
            let fixed = UtteranceMeaning.fixedValues(of: shortcut)
            let finished = expander.forEachExpansion(of: phrase) { tokens, choices in
                spelled += 1
                guard spelled <= expansionBudget else { return false }
                var values = fixed
                for choice in choices {
                    let key = catalog.slotKeys[Int(choice.slotKey)]
                    guard let parameter = key.parameter, values[parameter] == nil,
                        case .valueSet(let set) = key.source,
                        case .values(let app, let type) = catalog.valueSets[Int(set)].kind
                    else { continue }
                    let variant = catalog.valueSets[Int(set)].variants[Int(choice.form)]
                    values[parameter] = catalog.apps[app].types[type].values.id(at: Int(variant.value))
                }
                let meaning =
                    ([CorpusNotation.quoted(manifest.app.name), shortcut.intent]
                    + values.keys.sorted().map { "\($0)=\(values[$0] ?? "")" }).joined(separator: " ")
                let key = UtteranceKey(locale: phrase.locale, text: catalog.vocabulary.render(tokens))
                if result[key] == nil {
                    result[key] = (WitnessText.text(of: phrase, choices: choices, in: catalog), [meaning])
                } else {
                    result[key]?.meanings.insert(meaning)
                }
                return true
            }
            if !finished { return nil }
        }
        return result
    }
}
