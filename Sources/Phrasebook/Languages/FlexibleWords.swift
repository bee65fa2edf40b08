/// What a language lets flexible matching take liberties with: words a user
/// adds or leaves out without changing the request, words that stand for one
/// another, and how the engine asks "Did you mean …?".
///
/// Every list holds
/// words as a user types them; the matcher normalizes them. A language that
/// sets none of this (``none``) still gets typos, accents and digits.
struct FlexibleWords: Sendable {
    /// The action vocabulary (``ActionLexicon``): verbs that ask for the
    /// same action across apps, read for one another.
    var actions: ActionLexicon = .none
    /// Filler and politeness words skipped wherever they stand (`please`,
    /// `làm ơn`, `좀`, `帮我`); several words form one filler.
    var fillers: [String] = []
    /// Words carrying little meaning (articles, classifiers, locatives,
    /// prepositions, "and"): cheap to add to a phrase or leave out of it.
    var smallWords: [String] = []
    /// Groups of words that stand for one another (`trong`/`trên`,
    /// `里`/`中`/`上`, Korean endings `열어줘`/`열어요`).
    var interchangeable: [[String]] = []
    /// Words naming an app generically (`app`, `ứng dụng`, `앱`, `应用`),
    /// skipped next to an app's name.
    var genericAppWords: [String] = []
    /// Words that turn a request around or hold it back (`not`, `don't`,
    /// `đừng`, `안`, `不`, `ない`): a word left over inside a request is
    /// never harmless when it is one of these or, for a form of two
    /// characters or more, ends with one (Korean `하지마`).
    var negations: [String] = []
    /// Endings a word takes in its other forms (`s`, `ing`, `al`: `rings`,
    /// `renewal`), taken off both a typed word and a value's word so that a
    /// value is read from other forms of some of its words
    /// (``PartialValueIndex``).
    var wordEndings: [String] = []
    /// Words that close a clause said before a request or open the
    /// request's own (`so`, `anyway`, `thôi`, `那就`, `から`): chatter
    /// around a whole request is read only where a punctuation mark, a
    /// filler or one of these stands between them.
    var clauseMarks: [String] = []
    /// Words that join two clauses, one of which may be chatter around a
    /// request said whole in the other.
    ///
    /// A request is parted into clauses where one stands (`so`,
    /// `because`, `から`, `所以`, `vì`), as where a punctuation mark does;
    /// the word belongs to neither clause.
    var clauseJoiners: [String] = []
    /// Clauses people say around a request that say nothing to an app
    /// (`I've only got a minute`): the noisy evaluation wraps requests in
    /// them to measure chatter.
    var sampleChatter: [String] = []
    /// Words people say inside a request that no app's phrase or value
    /// uses (`finally`, `얼른`): the noisy evaluation says them before the
    /// action to measure how words left over are read.
    var sampleLeftovers: [String] = []
    /// Endings glued to a word that close its clause (Korean `-니까`,
    /// `-는데`), read as ``clauseMarks`` are.
    var clauseEndings: [String] = []
    /// Particles glued to the end of a noun (Korean `을`, `에서`): a token
    /// that is a known word plus one of these reads as the word.
    var nounParticles: [String] = []
    /// Words that introduce a value of a parameter the phrase has no slot
    /// for (`for` pickup, `due` Friday, `lúc` 7 giờ, `까지`, `で`, `送到`):
    /// read as harmless only right next to a value read from the words
    /// left over, or with small words between (``Matcher``'s values said
    /// outside the slots).
    var valueMarks: [String] = []
    /// Words that introduce a text value said before it (`called`,
    /// `named`, `titled`, `to` in `a task to …`, `叫`, `名为`, `tên là`): a
    /// run of words left over that follows one is read as the text of the
    /// intent's first `String` parameter (``Matcher``'s texts said outside
    /// the slots).
    var textMarks: [String] = []
    /// Words that introduce a text value said after it (`という`, `って`,
    /// Korean `이라는`, `라고`, glued on or apart), read as ``textMarks``
    /// are.
    var textMarksAfter: [String] = []
    /// Words that say "name" in a parameter's title (`name`, `名`, `이름`,
    /// `tên`, `姓名`): the title said without them (`author` for `Author
    /// Name`) still introduces that parameter's value.
    var nameWords: [String] = []
    /// Words said right before the maker of a value, its subtitle.
    ///
    /// `by` in `The Stranger by Camus`, `của`: the maker's words tell
    /// which of the values said is meant and are read with it.
    var ownerMarks: [String] = []
    /// Words or endings said right after the maker of a value, apart or
    /// glued to its last word: `'s` in `Orwell's 1984`, `的`, `の`, `의`.
    var ownerEndings: [String] = []
    /// Words that point back at a thing said before (`that`, `it`, `その`,
    /// `그`, `đó`, `那个`): a request that says one and leaves a value
    /// unbound takes the value of its type said in the chatter around it
    /// (`I paid the rent, mark that task as done`).
    var pointingWords: [String] = []
    /// The key under which a word's forms with another ending meet (Korean
    /// `열어 주세요`, `열어요`, `열어` → `열어`), or `nil` when the word has
    /// no ending to take off.
    var endingStem: (@Sendable (String) -> String?)? = nil
    /// Traditional characters and the simplified ones a phrase writes, as
    /// pairs of characters (`圖图書书`).
    var traditionalToSimplified: String = ""
    /// How the script's characters are read aloud (``CharacterReadings``),
    /// made when a catalog's flexible index first needs them: a character
    /// typed for another of the same reading, and kana typed for kanji,
    /// are read with them.
    var characterReadings: @Sendable () -> CharacterReadings = { .none }
    /// The keys a keyboard scheme types for marked letters (``TypingKeys``,
    /// Vietnamese Telex): a word typed with them is read without its marks.
    var typingKeys: TypingKeys = .none
    /// The question asked before acting on a distant reading.
    var didYouMean: @Sendable (_ phrase: String) -> String = { "Did you mean \"\($0)\"?" }
    /// The message after the user said no to "Did you mean …?".
    var notMeant = "Sorry, I didn't understand what you meant."
    /// The notice listing the closest phrases when nothing matched.
    var closestPhrases: @Sendable (_ phrases: [String]) -> String = { phrases in
        "Closest phrases: " + phrases.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// No flexible words: a language that sets none.
    static let none = FlexibleWords()
}
