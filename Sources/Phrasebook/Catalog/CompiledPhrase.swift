/// One phrase as the matcher knows it: which app, shortcut and locale it
/// belongs to, its template, and how many utterances it expands to.
public struct CompiledPhrase: Sendable {
    /// The app's index in ``Catalog/apps``.
    public var app: Int
    /// The shortcut's index in the app's manifest, or `nil` for a negative phrase.
    public var shortcut: Int?
    /// The phrase's index among its shortcut's (or the negative) phrases.
    public var phraseIndex: Int
    /// The locale the phrase is written in.
    public var locale: String
    /// The phrase template.
    public var template: Template
    /// How many literal words the phrase has (more words: more specific).
    public var literalTokenCount: Int
    /// How many utterances the phrase expands to (app names × values).
    public var expansionCount: Int
    /// The phrase as the graph holds it: runs of token ids and slot edges.
    var pieces: [PhrasePiece]

    /// Whether this is a negative phrase.
    public var isNegative: Bool { shortcut == nil }
}

/// A piece of a compiled phrase: literal token ids, or a slot key id.
enum PhrasePiece: Hashable, Sendable {
    case tokens([Int32])
    case slot(Int32)
}

/// Which values a slot edge of the phrase graph stands for.
public enum SlotSource: Hashable, Sendable {
    /// A shared value trie: the app's names, or an enum's or entity type's values.
    case valueSet(Int32)
    /// An open slot filled from the utterance text (extended rules).
    case open(OpenSlotKind)
}

/// The builtin types an open slot can take.
public enum OpenSlotKind: String, Hashable, Sendable {
    case string, int, double, date
}

/// A slot edge's label: where its values come from and which parameter they
/// bind (`nil` for `${applicationName}`).
struct SlotKey: Hashable, Sendable {
    var source: SlotSource
    var parameter: String?
}

/// One way to say a value: a value's title or one of its synonyms.
public struct ValueVariant: Hashable, Sendable, Codable {
    /// The value's index in its type (0 for an app name).
    public var value: Int32
    /// The synonym's index, -1 for the title (or the app's name in the
    /// locale), or ``developmentName`` for the app's development-locale name
    /// said in another locale.
    public var synonym: Int32

    /// The `synonym` of an app's development-locale name in a translation.
    public static let developmentName: Int32 = -2
}

/// Identifies one value set: what it holds and its locale.
struct ValueSetKey: Hashable, Sendable {
    var kind: ValueSet.Kind
    var locale: String
}

/// A type's values (or an app's names) in one locale, as a trie of their
/// titles and synonyms shared by every phrase that uses the type.
struct ValueSet: Sendable {
    /// What the set holds.
    enum Kind: Hashable, Sendable {
        case applicationName(app: Int)
        case values(app: Int, type: Int)
    }

    var kind: Kind
    var locale: String
    var trie: TokenTrie
    /// Every title and synonym as token ids, in payload order: form `k` is
    /// `formTokens[formStart[k]..<formStart[k+1]]`.
    var formTokens: [Int32]
    /// Where each form starts in `formTokens` (one more entry than forms).
    var formStart: [Int32]
    /// Payload ids of `trie` index this array.
    var variants: [ValueVariant]
    /// Distinct (value, spoken form) pairs: the expansion factor of a slot.
    var variantCount: Int

    /// The token ids of form (payload) `index`.
    func form(_ index: Int) -> ArraySlice<Int32> {
        formTokens[Int(formStart[index])..<Int(formStart[index + 1])]
    }
}
