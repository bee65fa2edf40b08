extension Unicode.Scalar {
    /// Whether the scalar has a Unicode numeric type (a digit, a numeral,
    /// a fraction…). An ASCII scalar answers without the property tables
    /// (only `0`–`9` have one there): the flexible stage asks this of every
    /// letter of each word it does not know.
    @inline(__always)
    var hasNumericType: Bool {
        isASCII ? (0x30...0x39).contains(value) : properties.numericType != nil
    }

    /// Whether the scalar is a decimal digit of some script (numeric type
    /// `.decimal`); an ASCII scalar answers without the property tables.
    @inline(__always)
    var isDecimalDigit: Bool {
        isASCII ? (0x30...0x39).contains(value) : properties.numericType == .decimal
    }
}
