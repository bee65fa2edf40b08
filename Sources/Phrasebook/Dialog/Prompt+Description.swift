extension Prompt: CustomStringConvertible {
    /// The question as a terminal shows it: the notice (when the question is
    /// asked again), the text, the numbered options with their subtitles,
    /// and how many were left off.
    ///
    /// ```text
    /// Which book did you mean?
    ///   1. The Outsider — Stephen King
    ///   2. The Outsider — Albert Camus
    /// ```
    public var description: String {
        var lines: [String] = []
        if let notice { lines.append(notice) }
        lines.append(text)
        for (index, option) in options.enumerated() {
            lines.append("  \(index + 1). \(option.title)" + (option.subtitle.map { " — \($0)" } ?? ""))
        }
        if moreOptions > 0 { lines.append("  " + (moreOptionsNote ?? "… +\(moreOptions)")) }
        return lines.joined(separator: "\n")
    }
}
