/// Turns Swift expressions that hold user-facing text — string literals,
/// `LocalizedStringResource("key", defaultValue:, table:)`, `IntentDialog`,
/// `IntentDescription`, `DisplayRepresentation`, … — into the manifest's
/// template text, writing interpolations as `${…}` tokens.
///
/// What it cannot
/// read statically is a located warning and `nil`.
struct SwiftTextReader {
    /// Where an interpolation may appear, which decides what it may name.
    enum Context {
        /// An App Shortcut phrase: `\(.applicationName)`, `\(\.$param)`, `\(\Intent.$param)`.
        case phrase
        /// An App Shortcut phrase of an intent with these (read) parameters.
        case shortcutPhrase(Set<String>)
        /// A dialog or summary of an intent with these parameters: also `\(param)`, `\(param.title)`.
        case dialog(Set<String>)
        /// Plain text: no interpolation.
        case plain
        /// A name that is never localized (`systemImageName`): no interpolation, no key looked up.
        case verbatim
    }

    /// The development-locale text of `key` in `table` (`nil`: the default table).
    var lookUp: @Sendable (_ key: String, _ table: String?) -> String?
    /// Every problem found.
    var diagnostics: [Diagnostic] = []

    /// Calls whose first argument (or one of the labels below) is the text.
    static let textCalls: Set = [
        "LocalizedStringResource", "IntentDescription", "IntentDialog", "TypeDisplayRepresentation",
        "DisplayRepresentation", "AppShortcutPhrase", "NegativeAppShortcutPhrase", "String", "LocalizedStringKey",
        "init",
    ]
    private static let textLabels = ["defaultValue", "stringLiteral", "name", "title", "full", "localized", "verbatim"]

    private mutating func warn(_ message: String, _ offset: Int, _ file: SourceFile) {
        diagnostics.append(Diagnostic(.warning, .importUnreadable, message, location: file.location(ofOffset: offset)))
    }

    /// The text of `nodes`, or `nil` with a warning.
    mutating func text(_ nodes: [SwiftNode], _ context: Context, file: SourceFile, what: String) -> String? {
        var nodes = nodes
        if nodes.first?.identifier == "return" { nodes.removeFirst() }
        guard let first = nodes.first else { return nil }
        if nodes.count == 1, let segments = first.token.segments, first.children == nil {
            guard let written = template(segments, context, file: file, what: what) else { return nil }
            return resolvedKey(segments, written, context) ?? written
        }
        if nodes.count == 1, let group = first.children, first.isGroup("{") {
            return text(group, context, file: file, what: what)
        }
        if let call = SwiftCall.only(nodes), Self.textCalls.contains(call.name) {
            if call.name == "LocalizedStringResource" || call.name == "String" && call.argument("localized") != nil,
                let keyNodes = call.firstUnlabeled ?? call.argument("localized"), call.argument("defaultValue") == nil,
                keyNodes.count == 1, let key = keyNodes[0].token.plainString
            {
                let table = call.argument("table").flatMap { $0.first?.token.plainString }
                if let value = lookUp(key, table) { return value }
                if table != nil {
                    warn(
                        "the key \"\(key)\" of \(what) is in no table \(table ?? "") found under the sources; its key is used as the text",
                        call.offset, file)
                }
                return key
            }
            for label in Self.textLabels {
                if let argument = call.argument(label) { return text(argument, context, file: file, what: what) }
            }
            if let argument = call.firstUnlabeled { return text(argument, context, file: file, what: what) }
        }
        warn(
            "\(what) is not a literal the importer can read (\(describe(nodes))); it is left out", first.token.offset,
            file)
        return nil
    }

    /// The development-language text a literal used as a key stands for
    /// (`"order.title"`, `"summary.order \\(\\.$loaf)"`): the default table's
    /// text of the key Xcode extracts for it — interpolations as `%@` — with
    /// the literal's `${…}` tokens put back in place of its specifiers.
    ///
    /// `nil` when the table has no such key (the literal is the text) or
    /// its text's specifiers do not match the tokens. Phrases are keys of
    /// the phrase table, not this one.
    private func resolvedKey(_ segments: [SwiftToken.StringSegment], _ written: String, _ context: Context)
        -> String?
    {
        switch context {
        case .phrase, .shortcutPhrase, .verbatim: return nil
        case .dialog, .plain: break
        }
        let interpolated = segments.contains {
            if case .interpolation = $0 { return true }
            return false
        }
        // Without interpolation the literal is its own key; with one, Xcode escapes `%` and writes `%@`.
        var key = ""
        for segment in segments {
            switch segment {
            case .text(let text): key += interpolated ? text.replacingOccurrences(of: "%", with: "%%") : text
            case .interpolation: key += "%@"
            }
        }
        guard let value = lookUp(key, nil), value != key else { return nil }
        guard interpolated else { return value }
        return FormatSpecifierKey.template(from: value, names: FormatSpecifierKey.tokens(of: written))
    }

    /// The string-table key `nodes` name and its table (`nil`: the default
    /// table): a literal with no interpolation is its own key, as in a
    /// `LocalizedStringResource` position; `LocalizedStringResource("key",
    /// table:)` names its key.
    ///
    /// `nil` when `nodes` is no key.
    static func localizationKey(_ nodes: [SwiftNode]) -> (key: String, table: String?)? {
        guard let first = nodes.first else { return nil }
        if nodes.count == 1, first.children == nil, let key = first.token.plainString { return (key, nil) }
        guard let call = SwiftCall.only(nodes), call.name == "LocalizedStringResource",
            let keyNodes = call.firstUnlabeled, keyNodes.count == 1, let key = keyNodes[0].token.plainString
        else { return nil }
        return (key, call.argument("table").flatMap { $0.first?.token.plainString })
    }

    /// A literal's segments as template text.
    mutating func template(_ segments: [SwiftToken.StringSegment], _ context: Context, file: SourceFile, what: String)
        -> String?
    {
        var result = ""
        for segment in segments {
            switch segment {
            case .text(let text):
                result += text
            case .interpolation(let tokens, let offset):
                guard let token = interpolation(tokens, context) else {
                    if let name = Self.keyPathName(tokens.map(Self.word)) {
                        warn(
                            "\(what) names the parameter \(name), which is left out; it is left out too",
                            offset, file)
                        return nil
                    }
                    warn(
                        "\(what) interpolates \\(\(Self.spelled(tokens))), which the importer cannot read statically; it is left out",
                        offset, file)
                    return nil
                }
                result += "${\(token)}"
            }
        }
        return result
    }

    /// The `${…}` name an interpolation stands for, if it is one the context allows.
    func interpolation(_ tokens: [SwiftToken], _ context: Context) -> String? {
        let words = tokens.map(Self.word)
        if words == [".", "applicationName"] || words == ["AppShortcutPhraseToken", ".", "applicationName"] {
            switch context {
            case .plain, .verbatim: return nil
            case .phrase, .shortcutPhrase, .dialog: break
            }
            return "applicationName"
        }
        if let name = Self.keyPathName(words) {
            switch context {
            case .dialog(let parameters), .shortcutPhrase(let parameters):
                return parameters.contains(name) ? name : nil
            case .phrase, .plain, .verbatim:
                return name
            }
        }
        guard case .dialog(let parameters) = context else { return nil }
        var rest = words[...]
        if rest.first == "self", rest.dropFirst().first == "." { rest = rest.dropFirst(2) }
        guard var name = rest.first else { return nil }
        if name.hasPrefix("$") { name.removeFirst() }
        guard parameters.contains(name) else { return nil }
        let tail = rest.dropFirst()
        // `\(session)`, `\(session.title)`, `\(session.name)`: the value as the manifest renders it.
        if tail.isEmpty || (tail.first == "." && tail.count == 2) { return name }
        return nil
    }

    /// The parameter a key path `\\.$name` or `\\Intent.$name` names.
    private static func keyPathName(_ words: [String]) -> String? {
        if words.count == 3, words[0] == "\\", words[1] == ".", words[2].hasPrefix("$") {
            return String(words[2].dropFirst())
        }
        if words.count == 4, words[0] == "\\", words[2] == ".", words[3].hasPrefix("$") {
            return String(words[3].dropFirst())
        }
        return nil
    }

    private static func word(_ token: SwiftToken) -> String {
        switch token.kind {
        case .identifier(let name): name
        case .number(let text): text
        case .operator(let text): text
        case .punctuation(let character): String(character)
        case .directive(let name): name
        case .string: "\"…\""
        }
    }

    /// Tokens written back as short source text, for messages.
    static func spelled(_ tokens: [SwiftToken]) -> String {
        tokens.map(word).joined()
    }

    /// Nodes written back as short source text, for messages.
    func describe(_ nodes: [SwiftNode]) -> String {
        var parts: [String] = []
        for node in nodes.prefix(6) {
            if node.children != nil {
                parts.append(node.token.isPunctuation("(") ? "(…)" : node.token.isPunctuation("[") ? "[…]" : "{…}")
            } else {
                parts.append(Self.word(node.token))
            }
        }
        return parts.joined() + (nodes.count > 6 ? "…" : "")
    }
}
