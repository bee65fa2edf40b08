/// Groups of apps whose utterances must be checked together, the one
/// grouping both the collision check (``CollisionFinder``) and lint's
/// near-collision check use.
///
/// A phrase says its app's name, so two apps can say one utterance only
/// when a name or synonym of one is also one of the other's. Names count in
/// every locale of each app: a translation may give two apps one name
/// (both "앱" in Korean), and a translated phrase says the development name
/// too. Both checks read the same names, so every pair of apps the
/// collision check joins is joined for near-collisions as well; the
/// near-collision check also joins close spellings.
enum AppGroups {
    /// How alike two apps' names must be for the apps to be grouped.
    enum Kinship {
        /// The same normalized name or synonym (collisions).
        case sameName
        /// The same, or a close spelling (``EditDistance/tolerance(forLength:)``;
        /// near-collisions).
        case closeName
    }

    /// The normalized names and synonyms of `manifest` in every locale,
    /// distinct and sorted, without empty ones.
    static func names(of manifest: AppManifest) -> [String] {
        Set(
            manifest.locales.flatMap { locale in
                ([manifest.app.name] + manifest.app.synonyms).map {
                    TextNormalizer.normalize(manifest.translate($0, into: locale))
                }
            }
        ).filter { !$0.isEmpty }.sorted()
    }

    /// Apps connected by names of `kinship`, each group in app order, the
    /// groups in order of their first app.
    static func groups(_ manifests: [AppManifest], by kinship: Kinship) -> [[Int]] {
        var parent = Array(manifests.indices)
        func find(_ app: Int) -> Int {
            var root = app
            while parent[root] != root { root = parent[root] }
            return root
        }
        let names = manifests.map(names(of:))
        switch kinship {
        case .sameName:
            var owner: [String: Int] = [:]
            for (index, appNames) in names.enumerated() {
                for key in appNames {
                    if let other = owner[key] { parent[find(index)] = find(other) } else { owner[key] = index }
                }
            }
        case .closeName:
            for app in manifests.indices {
                for other in 0..<app where find(app) != find(other) {
                    let close = names[app].contains { name in
                        names[other].contains { otherName in
                            let tolerance = EditDistance.tolerance(
                                forLength: max(name.unicodeScalars.count, otherName.unicodeScalars.count))
                            return EditDistance.distance(name, otherName, limit: tolerance) != nil
                        }
                    }
                    if close { parent[find(app)] = find(other) }
                }
            }
        }
        var groups: [Int: [Int]] = [:]
        for index in manifests.indices { groups[find(index), default: []].append(index) }
        return groups.values.sorted { $0[0] < $1[0] }
    }
}
