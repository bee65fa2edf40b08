extension CatalogDiff {
    /// The most utterances of one kind the text lists; the JSON lists all.
    public static let utterancesShownPerKind = 10

    /// The diff as `phrasebook diff` prints it: phrases and spoken forms
    /// removed and added per locale, then the utterances whose outcome
    /// changes by kind (at most ``utterancesShownPerKind`` of each, with
    /// how many more), then the totals.
    ///
    /// - Parameter style: How to style each span of the text (plain by default).
    /// - Returns: The diff as text.
    public func text(style: (String, TextStyle) -> String = TextStyle.plain) -> String {
        var lines: [String] = []
        func section(_ title: String, _ rows: [String], mark: String, color: TextStyle) {
            guard !rows.isEmpty else { return }
            lines.append(style("\(title) (\(rows.count)):", .bold))
            lines += rows.map { style("  \(mark) ", color) + $0 }
            lines.append("")
        }
        func phraseRow(_ entry: PhraseEntry) -> String {
            "[\(entry.locale)] \(entry.app) \(entry.intent): \(entry.phrase)"
        }
        func valueRow(_ entry: ValueEntry) -> String {
            let what = entry.id.isEmpty ? entry.type : "\(entry.type) \(entry.id)"
            return "[\(entry.locale)] \(entry.app) \(what): \"\(entry.text)\""
        }
        section("Phrases removed", removedPhrases.map(phraseRow), mark: "-", color: .red)
        section("Phrases added", addedPhrases.map(phraseRow), mark: "+", color: .green)
        section("Spoken forms removed", removedValues.map(valueRow), mark: "-", color: .red)
        section("Spoken forms added", addedValues.map(valueRow), mark: "+", color: .green)
        for kind in [UtteranceChange.Kind.lost, .changed, .nowAsks, .added, .settled] {
            let ofKind = changes.filter { $0.kind == kind }
            guard !ofKind.isEmpty else { continue }
            lines.append(style("\(Self.title(of: kind)) (\(ofKind.count)):", .bold))
            for change in ofKind.prefix(Self.utterancesShownPerKind) {
                let was = change.before.joined(separator: " | ")
                let now = change.after.joined(separator: " | ")
                let detail: String
                switch kind {
                case .lost: detail = "was " + was
                case .added: detail = now
                case .changed, .nowAsks, .settled: detail = "was \(was); now \(now)"
                }
                let mark = change.isBreaking ? style("  ! ", .red) : style("  + ", .green)
                lines.append(mark + "[\(change.locale)] \"\(change.utterance)\" → " + detail)
            }
            if ofKind.count > Self.utterancesShownPerKind {
                lines.append(style("  … and \(ofKind.count - Self.utterancesShownPerKind) more", .dim))
            }
            lines.append("")
        }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    /// The last line: what changed, in counts, and whether it breaks.
    public var summary: String {
        guard !isEmpty else { return "No change: every utterance runs what it ran." }
        func count(_ kind: UtteranceChange.Kind) -> Int { changes.filter { $0.kind == kind }.count }
        let phrases = "phrases: \(removedPhrases.count) removed, \(addedPhrases.count) added"
        let values = "spoken forms: \(removedValues.count) removed, \(addedValues.count) added"
        let utterances =
            "utterances: \(count(.lost)) lost, \(count(.changed)) changed, \(count(.nowAsks)) now ask, "
            + "\(count(.added)) new, \(count(.settled)) settled"
        let verdict =
            isBreaking
            ? "breaking: utterances that resolved no longer resolve the same" : "nothing that resolved breaks"
        return "\(phrases); \(values); \(utterances) — \(verdict)"
    }

    /// The diff as `phrasebook diff --json` prints it: every list whole,
    /// `{"breaking","phrases":{"removed","added"},"values":{"removed","added"},"utterances":[…]}`.
    public var json: JSONOutput {
        func phrase(_ entry: PhraseEntry) -> JSONOutput {
            .object([
                ("app", .string(entry.app)), ("intent", .string(entry.intent)), ("locale", .string(entry.locale)),
                ("phrase", .string(entry.phrase)),
            ])
        }
        func value(_ entry: ValueEntry) -> JSONOutput {
            .object([
                ("app", .string(entry.app)), ("type", .string(entry.type)), ("id", .string(entry.id)),
                ("locale", .string(entry.locale)), ("text", .string(entry.text)),
            ])
        }
        let utterances = changes.map { change -> JSONOutput in
            .object([
                ("change", .string(change.kind.rawValue)), ("breaking", .bool(change.isBreaking)),
                ("locale", .string(change.locale)), ("utterance", .string(change.utterance)),
                ("before", .array(change.before.map(JSONOutput.string))),
                ("after", .array(change.after.map(JSONOutput.string))),
            ])
        }
        return .object([
            ("breaking", .bool(isBreaking)),
            (
                "phrases",
                .object([
                    ("removed", .array(removedPhrases.map(phrase))), ("added", .array(addedPhrases.map(phrase))),
                ])
            ),
            (
                "values",
                .object([("removed", .array(removedValues.map(value))), ("added", .array(addedValues.map(value)))])
            ),
            ("utterances", .array(utterances)),
        ])
    }

    /// A section's title for one kind of change.
    private static func title(of kind: UtteranceChange.Kind) -> String {
        switch kind {
        case .lost: "Utterances that no longer match"
        case .changed: "Utterances that now run another invocation"
        case .nowAsks: "Utterances that now ask which one"
        case .added: "New utterances"
        case .settled: "Utterances that asked and now run otherwise"
        }
    }
}
