/// Checks that every `= App Intent name=value …` line names an app, intent,
/// parameter and value id the catalog has, so a typo in an expectation is a
/// corpus error with a "did you mean" instead of a case that can never pass.
///
/// Values are checked where the parameter's type is an enum or entity type;
/// strings, numbers and dates are left to the case itself.
struct CorpusExpectationCheck {
    /// The catalog the corpus runs against.
    let catalog: Catalog

    /// The ids of each type checked so far, by app and type name: a type is
    /// read once however many cases name its values.
    private var knownIDs: [String: Set<String>] = [:]

    /// A check against `catalog`.
    init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// One error per unknown name in `cases`' expectations, at its file,
    /// line and column.
    mutating func diagnostics(for cases: [CorpusCase]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for corpusCase in cases {
            for (step, line) in corpusCase.steps {
                guard case .outcome(.invocation(let app, let intent, let parameters)) = step else { continue }
                let columns = corpusCase.expectationColumns
                func report(_ message: String, column: Int) {
                    diagnostics.append(
                        Diagnostic(
                            .error, .corpusExpectation, message,
                            location: SourceLocation(file: corpusCase.file, line: line, column: column)))
                }
                guard let manifest = catalog.apps.first(where: { $0.app.name == app }) else {
                    report(
                        Self.unknown("the catalog has no app", app, among: catalog.apps.map(\.app.name)),
                        column: columns.app)
                    continue
                }
                guard let declaration = manifest.intent(named: intent) else {
                    report(
                        Self.unknown("\(app) has no intent", intent, among: manifest.intents.map(\.name)),
                        column: columns.intent)
                    continue
                }
                for (index, parameter) in parameters.enumerated() {
                    let column = index < columns.parameters.count ? columns.parameters[index] : columns.intent
                    guard let declared = declaration.parameters.first(where: { $0.name == parameter.name }) else {
                        report(
                            Self.unknown(
                                "\(intent) has no parameter", parameter.name,
                                among: declaration.parameters.map(\.name)),
                            column: column)
                        continue
                    }
                    guard case .named(let typeName) = declared.type.element, let type = manifest.type(named: typeName)
                    else { continue }
                    let ids = ids(of: type, app: app)
                    for id in Self.ids(in: parameter.value) where !ids.contains(id) {
                        report(
                            Self.unknown(
                                "\(type.name) (the type of \(parameter.name)) has no value with id", id,
                                among: Array(ids).sorted()),
                            column: column)
                    }
                }
            }
        }
        return diagnostics
    }

    /// The ids of `type`'s values, read once per type.
    private mutating func ids(of type: TypeDeclaration, app: String) -> Set<String> {
        let key = app + "\u{0}" + type.name
        if let known = knownIDs[key] { return known }
        var ids = Set<String>(minimumCapacity: type.values.count)
        for index in 0..<type.values.count { ids.insert(type.values.id(at: index)) }
        knownIDs[key] = ids
        return ids
    }

    /// The ids an expected value names: an id, or the ids of a list.
    private static func ids(in value: ExpectedValue) -> [String] {
        switch value {
        case .id(let id): [id]
        case .list(let values): values.flatMap(ids(in:))
        case .string, .number, .bool, .date: []
        }
    }

    /// `Tasks has no intent "CreateTaksIntent"; did you mean "CreateTaskIntent"?`,
    /// or the known names when none is close.
    static func unknown(_ what: String, _ name: String, among known: [String]) -> String {
        var message = "\(what) \"\(name)\""
        let lowered = name.lowercased()
        let closest = known.compactMap { candidate -> (String, Int)? in
            let limit = max(1, EditDistance.tolerance(forLength: max(candidate.count, name.count)))
            return EditDistance.distance(lowered, candidate.lowercased(), limit: limit).map { (candidate, $0) }
        }.min { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
        if let closest {
            message += "; did you mean \"\(closest.0)\"?"
        } else if !known.isEmpty {
            let listed = known.prefix(10).map { "\"\($0)\"" }.joined(separator: ", ")
            message += " (it has \(listed)\(known.count > 10 ? ", …" : ""))"
        }
        return message
    }
}
