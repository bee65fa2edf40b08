/// Writes findings as GitHub Actions workflow commands, which GitHub shows
/// as annotations at the file, line and column they name.
enum GitHubAnnotation {
    /// `::error file=F,line=L,col=C,title=T::message`, or `::warning …`,
    /// escaped as the runner reads workflow commands.
    ///
    /// - Parameters:
    ///   - severity: `error`, `warning` or `notice`.
    ///   - file: The file, relative to the repository, when known.
    ///   - line: The line (from 1), when known.
    ///   - column: The column (from 1), when known.
    ///   - title: A short title, such as the rule's code.
    ///   - message: The message; line breaks are kept.
    /// - Returns: The workflow command, on one line.
    static func command(
        _ severity: String, file: String?, line: Int?, column: Int?, title: String, message: String
    ) -> String {
        var properties: [String] = []
        if let file { properties.append("file=" + escapedProperty(file)) }
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        properties.append("title=" + escapedProperty(title))
        return "::\(severity) \(properties.joined(separator: ","))::\(escapedData(message))"
    }

    /// A message escaped for the text after `::`.
    ///
    /// - Parameter text: The message.
    /// - Returns: `text` with `%`, carriage returns and line feeds escaped.
    static func escapedData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value escaped for `key=value` before `::`.
    ///
    /// - Parameter text: The value.
    /// - Returns: `text` escaped as a message is, and `:` and `,` too.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
