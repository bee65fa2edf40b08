/// A value of one of an intent's parameters that the matched phrase has no
/// slot for, read from words the request says besides the phrase's parts:
/// `two` and `for pickup` in `Order two minestrone for pickup from Soup
/// Chef` (see ``Matcher/outsideValues(for:app:bound:texts:covered:places:request:)``).
struct OutsideValue {
    /// The parameter's name.
    var parameter: String
    /// The utterance's tokens the value was read from (its marks left out).
    var range: Range<Int>
    /// The value read.
    var value: BoundValue
    /// The words read, as normalized text.
    var text: String
}
