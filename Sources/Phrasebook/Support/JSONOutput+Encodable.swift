extension JSONOutput: Encodable {
    /// A member name of an object, as a coding key.
    private struct MemberKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Encodes the value as the JSON it serializes to: the same members and
    /// values (in the order the encoder writes keys: `JSONEncoder` does not
    /// keep the order given, ``serialized()`` does), a non-finite number as
    /// `null`.
    ///
    /// The library's types that have a documented JSON shape encode through
    /// it, so `JSONEncoder` writes what the command line writes.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .int(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .double(let value):
            var container = encoder.singleValueContainer()
            if value.isFinite { try container.encode(value) } else { try container.encodeNil() }
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(value) }
        case .object(let members):
            var container = encoder.container(keyedBy: MemberKey.self)
            for (name, value) in members { try container.encode(value, forKey: MemberKey(stringValue: name)) }
        }
    }
}
