/// One language the engine speaks: the locale tags it serves, and its words
/// and readers — the dialog engine's own phrases, the answer words (yes, no,
/// cancel, ordinals, fillers, list separators), the built-in question forms,
/// how numbers and dates are read, and the particles that change form with
/// the word before them.
///
/// Everything language-specific is reached through
/// one of these (``Language/of(_:)``), so the rest of the engine never
/// branches on a language.
///
/// A final class, made once per language: a dialog turn asks for its
/// language several times, and handing out one reference costs one retain
/// where copying the value would retain each of its words, readers and
/// tables.
final class Language: Sendable {
    /// The tag the engine uses for the language when it needs one
    /// (`zh-Hans`): the tag it answers in when a catalog has none of its own.
    let tag: String
    /// Which locale tags the language serves.
    let tags: LanguageTags
    /// The dialog engine's own questions and messages.
    let phrases: DialogPhrases
    /// The words answers are made of, built on first use (a run that asks
    /// nothing never builds them).
    var answers: AnswerWords { makeAnswers() }
    /// The built-in questions ("What can I do here?"), built on first use:
    /// their forms are many, and a request that matches never reads them.
    var questions: QuestionForms { makeQuestions() }
    /// Reads ``answers``: a language's static value, made once on first use.
    private let makeAnswers: @Sendable () -> AnswerWords
    /// Reads ``questions``: a language's static value, made once on first use.
    private let makeQuestions: @Sendable () -> QuestionForms
    /// The number normalized `words` spell (digits count too), or `nil`.
    let readNumber: @Sendable (_ words: [String]) -> Double?
    /// Whether `word` may be one of the words ``readNumber`` reads: a span
    /// holding any other word is no number, so flexible matching asks the
    /// reader only about spans of such words (every word, by default).
    let mayBeInNumber: @Sendable (_ word: String) -> Bool
    /// What a date answer `text` says, relative to `parser`'s clock, or
    /// `nil` when a word is not understood (ISO 8601 is read before this).
    let readDate: @Sendable (_ text: String, _ parser: DateParser) -> DateParser.Reading?
    /// Particles a phrase may glue to a slot whose form follows the slot
    /// value's final sound (Korean 을/를); empty for most languages.
    let gluedParticles: [ParticlePair]
    /// Particles a phrase writes after a slot that speakers often leave out
    /// (Japanese `を`, `に`: `${session}を開始` said as `歩く瞑想開始`); the
    /// compiler also reads the phrase without each.
    ///
    /// Empty for most languages.
    let droppableParticles: [String]
    /// List joiners that split only after a word they fit (Korean `와 `
    /// after a vowel), keyed by the joiner as in ``AnswerWords/listJoiners``,
    /// given the text before the joiner.
    let conditionalJoiners: [String: @Sendable (_ before: String) -> Bool]
    /// An answer without the endings glued to a chosen option (Korean
    /// `걷기로` → `걷기`), tried when the answer as said names nothing; `nil`
    /// for languages without such endings.
    let withoutChoiceEndings: (@Sendable (_ answer: String) -> String)?
    /// Characters an answer may be typed in that the engine reads as others
    /// (Traditional Chinese `點` as `点`); empty for most languages.
    let answerCharacters: [Character: Character]
    /// The words flexible matching may add, drop or exchange (none by default).
    let flexibleWords: FlexibleWords
    /// ``DialogPhrases/noMatch`` split around the words it quotes, so a
    /// miss's message is made at once from its words' bytes; `nil` when the
    /// message does more than quote them.
    let noMatchFrame: QuotingFrame?

    /// A language from its parts; the optional ones default to none.
    ///
    /// `answers` and `questions` are read when first needed, so pass static
    /// values (each is then built once).
    init(
        tag: String, tags: LanguageTags, phrases: DialogPhrases,
        answers: @autoclosure @escaping @Sendable () -> AnswerWords,
        questions: @autoclosure @escaping @Sendable () -> QuestionForms,
        readNumber: @escaping @Sendable ([String]) -> Double?,
        mayBeInNumber: @escaping @Sendable (String) -> Bool = { _ in true },
        readDate: @escaping @Sendable (String, DateParser) -> DateParser.Reading?,
        gluedParticles: [ParticlePair] = [], conditionalJoiners: [String: @Sendable (String) -> Bool] = [:],
        droppableParticles: [String] = [], withoutChoiceEndings: (@Sendable (String) -> String)? = nil,
        answerCharacters: [Character: Character] = [:], flexibleWords: FlexibleWords = .none
    ) {
        self.tag = tag
        self.tags = tags
        self.phrases = phrases
        self.makeAnswers = answers
        self.makeQuestions = questions
        self.readNumber = readNumber
        self.mayBeInNumber = mayBeInNumber
        self.readDate = readDate
        self.gluedParticles = gluedParticles
        self.conditionalJoiners = conditionalJoiners
        self.droppableParticles = droppableParticles
        self.withoutChoiceEndings = withoutChoiceEndings
        self.answerCharacters = answerCharacters
        self.flexibleWords = flexibleWords
        noMatchFrame = QuotingFrame(phrases.noMatch)
    }

    /// `text` with each of ``answerCharacters`` read as its counterpart
    /// (`明天下午三點` → `明天下午三点`).
    func answerText(_ text: String) -> String {
        answerCharacters.isEmpty ? text : String(text.map { answerCharacters[$0] ?? $0 })
    }

    /// Whether `other` is this language (languages are told apart by tag).
    func isSame(as other: Language) -> Bool {
        tag == other.tag
    }
}
