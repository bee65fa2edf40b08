import Foundation

/// A path into a JSON document, printed the way people write it in code:
/// `shortcuts[2].phrases[0]`, `types.Book.entities[3].title`.
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step of a path.
    enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The steps from the document root.
    var components: [Component]

    /// The document root.
    static let root = JSONPath(components: [])

    /// Creates a path from its steps.
    init(components: [Component]) {
        self.components = components
    }

    /// This path with a key appended.
    func key(_ key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    /// This path with an array index appended.
    func index(_ index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    /// The path one step up, or `nil` at the root.
    var parent: JSONPath? {
        components.isEmpty ? nil : JSONPath(components: Array(components.dropLast()))
    }

    var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                // ASCII letters, digits and `_` only: checked on bytes, as
                // this runs for every value a manifest records.
                let plain =
                    !key.isEmpty
                    && key.utf8.allSatisfy { byte in
                        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
                            || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
                    }
                if plain {
                    text += text.isEmpty ? key : ".\(key)"
                } else {
                    let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                        of: "\"", with: "\\\"")
                    text += "[\"\(escaped)\"]"
                }
            }
        }
        return text
    }
}
