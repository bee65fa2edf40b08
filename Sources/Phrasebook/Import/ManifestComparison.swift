/// Compares two manifests' JSON by meaning, for `import --check`: objects
/// by member name (order aside), arrays element by element; a missing
/// member, `null`, `false`, `[]` and `{}` mean the same (absent); an entity
/// type's values (`entities`, `entitiesFile`) are not compared.
enum ManifestComparison {
    /// Appends one difference between `imported` (what the sources say) and
    /// `existing` (what the manifest says) at `path`: the JSON path and what
    /// differs there.
    ///
    /// A list of phrases is compared as phrases: each one added, removed or
    /// changed, with `place` naming where the sources declare it.
    static func compare(
        _ imported: JSONNode?, _ existing: JSONNode?, path: String, into found: inout [(path: String, message: String)],
        place: (String) -> String? = { _ in nil }
    ) {
        let left = imported.flatMap { isEmpty($0) ? nil : $0 }
        let right = existing.flatMap { isEmpty($0) ? nil : $0 }
        switch (left, right) {
        case (nil, nil):
            return
        case (let value?, nil):
            found.append((path, "\(label(path)): the sources have \(render(value)); the manifest has nothing"))
        case (nil, let value?):
            found.append((path, "\(label(path)): the manifest has \(render(value)); the sources have nothing"))
        case (let one?, let other?):
            switch (one.value, other.value) {
            case (.object(let members), .object(let otherMembers)):
                let isEntityType =
                    path.hasPrefix("types.") && path.split(separator: ".").count == 2
                    && (one["kind"]?.stringValue == "entity" || other["kind"]?.stringValue == "entity")
                var keys = members.map(\.key)
                keys += otherMembers.map(\.key).filter { !keys.contains($0) }
                for key in keys {
                    if isEntityType && (key == "entities" || key == "entitiesFile") { continue }
                    compare(
                        one[key], other[key], path: path.isEmpty ? key : "\(path).\(key)", into: &found, place: place)
                }
            case (.array(let elements), .array(let otherElements))
            where (path.hasSuffix(".phrases") || path == "negativePhrases")
                && (elements + otherElements).allSatisfy({ $0.stringValue != nil }):
                comparePhrases(
                    elements.compactMap(\.stringValue), otherElements.compactMap(\.stringValue), path: path,
                    into: &found, place: place)
            case (.array(let elements), .array(let otherElements)):
                for index in 0..<max(elements.count, otherElements.count) {
                    compare(
                        index < elements.count ? elements[index] : nil,
                        index < otherElements.count ? otherElements[index] : nil,
                        path: "\(path)[\(index)]", into: &found, place: place)
                }
            case (.number(let value, _), .number(let otherValue, _)) where value == otherValue:
                return
            case (.string(let text), .string(let otherText)) where text == otherText:
                return
            case (.bool(let flag), .bool(let otherFlag)) where flag == otherFlag:
                return
            default:
                found.append(
                    (path, "\(label(path)): the sources have \(render(one)); the manifest has \(render(other))"))
            }
        }
    }

    /// Two lists of phrases as phrases added, removed, changed (one of each
    /// at the same place) or reordered.
    private static func comparePhrases(
        _ imported: [String], _ existing: [String], path: String, into found: inout [(path: String, message: String)],
        place: (String) -> String?
    ) {
        guard imported != existing else { return }
        let added = imported.enumerated().filter { !existing.contains($0.element) }
        let removed = existing.enumerated().filter { !imported.contains($0.element) }
        func declared(_ index: Int) -> String {
            place("\(path)[\(index)]").map { " (\($0))" } ?? ""
        }
        if added.count == 1, removed.count == 1, added[0].offset == removed[0].offset {
            let index = added[0].offset
            found.append(
                (
                    "\(path)[\(index)]",
                    "\(path)[\(index)]: phrase changed: the sources have \"\(added[0].element)\"\(declared(index)); the manifest has \"\(removed[0].element)\""
                ))
            return
        }
        for (index, phrase) in added {
            found.append(
                ("\(path)[\(index)]", "\(path): phrase added in the sources: \"\(phrase)\"\(declared(index))"))
        }
        for (index, phrase) in removed {
            found.append(
                ("\(path)[\(index)]", "\(path): phrase removed from the sources: \"\(phrase)\" (the manifest has it)"))
        }
        if added.isEmpty && removed.isEmpty {
            found.append((path, "\(path): the same phrases in another order; the first is the one shown to users"))
        }
    }

    private static func label(_ path: String) -> String {
        path.isEmpty ? "the manifest" : path
    }

    /// Whether `node` means "absent": null, false, an empty array or object.
    private static func isEmpty(_ node: JSONNode) -> Bool {
        switch node.value {
        case .null: true
        case .bool(let flag): !flag
        case .array(let elements): elements.isEmpty
        case .object(let members): members.isEmpty
        default: false
        }
    }

    /// A short one-line rendering of a value for a difference line.
    static func render(_ node: JSONNode) -> String {
        let text = output(node).serialized()
        return text.count > 120 ? String(text.prefix(117)) + "…" : text
    }

    private static func output(_ node: JSONNode) -> JSONOutput {
        switch node.value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let value, _): value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .double(value)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(output))
        case .object(let members): .object(members.map { ($0.key, output($0.value)) })
        }
    }
}
