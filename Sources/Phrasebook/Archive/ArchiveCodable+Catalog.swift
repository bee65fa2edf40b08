// How every stored type writes and reads its fields, in one place: adding a
// field to a stored type (say a per-app flag) is one line in its `encode`
// and one in its `init(from:)` (and a new ``CatalogFile/formatVersion``).

extension RuleSet: ArchiveRawCodable {}
extension TypeDeclaration.Kind: ArchiveRawCodable {}
extension LocalizedPhrase.Form: ArchiveRawCodable {}
extension OpenSlotKind: ArchiveRawCodable {}
extension FinalSound: ArchiveRawCodable {}
extension Diagnostic.Severity: ArchiveRawCodable {}
extension DiagnosticCode: ArchiveRawCodable {}

extension SourceLocation: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        file.encode(to: &writer)
        line.encode(to: &writer)
        column.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(file: try String(from: &reader), line: try Int(from: &reader), column: try Int(from: &reader))
    }
}

extension Diagnostic: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        severity.encode(to: &writer)
        code.encode(to: &writer)
        message.encode(to: &writer)
        file.encode(to: &writer)
        location.encode(to: &writer)
        jsonPath.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            try Severity(from: &reader), try DiagnosticCode(from: &reader), try String(from: &reader),
            file: try String?(from: &reader), location: try SourceLocation?(from: &reader),
            jsonPath: try String(from: &reader))
    }
}

extension CatalogStatistics: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        for count in [
            apps, shortcuts, phrases, values, valueVariants, expandedUtterances, phraseGraphNodes, valueTrieNodes,
            vocabularySize, bytes,
        ] {
            count.encode(to: &writer)
        }
        compileSeconds.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init()
        apps = try Int(from: &reader)
        shortcuts = try Int(from: &reader)
        phrases = try Int(from: &reader)
        values = try Int(from: &reader)
        valueVariants = try Int(from: &reader)
        expandedUtterances = try Int(from: &reader)
        phraseGraphNodes = try Int(from: &reader)
        valueTrieNodes = try Int(from: &reader)
        vocabularySize = try Int(from: &reader)
        bytes = try Int(from: &reader)
        compileSeconds = try Double(from: &reader)
        // Counts of what a file holds, so none is negative or past what 2 GiB
        // can hold (an entity update adds to and subtracts from them); the
        // number of expanded utterances saturates at `Int.max` instead.
        let counts = [
            apps, shortcuts, phrases, values, valueVariants, phraseGraphNodes, valueTrieNodes, vocabularySize, bytes,
        ]
        guard counts.allSatisfy({ (0...Self.largestStoredCount).contains($0) }), expandedUtterances >= 0,
            compileSeconds.isFinite, compileSeconds >= 0
        else { throw ArchiveReader.damaged("the statistics") }
    }

    /// The largest count a compiled file's statistics may hold.
    static let largestStoredCount = Int(UInt32.max)
}

extension LiteralValue: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        switch self {
        case .string(let text):
            writer.write(UInt8(0))
            text.encode(to: &writer)
        case .number(let number):
            writer.write(UInt8(1))
            number.encode(to: &writer)
        case .bool(let flag):
            writer.write(UInt8(2))
            flag.encode(to: &writer)
        case .array(let values):
            writer.write(UInt8(3))
            values.encode(to: &writer)
        }
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        try reader.enterNesting("a literal")
        defer { reader.leaveNesting() }
        switch try reader.readUInt8() {
        case 0: self = .string(try String(from: &reader))
        case 1: self = .number(try Double(from: &reader))
        case 2: self = .bool(try Bool(from: &reader))
        case 3: self = .array(try [LiteralValue](from: &reader))
        default: throw ArchiveReader.damaged("an unknown literal")
        }
    }
}

extension TypeReference: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        switch self {
        case .string: writer.write(UInt8(0))
        case .int: writer.write(UInt8(1))
        case .double: writer.write(UInt8(2))
        case .bool: writer.write(UInt8(3))
        case .date: writer.write(UInt8(4))
        case .named(let name):
            writer.write(UInt8(5))
            name.encode(to: &writer)
        case .array(let element):
            writer.write(UInt8(6))
            element.encode(to: &writer)
        }
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        try reader.enterNesting("a type reference")
        defer { reader.leaveNesting() }
        switch try reader.readUInt8() {
        case 0: self = .string
        case 1: self = .int
        case 2: self = .double
        case 3: self = .bool
        case 4: self = .date
        case 5: self = .named(try String(from: &reader))
        case 6: self = .array(try TypeReference(from: &reader))
        default: throw ArchiveReader.damaged("an unknown type reference")
        }
    }
}

extension ParameterSummary: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        switch self {
        case .text(let text):
            writer.write(UInt8(0))
            text.encode(to: &writer)
        case .when(let parameter, let value, let then, let otherwise):
            writer.write(UInt8(1))
            parameter.encode(to: &writer)
            value.encode(to: &writer)
            then.encode(to: &writer)
            otherwise.encode(to: &writer)
        case .switch(let parameter, let cases, let otherwise):
            writer.write(UInt8(2))
            parameter.encode(to: &writer)
            cases.map(\.value).encode(to: &writer)
            cases.map(\.summary).encode(to: &writer)
            otherwise.encode(to: &writer)
        }
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        try reader.enterNesting("a summary")
        defer { reader.leaveNesting() }
        switch try reader.readUInt8() {
        case 0:
            self = .text(try String(from: &reader))
        case 1:
            self = .when(
                parameter: try String(from: &reader), value: try String(from: &reader),
                then: try ParameterSummary(from: &reader),
                otherwise: try ParameterSummary?(from: &reader))
        case 2:
            let parameter = try String(from: &reader)
            let values = try [String](from: &reader)
            let summaries = try [ParameterSummary](from: &reader)
            guard values.count == summaries.count else {
                throw ArchiveReader.damaged("a summary's cases do not pair up")
            }
            self = .switch(
                parameter: parameter, cases: Array(zip(values, summaries).map { (value: $0, summary: $1) }),
                default: try ParameterSummary?(from: &reader))
        default:
            throw ArchiveReader.damaged("an unknown summary")
        }
    }
}

extension Validation: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        min.encode(to: &writer)
        max.encode(to: &writer)
        future.encode(to: &writer)
        nonEmpty.encode(to: &writer)
        message.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            min: try Double?(from: &reader), max: try Double?(from: &reader), future: try Bool(from: &reader),
            nonEmpty: try Bool(from: &reader), message: try String?(from: &reader))
    }
}

extension ParameterDeclaration: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        name.encode(to: &writer)
        title.encode(to: &writer)
        type.encode(to: &writer)
        optional.encode(to: &writer)
        prompt.encode(to: &writer)
        disambiguationPrompt.encode(to: &writer)
        defaultValue.encode(to: &writer)
        validation.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            name: try String(from: &reader), title: try String(from: &reader), type: try TypeReference(from: &reader),
            optional: try Bool(from: &reader), prompt: try String?(from: &reader),
            disambiguationPrompt: try String?(from: &reader),
            defaultValue: try LiteralValue?(from: &reader), validation: try Validation?(from: &reader))
    }
}

extension IntentDeclaration: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        name.encode(to: &writer)
        title.encode(to: &writer)
        description.encode(to: &writer)
        parameters.encode(to: &writer)
        summary.encode(to: &writer)
        confirmation.encode(to: &writer)
        result.encode(to: &writer)
        opensApp.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            name: try String(from: &reader), title: try String(from: &reader), description: try String?(from: &reader),
            parameters: try [ParameterDeclaration](from: &reader), summary: try ParameterSummary?(from: &reader),
            confirmation: try String?(from: &reader), result: try String?(from: &reader),
            opensApp: try Bool(from: &reader))
    }
}

extension ShortcutDeclaration: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        intent.encode(to: &writer)
        phrases.encode(to: &writer)
        shortTitle.encode(to: &writer)
        systemImageName.encode(to: &writer)
        parameters.map(\.name).encode(to: &writer)
        parameters.map(\.value).encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        let intent = try String(from: &reader)
        let phrases = try [String](from: &reader)
        let shortTitle = try String?(from: &reader)
        let image = try String?(from: &reader)
        let names = try [String](from: &reader)
        let values = try [LiteralValue](from: &reader)
        guard names.count == values.count else { throw ArchiveReader.damaged("a shortcut's parameters do not pair up") }
        self.init(
            intent: intent, phrases: phrases, shortTitle: shortTitle, systemImageName: image,
            parameters: zip(names, values).map { (name: $0, value: $1) })
    }
}

extension LocalizedNames: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        title.encode(to: &writer)
        subtitle.encode(to: &writer)
        synonyms.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            title: try String(from: &reader), subtitle: try String?(from: &reader),
            synonyms: try [String](from: &reader))
    }
}

extension TypeValue.Property: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        name.encode(to: &writer)
        value.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(name: try String(from: &reader), value: try LiteralValue(from: &reader))
    }
}

extension TypeValue: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        id.encode(to: &writer)
        title.encode(to: &writer)
        subtitle.encode(to: &writer)
        synonyms.encode(to: &writer)
        properties.encode(to: &writer)
        localized.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            id: try String(from: &reader), title: try String(from: &reader), subtitle: try String?(from: &reader),
            synonyms: try [String](from: &reader), properties: try [Property](from: &reader),
            localized: try [String: LocalizedNames](from: &reader))
    }
}

/// The values are stored flat and read when asked (``ArchivedTypeValues``).
extension TypeDeclaration: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        name.encode(to: &writer)
        kind.encode(to: &writer)
        title.encode(to: &writer)
        ArchivedTypeValues.encode(values, to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            name: try String(from: &reader), kind: try Kind(from: &reader), title: try String(from: &reader),
            values: TypeValueList(stored: try ArchivedTypeValues(from: &reader)))
    }
}

extension AppInfo: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        name.encode(to: &writer)
        synonyms.encode(to: &writer)
        locale.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            name: try String(from: &reader), synonyms: try [String](from: &reader), locale: try String(from: &reader))
    }
}

extension LocalizedPhrase: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        text.encode(to: &writer)
        key.encode(to: &writer)
        form.encode(to: &writer)
        location.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            text: try String(from: &reader), key: try String(from: &reader), form: try Form(from: &reader),
            location: try SourceLocation?(from: &reader))
    }
}

extension AppLocalization: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        locale.encode(to: &writer)
        shortcutPhrases.encode(to: &writer)
        negativePhrases.encode(to: &writer)
        strings.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(locale: try String(from: &reader), shortcutCount: 0)
        shortcutPhrases = try [[LocalizedPhrase]](from: &reader)
        negativePhrases = try [LocalizedPhrase](from: &reader)
        strings = try [String: String](from: &reader)
    }
}

/// The manifest without its source map: source locations are not stored
/// (see ``CatalogFile``); diagnostics keep theirs.
extension AppManifest: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        path.encode(to: &writer)
        format.encode(to: &writer)
        rules.encode(to: &writer)
        app.encode(to: &writer)
        types.encode(to: &writer)
        intents.encode(to: &writer)
        shortcuts.encode(to: &writer)
        negativePhrases.encode(to: &writer)
        localizations.encode(to: &writer)
        flexibleMatching.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            path: try String(from: &reader), format: try Int(from: &reader), rules: try RuleSet(from: &reader),
            app: try AppInfo(from: &reader), types: try [TypeDeclaration](from: &reader),
            intents: try [IntentDeclaration](from: &reader), shortcuts: try [ShortcutDeclaration](from: &reader),
            negativePhrases: try [String](from: &reader))
        localizations = try [String: AppLocalization](from: &reader)
        flexibleMatching = try Bool(from: &reader)
    }
}

extension Template.Segment: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        switch self {
        case .text(let text):
            writer.write(UInt8(0))
            text.encode(to: &writer)
        case .applicationName: writer.write(UInt8(1))
        case .parameter(let name):
            writer.write(UInt8(2))
            name.encode(to: &writer)
        }
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        switch try reader.readUInt8() {
        case 0: self = .text(try String(from: &reader))
        case 1: self = .applicationName
        case 2: self = .parameter(try String(from: &reader))
        default: throw ArchiveReader.damaged("an unknown template segment")
        }
    }
}

extension Template: ArchiveCodable {
    /// Stored as its source and its parsed segments, so reading parses nothing.
    func encode(to writer: inout ArchiveWriter) {
        source.encode(to: &writer)
        segments.encode(to: &writer)
        segmentOffsets.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        let source = try String(from: &reader)
        let segments = try [Segment](from: &reader)
        let offsets = try [Int](from: &reader)
        guard offsets.count == segments.count else { throw ArchiveReader.damaged("a phrase template's segments") }
        self.init(source: source, segments: segments, segmentOffsets: offsets)
    }
}

extension PhrasePiece: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        switch self {
        case .tokens(let tokens):
            writer.write(UInt8(0))
            writer.write(tokens)
        case .slot(let key):
            writer.write(UInt8(1))
            key.encode(to: &writer)
        }
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        switch try reader.readUInt8() {
        case 0: self = .tokens(try reader.readInt32Array())
        case 1: self = .slot(try Int32(from: &reader))
        default: throw ArchiveReader.damaged("an unknown phrase piece")
        }
    }
}

extension CompiledPhrase: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        app.encode(to: &writer)
        shortcut.encode(to: &writer)
        phraseIndex.encode(to: &writer)
        locale.encode(to: &writer)
        template.encode(to: &writer)
        literalTokenCount.encode(to: &writer)
        expansionCount.encode(to: &writer)
        pieces.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            app: try Int(from: &reader), shortcut: try Int?(from: &reader), phraseIndex: try Int(from: &reader),
            locale: try String(from: &reader), template: try Template(from: &reader),
            literalTokenCount: try Int(from: &reader),
            expansionCount: try Int(from: &reader), pieces: try [PhrasePiece](from: &reader))
    }
}

extension GluedSuffix: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        written.encode(to: &writer)
        afterConsonant.encode(to: &writer)
        afterVowel.encode(to: &writer)
        rieulTakesVowelForm.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            written: try Int32(from: &reader), afterConsonant: try Int32(from: &reader),
            afterVowel: try Int32(from: &reader),
            rieulTakesVowelForm: try Bool(from: &reader))
    }
}

extension SlotKey: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        switch source {
        case .valueSet(let set):
            writer.write(UInt8(0))
            set.encode(to: &writer)
        case .open(let kind):
            writer.write(UInt8(1))
            kind.encode(to: &writer)
        }
        parameter.encode(to: &writer)
        suffix.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        let source: SlotSource
        switch try reader.readUInt8() {
        case 0: source = .valueSet(try Int32(from: &reader))
        case 1: source = .open(try OpenSlotKind(from: &reader))
        default: throw ArchiveReader.damaged("an unknown slot source")
        }
        self.init(source: source, parameter: try String?(from: &reader), suffix: try GluedSuffix?(from: &reader))
    }
}

extension ValueVariant: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        value.encode(to: &writer)
        synonym.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(value: try Int32(from: &reader), synonym: try Int32(from: &reader))
    }
}

/// Stored as its eight columns, read back as views of the file (``Int32Column``).
extension TokenTrie: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        for column in [edgeStart, edgeToken, edgeTarget, slotStart, slotKey, slotTarget, payloadStart, payloads] {
            writer.write(column)
        }
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            columns: try reader.readInt32Column(), try reader.readInt32Column(), try reader.readInt32Column(),
            try reader.readInt32Column(), try reader.readInt32Column(), try reader.readInt32Column(),
            try reader.readInt32Column(), try reader.readInt32Column())
    }
}

extension ValueSet: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        switch kind {
        case .applicationName(let app):
            writer.write(UInt8(0))
            app.encode(to: &writer)
        case .values(let app, let type):
            writer.write(UInt8(1))
            app.encode(to: &writer)
            type.encode(to: &writer)
        }
        locale.encode(to: &writer)
        elidedPrefix.encode(to: &writer)
        trie.encode(to: &writer)
        writer.write(formTokens)
        writer.write(formStart)
        // Two columns, used where they lie when read.
        writer.write(variants.values)
        writer.write(variants.synonyms)
        formFinals.encode(to: &writer)
        variantCount.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        let kind: Kind
        switch try reader.readUInt8() {
        case 0: kind = .applicationName(app: try Int(from: &reader))
        case 1: kind = .values(app: try Int(from: &reader), type: try Int(from: &reader))
        default: throw ArchiveReader.damaged("an unknown value set")
        }
        let locale = try String(from: &reader)
        let elidedPrefix = try String(from: &reader)
        let trie = try TokenTrie(from: &reader)
        let formTokens = try reader.readInt32Column()
        let formStart = try reader.readInt32Column()
        guard let variants = ValueVariants(values: try reader.readInt32Column(), synonyms: try reader.readInt32Column())
        else {
            throw ArchiveReader.damaged("two columns differ in length")
        }
        self.init(
            kind: kind, locale: locale, elidedPrefix: elidedPrefix, trie: trie, formTokens: formTokens,
            formStart: formStart,
            variants: variants, formFinals: try [FinalSound](from: &reader), variantCount: try Int(from: &reader))
    }
}

extension Vocabulary: ArchiveCodable {
    /// Stored as its texts, which ids are glued forms and its accent fold
    /// classes; the lookup tables are rebuilt when read, in id order, so ids
    /// match, and the fold classes are checked against them.
    func encode(to writer: inout ArchiveWriter) {
        texts.encode(to: &writer)
        gluedTokens.sorted().encode(to: &writer)
        let folds = storedFolds
        folds.keys.encode(to: &writer)
        folds.starts.encode(to: &writer)
        folds.members.encode(to: &writer)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        let texts = try [String](from: &reader)
        let glued = Set(try [Int32](from: &reader))
        self.init()
        reserveWords(texts.count - glued.count)
        for (index, text) in texts.enumerated() {
            let id = glued.contains(Int32(index)) ? internGlued(text) : intern(text)
            guard id == Int32(index) else { throw ArchiveReader.damaged("the vocabulary repeats a token") }
        }
        let keys = try [String](from: &reader)
        let starts = try [Int32](from: &reader)
        let members = try [Int32](from: &reader)
        guard setFolds(keys: keys, starts: starts, members: members) else {
            throw ArchiveReader.damaged("the vocabulary's accent folds")
        }
    }
}
