/// One way to finish what a person has typed so far: a whole utterance of
/// one phrase, with the values it would bind and the text it adds.
///
/// ```swift
/// for completion in Matcher(catalog: catalog).completions(for: "open d", limit: 3) {
///     print(completion.text, completion.addedText)   // Open Dune in Library / une in Library
/// }
/// ```
public struct Completion: Sendable, Hashable {
    /// The whole utterance, as the phrase and its values write it.
    public var text: String
    /// Where the text beyond what was typed starts, in characters of
    /// ``text`` (a partial last word's rest is added text).
    public var addedOffset: Int
    /// The app's name.
    public var app: String
    /// The intent the utterance would run.
    public var intent: String
    /// The phrase template the utterance says.
    public var phrase: String
    /// The locale of the phrase.
    public var locale: String
    /// The values the utterance would bind, in phrase order.
    public var values: [CompletionValue]
    /// Whether the last typed word was read as a typo of the phrase's word.
    public var correctsTypo: Bool
    /// Where what was typed starts in ``text``, in characters: 0 unless
    /// the typed text matched a later part of the phrase (`打开沙` in
    /// `在图书馆里打开沙丘`), whose start the completion then fills in.
    public var typedOffset: Int = 0

    /// The text the completion adds after what was typed.
    public var addedText: String { String(text.dropFirst(addedOffset)) }
}

/// A value a ``Completion`` would bind: an entity's or enum case's title and
/// id, or `…` with no id for an open slot the utterance still has to fill.
///
/// ```swift
/// let titles = completion.values.map { "\($0.parameter)=\($0.title)" }   // ["book=Dune"]
/// ```
public struct CompletionValue: Sendable, Hashable {
    /// The parameter the value binds.
    public var parameter: String
    /// How the value is said (`…` for an open slot).
    public var title: String
    /// The entity's or case's id; `nil` for an open slot.
    public var id: String?
}
