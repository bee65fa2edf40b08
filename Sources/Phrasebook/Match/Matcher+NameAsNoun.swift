extension Matcher {
    /// Whether every app name said at `spans` is also a noun of its own
    /// app: each of its words stands in a clue of that app (``AppClues``:
    /// a type's title, a run of its phrases' words), as `书架`, `책장`,
    /// `Kệ sách` and `할 일` are both an app's name and what it holds.
    ///
    /// Such a name, said with nothing marking it as the app's (no particle,
    /// generic word for an app or small word: see
    /// ``readingEvidence(_:exact:tokens:index:locale:)``), may be the noun
    /// the request acts on: when no reading takes it for the name, the
    /// request is read as one naming no app
    /// (``readingUnnamedApp(_:exact:tokens:index:locale:)``), the name's
    /// words clues of their app.
    func namesAreOwnNouns(
        _ spans: [(range: Range<Int>, app: Int)], exact: MatchSearch, index: FlexibleIndex
    ) -> Bool {
        let clues = catalog.appClues(index: index)
        let ids = exact.ids
        // Cheap first: each name's first word starts a run of its app.
        for span in spans {
            guard ids.indices.contains(span.range.lowerBound),
                (clues.runs[ids[span.range.lowerBound]] ?? []).contains(where: { $0.app == span.app })
                    || exact.splits(at: span.range.lowerBound).contains(where: { split in
                        split.prefix >= 0 && (clues.runs[split.prefix] ?? []).contains { $0.app == span.app }
                    })
            else { return false }
        }
        let found = clueSpans(exact: exact, index: index, clues: clues).filter { !$0.isValue }
        return spans.allSatisfy { span in
            span.range.allSatisfy { position in
                found.contains { clue in
                    clue.app == span.app && clue.range.contains(position)
                        && clue.range.lowerBound >= span.range.lowerBound
                        && clue.range.upperBound <= span.range.upperBound
                }
            }
        }
    }
}
