extension ParameterValue: CustomStringConvertible {
    /// The value as a person reads it: an enum case or entity by its title,
    /// text as it is, numbers and `true`/`false` as Swift writes them, a
    /// date in ISO 8601 (UTC), a list's values separated by commas.
    ///
    /// `print(invocation["session"]!)` prints `Walking`.
    public var description: String {
        switch self {
        case .entity(_, let title): title
        case .string(let text): text
        case .integer(let number): String(number)
        case .number(let number): String(number)
        case .bool(let flag): String(flag)
        case .date(let date): ISODateParser.format(date)
        case .list(let values): values.map(\.description).joined(separator: ", ")
        }
    }
}
