/// A type declaration read from Swift source — `struct`, `enum`, `class`,
/// `actor` or `extension` — with its conformances and members.
struct SwiftTypeDeclaration: Sendable {
    /// `struct`, `enum`, `class`, `actor` or `extension`.
    var keyword: String
    /// The type's name (its last component for `extension A.B`).
    var name: String
    /// The protocols and superclass after `:`, by last name component.
    var conformances: [String]
    /// Properties, functions and enum cases, in source order.
    var members: [SwiftMember]
    /// The file it is declared in.
    var file: SourceFile
    /// Where the declaration's keyword is.
    var offset: Int
}

/// A member of a type: a property, a function or an enum case.
struct SwiftMember: Sendable {
    /// What kind of member.
    enum Kind: Sendable {
        case property
        case function
        case enumCase
    }

    /// The kind.
    var kind: Kind
    /// The member's name.
    var name: String
    /// Attributes before it: `@Parameter(title: …)` as ("Parameter", its argument group).
    var attributes: [(name: String, arguments: SwiftNode?)]
    /// Whether it is `static` (or `class`).
    var isStatic: Bool
    /// The type annotation, or a function's return type.
    var type: [SwiftNode]
    /// The nodes after `=`: an initial value, or an enum case's raw value.
    var value: [SwiftNode]?
    /// The `{ … }` of a computed property or a function.
    var body: SwiftNode?
    /// Where the member's name is.
    var offset: Int

    /// The attribute named `name`, if present.
    func attribute(_ name: String) -> (name: String, arguments: SwiftNode?)? {
        attributes.first { $0.name == name }
    }

    /// Whether the type annotation ends in `?` (an optional value).
    var isOptionalType: Bool {
        type.last?.token.isOperator("?") == true || type.last?.token.isOperator("!") == true
    }
}

/// Reads type declarations and their members from a tree of ``SwiftNode``s.
enum SwiftDeclarationParser {
    private static let typeKeywords: Set = ["struct", "enum", "class", "actor", "extension", "protocol"]
    private static let modifiers: Set = [
        "static", "public", "private", "fileprivate", "internal", "open", "final", "override", "nonisolated",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "required", "convenience", "indirect",
        "package", "consuming", "borrowing",
    ]
    private static let memberKeywords: Set = [
        "var", "let", "func", "init", "deinit", "subscript", "case", "typealias", "associatedtype", "import",
    ]

    /// Whether `node` starts a new declaration on its own line: where an
    /// initial value or a type annotation ends.
    static func startsDeclaration(_ node: SwiftNode) -> Bool {
        guard node.token.startsLine else { return false }
        if node.children == nil, case .directive = node.token.kind { return true }
        if node.token.isPunctuation("@") || node.token.isPunctuation(";") { return true }
        guard let word = node.identifier else { return false }
        return typeKeywords.contains(word) || modifiers.contains(word) || memberKeywords.contains(word)
    }

    /// Every type declared in `nodes`, nested ones included (by their own name).
    static func declarations(in nodes: [SwiftNode], file: SourceFile) -> [SwiftTypeDeclaration] {
        var types: [SwiftTypeDeclaration] = []
        _ = Self.members(of: nodes, file: file, types: &types)
        return types
    }

    /// The members in `nodes` (a type's body); nested types are added to `types`.
    private static func members(of nodes: [SwiftNode], file: SourceFile, types: inout [SwiftTypeDeclaration])
        -> [SwiftMember]
    {
        var members: [SwiftMember] = []
        var index = 0
        var attributes: [(name: String, arguments: SwiftNode?)] = []
        var isStatic = false
        func node(_ position: Int) -> SwiftNode? { position < nodes.count ? nodes[position] : nil }
        while index < nodes.count {
            let current = nodes[index]
            if current.token.isPunctuation("@"), let name = node(index + 1)?.identifier {
                index += 2
                var arguments: SwiftNode?
                if let group = node(index), group.isGroup("("), !group.token.startsLine {
                    arguments = group
                    index += 1
                }
                attributes.append((name, arguments))
                continue
            }
            guard let word = current.identifier else {
                index += 1
                continue
            }
            if modifiers.contains(word)
                || (word == "class" && ["var", "func", "let"].contains(node(index + 1)?.identifier ?? ""))
            {
                if word == "static" || word == "class" { isStatic = true }
                index += 1
                if let group = node(index), group.isGroup("(") { index += 1 }
                continue
            }
            defer {
                attributes = []
                isStatic = false
            }
            if typeKeywords.contains(word), let name = node(index + 1)?.identifier {
                var position = index + 2
                var fullName = name
                while node(position)?.token.isPunctuation(".") == true, let next = node(position + 1)?.identifier {
                    fullName = next
                    position += 2
                }
                var conformances: [String] = []
                var expectsName = false
                while let next = node(position), !next.isGroup("{") {
                    if next.token.isPunctuation(":") || next.token.isPunctuation(",") {
                        expectsName = true
                    } else if next.identifier == "where" {
                        expectsName = false
                    } else if let identifier = next.identifier, expectsName {
                        var last = identifier
                        var lookahead = position + 1
                        while node(lookahead)?.token.isPunctuation(".") == true,
                            let component = node(lookahead + 1)?.identifier
                        {
                            last = component
                            lookahead += 2
                        }
                        conformances.append(last)
                        expectsName = false
                        position = lookahead - 1
                    }
                    position += 1
                }
                let body = node(position)?.children ?? []
                let declaration = SwiftTypeDeclaration(
                    keyword: word, name: fullName, conformances: conformances, members: [], file: file,
                    offset: current.token.offset)
                let slot = types.count
                types.append(declaration)
                types[slot].members = Self.members(of: body, file: file, types: &types)
                index = position + 1
                continue
            }
            switch word {
            case "var", "let":
                guard let name = node(index + 1)?.identifier, let nameNode = node(index + 1) else {
                    index += 1
                    continue
                }
                var position = index + 2
                var type: [SwiftNode] = []
                if node(position)?.token.isPunctuation(":") == true {
                    position += 1
                    while let next = node(position), !next.isGroup("{"), !next.token.isOperator("="),
                        !(startsDeclaration(next))
                    {
                        type.append(next)
                        position += 1
                    }
                }
                var value: [SwiftNode]?
                if node(position)?.token.isOperator("=") == true {
                    position += 1
                    var expression: [SwiftNode] = []
                    while let next = node(position), !startsDeclaration(next) {
                        expression.append(next)
                        position += 1
                    }
                    value = expression
                }
                var body: SwiftNode?
                if value == nil, let group = node(position), group.isGroup("{") {
                    body = group
                    position += 1
                }
                members.append(
                    SwiftMember(
                        kind: .property, name: name, attributes: attributes, isStatic: isStatic, type: type,
                        value: value, body: body, offset: nameNode.token.offset))
                index = position
            case "func":
                guard let name = node(index + 1)?.identifier, let nameNode = node(index + 1) else {
                    index += 1
                    continue
                }
                var position = index + 2
                var returnType: [SwiftNode] = []
                var afterArrow = false
                while let next = node(position), !next.isGroup("{"), !startsDeclaration(next) {
                    if next.token.isOperator("->") { afterArrow = true } else if afterArrow { returnType.append(next) }
                    position += 1
                }
                var body: SwiftNode?
                if let group = node(position), group.isGroup("{") {
                    body = group
                    position += 1
                }
                members.append(
                    SwiftMember(
                        kind: .function, name: name, attributes: attributes, isStatic: isStatic, type: returnType,
                        value: nil, body: body, offset: nameNode.token.offset))
                index = position
            case "case":
                var position = index + 1
                while let next = node(position), !startsDeclaration(next) || position == index + 1 {
                    if let name = next.identifier {
                        var raw: [SwiftNode]?
                        if node(position + 1)?.token.isOperator("=") == true, let literal = node(position + 2) {
                            raw = [literal]
                        }
                        members.append(
                            SwiftMember(
                                kind: .enumCase, name: name, attributes: attributes, isStatic: false, type: [],
                                value: raw, body: nil, offset: next.token.offset))
                        position += raw == nil ? 1 : 3
                        while let skip = node(position), !skip.token.isPunctuation(","), !startsDeclaration(skip) {
                            position += 1
                        }
                        continue
                    }
                    position += 1
                }
                index = position
            default:
                index += 1
            }
        }
        return members
    }
}
