/// A call read from Swift nodes — `Name(label: value, …) { … } label: { … }`,
/// `.member(…)`, `Type.init(…)` — with its arguments split at top-level commas
/// and its trailing closures.
struct SwiftCall: Sendable {
    /// One argument: its label, if any, and its expression's nodes.
    struct Argument: Sendable {
        /// The label before `:`, or `nil`.
        var label: String?
        /// The expression.
        var nodes: [SwiftNode]
    }

    /// The called name's last component (`AppShortcut`, `result`); for
    /// `X.init(…)` and `.init(…)`, `init`.
    var name: String
    /// The name's components before the last (`["AppShortcutPhraseToken"]`).
    var qualifiers: [String]
    /// The arguments in the parentheses, in order.
    var arguments: [Argument]
    /// Trailing closures, with their labels after the first.
    var closures: [(label: String?, body: SwiftNode)]
    /// Where the call starts.
    var offset: Int

    /// The first argument labelled `label`.
    func argument(_ label: String) -> [SwiftNode]? {
        arguments.first { $0.label == label }?.nodes
    }

    /// The first argument without a label.
    var firstUnlabeled: [SwiftNode]? {
        arguments.first { $0.label == nil }?.nodes
    }

    /// The trailing closure labelled `label` (`nil`: the first one).
    func closure(_ label: String?) -> SwiftNode? {
        closures.first { $0.label == label }?.body
    }

    /// The arguments of a `( … )` group, split at its top-level commas.
    static func arguments(of group: SwiftNode) -> [Argument] {
        var arguments: [Argument] = []
        var current: [SwiftNode] = []
        func finish() {
            guard !current.isEmpty else { return }
            if current.count >= 2, let label = current[0].identifier, current[1].token.isPunctuation(":") {
                arguments.append(Argument(label: label, nodes: Array(current.dropFirst(2))))
            } else {
                arguments.append(Argument(label: nil, nodes: current))
            }
            current = []
        }
        for node in group.children ?? [] {
            if node.token.isPunctuation(","), node.children == nil {
                finish()
            } else {
                current.append(node)
            }
        }
        finish()
        return arguments
    }

    /// Reads a call that starts at `nodes[start]`; returns it and the index
    /// after it.
    ///
    /// A bare name with a trailing closure (`DefaultCase { … }`)
    /// counts as a call without arguments.
    static func read(_ nodes: [SwiftNode], at start: Int) -> (SwiftCall, Int)? {
        var position = start
        func node(_ index: Int) -> SwiftNode? { index >= 0 && index < nodes.count ? nodes[index] : nil }
        if node(position)?.token.isPunctuation(".") == true { position += 1 }
        var names: [String] = []
        while let name = node(position)?.identifier {
            names.append(name)
            position += 1
            if node(position)?.token.isPunctuation(".") == true, node(position + 1)?.identifier != nil {
                position += 1
            } else {
                break
            }
        }
        guard let name = names.last else { return nil }
        // `AppShortcutPhrase<OrderIntent>(…)`: a generic argument clause between the name and its arguments.
        if let end = genericClauseEnd(nodes, at: position) { position = end }
        var arguments: [Argument] = []
        var hasCall = false
        if let group = node(position), group.isGroup("("), !group.token.startsLine {
            arguments = Self.arguments(of: group)
            hasCall = true
            position += 1
        }
        var closures: [(label: String?, body: SwiftNode)] = []
        while true {
            if let group = node(position), group.isGroup("{"), !(group.token.startsLine && !closures.isEmpty) {
                closures.append((nil, group))
                position += 1
            } else if !closures.isEmpty, let label = node(position)?.identifier,
                node(position + 1)?.token.isPunctuation(":") == true,
                let group = node(position + 2), group.isGroup("{")
            {
                closures.append((label, group))
                position += 3
            } else {
                break
            }
        }
        guard hasCall || !closures.isEmpty else { return nil }
        return (
            SwiftCall(
                name: name, qualifiers: Array(names.dropLast()), arguments: arguments, closures: closures,
                offset: nodes[start].token.offset), position
        )
    }

    /// The most nodes a generic argument clause is looked through for its end.
    static let maximumGenericClauseLength = 32

    /// The index after a generic argument clause `<A, B<C>>` that starts at
    /// `start` directly before a `(`, or `nil` when none does (a `<` there is
    /// then a comparison).
    private static func genericClauseEnd(_ nodes: [SwiftNode], at start: Int) -> Int? {
        guard start < nodes.count, case .operator(let opening) = nodes[start].token.kind, opening.hasPrefix("<"),
            !nodes[start].token.startsLine
        else { return nil }
        var depth = 0
        var position = start
        while position < nodes.count, position - start < maximumGenericClauseLength {
            let node = nodes[position]
            if case .operator(let text) = node.token.kind {
                for character in text {
                    if character == "<" {
                        depth += 1
                    } else if character == ">" {
                        depth -= 1
                    } else {
                        return nil
                    }
                }
                if depth == 0 {
                    let after = position + 1
                    return after < nodes.count && nodes[after].isGroup("(") ? after : nil
                }
                if depth < 0 { return nil }
            } else if node.identifier == nil, !node.token.isPunctuation("."), !node.token.isPunctuation(",") {
                return nil
            }
            position += 1
        }
        return nil
    }

    /// Every call named one of `names` in `nodes`, searched through every
    /// group; a call named in `skipping` is not searched inside.
    static func find(_ names: Set<String>, in nodes: [SwiftNode], skipping: Set<String> = []) -> [SwiftCall] {
        var found: [SwiftCall] = []
        var index = 0
        while index < nodes.count {
            let node = nodes[index]
            if let word = node.identifier, names.contains(word) || skipping.contains(word),
                let (call, next) = read(nodes, at: chainStart(nodes, index)), call.name == word
            {
                if names.contains(word) { found.append(call) }
                if !skipping.contains(word) {
                    for argument in call.arguments { found += find(names, in: argument.nodes, skipping: skipping) }
                    for closure in call.closures {
                        found += find(names, in: closure.body.children ?? [], skipping: skipping)
                    }
                }
                index = next
                continue
            }
            if let children = node.children {
                found += find(names, in: children, skipping: skipping)
            }
            index += 1
        }
        return found
    }

    /// Where the member chain ending at `index` starts: `$session.requestDisambiguation`
    /// starts at `$session`, so the call keeps its qualifiers.
    private static let keywords: Set = [
        "return", "try", "await", "throw", "in", "else", "case", "let", "var", "if", "guard", "where", "some", "any",
    ]

    private static func chainStart(_ nodes: [SwiftNode], _ index: Int) -> Int {
        var start = index
        while start >= 2, nodes[start - 1].token.isPunctuation("."), nodes[start - 1].children == nil,
            let name = nodes[start - 2].identifier, !keywords.contains(name), !nodes[start - 1].token.startsLine
        {
            start -= 2
        }
        return start
    }

    /// The expression as a single call, when it is one (`Foo(…)`, `.result(…)`).
    static func only(_ nodes: [SwiftNode]) -> SwiftCall? {
        var start = 0
        if nodes.first?.identifier == "try" || nodes.first?.identifier == "await" || nodes.first?.identifier == "return"
        {
            start = 1
        }
        if start < nodes.count, nodes[start].identifier == "await" { start += 1 }
        guard let (call, next) = read(nodes, at: start), next == nodes.count else { return nil }
        return call
    }
}
