/// A token, or a bracketed group — `( … )`, `[ … ]`, `{ … }` — holding the
/// nodes between its brackets: Swift source as a tree of balanced groups,
/// which is all the declaration reader needs to walk declarations and
/// argument lists without a full parser.
struct SwiftNode: Sendable {
    /// The token, or the opening bracket of a group.
    var token: SwiftToken
    /// The nodes inside the brackets, when this is a group.
    var children: [SwiftNode]?

    /// Whether this is a group opened by `bracket`.
    func isGroup(_ bracket: Character) -> Bool {
        children != nil && token.isPunctuation(bracket)
    }

    /// The identifier, when the node is one.
    var identifier: String? { children == nil ? token.identifier : nil }

    /// The deepest nesting of brackets read as groups: far deeper than any
    /// App Intents declaration, far from what would exhaust the stack.
    static let maximumNesting = 200

    /// Groups `tokens` by their brackets; a stray closing bracket is skipped
    /// with a warning, an unclosed group ends at the end of the input.
    static func tree(_ tokens: [SwiftToken], file: SourceFile) -> ([SwiftNode], [Diagnostic]) {
        var stack: [(open: SwiftToken, children: [SwiftNode])] = [
            (SwiftToken(kind: .punctuation("{"), offset: 0, startsLine: true), [])
        ]
        var diagnostics: [Diagnostic] = []
        let closers: [Character: Character] = [")": "(", "]": "[", "}": "{"]
        // Brackets past the deepest nesting kept are read as plain tokens, so
        // no tree is deeper than that (walking or freeing one 100,000 levels
        // deep would exhaust the stack); `flattened` counts those still open.
        var flattened = 0
        for token in tokens {
            if case .punctuation(let character) = token.kind {
                if "([{".contains(character) {
                    if stack.count > maximumNesting || flattened > 0 {
                        if flattened == 0 {
                            diagnostics.append(
                                Diagnostic(
                                    .warning, .importUnreadable,
                                    "brackets nested deeper than \(maximumNesting) levels; what is inside is not read",
                                    location: file.location(ofOffset: token.offset)))
                        }
                        flattened += 1
                        stack[stack.count - 1].children.append(SwiftNode(token: token, children: nil))
                        continue
                    }
                    stack.append((token, []))
                    continue
                }
                if closers[character] != nil, flattened > 0 {
                    flattened -= 1
                    stack[stack.count - 1].children.append(SwiftNode(token: token, children: nil))
                    continue
                }
                if let opener = closers[character] {
                    if stack.count > 1, let top = stack.last, top.open.isPunctuation(opener) {
                        stack.removeLast()
                        stack[stack.count - 1].children.append(SwiftNode(token: top.open, children: top.children))
                    } else {
                        diagnostics.append(
                            Diagnostic(
                                .warning, .importUnreadable, "unbalanced '\(character)'",
                                location: file.location(ofOffset: token.offset)))
                    }
                    continue
                }
            }
            stack[stack.count - 1].children.append(SwiftNode(token: token, children: nil))
        }
        while stack.count > 1, let top = stack.popLast() {
            diagnostics.append(
                Diagnostic(
                    .warning, .importUnreadable, "this bracket is never closed",
                    location: file.location(ofOffset: top.open.offset)))
            stack[stack.count - 1].children.append(SwiftNode(token: top.open, children: top.children))
        }
        return (stack.first?.children ?? [], diagnostics)
    }
}
