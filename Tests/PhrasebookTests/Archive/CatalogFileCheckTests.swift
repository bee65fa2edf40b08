import Testing

@testable import Phrasebook

/// A trie read from a compiled file is refused when an edge leads back to
/// a node numbered no later than its own: a path through it could come
/// back to where it was, and the nodes in reverse order would not each
/// come after everything below them.
@Suite struct CatalogFileCheckTests {
    private func check(_ trie: TokenTrie) throws(ArchiveError) {
        try CatalogFileCheck.checkTrie(trie, tokens: 10, slotKeys: 2, payloads: 5, name: "the phrase graph")
    }

    @Test func aBuiltTrieIsAccepted() throws {
        var builder = TrieBuilder()
        builder.addPayload(0, at: builder.path(from: TokenTrie.root, tokens: [3, 5, 6]))
        builder.addPayload(1, at: builder.slotChild(of: builder.child(of: TokenTrie.root, token: 3), slot: 1))
        builder.addPayload(2, at: builder.path(from: TokenTrie.root, tokens: [7]))
        try check(builder.build())
    }

    @Test func aTokenEdgeBackToTheRootIsRefused() {
        // Root -3-> 1 -4-> 0: a cycle.
        let trie = TokenTrie(
            edgeStart: [0, 1, 2], edgeToken: [3, 4], edgeTarget: [1, 0], slotStart: [0, 0, 0], slotKey: [],
            slotTarget: [],
            payloadStart: [0, 0, 1], payloads: [0])
        #expect(throws: ArchiveError.self) { try check(trie) }
    }

    @Test func aSlotEdgeToItsOwnNodeIsRefused() {
        // Root -3-> 1, and 1's slot edge leads to 1 again.
        let trie = TokenTrie(
            edgeStart: [0, 1, 1], edgeToken: [3], edgeTarget: [1], slotStart: [0, 0, 1], slotKey: [0], slotTarget: [1],
            payloadStart: [0, 0, 1], payloads: [0])
        #expect(throws: ArchiveError.self) { try check(trie) }
    }

    @Test func theSameTrieWithForwardEdgesIsAccepted() throws {
        // Root -3-> 1, 1's slot edge to 2: what the refused ones differ from.
        let trie = TokenTrie(
            edgeStart: [0, 1, 1, 1], edgeToken: [3], edgeTarget: [1], slotStart: [0, 0, 1, 1], slotKey: [0],
            slotTarget: [2],
            payloadStart: [0, 0, 0, 1], payloads: [0])
        try check(trie)
    }
}
