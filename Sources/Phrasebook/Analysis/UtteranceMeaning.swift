/// One invocation an utterance runs through one phrase: the app, the intent
/// and every parameter value the shortcut fixes or the utterance binds (a
/// fixed value wins over a bound one, as at run time).
///
/// Two shortcuts that
/// say the same utterance are harmless only when they mean the same.
struct UtteranceMeaning: Hashable, Comparable, CustomStringConvertible {
    /// The app's index.
    var app: Int
    /// The intent's name.
    var intent: String
    /// `name=value` for each parameter with a value (ids for enums and
    /// entities, literals as written), sorted by name.
    var parameters: [String]

    /// The most readings of one utterance through one phrase that are kept
    /// (two values with one name give two).
    static let readingLimit = 64

    /// `StartIntent(session=calming)`, or `PauseIntent` without parameters.
    var description: String {
        parameters.isEmpty ? intent : "\(intent)(\(parameters.joined(separator: ", ")))"
    }

    static func < (lhs: UtteranceMeaning, rhs: UtteranceMeaning) -> Bool {
        (lhs.app, lhs.intent, lhs.parameters.joined(separator: "\u{1}")) < (
            rhs.app, rhs.intent, rhs.parameters.joined(separator: "\u{1}")
        )
    }

    /// The values `shortcut` fixes, by parameter name: ids as written,
    /// other literals as their text.
    static func fixedValues(of shortcut: ShortcutDeclaration) -> [String: String] {
        var fixed: [String: String] = [:]
        for (name, value) in shortcut.parameters {
            if case .string(let id) = value { fixed[name] = id } else { fixed[name] = value.description }
        }
        return fixed
    }

    /// Every invocation `tokens` runs through `phrase` (a shortcut's phrase
    /// that says them); empty for a negative phrase.
    static func meanings(
        of phrase: CompiledPhrase, saying tokens: [Int32], tries: CompiledTries, manifests: [AppManifest]
    ) -> Set<UtteranceMeaning> {
        guard let shortcutIndex = phrase.shortcut else { return [] }
        let manifest = manifests[phrase.app]
        let shortcut = manifest.shortcuts[shortcutIndex]
        let fixed = fixedValues(of: shortcut)
        var result = Set<UtteranceMeaning>()
        var bound: [String: String] = [:]
        func read(_ pieceIndex: Int, from start: Int) {
            guard result.count < readingLimit else { return }
            guard pieceIndex < phrase.pieces.count else {
                guard start == tokens.count else { return }
                let values = bound.merging(fixed) { _, fixedValue in fixedValue }
                result.insert(
                    UtteranceMeaning(
                        app: phrase.app, intent: shortcut.intent,
                        parameters: values.keys.sorted().map { "\($0)=\(values[$0]!)" }))
                return
            }
            switch phrase.pieces[pieceIndex] {
            case .tokens(let ids):
                guard start + ids.count <= tokens.count, tokens[start..<(start + ids.count)].elementsEqual(ids) else {
                    return
                }
                read(pieceIndex + 1, from: start + ids.count)
            case .slot(let key):
                let slotKey = tries.slotKeys[Int(key)]
                guard case .valueSet(let set) = slotKey.source else { return }
                let values = tries.valueSets[Int(set)]
                var node = TokenTrie.root
                var position = start
                while position < tokens.count, let next = values.trie.child(of: node, token: tokens[position]) {
                    node = next
                    position += 1
                    guard values.trie.isTerminal(node) else { continue }
                    // Text glued to the slot follows the value as one token,
                    // in the form exact for the value's last token.
                    var after = position
                    if let suffix = slotKey.suffix {
                        let final = tries.vocabulary.finalSound(of: tokens[position - 1])
                        guard position < tokens.count, suffix.accepts(tokens[position]),
                            suffix.isGrammatical(tokens[position], after: final)
                        else { continue }
                        after += 1
                    }
                    guard let parameter = slotKey.parameter, case .values(let app, let type) = values.kind else {
                        read(pieceIndex + 1, from: after)
                        continue
                    }
                    var seen = Set<Int32>()
                    for payload in values.trie.payloadRange(of: node) {
                        let variant = values.variants[Int(values.trie.payloads[payload])]
                        guard seen.insert(variant.value).inserted else { continue }
                        bound[parameter] = manifests[app].types[type].values[Int(variant.value)].id
                        read(pieceIndex + 1, from: after)
                        bound[parameter] = nil
                    }
                }
            }
        }
        read(0, from: 0)
        return result
    }
}
