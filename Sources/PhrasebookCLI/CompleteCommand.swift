import Phrasebook

/// `phrasebook complete TEXT…`: the whole utterances that finish what was
/// typed, as a command palette offers them.
enum CompleteCommand: PhrasebookCommand {
    static let declaration = CommandDeclaration(
        name: "complete",
        summary: "show the utterances that finish what was typed so far",
        options: [
            .phrases, .swift, .catalog, .locale.helping("complete only phrases of this locale"), .limit,
            .json.helping(
                #"one JSON object per completion: {"text","added","app","intent","phrase","locale","values","typo"}"#),
        ],
        argument: ArgumentDeclaration(name: "TEXT", purpose: "what was typed so far"),
        discussion: """
            Lists whole utterances that extend TEXT, one per line, with the app and
            intent each would run. The last word may be partial or a close spelling;
            diacritics and spaces may be left out, and a Hangul syllable may be typed
            in part. A slot offers its values in their declared order, at most
            --limit of them; an open slot shows as ….
            """,
        examples: [#"phrasebook complete "open d""#, #"phrasebook complete --locale ko "도서과""#],
        exitCodes: [
            ExitCodeDeclaration(.done, "something completes the text"),
            ExitCodeDeclaration(.notDone, "nothing completes the text (or it is over 1,024 bytes)"),
            ExitCodeDeclaration(.usage, "bad usage or invalid phrases"),
        ])

    static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError) -> ExitStatus {
        var limit = Matcher.defaultCompletionLimit
        if let text = arguments.value(of: .limit) {
            guard let value = Int(text), value >= 1 else {
                throw .usage("--limit takes a whole number of at least 1, not '\(text)'")
            }
            limit = value
        }
        guard let catalog = CatalogLoading.load(arguments, console: console) else { return .usage }
        let typed = arguments.positionals.joined(separator: " ")
        guard typed.utf8.count <= Matcher.maximumCompletionTextLength else {
            console.error(
                "the text is \(typed.utf8.count) bytes, over the \(Matcher.maximumCompletionTextLength) a completion reads; nothing completes it"
            )
            return .notDone
        }
        let matcher = Matcher(catalog: catalog)
        let completions = matcher.completions(
            for: typed,
            locale: try CatalogLoading.locale(arguments, in: catalog),
            limit: limit)
        for completion in completions {
            if arguments.isSet(.json) {
                console.print(json(completion).serialized())
            } else {
                console.print("\(completion.text)  (\(completion.app) · \(completion.intent))")
            }
        }
        return completions.isEmpty ? .notDone : .done
    }

    /// One completion as a JSON object (as `serve`'s `complete` answers
    /// list them too).
    static func json(_ completion: Completion) -> JSONOutput {
        .object([
            ("text", .string(completion.text)), ("added", .string(completion.addedText)),
            ("app", .string(completion.app)), ("intent", .string(completion.intent)),
            ("phrase", .string(completion.phrase)), ("locale", .string(completion.locale)),
            (
                "values",
                .array(
                    completion.values.map { value in
                        .object([
                            ("parameter", .string(value.parameter)), ("title", .string(value.title)),
                            ("id", value.id.map { .string($0) } ?? .null),
                        ])
                    })
            ),
            ("typo", .bool(completion.correctsTypo)),
        ])
    }
}
