import Foundation

/// The one normalizer and tokenizer shared by the phrase compiler and the
/// matcher, so a phrase and an utterance that look alike to a person become
/// the same tokens: NFKC (full-width forms fold), case folding, punctuation
/// removed except an apostrophe inside a word, hyphens split words, and every
/// Han, Hiragana and Katakana character is a token of its own.
enum TextNormalizer {
    /// The tokens of `text`, each with its place in the original; reading
    /// stops once there are more than `limit` (so a huge input costs little).
    static func tokenize(_ text: String, limit: Int = .max) -> [Token] {
        // Most utterances are ASCII: read their bytes directly.
        if let tokens = text.utf8.withContiguousStorageIfAvailable({ bytes in
            // Word places are 32-bit (``TokenSpan``): larger text takes the general path.
            bytes.count < Int(Int32.max) && bytes.allSatisfy { $0 < 0x80 } ? tokenizeASCII(bytes, limit: limit) : nil
        }), let tokens {
            return tokens
        }
        var reader = WordReader(capacity: min(text.utf8.count / 2 + 1, 16))
        var pendingJoiner: (scalar: Unicode.Scalar, offset: Int, kind: ScriptClass)?
        var previousWasDigit = false
        var offset = 0
        for scalar in text.unicodeScalars {
            if reader.tokens.count > limit { break }
            let length = UTF8.width(scalar)
            defer { offset += length }
            let kind = ScriptClass(scalar)
            // A single-character token ends at anything but a mark on it.
            if reader.wordIsSingle && kind != .mark && kind != .ignorable { reader.finishWord() }
            switch kind {
            case .word:
                // Without the property tables for most scripts (``Unicode/Scalar/isDecimalDigit``).
                let isDigit = scalar.isDecimalDigit
                if let joiner = pendingJoiner {
                    // An apostrophe joins any two word characters; a point or
                    // comma joins only two digits.
                    if joiner.kind == .apostrophe || (previousWasDigit && isDigit) {
                        reader.append(joiner.kind == .apostrophe ? "'" : joiner.scalar)
                    } else {
                        reader.finishWord()
                    }
                    pendingJoiner = nil
                }
                if reader.word.isEmpty { reader.wordStart = offset }
                reader.append(scalar)
                reader.wordEnd = offset + length
                if !scalar.isASCII {
                    reader.wordIsASCII = false
                    if !isOwnFold(scalar.value) { reader.wordIsOwnFold = false }
                }
                previousWasDigit = isDigit
            case .apostrophe, .numberJoiner:
                if !reader.word.isEmpty && pendingJoiner == nil {
                    pendingJoiner = (scalar, offset, kind)
                } else {
                    pendingJoiner = nil
                    reader.finishWord()
                }
            case .mark:
                if !reader.word.isEmpty && pendingJoiner == nil {
                    reader.append(scalar)
                    reader.wordEnd = offset + length
                    reader.wordIsASCII = false
                    reader.wordIsOwnFold = false
                }
            case .ignorable:
                break
            case .single:
                pendingJoiner = nil
                reader.finishWord()
                reader.append(scalar)
                reader.wordStart = offset
                reader.wordEnd = offset + length
                reader.wordIsASCII = false
                reader.wordIsOwnFold = false
                reader.wordIsSingle = true
                previousWasDigit = false
            case .separator:
                pendingJoiner = nil
                reader.finishWord()
                previousWasDigit = false
            }
        }
        reader.finishWord()
        var tokens = reader.tokens
        if tokens.count > limit { tokens.removeLast(tokens.count - limit - 1) }
        return tokens
    }

    /// What the general path of ``tokenize(_:limit:)`` has read: the tokens
    /// so far and the word being read, as UTF-8 bytes not yet folded (no
    /// String is built per scalar, and an ASCII word is folded byte by
    /// byte).
    ///
    /// A value the loop changes in place: as local variables that
    /// nested functions captured, they were kept in boxes whose every
    /// access the runtime checked for exclusivity.
    private struct WordReader {
        var tokens: [Token] = []
        var word: [UInt8] = []
        var wordStart = 0
        var wordEnd = 0
        var wordIsASCII = true
        /// Whether every scalar of the word past ASCII is its own fold
        /// (``TextNormalizer/isOwnFold(_:)``): the word's fold is then its
        /// bytes with ASCII capitals made small, as an ASCII word's is.
        var wordIsOwnFold = true
        var wordIsSingle = false

        /// A reader with room for `capacity` tokens, so its list is not
        /// copied as it grows.
        init(capacity: Int) {
            word.reserveCapacity(32)
            tokens.reserveCapacity(capacity)
        }

        /// Ends the word being read (if any) as a token.
        mutating func finishWord() {
            guard !word.isEmpty else { return }
            tokens.append(
                Token(
                    text: TextNormalizer.fold(word, lowercasingASCII: wordIsASCII || wordIsOwnFold),
                    sourceStart: wordStart, sourceEnd: wordEnd))
            word.removeAll(keepingCapacity: true)
            wordIsASCII = true
            wordIsOwnFold = true
            wordIsSingle = false
        }

        /// Appends the scalar's UTF-8 bytes to the word, written out
        /// (encoding through a closure was a call per scalar).
        @inline(__always)
        mutating func append(_ scalar: Unicode.Scalar) {
            let value = scalar.value
            if value < 0x80 {
                word.append(UInt8(truncatingIfNeeded: value))
            } else if value < 0x800 {
                word.append(0xC0 | UInt8(truncatingIfNeeded: value >> 6))
                word.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
            } else if value < 0x10000 {
                word.append(0xE0 | UInt8(truncatingIfNeeded: value >> 12))
                word.append(0x80 | UInt8(truncatingIfNeeded: (value >> 6) & 0x3F))
                word.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
            } else {
                word.append(0xF0 | UInt8(truncatingIfNeeded: value >> 18))
                word.append(0x80 | UInt8(truncatingIfNeeded: (value >> 12) & 0x3F))
                word.append(0x80 | UInt8(truncatingIfNeeded: (value >> 6) & 0x3F))
                word.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
            }
        }
    }

    /// ``tokenize(_:limit:)`` for ASCII text, on its bytes: each word of
    /// ``asciiWords(_:limit:into:)``, lowercased.
    private static func tokenizeASCII(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> [Token] {
        var spans: [TokenSpan] = []
        spans.reserveCapacity(min(bytes.count / 2 + 1, 16))
        asciiWords(bytes, limit: limit, into: &spans)
        var tokens: [Token] = []
        tokens.reserveCapacity(spans.count)
        for span in spans {
            let start = Int(span.start)
            let count = Int(span.end) - start
            let text = String(unsafeUninitializedCapacity: count) { buffer in
                for index in 0..<count {
                    let byte = bytes[start + index]
                    buffer[index] = lowercasedASCII(byte)
                }
                return count
            }
            tokens.append(Token(text: text, sourceStart: start, sourceEnd: Int(span.end)))
        }
        return tokens
    }

    /// `byte` with a capital ASCII letter made small: an ASCII word's
    /// normalized form, byte by byte.
    @inline(__always)
    static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }

    /// Where the words of ASCII text are in its `bytes`, replacing `spans`:
    /// the rules of ``tokenize(_:limit:)`` (an apostrophe joins two word
    /// characters, a point or comma two digits, anything else but a letter
    /// or digit separates).
    ///
    /// Every joiner kept is the byte itself, so a
    /// word's normalized text is its bytes lowercased. Reading stops once
    /// there are more than `limit` words (the first `limit` and one more
    /// are kept). `bytes` must be fewer than `Int32.max`, as a span's
    /// offsets are.
    static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int, into spans: inout [TokenSpan]) {
        spans.empty()
        asciiByteClasses.withUnsafeBufferPointer { classes in
            let count = bytes.count
            var offset = 0
            while offset < count {
                while offset < count && classes[Int(bytes[offset])] & ASCIIByteClass.word == 0 { offset += 1 }
                guard offset < count else { break }
                let start = offset
                while true {
                    while offset < count && classes[Int(bytes[offset])] & ASCIIByteClass.word != 0 { offset += 1 }
                    // A joiner stays in the word when a word character follows
                    // that it joins: any, after an apostrophe; a digit after a
                    // digit (the byte before it is the word's last), for a
                    // point or comma.
                    guard offset + 1 < count else { break }
                    let byteClass = classes[Int(bytes[offset])]
                    guard byteClass & ASCIIByteClass.joiner != 0 else { break }
                    let nextClass = classes[Int(bytes[offset + 1])]
                    guard nextClass & ASCIIByteClass.word != 0,
                        byteClass == ASCIIByteClass.apostrophe
                            || (nextClass == ASCIIByteClass.digit
                                && classes[Int(bytes[offset - 1])] == ASCIIByteClass.digit)
                    else { break }
                    offset += 1
                }
                spans.append(TokenSpan(start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: offset)))
                if spans.count > limit { break }
            }
        }
    }

    /// What ``asciiWords(_:limit:into:)`` reads a byte as: bits of ``ASCIIByteClass``.
    private enum ASCIIByteClass {
        /// A letter or digit: part of a word.
        static let letter: UInt8 = 1
        static let digit: UInt8 = 2
        static let word: UInt8 = letter | digit
        /// A point or comma: joins two digits.
        static let numberJoiner: UInt8 = 4
        /// An apostrophe: joins two word characters.
        static let apostrophe: UInt8 = 8
        static let joiner: UInt8 = numberJoiner | apostrophe
    }

    /// Every byte's ``ASCIIByteClass`` (0 for a separator, and for every
    /// byte that is not ASCII), so a word is cut with one table read per byte.
    private static let asciiByteClasses: [UInt8] = (0...255).map { byte -> UInt8 in
        switch UInt8(byte) {
        case 0x30...0x39: ASCIIByteClass.digit
        case 0x41...0x5A, 0x61...0x7A: ASCIIByteClass.letter
        case 0x2C, 0x2E: ASCIIByteClass.numberJoiner
        case 0x27: ASCIIByteClass.apostrophe
        default: 0
        }
    }

    /// Whether `text` has at least one token — the same answer as
    /// `!words(text).isEmpty`, without building the tokens.
    static func hasWords(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch ScriptClass(scalar) {
            case .word, .single: true
            default: false
            }
        }
    }

    /// The normalized token texts of `text`.
    static func words(_ text: String) -> [String] {
        tokenize(text).map(\.text)
    }

    /// `text` normalized for showing back to the user: its tokens joined by
    /// spaces, except beside a Han, Hiragana or Katakana character, which
    /// join without one (`停止冥想`, not `停 止 冥 想`).
    static func display(_ text: String) -> String {
        display(tokenize(text))
    }

    /// ``display(_:)`` of text already tokenized (a match's tokens).
    static func display(_ tokens: [Token]) -> String {
        // The bytes are gathered first and made a string once: appending
        // word by word to a string costs several times more (a miss's
        // message shows its words).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(tokens.reduce(0) { $0 + $1.text.utf8.count + 1 })
        var previousIsSingle = false
        for token in tokens {
            let word = token.text.utf8
            // A word starting with an ASCII byte is in no single-token script.
            let isSingle =
                (word.first ?? 0) >= 0x80
                && (token.text.unicodeScalars.first.map { ScriptClass.isSingleTokenScript($0.value) } ?? false)
            if !bytes.isEmpty && !isSingle && !previousIsSingle { bytes.append(UInt8(ascii: " ")) }
            bytes.append(contentsOf: word)
            previousIsSingle = isSingle
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` normalized to space-separated tokens (`"START WALKING!!"` →
    /// `"start walking"`), the canonical form shown in `explain` and tests.
    static func normalize(_ text: String) -> String {
        words(text).joined(separator: " ")
    }

    /// The normalized text of a word's UTF-8 `bytes`: an ASCII word, or
    /// one whose other scalars are their own folds (`lowercasingASCII`), is
    /// lowercased byte by byte; any other goes through NFKC and case folding.
    private static func fold(_ bytes: [UInt8], lowercasingASCII: Bool) -> String {
        if lowercasingASCII {
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for (index, byte) in bytes.enumerated() {
                    buffer[index] = lowercasedASCII(byte)
                }
                return bytes.count
            }
        }
        return FoldedWords.shared.fold(bytes, foldUnicode)
    }

    /// Whether the scalar `value` (past ASCII) is a letter that is its own
    /// fold (``foldUnicode(_:)``) and takes part in no composition with
    /// the scalars beside it (no combining class, a Latin letter): a word
    /// of such letters and ASCII folds letter by letter, so its fold is its
    /// bytes with ASCII capitals made small, told without the kept folds
    /// (``FoldedWords``: hashing the word's bytes and a lock per word).
    ///
    /// Covers U+00C0–U+024F and U+1E00–U+1EFF (the small letters of Latin-1,
    /// Latin Extended-A and -B and Latin Extended Additional, Vietnamese's
    /// among them); `TextNormalizerTests` checks each bit against folding
    /// the letter alone.
    @inline(__always)
    static func isOwnFold(_ value: UInt32) -> Bool {
        switch value {
        case 0xC0...0x24F:
            let bit = Int(value - 0xC0)
            return ownFoldLatin[bit >> 6] >> UInt64(bit & 63) & 1 != 0
        case 0x1E00...0x1EFF:
            let bit = Int(value - 0x1E00)
            return ownFoldLatinAdditional[bit >> 6] >> UInt64(bit & 63) & 1 != 0
        default:
            return false
        }
    }

    /// ``isOwnFold(_:)``'s bits for U+00C0–U+024F, one per scalar from the lowest bit.
    static let ownFoldLatin: [UInt64] = [
        0xFF7F_FFFF_0000_0000, 0x55A2_AAAA_AAAA_AAAA, 0x54AA_AAAA_AAAA_A954, 0xEE51_2D2A_4E24_3129,
        0xAA21_AAAA_B555_400F,
        0x93FA_AAAA_AAAA_AAAA, 0x0000_0000_0000_AA85,
    ]
    /// ``isOwnFold(_:)``'s bits for U+1E00–U+1EFF.
    static let ownFoldLatinAdditional: [UInt64] = [
        0xAAAA_AAAA_AAAA_AAAA, 0xAAAA_AAAA_AAAA_AAAA, 0xAAAA_AAAA_B3EA_AAAA, 0xAAAA_AAAA_AAAA_AAAA,
    ]

    /// NFKC, case folding, NFC: the fold of a word that is not ASCII
    /// (kept per word by ``FoldedWords``).
    static func foldUnicode(_ bytes: [UInt8]) -> String {
        let composed = String(decoding: bytes, as: UTF8.self).precomposedStringWithCompatibilityMapping
        return composed.folding(options: [.caseInsensitive], locale: nil).precomposedStringWithCanonicalMapping
    }
}
