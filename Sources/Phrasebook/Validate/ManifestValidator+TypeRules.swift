/// Type and value rules: declared types and their values, and literals
/// (defaults, fixed parameters) that must fit a parameter's type.
extension ManifestValidator {
    /// Types have unique, non-builtin names; values have unique ids and titles with words.
    mutating func checkTypes() {
        let builtins: Set = ["String", "Int", "Double", "Bool", "Date", "Integer", "Decimal", "Float", "Boolean"]
        for type in manifest.types {
            let typePath = JSONPath.root.key("types").key(type.name)
            if builtins.contains(type.name) {
                report(.error, .duplicate, "the type name \"\(type.name)\" is a builtin type's name", typePath)
            }
            let listKey = type.kind == .enumeration ? "cases" : "entities"
            if type.values.isEmpty && type.kind == .enumeration {
                report(.error, .missingField, "enum \(type.name) has no cases", typePath)
            }
            var ids: [String: Int] = [:]
            ids.reserveCapacity(type.values.count)
            func check(_ index: Int, id: String, title: String, synonyms: [String]) {
                // Built only for a problem: a type can have many values.
                var valuePath: JSONPath { typePath.key(listKey).index(index) }
                if id.isEmpty {
                    report(.error, .emptyTitle, "an empty id", valuePath.key("id"))
                } else if let first = ids.updateValue(index, forKey: id) {
                    ids[id] = first
                    report(
                        .error, .duplicate, "duplicate id \"\(id)\" in \(type.name) (first at \(listKey)[\(first)])",
                        valuePath.key("id"))
                }
                if !TextNormalizer.hasWords(title) {
                    report(.error, .emptyTitle, "\(type.name) \"\(id)\" has an empty title", valuePath.key("title"))
                }
                for (synonymIndex, synonym) in synonyms.enumerated() where !TextNormalizer.hasWords(synonym) {
                    report(
                        .error, .emptyTitle, "a synonym of \"\(id)\" has no words",
                        valuePath.key("synonyms").index(synonymIndex))
                }
            }
            // Values read from sources: their fields read in place, no value copied.
            if let values = type.values.array {
                for index in values.indices {
                    check(index, id: values[index].id, title: values[index].title, synonyms: values[index].synonyms)
                }
            } else {
                for (index, value) in type.values.enumerated() {
                    check(index, id: value.id, title: value.title, synonyms: value.synonyms)
                }
            }
        }
    }

    /// The value rules (ids, titles, synonyms) for `type` alone, read as
    /// part of `manifest`: where an entity update checks the values it brings.
    static func validateValues(of type: TypeDeclaration, in manifest: AppManifest) -> [Diagnostic] {
        var alone = manifest
        alone.types = [type]
        var validator = ManifestValidator(manifest: alone)
        validator.checkTypes()
        return validator.diagnostics
    }

    /// The declared enum or entity type `type` names (its element's, for an array).
    func resolve(_ type: TypeReference) -> TypeDeclaration? {
        if case .named(let name) = type.element { return manifest.type(named: name) }
        return nil
    }

    /// Whether `type` is a builtin or a declared type (arrays of arrays are not).
    func isKnown(_ type: TypeReference) -> Bool {
        if case .named = type.element { return resolve(type) != nil }
        if case .array = type.element { return false }
        return true
    }

    /// Why `number` cannot be an `Int` (`isInt`) or `Double` value or bound,
    /// or `nil`: an Int beyond what answers can say (±``NumberParser/largestWhole``,
    /// so the dialog never converts an absurd `Double` to `Int`), a Double
    /// that is not finite.
    static func numberProblem(_ number: Double, isInt: Bool) -> String? {
        if !number.isFinite { return "\(number) is not a finite number" }
        if isInt && number.magnitude > Double(NumberParser.largestWhole) {
            return "\(number) is out of range (at most ±\(NumberParser.largestWhole))"
        }
        return nil
    }

    /// Checks that a literal fits a parameter's type: ids for enums and
    /// entities, numbers in range, arrays for array types.
    mutating func checkLiteral(_ value: LiteralValue, for parameter: ParameterDeclaration, _ path: JSONPath) {
        func check(_ value: LiteralValue, _ type: TypeReference, _ path: JSONPath) {
            switch (type, value) {
            case (.array(let element), .array(let values)):
                for (index, item) in values.enumerated() { check(item, element, path.index(index)) }
            case (.array(let element), _):
                check(value, element, path)
            case (.named(let name), .string(let id)):
                if let type = manifest.type(named: name), !type.values.contains(where: { $0.id == id }) {
                    let known = type.values.prefix(8).map(\.id).joined(separator: ", ")
                    report(
                        .error, .unknownValue,
                        "\(name) has no value with id \"\(id)\" (ids: \(known)\(type.values.count > 8 ? ", …" : ""))",
                        path)
                }
            case (.string, .string), (.bool, .bool):
                break
            case (.double, .number(let number)):
                if let problem = Self.numberProblem(number, isInt: false) {
                    report(.error, .invalidValue, "\(parameter.name) is a Double; \(problem)", path)
                }
            case (.int, .number(let number)):
                if number != number.rounded() {
                    report(.error, .invalidValue, "\(parameter.name) is an Int; \(number) is not a whole number", path)
                } else if let problem = Self.numberProblem(number, isInt: true) {
                    report(.error, .invalidValue, "\(parameter.name) is an Int; \(problem)", path)
                }
            case (.date, .string(let text)):
                if ISODateParser.parse(text) == nil {
                    report(
                        .error, .invalidValue,
                        "\"\(text)\" is not an ISO date such as 2026-12-01 or 2026-12-01T15:00:00Z", path)
                }
            default:
                report(
                    .error, .invalidValue, "\(value) does not fit \(parameter.name), which is \(parameter.type)", path)
            }
        }
        check(value, parameter.type, path)
    }
}
