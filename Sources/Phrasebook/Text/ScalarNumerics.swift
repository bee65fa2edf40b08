extension Unicode.Scalar {
    /// Whether the scalar has a Unicode numeric type (a digit, a numeral,
    /// a fraction…).
    ///
    /// An ASCII scalar, and one of the blocks of ``isOutsideNumbers``, answers
    /// without the property tables (the flexible stage asks this of every
    /// letter of each word it does not know, and a table lookup is slow).
    @inline(__always)
    var hasNumericType: Bool {
        if isASCII { return (0x30...0x39).contains(value) }
        if isOutsideNumbers { return false }
        return properties.numericType != nil
    }

    /// Whether the scalar is a decimal digit of some script (numeric type
    /// `.decimal`, general category Nd).
    ///
    /// An ASCII scalar answers without the
    /// property tables, and so does one below U+0660 (the first decimal
    /// digit past ASCII, ARABIC-INDIC DIGIT ZERO), one of the blocks of
    /// ``isOutsideNumbers`` or a CJK unified ideograph (a Han numeral such
    /// as `五` has a numeric type, but not `.decimal`).
    @inline(__always)
    var isDecimalDigit: Bool {
        if isASCII { return (0x30...0x39).contains(value) }
        if value < 0x0660 || isOutsideNumbers || (0x4E00...0x9FFF).contains(value) { return false }
        return properties.numericType == .decimal
    }

    /// Whether the scalar lies in a block with no scalar of any numeric
    /// type: Latin letters and their marks (U+00C0–U+036F), Latin Extended
    /// Additional (U+1E00–U+1EFF, Vietnamese), Hiragana and Katakana
    /// (U+3040–U+30FF), Hangul syllables (U+AC00–U+D7A3).
    ///
    /// The scripts of
    /// most words the flexible stage reads; `ScalarNumericsTests` checks
    /// every scalar of these blocks against the property tables.
    @inline(__always)
    var isOutsideNumbers: Bool {
        switch value {
        case 0x00C0...0x036F, 0x1E00...0x1EFF, 0x3040...0x30FF, 0xAC00...0xD7A3: true
        default: false
        }
    }
}
