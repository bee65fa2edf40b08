/// What each liberty of flexible matching costs, and the thresholds that
/// decide what a reading of a given total cost does (README, "Flexible
/// matching").
///
/// Costs add up along a reading; the cheapest reading of each
/// phrase is its candidate.
enum FlexibleCost {
    /// A word typed without (or with other) accents.
    static let accent: Float = 0.1
    /// A traditional character typed for a simplified one.
    static let traditional: Float = 0.1
    /// A kana typed in the other kana (`す` for `ス`); kana swapped all
    /// through an utterance cost this much in all, as accents do.
    static let kana: Float = 0.1
    /// Kana typed for a kanji, spelling one of its readings in two kana or
    /// more (`さく` for `削`).
    static let kanaReading: Float = 0.1
    /// Kana typed for a kanji, spelling a reading of one kana (`み` for
    /// `見`): as often a particle or an ending, so it costs more.
    static let shortKanaReading: Float = 0.25
    /// A Han character typed for another of the same reading (`价` for
    /// `架`): an input method's homophone, cheaper than another character.
    static let homophone: Float = 0.3
    /// A Korean particle in the form the word before it does not take.
    static let particleForm: Float = 0.1
    /// Number words typed for a title's digits, or digits for its number words.
    static let number: Float = 0.2
    /// Another count for one a phrase writes in words (`两碗` for `一碗`,
    /// `두 그릇` for `한 그릇`, `hai bát` for `một bát`): the request is the
    /// phrase's, for another number of things.
    static let otherCount: Float = 0.3
    /// An app's name (with the small words around it) said first or last
    /// where the phrase says it elsewhere (`Thư viện ơi, mở Xứ Cát`,
    /// `듄 열어줘 도서관에서`), on top of what reading the words costs.
    static let appNameMoved: Float = 0.2
    /// A filler or politeness word skipped.
    static let filler: Float = 0.2
    /// A generic word for an app (`app`, `앱`, `应用`) skipped.
    static let genericAppWord: Float = 0.2
    /// A word read as another of its class (`trên` for `trong`, `열어요` for `열어줘`).
    static let wordClass: Float = 0.25
    /// A Korean particle added to, left off or typed apart from a word.
    static let particle: Float = 0.3
    /// A Hangul word typed in parts (`일시정지 해` for `일시정지해`).
    static let wordApart: Float = 0.3
    /// The most parts a word typed apart is read from (`완료 해 줘`).
    static let wordApartParts = 3
    /// What a value is, said after it: its type's title or its app's name
    /// (`the Dune book`, `걷기 명상`, `想读书架`).
    static let valueNoun: Float = 0.3
    /// A small word (article, classifier, locative, preposition) added.
    static let smallWordAdded: Float = 0.4
    /// A small word of the phrase left out.
    static let smallWordDropped: Float = 0.4
    /// One typing edit: a letter inserted, deleted or replaced.
    static let typoEdit: Float = 0.5
    /// A Han character typed for another, between two characters read
    /// (`图书官` for `图书馆`): one typing edit.
    static let substitutedCharacter: Float = 0.5
    /// A letter replaced by one next to it on the keyboard.
    static let adjacentKey: Float = 0.35
    /// Two neighbouring letters swapped.
    static let transposition: Float = 0.4
    /// A word carrying meaning added.
    static let wordAdded: Float = 1.0
    /// On top of adding a word: the word belongs to another app's name or
    /// another type's title (`Sách` said to Meditation), which says the
    /// request may be for something else; the reading is asked about.
    static let otherNoun: Float = 0.7
    /// A word no phrase or value uses added: likely something the apps
    /// cannot do (`Start Yoga in Meditation`), so beyond the ask threshold.
    static let unknownWordAdded: Float = 2.5
    /// A word carrying meaning left out.
    static let wordDropped: Float = 1.2

    /// A phrase read from evidence: every part said in any order, nothing
    /// left but harmless words, however many (see
    /// ``Matcher/readingEvidence(_:exact:tokens:index:locale:)``); resolves.
    static let evidence: Float = 0.9
    /// What reading a request again with its mistyped words corrected
    /// adds to the cost of the reading found then
    /// (``Matcher/readingTypoWords(_:exact:tokens:locale:)``).
    static let typoWords: Float = 0.1
    /// The least a reading with corrected words costs when it is asked
    /// about rather than resolved.
    static let typoWordsAsked: Float = 1.1
    /// The most words of a request read as mistyped for the reading to
    /// resolve (and one word at least is read as typed).
    static let typoWordsResolving = 2
    /// Several invocations read from the same evidence (no action word
    /// said): each is offered, and the user is asked which.
    static let evidenceAsked: Float = 1.4

    /// A phrase read from evidence with words left over inside the request
    /// (``EvidenceReading/leftovers``), more of them than resolve at once:
    /// the user is asked "Did you mean …?".
    static let leftoversAsked: Float = 1.5
    /// At least this many words read (the app's name, values, action and
    /// content words) per word left over for a reading to be made at all.
    static let wordsReadPerLeftover = 2
    /// At least this many words read per word left over for the reading to
    /// resolve at once; with fewer it is asked about
    /// (``leftoversAsked``).
    static let wordsReadPerLeftoverResolving = 3

    /// At most this total: a unique candidate resolves.
    static let resolveThreshold = Float(Candidate.Decision.resolveThreshold)
    /// At most this total: the best candidate is offered ("Did you mean …?").
    static let askThreshold = Float(Candidate.Decision.askThreshold)
    /// At most this total: a phrase is still among the closest ones offered
    /// after `noMatch`; the search looks no further.
    static let budget: Float = 3.0
    /// Candidates of other invocations within this much of the best one are
    /// as close: the user is asked which one.
    static let rivalMargin = Float(Candidate.Decision.rivalMargin)
}
