/// A JSON value to print, with object keys kept in the order they were added
/// so JSON Lines output is stable and reads like the specification.
///
/// The reports, prompts, outcomes and diagnostics give their documented JSON
/// as one (`json`); `serialized()` writes it on one line, and `JSONEncoder`
/// encodes it as the same members and values:
///
/// ```swift
/// let event = JSONOutput.object([("event", .string("prompt")), ("options", .array([]))])
/// print(event.serialized())   // {"event":"prompt","options":[]}
/// ```
public indirect enum JSONOutput: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A number; whole values print with `.0`, non-finite ones as `null`.
    case double(Double)
    /// A string, escaped as JSON requires.
    case string(String)
    /// An array.
    case array([JSONOutput])
    /// An object whose members print in the order given.
    case object([(String, JSONOutput)])

    /// Two values are equal when they serialize to the same text.
    public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// The value as compact JSON text on one line.
    ///
    /// - Returns: The JSON text, without a line break.
    public func serialized() -> String {
        var text = ""
        write(into: &text)
        return text
    }

    private func write(into text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .int(let value): text += String(value)
        case .double(let value):
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
                text += String(Int(value)) + ".0"
            } else if value.isFinite {
                text += String(value)
            } else {
                text += "null"
            }
        case .string(let value): Self.writeString(value, into: &text)
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(into: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                Self.writeString(member.0, into: &text)
                text += ":"
                member.1.write(into: &text)
            }
            text += "}"
        }
    }

    private static func writeString(_ value: String, into text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }
}
