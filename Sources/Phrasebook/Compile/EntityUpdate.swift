import Foundation

/// Replaces one entity type's values in a compiled ``Catalog`` without
/// compiling the rest again (Apple's `updateAppShortcutParameters()`): the
/// new values are checked by the value rules, the type's value tries (one
/// per locale) are rebuilt in place — the forms of values written as before
/// taken from the old tries, only the others tokenized — every phrase graph, every other value
/// trie and the vocabulary's ids stay as they are, new words are added to
/// the vocabulary — and the collision check runs again for the group of apps
/// that share a name with the updated app, the only phrases a changed value
/// can make collide.
///
/// Words of removed values stay in the vocabulary; they
/// lead nowhere.
enum EntityUpdate {
    /// The updated catalog, or `nil` with the errors that refused the update;
    /// the diagnostics are the update's own (the new values' and the
    /// collision check's).
    static func replacing(
        in catalog: Catalog, app appName: String, type typeName: String, text: String, path: String
    ) -> (catalog: Catalog?, diagnostics: [Diagnostic]) {
        guard let app = catalog.apps.firstIndex(where: { $0.app.name == appName }) ?? catalog.appIndex(named: appName)
        else {
            let names = catalog.apps.map(\.app.name).joined(separator: ", ")
            return (
                nil,
                [
                    Diagnostic(
                        .error, .noApps, "no app named \"\(appName)\" in the catalog (its apps: \(names))", file: path)
                ]
            )
        }
        let manifest = catalog.apps[app]
        guard let typeIndex = catalog.typeIndex(named: typeName, inApp: app) else {
            let names = manifest.types.filter { $0.kind == .entity }.map(\.name).joined(separator: ", ")
            return (
                nil,
                [
                    Diagnostic(
                        .error, .unknownType,
                        "\(manifest.app.name) has no type named \"\(typeName)\" (its entity types: \(names.isEmpty ? "none" : names))",
                        file: path)
                ]
            )
        }
        guard manifest.types[typeIndex].kind == .entity else {
            return (
                nil,
                [
                    Diagnostic(
                        .error, .wrongType,
                        "\(typeName) is an enum of \(manifest.app.name); only an entity type's values can be replaced",
                        file: path)
                ]
            )
        }
        let typePath = JSONPath.root.key("types").key(typeName)
        // Read without recording where each value was written; only when the
        // value rules find a problem is the text read again to locate it.
        var (values, sourceMap, decodeProblems) = ManifestDecoder.decodeEntities(
            text: text, path: path, typePath: typePath, locating: false)
        var type = manifest.types[typeIndex]
        type.values = TypeValueList(values)
        var checked = manifest
        checked.path = path
        checked.sourceMap = sourceMap
        // The value rules' problems, located: the text read again, recording.
        func located(_ found: [Diagnostic]) -> [Diagnostic] {
            guard !found.isEmpty else { return found }
            (values, sourceMap, decodeProblems) = ManifestDecoder.decodeEntities(
                text: text, path: path, typePath: typePath)
            checked.sourceMap = sourceMap
            return ManifestValidator.validateValues(of: type, in: checked)
        }
        if decodeProblems.containsErrors {
            let ruleProblems = located(ManifestValidator.validateValues(of: type, in: checked))
            return (nil, decodeProblems + ruleProblems)
        }

        var apps = catalog.apps
        apps[app].types[typeIndex] = type
        var tries = catalog.compiledTries
        var statistics = catalog.statistics
        statistics.values += values.count - manifest.types[typeIndex].values.count
        let vocabularyCount = tries.vocabulary.count
        var rebuilt = Set<Int32>()
        // The value rules are checked, and the type's id table and digest
        // made, while its tries are rebuilt; values the rules refuse leave
        // the rebuilt tries unused.
        let ((firstProblems, idIndex, digest), _) = ParallelMap.pair(
            { [type, checked] in
                (
                    ManifestValidator.validateValues(of: type, in: checked), ValueIDIndex(type.values),
                    CatalogFingerprint.digest(of: type.values)
                )
            },
            {
                for (index, set) in tries.valueSets.enumerated() where set.kind == .values(app: app, type: typeIndex) {
                    // Values kept as they were keep their forms; a set
                    // mostly changed is drafted anew. Either is the set a
                    // full rebuild makes.
                    let fresh: ValueSet
                    if let draft = ValueSetDraft(
                        updating: set, from: manifest.types[typeIndex].values, manifests: apps,
                        vocabulary: &tries.vocabulary)
                    {
                        fresh = draft.finished()
                    } else {
                        fresh = CatalogBuilder.valueSet(
                            set.kind, locale: set.locale, elidedPrefix: set.elidedPrefix, manifests: apps,
                            vocabulary: &tries.vocabulary)
                    }
                    statistics.valueVariants += fresh.variants.count - set.variants.count
                    statistics.valueTrieNodes += fresh.trie.nodeCount - set.trie.nodeCount
                    tries.valueSets[index] = fresh
                    rebuilt.insert(Int32(index))
                }
            })
        let ruleProblems = located(firstProblems)
        let diagnostics = decodeProblems + ruleProblems
        guard !diagnostics.containsErrors else { return (nil, diagnostics) }
        if tries.vocabulary.count != vocabularyCount { tries.vocabulary.indexAccentFolds() }
        // The particle a glued suffix takes after each new form.
        for key in tries.slotKeys where key.suffix != nil {
            guard case .valueSet(let set) = key.source, rebuilt.contains(set),
                tries.valueSets[Int(set)].formFinals.isEmpty
            else { continue }
            let values = tries.valueSets[Int(set)]
            tries.valueSets[Int(set)].formFinals = (0..<values.variants.count).map { form in
                tries.vocabulary.finalSound(of: values.formTokens[Int(values.formStart[form + 1]) - 1])
            }
        }
        var usesType = false
        for index in tries.phrases.indices where uses(tries.phrases[index], rebuilt, slotKeys: tries.slotKeys) {
            usesType = true
            tries.phrases[index].expansionCount = expansions(of: tries.phrases[index], tries: tries)
        }
        statistics.expandedUtterances = tries.phrases.reduce(0) { total, phrase in
            phrase.shortcut == nil ? total : total.saturatingSum(phrase.expansionCount)
        }
        statistics.vocabularySize = tries.vocabulary.count
        statistics.bytes =
            tries.graph.byteCount + tries.vocabulary.byteCount
            + tries.valueSets.reduce(0) { $0 + $1.trie.byteCount + $1.variants.count * 8 + $1.formFinals.count }

        var valueIndex = catalog.valueIndex
        valueIndex[app][typeIndex] = idIndex
        var valueDigests = catalog.valueDigests
        valueDigests[app][typeIndex] = digest

        // The catalog's diagnostics: those of the type's old values and of
        // the group's collisions give way to the update's.
        var kept = catalog.diagnostics
        let valuesPath = typePath.key("entities").description
        let folder = (manifest.path as NSString).deletingLastPathComponent + "/"
        kept.removeAll { diagnostic in
            guard let file = diagnostic.file, file == manifest.path || file.hasPrefix(folder) else { return false }
            return diagnostic.jsonPath.hasPrefix(valuesPath + "[")
                || diagnostic.jsonPath.hasPrefix(typePath.key("entitiesFile").description)
        }
        if usesType {
            let group = AppGroups.groups(apps, by: .sameName).first { $0.contains(app) } ?? [app]
            let groupFiles = Set(group.flatMap { files(of: apps[$0]) })
            kept.removeAll { $0.code == .collision && $0.file.map(groupFiles.contains) == true }
        }
        // The slot index and the collision check read the new tries alone:
        // they run side by side.
        let (slotIndex, collisions) = ParallelMap.pair(
            { [slotIndex = catalog.slotIndex, rebuilt, tries] in
                slotIndex.replacing(rebuilt, in: tries.valueSets, tokenCount: tries.vocabulary.count)
            },
            { usesType ? CollisionFinder.collisions(in: tries, manifests: apps, inGroupOf: app) : [] })
        let updated = Catalog(
            apps: apps, diagnostics: kept + diagnostics + collisions, statistics: statistics, phrases: tries.phrases,
            vocabulary: tries.vocabulary, graph: tries.graph, slotKeys: tries.slotKeys, valueSets: tries.valueSets,
            typeIndex: catalog.typeIndex, valueIndex: valueIndex, sourceFingerprint: catalog.sourceFingerprint,
            slotIndex: slotIndex, valueDigests: valueDigests)
        return (updated, diagnostics + collisions)
    }

    /// Whether `phrase` has a slot on one of `sets`.
    private static func uses(_ phrase: CompiledPhrase, _ sets: Set<Int32>, slotKeys: [SlotKey]) -> Bool {
        phrase.pieces.contains { piece in
            guard case .slot(let key) = piece, case .valueSet(let set) = slotKeys[Int(key)].source else { return false }
            return sets.contains(set)
        }
    }

    /// How many utterances `phrase` expands to, as the compiler counts them.
    private static func expansions(of phrase: CompiledPhrase, tries: CompiledTries) -> Int {
        var count = 1
        for piece in phrase.pieces {
            guard case .slot(let key) = piece, case .valueSet(let set) = tries.slotKeys[Int(key)].source else {
                continue
            }
            let values = tries.valueSets[Int(set)]
            if case .applicationName = values.kind {
                count = count.saturatingProduct(max(values.variantCount, 1))
            } else {
                count = count.saturatingProduct(values.variantCount)
            }
        }
        return count
    }

    /// The files `manifest`'s phrases were read from: its `app.json` and its translations.
    private static func files(of manifest: AppManifest) -> [String] {
        var files = [manifest.path]
        for localization in manifest.localizations.values {
            for phrase in localization.shortcutPhrases.joined() + localization.negativePhrases {
                if let file = phrase.location?.file { files.append(file) }
            }
        }
        return files
    }
}
