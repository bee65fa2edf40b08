/// Reading a question in a language's built-in question forms against a
/// catalog: which app, if any, the question names.
extension QuestionForms {
    /// The question the normalized `tokens` ask in these forms, if any.
    func parse(_ tokens: [String], catalog: Catalog) -> BuiltinQuestion? {
        if let question = parseWhole(tokens, catalog: catalog) { return question }
        guard tokens.count > 1, let last = tokens.last, trailing.contains(last) else { return nil }
        return parseWhole(Array(tokens.dropLast()), catalog: catalog)
    }

    private func parseWhole(_ tokens: [String], catalog: Catalog) -> BuiltinQuestion? {
        if everything.contains(tokens.joined(separator: " ")) { return .everything }
        var unknown: String?
        guard let first = tokens.first else { return nil }
        var forms = aroundByFirstWord[first] ?? []
        if !aroundWithoutPrefix.isEmpty {
            forms += aroundWithoutPrefix
            forms.sort()
        }
        for form in forms {
            let (prefix, suffix) = around[form]
            guard tokens.count > prefix.count + suffix.count, tokens.starts(with: prefix),
                tokens[(tokens.count - suffix.count)...].elementsEqual(suffix)
            else { continue }
            let name = Array(tokens[prefix.count..<(tokens.count - suffix.count)])
            let names = candidateNames(name)
            if names.contains(where: selfNames.contains) { return .everything }
            if let app = names.lazy.compactMap(catalog.appIndex(named:)).first { return .app(app) }
            unknown = unknown ?? names.first
        }
        return unknown.map(BuiltinQuestion.unknownApp)
    }

    /// The ways to read the name `tokens`: without a particle glued to its
    /// end (or standing after it), longest particle first, then as said.
    private func candidateNames(_ tokens: [String]) -> [String] {
        var names: [String] = []
        if tokens.count > 1, let last = tokens.last, nameParticles.contains(last) {
            names.append(tokens.dropLast().joined(separator: " "))
        }
        if let last = tokens.last {
            for particle in nameParticles where last.hasSuffix(particle) && last.count > particle.count {
                names.append((tokens.dropLast() + [String(last.dropLast(particle.count))]).joined(separator: " "))
            }
        }
        names.append(tokens.joined(separator: " "))
        return names
    }
}
