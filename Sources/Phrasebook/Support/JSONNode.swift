/// A JSON value read from a manifest, remembering the byte offset it started
/// at so every later diagnostic can point at it.
struct JSONNode: Sendable {
    /// The kinds of JSON value.
    ///
    /// Not `indirect`: the arrays hold the nesting,
    /// so a string or number is no allocation of its own.
    enum Value: Sendable {
        case null
        case bool(Bool)
        /// A number, with its source text so integers stay exact.
        case number(Double, text: String)
        case string(String)
        case array([JSONNode])
        /// Members in the order they were written.
        case object([JSONMember])
    }

    /// The value.
    var value: Value
    /// Byte offset of the value's first character in its file.
    var offset: Int

    /// Creates a node.
    init(_ value: Value, offset: Int) {
        self.value = value
        self.offset = offset
    }

    /// A short English name of the value's kind, for "expected … but found …".
    var kindName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The string, if this is a string.
    var stringValue: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The members, if this is an object.
    var members: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The elements, if this is an array.
    var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The first member named `key`, if this is an object that has one.
    subscript(key: String) -> JSONNode? {
        members?.first { $0.key == key }?.value
    }
}

/// One `"key": value` pair of a JSON object.
struct JSONMember: Sendable {
    /// The key.
    var key: String
    /// Byte offset of the key.
    var keyOffset: Int
    /// The value.
    var value: JSONNode
}
