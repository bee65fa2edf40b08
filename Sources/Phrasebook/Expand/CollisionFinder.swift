/// Finds App Shortcuts that expand to the same utterance (SPEC §4: a warning,
/// as Apple ships such apps too; the user is asked which one at run time).
///
/// Apps whose names (or synonyms) overlap are checked together, since a
/// phrase needs the app's name; each group's expansions are spelled out and
/// hashed, within ``budget`` utterances. A larger group is not checked, and a
/// warning says so rather than pretending it is clean.
enum CollisionFinder {
    /// The most expanded utterances one group of apps is checked with.
    static let budget = 2_000_000

    static func collisions(in tries: CompiledTries, manifests: [AppManifest]) -> [Diagnostic] {
        let expander = PhraseExpander(slotKeys: tries.slotKeys, valueSets: tries.valueSets)
        var diagnostics: [Diagnostic] = []
        for group in appGroups(manifests) {
            let groupPhrases = tries.phrases.indices.filter {
                group.contains(tries.phrases[$0].app) && !tries.phrases[$0].isNegative
            }
            let total = groupPhrases.reduce(0) { $0.addingReportingOverflow(tries.phrases[$1].expansionCount).partialValue }
            if total > budget {
                let names = group.map { manifests[$0].app.name }.joined(separator: ", ")
                let first = manifests[group[0]]
                diagnostics.append(Diagnostic(
                    .warning, .collision,
                    "collision check skipped for \(names): \(total) expanded utterances exceed the check's budget of \(budget)",
                    file: first.path, location: first.sourceMap.location(of: JSONPath.root.key("shortcuts")), jsonPath: "shortcuts"))
                continue
            }
            diagnostics += check(groupPhrases, tries: tries, expander: expander, manifests: manifests)
        }
        return diagnostics
    }

    /// Apps connected by a shared normalized name or synonym, in app order.
    private static func appGroups(_ manifests: [AppManifest]) -> [[Int]] {
        var parent = Array(manifests.indices)
        func find(_ app: Int) -> Int {
            var root = app
            while parent[root] != root { root = parent[root] }
            return root
        }
        var owner: [String: Int] = [:]
        for (index, manifest) in manifests.enumerated() {
            for name in [manifest.app.name] + manifest.app.synonyms {
                let key = TextNormalizer.normalize(name)
                guard !key.isEmpty else { continue }
                if let other = owner[key] { parent[find(index)] = find(other) } else { owner[key] = index }
            }
        }
        var groups: [Int: [Int]] = [:]
        for index in manifests.indices { groups[find(index), default: []].append(index) }
        return groups.values.sorted { $0[0] < $1[0] }
    }

    private struct Seen {
        var phrase: Int
        var choices: [PhraseExpander.Choice]
    }

    private static func check(
        _ phraseIndices: [Int], tries: CompiledTries, expander: PhraseExpander, manifests: [AppManifest]
    ) -> [Diagnostic] {
        var seen: [[Int32]: Seen] = [:]
        var reported = Set<[Int]>()
        var diagnostics: [Diagnostic] = []
        for phraseIndex in phraseIndices {
            let phrase = tries.phrases[phraseIndex]
            expander.forEachExpansion(of: phrase) { tokens, choices in
                guard let earlier = seen[tokens] else {
                    seen[tokens] = Seen(phrase: phraseIndex, choices: choices)
                    return true
                }
                let other = tries.phrases[earlier.phrase]
                guard other.app != phrase.app || other.shortcut != phrase.shortcut else { return true }
                let pair = [other.app, other.shortcut ?? -1, phrase.app, phrase.shortcut ?? -1]
                guard reported.insert(pair).inserted else { return true }
                let manifest = manifests[phrase.app]
                let otherManifest = manifests[other.app]
                let witness = tokens.map { tries.vocabulary.text(of: $0) }.joined(separator: " ")
                let otherIntent = otherManifest.shortcuts[other.shortcut!].intent
                let intent = manifest.shortcuts[phrase.shortcut!].intent
                let where_ = other.app == phrase.app
                    ? "shortcuts[\(other.shortcut!)] (\(otherIntent))"
                    : "\(otherManifest.app.name)'s shortcuts[\(other.shortcut!)] (\(otherIntent))"
                let path = JSONPath.root.key("shortcuts").index(phrase.shortcut!).key("phrases").index(phrase.phraseIndex)
                diagnostics.append(Diagnostic(
                    .warning, .collision,
                    "\"\(witness)\" is said by this shortcut (\(intent)) and by \(where_), phrase \"\(other.template.source)\"; the user will be asked which one",
                    file: manifest.path, location: manifest.sourceMap.location(of: path), jsonPath: path.description))
                return true
            }
        }
        return diagnostics
    }
}
