/// Reads typed values out of a parsed JSON tree (``JSONNode``) the way a
/// schema decoder needs: each value's location recorded in a ``SourceMap``
/// under its ``JSONPath``, and a diagnostic with that path for every value
/// of the wrong type, required key missing, key given twice or unknown key,
/// instead of stopping at the first.
///
/// A decoder conforms by holding the file
/// it reads, its diagnostics and its source map; the schema is its own.
protocol JSONReading {
    /// The file the nodes were parsed from, for locations.
    var file: SourceFile { get }
    /// Every problem found so far.
    var diagnostics: [Diagnostic] { get set }
    /// Where each path was written.
    var sourceMap: SourceMap { get set }
}

extension JSONReading {
    // MARK: Reporting

    /// The line and column of `offset` in ``file``.
    func location(_ offset: Int) -> SourceLocation {
        file.location(ofOffset: offset)
    }

    /// Records a problem at `offset`, for `path`.
    mutating func report(
        _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String, at offset: Int, _ path: JSONPath
    ) {
        diagnostics.append(Diagnostic(severity, code, message, location: location(offset), jsonPath: path.description))
    }

    /// Records where `node`, the value at `path`, was written.
    mutating func mark(_ node: JSONNode, _ path: JSONPath) {
        sourceMap.record(path, offset: node.offset, in: file)
    }

    // MARK: Typed readers

    /// The members of the object `node`; reports anything else as the wrong
    /// type, a key given twice, and a key not in `allowed` (a warning).
    mutating func object(_ node: JSONNode, _ path: JSONPath, allowed: Set<String>) -> [JSONMember]? {
        guard let members = node.members else {
            report(.error, .wrongType, "expected an object but found \(node.kindName)", at: node.offset, path)
            return nil
        }
        mark(node, path)
        var seen = Set<String>()
        for member in members {
            if !seen.insert(member.key).inserted {
                report(
                    .error, .duplicate, "the key \"\(member.key)\" appears more than once", at: member.keyOffset,
                    path.key(member.key))
            }
            if !allowed.contains(member.key) {
                let known = allowed.sorted().joined(separator: ", ")
                report(
                    .warning, .unknownField, "unknown field \"\(member.key)\" (known fields: \(known))",
                    at: member.keyOffset, path.key(member.key))
            }
        }
        return members
    }

    /// The string at `key` of `parent`; reports it missing or not a string.
    mutating func requiredString(_ parent: JSONNode, _ key: String, _ path: JSONPath) -> String? {
        guard let node = parent[key] else {
            report(.error, .missingField, "missing required field \"\(key)\"", at: parent.offset, path)
            return nil
        }
        return string(node, path.key(key))
    }

    /// The string at `key` of `parent`, `nil` when absent or null; reports any other type.
    mutating func optionalString(_ parent: JSONNode, _ key: String, _ path: JSONPath) -> String? {
        guard let node = parent[key] else { return nil }
        if case .null = node.value { return nil }
        return string(node, path.key(key))
    }

    /// The string `node`; reports any other type.
    mutating func string(_ node: JSONNode, _ path: JSONPath) -> String? {
        mark(node, path)
        guard let text = node.stringValue else {
            report(.error, .wrongType, "expected a string but found \(node.kindName)", at: node.offset, path)
            return nil
        }
        return text
    }

    /// The strings of the array at `key` of `parent`, empty when absent; reports
    /// a non-array and each element that is not a string.
    mutating func stringArray(_ parent: JSONNode, _ key: String, _ path: JSONPath) -> [String] {
        guard let node = parent[key] else { return [] }
        let arrayPath = path.key(key)
        mark(node, arrayPath)
        guard let elements = node.elements else {
            report(
                .error, .wrongType, "expected an array of strings but found \(node.kindName)", at: node.offset,
                arrayPath)
            return []
        }
        return elements.enumerated().compactMap { index, element in string(element, arrayPath.index(index)) }
    }

    /// The boolean at `key` of `parent`, `nil` when absent or null; reports any other type.
    mutating func bool(_ parent: JSONNode, _ key: String, _ path: JSONPath) -> Bool? {
        guard let node = parent[key] else { return nil }
        mark(node, path.key(key))
        if case .bool(let flag) = node.value { return flag }
        if case .null = node.value { return nil }
        report(.error, .wrongType, "expected true or false but found \(node.kindName)", at: node.offset, path.key(key))
        return nil
    }

    /// The number at `key` of `parent`, `nil` when absent or null; reports any other type.
    mutating func number(_ parent: JSONNode, _ key: String, _ path: JSONPath) -> Double? {
        guard let node = parent[key] else { return nil }
        mark(node, path.key(key))
        if case .number(let value, _) = node.value { return value }
        if case .null = node.value { return nil }
        report(.error, .wrongType, "expected a number but found \(node.kindName)", at: node.offset, path.key(key))
        return nil
    }

    /// Whether `node` is JSON `null`.
    func isNull(_ node: JSONNode) -> Bool {
        if case .null = node.value { return true }
        return false
    }
}
