/// One phrase read from the evidence an utterance gives for it, in any
/// order: the app's name, a value for each slot, the action (its own verb
/// or another of its group, ``ActionLexicon``) and each content word, with
/// nothing left over but harmless words (see
/// ``Matcher/readingEvidence(_:exact:tokens:index:locale:)``).
struct EvidenceReading {
    /// How the phrase's action was said.
    enum Action: Equatable {
        /// The phrase has no action word, or the utterance says its own.
        case said
        /// Another form of the phrase's action group (`pull up` for `show`).
        case group(typed: String, read: String)
        /// No action word at all (`Meditation stats`, `Tasks: Pay rent`).
        case left(read: String)
    }

    /// The phrase's index in ``Catalog/phrases``.
    var phrase: Int
    /// Each value slot's binding: the parameter, the tokens said and their
    /// text (empty for the type's noun said in its place: asked for).
    var values: [(parameter: String?, range: Range<Int>, text: String)]
    /// How the action was said.
    var action: Action
    /// Whether the utterance says the phrase's parts in another order.
    var reordered: Bool
    /// The utterance words skipped as harmless.
    var skipped: [String]
    /// The words around the request that say nothing the catalog knows.
    ///
    /// `Alright, I've got ten minutes, so start …`: before or after every
    /// part read, with a punctuation mark, a filler or a clause mark
    /// between, and none a word that says something elsewhere
    /// (``EvidenceApp/meaningfulWords``). Read only when the phrase's
    /// action is said; however many, they cost nothing more.
    var chatter: [String] = []
    /// Where the ``chatter`` words stand among the utterance's tokens.
    var chatterPlaces: [Int] = []
    /// Where the action words said (the phrase's own or of its group) stand.
    var actionPlaces: [Int] = []
    /// The words left over inside the request that say nothing the
    /// catalog knows (``Matcher/harmlessLeftovers(_:covered:texts:exact:app:analysis:bindsAll:request:)``).
    ///
    /// `Show me what's on my Want to Read shelf in Library`: `what's`. Read
    /// only when the action is said, every value the intent needs is bound
    /// and few such words stand among many read.
    var leftovers: [String] = []
    /// How many words the parts of the phrase account for (the app's name,
    /// the values, the action and the content words).
    var readCount = 0
    /// The values read from some of their words, as typed and as read
    /// (``Matcher/partialValue(in:keys:texts:covered:names:exact:app:analysis:actionWords:index:request:around:)``);
    /// the read text is empty for words that fit several values alike.
    var partialValues: [(typed: String, read: String)] = []
    /// The values of parameters the phrase has no slot for, read from
    /// words left over (``Matcher/outsideValues(for:app:bound:texts:covered:places:request:)``:
    /// `two` and `pickup` in `Order two minestrone for pickup from Soup Chef`).
    var outsideValues: [OutsideValue] = []
    /// Whether a text said outside the slots stands in the place of the
    /// phrase's content words (`Add Circe to Library` for `Add a book to
    /// ${applicationName}`).
    var textInPlace = false
    /// Whether the phrase's words that open the request head a text read
    /// after them, with a date or number of the intent (`task call plumber
    /// friday 10am`): they say the request as its action would.
    var headed = false

    /// How many values the phrase's slots bind (not asked for).
    ///
    /// Values said outside the slots are not counted: a reading that binds
    /// a value in a slot comes before one that reads it outside.
    var boundCount: Int { values.filter { !$0.text.isEmpty }.count }

    /// Whether the leftovers are few enough to resolve at once: at most one
    /// per ``FlexibleCost/wordsReadPerLeftoverResolving`` words read;
    /// beyond it the reading is asked about.
    var leftoversAreFew: Bool {
        leftovers.count * FlexibleCost.wordsReadPerLeftoverResolving <= readCount
    }

    /// Whether the action was said (its own word or one of its group).
    var saysAction: Bool {
        if case .left = action { return false }
        return true
    }
}
