extension Diagnostic {
    /// The diagnostic as the JSON output of `compile` and `lint` writes it:
    /// `{"severity","code","message","file","line","column","path"}`, with
    /// `null` for what it does not have.
    public var json: JSONOutput {
        .object(jsonMembers)
    }

    /// The members of ``json``, for reports that add their own (a witness).
    var jsonMembers: [(String, JSONOutput)] {
        [
            ("severity", .string(severity.rawValue)), ("code", .string(code.rawValue)), ("message", .string(message)),
            ("file", file.map(JSONOutput.string) ?? .null), ("line", line.map(JSONOutput.int) ?? .null),
            ("column", column.map(JSONOutput.int) ?? .null), ("path", .string(jsonPath)),
        ]
    }
}
