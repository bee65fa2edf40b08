/// The stable codes of every diagnostic Phrasebook reports, so CI scripts and
/// documentation can refer to a rule by name.
///
/// docs/Formats.md lists every code with its rule.
///
/// ```swift
/// for diagnostic in catalog.diagnostics where diagnostic.code == .unknownParameter {
///     print(diagnostic)
/// }
/// ```
public enum DiagnosticCode: String, Sendable, Hashable, Codable, CaseIterable {
    /// A file or folder could not be read.
    case unreadable = "PB001"
    /// A manifest is not UTF-8 text (a binary file, or a bad byte).
    case notText = "PB002"
    /// A manifest is not valid JSON (with comments and trailing commas).
    case syntax = "PB003"
    /// A field holds the wrong kind of JSON value.
    case wrongType = "PB004"
    /// A required field is missing.
    case missingField = "PB005"
    /// A field the format does not know (a likely typo).
    case unknownField = "PB006"
    /// The manifest's `format` is not one this version reads.
    case unsupportedFormat = "PB007"
    /// The folder holds no app.
    case noApps = "PB008"
    /// A corpus line that cannot be read.
    case corpusSyntax = "PB009"
    /// A corpus expectation names an app, intent, parameter or value id the
    /// catalog does not have.
    case corpusExpectation = "PB010"

    /// A phrase lacks `${applicationName}` or has it more than once.
    case applicationNameToken = "PB101"
    /// A phrase uses more than one parameter.
    case tooManyPhraseParameters = "PB102"
    /// A phrase parameter is not of an enum or entity type.
    case phraseParameterType = "PB103"
    /// More than ten shortcuts in one app.
    case tooManyShortcuts = "PB104"
    /// More than 1,000 trigger phrases in one app and locale.
    case tooManyTriggerPhrases = "PB105"
    /// A reference to an intent that is not declared.
    case unknownIntent = "PB106"
    /// A reference to a type that is not declared.
    case unknownType = "PB107"
    /// A reference to a parameter the intent does not have.
    case unknownParameter = "PB108"
    /// A reference to an entity or enum case id that does not exist.
    case unknownValue = "PB109"
    /// Two declarations with the same id or name.
    case duplicate = "PB110"
    /// An empty name or title.
    case emptyTitle = "PB111"
    /// A phrase or dialog template that cannot be read (an unclosed `${`).
    case malformedTemplate = "PB112"
    /// Two shortcuts expand to the same utterance.
    case collision = "PB113"
    /// A shortcut without a short title or an image name.
    case missingShortcutMetadata = "PB114"
    /// A phrase with no words at all.
    case emptyPhrase = "PB115"
    /// A value that does not fit its parameter's type.
    case invalidValue = "PB116"
    /// A validation rule that does not fit its parameter's type.
    case invalidValidation = "PB117"
    /// Two apps with the same name.
    case duplicateApp = "PB118"
    /// A phrase parameter whose type has no values, so the phrase can never match.
    case phraseWithoutValues = "PB119"

    /// `lint`: utterances of different intents within one word or a couple of
    /// characters of each other, which a typo or a speech error would confuse;
    /// also the warning that the check stopped at its budget.
    case nearCollision = "PB120"
    /// `lint`: two values of one type share a title or synonym, so saying it
    /// makes the user choose between them.
    case sharedValueName = "PB121"
    /// `lint`: a negative phrase says an utterance a shortcut says, so that
    /// utterance can never run the shortcut.
    case blockingNegativePhrase = "PB122"
    /// `lint`: a word written against a `${…}` token with no space, in a
    /// script that spaces its words (`Apri${applicationName}`).
    case gluedWord = "PB123"

    /// A translation that uses a `${…}` token its shortcut does not have, or
    /// drops its key's parameter.
    case translationToken = "PB130"
    /// A string-table key that no phrase uses.
    case unusedTranslation = "PB131"

    /// `import`: a Swift, Info.plist or Xcode metadata construct that cannot
    /// be read statically (a phrase built at run time, a type from another
    /// package, a string key with no table); the rest is still imported.
    case importUnreadable = "PB140"
    /// `import --check`: the Phrases folder differs from what the sources say.
    case importDrift = "PB141"
}
