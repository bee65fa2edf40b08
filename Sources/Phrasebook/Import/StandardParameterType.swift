/// The App Intents and Foundation parameter types the manifest expresses
/// with one of its builtins: `TimeInterval` and the number types as numbers,
/// `URL` and `IntentPerson` as text, `DateComponents` as a date,
/// `IntentCurrencyAmount` as its amount.
///
/// Types whose value is a file, an image or a place are not here: a
/// parameter of one of them is left out, and said so.
enum StandardParameterType {
    /// The builtin that stands for the type spelled `name`, if there is one.
    static func reference(for name: String) -> TypeReference? {
        switch name {
        case "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": .int
        case "Float", "Float32", "Float64", "CGFloat", "Decimal", "TimeInterval", "IntentCurrencyAmount",
            "CurrencyAmount":
            .double
        case "URL", "IntentPerson", "AttributedString", "Substring", "Character": .string
        case "DateComponents": .date
        default: nil
        }
    }
}
