/// One phrase as the matcher knows it: which app, shortcut and locale it
/// belongs to, its template, and how many utterances it expands to.
struct CompiledPhrase: Sendable {
    /// The app's index in ``Catalog/apps``.
    var app: Int
    /// The shortcut's index in the app's manifest, or `nil` for a negative phrase.
    var shortcut: Int?
    /// The phrase's index among its shortcut's (or the negative) phrases.
    var phraseIndex: Int
    /// The locale the phrase is written in.
    var locale: String
    /// The phrase template.
    var template: Template
    /// How many literal words the phrase has (more words: more specific).
    var literalTokenCount: Int
    /// How many utterances the phrase expands to (app names × values).
    var expansionCount: Int
    /// The phrase as the graph holds it: runs of token ids and slot edges.
    var pieces: [PhrasePiece]

    /// Whether this is a negative phrase.
    var isNegative: Bool { shortcut == nil }
}

/// A phrase-graph payload: the id of the phrase whose path ends there, or
/// its complement (`~id`, negative) at the end of a reading of the phrase
/// with a droppable particle left out (``Language/droppableParticles``), so
/// the matcher can score that reading below an exact one.
enum PhrasePayload {
    /// The payload of a reading of phrase `id` without a particle.
    static func withoutParticle(_ id: Int32) -> Int32 { ~id }
    /// The phrase a payload stands for.
    static func phrase(_ payload: Int32) -> Int { Int(payload >= 0 ? payload : ~payload) }
    /// Whether the payload ends a reading with a particle left out.
    static func leavesParticleOut(_ payload: Int32) -> Bool { payload < 0 }
}

/// A piece of a compiled phrase: literal token ids, or a slot key id.
enum PhrasePiece: Hashable, Sendable {
    case tokens([Int32])
    case slot(Int32)
}

/// Which values a slot edge of the phrase graph stands for.
enum SlotSource: Hashable, Sendable {
    /// A shared value trie: the app's names, or an enum's or entity type's values.
    case valueSet(Int32)
    /// An open slot filled from the utterance text (extended rules).
    case open(OpenSlotKind)
}

/// The builtin types an open slot can take.
enum OpenSlotKind: String, Hashable, Sendable {
    case string, int, double, date
}

/// A slot edge's label: where its values come from, which parameter they
/// bind (`nil` for `${applicationName}`), and the Hangul text the phrase
/// glues to the slot's value, if any.
///
/// Slot keys are interned: the phrase
/// graph's slot edges carry a key's index in ``Catalog``'s `slotKeys`, so
/// `${book}를` and `${book} 열어줘` are two keys over one shared value trie.
struct SlotKey: Hashable, Sendable {
    var source: SlotSource
    var parameter: String?
    /// The text glued to the value (`를` in `${book}를 읽을래`), or `nil`.
    var suffix: GluedSuffix? = nil
}

/// Hangul text a phrase writes right after a slot, without a space, as
/// Korean writes particles and postpositions: `${applicationName}에서`,
/// `${book}를`, `${applicationName}하라고`.
///
/// An utterance says it glued to the
/// value's last word (`도서관에서`), so the compiler takes it out of the
/// phrase's words and puts it on the slot edge's key; the matcher cuts an
/// utterance token into a value token and this suffix.
///
/// A particle that alternates by the value's final sound (을/를, 이/가, 은/는,
/// 과/와, 으로/로) keeps both forms: whichever form the phrase wrote, the
/// grammatical one for each value is exact and the other reads at a lower
/// score. Forms are glued-form ids of the catalog's ``Vocabulary``; a suffix
/// that does not alternate has the written form in both places.
struct GluedSuffix: Hashable, Sendable {
    /// The form as the phrase writes it.
    var written: Int32
    /// The form after a value ending in a consonant (`을`).
    var afterConsonant: Int32
    /// The form after a value ending in a vowel (`를`).
    var afterVowel: Int32
    /// Whether a value ending in ㄹ takes the vowel form (`로`, not `으로`).
    var rieulTakesVowelForm: Bool

    /// Whether the suffix is a particle with two forms.
    var alternates: Bool { afterConsonant != afterVowel }

    /// Whether `form` is one of the suffix's forms.
    @inline(__always)
    func accepts(_ form: Int32) -> Bool {
        form == afterConsonant || form == afterVowel
    }

    /// The form a value ending in `final` takes: for one that does not end in
    /// Hangul (`Soup Chef`), the form as written.
    func form(after final: FinalSound) -> Int32 {
        switch final {
        case .notHangul: written
        case .vowel: afterVowel
        case .rieul: rieulTakesVowelForm ? afterVowel : afterConsonant
        case .consonant: afterConsonant
        }
    }

    /// Whether `form` (one of the suffix's) is grammatical after a value
    /// ending in `final`; after one that does not end in Hangul either form is.
    @inline(__always)
    func isGrammatical(_ form: Int32, after final: FinalSound) -> Bool {
        final == .notHangul || !alternates || form == self.form(after: final)
    }
}

/// One way to say a value: a value's title or one of its synonyms.
struct ValueVariant: Hashable, Sendable, Codable {
    /// The value's index in its type (0 for an app name).
    var value: Int32
    /// The synonym's index, -1 for the title (or the app's name in the
    /// locale), or ``developmentName`` for the app's development-locale name
    /// said in another locale.
    var synonym: Int32

    /// The `synonym` of an app's development-locale name in a translation.
    static let developmentName: Int32 = -2

    /// The `synonym` of the app's development-locale synonym `index` said in
    /// a translation that renames it ("SoupChef" in Korean): below
    /// ``developmentName``.
    static func developmentSynonym(_ index: Int) -> Int32 {
        developmentName - 1 - Int32(clamping: index)
    }
}

extension AppManifest {
    /// How `variant` of the app's name value set in `locale` is spelled: the
    /// name or a synonym in that locale, or a development-locale name.
    func spokenName(_ variant: ValueVariant, locale: String) -> String {
        switch variant.synonym {
        case ValueVariant.developmentName: return app.name
        case ..<ValueVariant.developmentName:
            let index = Int(ValueVariant.developmentName - 1 - variant.synonym)
            return app.synonyms.indices.contains(index) ? app.synonyms[index] : app.name
        case ..<0: return translate(app.name, into: locale)
        default:
            let index = Int(variant.synonym)
            return app.synonyms.indices.contains(index) ? translate(app.synonyms[index], into: locale) : app.name
        }
    }
}

/// Identifies one value set: what it holds and its locale.
struct ValueSetKey: Hashable, Sendable {
    var kind: ValueSet.Kind
    var locale: String
    /// A word elided onto each value's first word by an apostrophe
    /// (`l'` of French `l'${pièce}`), or empty.
    var elidedPrefix: String = ""
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
    /// The word elided onto each form's first word (`l'`), or empty: see
    /// ``ValueSetKey/elidedPrefix``.
    var elidedPrefix: String = ""
    var trie: TokenTrie
    /// Every title and synonym as token ids, in payload order: form `k` is
    /// `formTokens[formStart[k]..<formStart[k+1]]`.
    var formTokens: Int32Column
    /// Where each form starts in `formTokens` (one more entry than forms).
    var formStart: Int32Column
    /// Payload ids of `trie` index this array.
    var variants: ValueVariants
    /// The final sound of each form's last token, in payload order: the
    /// particle form a glued suffix takes after it.
    ///
    /// Filled only for a value
    /// set some slot glues text to; empty otherwise.
    var formFinals: [FinalSound] = []
    /// Distinct (value, spoken form) pairs: the expansion factor of a slot.
    var variantCount: Int

    /// The token ids of form (payload) `index`.
    func form(_ index: Int) -> Slice<Int32Column> {
        formTokens[Int(formStart[index])..<Int(formStart[index + 1])]
    }
}

extension ValueSet {
    /// A value set over arrays (as a compilation builds them); the arrays are
    /// copied into columns (see ``Int32Column``).
    init(
        kind: Kind, locale: String, elidedPrefix: String, trie: TokenTrie, formTokens: [Int32], formStart: [Int32],
        variants: [ValueVariant], formFinals: [FinalSound] = [], variantCount: Int
    ) {
        self.init(
            kind: kind, locale: locale, elidedPrefix: elidedPrefix, trie: trie, formTokens: Int32Column(formTokens),
            formStart: Int32Column(formStart), variants: ValueVariants(variants), formFinals: formFinals,
            variantCount: variantCount)
    }
}
