/// A value written in a manifest (a fixed shortcut parameter, a default, an
/// entity property), before it is checked against a parameter's type.
indirect enum LiteralValue: Sendable, Hashable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([LiteralValue])

    var description: String {
        switch self {
        case .string(let text): "\"\(text)\""
        case .number(let number):
            number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): String(flag)
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        }
    }
}
