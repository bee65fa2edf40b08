/// Reading a question in a language's built-in question forms against a
/// catalog: which app, if any, the question names.
extension QuestionForms {
    /// The question the normalized `tokens` ask in these forms, if any.
    func parse(_ tokens: [String], catalog: Catalog) -> BuiltinQuestion? {
        if let question = parseWhole(tokens[...], catalog: catalog) { return question }
        guard tokens.count > 1, let last = tokens.last, trailing.contains(last) else { return nil }
        return parseWhole(tokens.dropLast(), catalog: catalog)
    }

    /// The question `tokens` ask as they stand.
    ///
    /// Only the forms the first
    /// word can start (by ``aroundByFirstWord``) or the last word can end
    /// (forms without a prefix, by ``aroundByLastWord``) are compared, in
    /// the order of ``around``.
    private func parseWhole(_ tokens: ArraySlice<String>, catalog: Catalog) -> BuiltinQuestion? {
        guard let first = tokens.first, let last = tokens.last else { return nil }
        if everythingFirstWords.contains(first) && everything.contains(tokens.joined(separator: " ")) {
            return .everything
        }
        var unknown: String?
        let byFirst = aroundByFirstWord[first] ?? []
        let byLast = aroundByLastWord[last] ?? []
        let neither = aroundWithNeither
        var (nextFirst, nextLast, nextNeither) = (0, 0, 0)
        while true {
            // The smallest position left in the three ascending lists.
            var form = Int.max
            if nextFirst < byFirst.count { form = byFirst[nextFirst] }
            if nextLast < byLast.count { form = Swift.min(form, byLast[nextLast]) }
            if nextNeither < neither.count { form = Swift.min(form, neither[nextNeither]) }
            guard form != Int.max else { break }
            if nextFirst < byFirst.count && byFirst[nextFirst] == form { nextFirst += 1 }
            if nextLast < byLast.count && byLast[nextLast] == form { nextLast += 1 }
            if nextNeither < neither.count && neither[nextNeither] == form { nextNeither += 1 }
            let (prefix, suffix) = around[form]
            guard tokens.count > prefix.count + suffix.count, tokens.starts(with: prefix),
                tokens.suffix(suffix.count).elementsEqual(suffix)
            else { continue }
            let name = Array(tokens.dropFirst(prefix.count).dropLast(suffix.count))
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
