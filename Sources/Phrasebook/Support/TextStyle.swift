/// How a report's text asks for a span to stand out.
///
/// The library only marks
/// the spans; the caller decides what each style looks like (ANSI colors on
/// a terminal, nothing in a file) by passing a function
/// `(text, style) -> String` to a report's `text(style:)`.
///
/// ```swift
/// let text = LintReport(catalog: catalog).text { span, style in
///     style == .red ? "\u{1B}[31m" + span + "\u{1B}[0m" : span
/// }
/// ```
public enum TextStyle: Sendable, Hashable {
    /// A heading or a name to find at a glance.
    case bold
    /// Secondary detail.
    case dim
    /// Something wrong: an error, an uncovered phrase.
    case red
    /// Something right: a covered phrase, a suggestion.
    case green
    /// Something to look at: a warning, an unknown word.
    case yellow

    /// Leaves every span as it is: plain text.
    ///
    /// - Parameters:
    ///   - text: A span of text.
    ///   - style: The style the span would have (ignored).
    /// - Returns: `text` unchanged.
    public static func plain(_ text: String, _ style: TextStyle) -> String { text }
}
