/// Evaluates `#if` / `#elseif` / `#else` / `#endif` over a token stream, as
/// the compiler would for one build: a flag is set when `--define` names it,
/// `os(iOS)` is true (the platform App Shortcuts run on), other platforms
/// false, `canImport(…)`, `swift(…)` and `compiler(…)` true,
/// `targetEnvironment(…)` false.
///
/// Returns the tokens of the active branches.
struct ConditionalCompilation {
    /// Flags set for this build (`DEBUG`, `PRO`).
    var defines: Set<String>
    /// The platform `os(…)` is true for.
    static let platform = "iOS"

    /// The tokens in active branches, with a warning for an unbalanced directive.
    func activeTokens(_ tokens: [SwiftToken], file: SourceFile) -> ([SwiftToken], [Diagnostic]) {
        // Each open #if: whether its enclosing branch is active, whether a
        // branch was taken already, and whether the current branch is active.
        var stack: [(parentActive: Bool, taken: Bool, active: Bool)] = []
        var result: [SwiftToken] = []
        var diagnostics: [Diagnostic] = []
        var index = 0
        func conditionEnd(from start: Int) -> Int {
            var end = start
            while end < tokens.count, end == start || !tokens[end].startsLine { end += 1 }
            return end
        }
        var active: Bool { stack.last?.active ?? true }
        while index < tokens.count {
            let token = tokens[index]
            guard case .directive(let name) = token.kind, ["#if", "#elseif", "#else", "#endif"].contains(name) else {
                if active { result.append(token) }
                index += 1
                continue
            }
            switch name {
            case "#if":
                let end = conditionEnd(from: index + 1)
                let value = evaluate(Array(tokens[min(index + 1, end)..<end]))
                let parent = active
                stack.append((parent, value && parent, value && parent))
                index = end
            case "#elseif":
                let end = conditionEnd(from: index + 1)
                if var top = stack.popLast() {
                    let value = evaluate(Array(tokens[min(index + 1, end)..<end]))
                    top.active = top.parentActive && !top.taken && value
                    top.taken = top.taken || top.active
                    stack.append(top)
                } else {
                    diagnostics.append(
                        Diagnostic(
                            .warning, .importUnreadable, "#elseif without #if",
                            location: file.location(ofOffset: token.offset)))
                }
                index = end
            case "#else":
                if var top = stack.popLast() {
                    top.active = top.parentActive && !top.taken
                    top.taken = true
                    stack.append(top)
                } else {
                    diagnostics.append(
                        Diagnostic(
                            .warning, .importUnreadable, "#else without #if",
                            location: file.location(ofOffset: token.offset)))
                }
                index += 1
            default:
                if stack.popLast() == nil {
                    diagnostics.append(
                        Diagnostic(
                            .warning, .importUnreadable, "#endif without #if",
                            location: file.location(ofOffset: token.offset)))
                }
                index += 1
            }
        }
        if !stack.isEmpty, let last = tokens.last {
            diagnostics.append(
                Diagnostic(
                    .warning, .importUnreadable, "#if without #endif", location: file.location(ofOffset: last.offset)))
        }
        return (result, diagnostics)
    }

    /// The value of a condition: `||` of `&&` of possibly negated atoms.
    func evaluate(_ tokens: [SwiftToken]) -> Bool {
        var position = 0
        return disjunction(tokens, &position)
    }

    private func disjunction(_ tokens: [SwiftToken], _ position: inout Int) -> Bool {
        var value = conjunction(tokens, &position)
        while position < tokens.count, tokens[position].isOperator("||") {
            position += 1
            let right = conjunction(tokens, &position)
            value = value || right
        }
        return value
    }

    private func conjunction(_ tokens: [SwiftToken], _ position: inout Int) -> Bool {
        var value = atom(tokens, &position)
        while position < tokens.count, tokens[position].isOperator("&&") {
            position += 1
            let right = atom(tokens, &position)
            value = value && right
        }
        return value
    }

    private func atom(_ tokens: [SwiftToken], _ position: inout Int) -> Bool {
        guard position < tokens.count else { return false }
        let token = tokens[position]
        position += 1
        if token.isOperator("!") { return !atom(tokens, &position) }
        if token.isPunctuation("(") {
            let value = disjunction(tokens, &position)
            if position < tokens.count, tokens[position].isPunctuation(")") { position += 1 }
            return value
        }
        guard let name = token.identifier else { return false }
        if name == "true" { return true }
        if name == "false" { return false }
        guard position < tokens.count, tokens[position].isPunctuation("(") else {
            return defines.contains(name)
        }
        var argument: [String] = []
        position += 1
        while position < tokens.count, !tokens[position].isPunctuation(")") {
            if let word = tokens[position].identifier { argument.append(word) }
            position += 1
        }
        position += 1
        switch name {
        case "os": return argument.first == Self.platform
        case "canImport", "swift", "compiler", "hasFeature", "hasAttribute": return true
        default: return false
        }
    }
}
