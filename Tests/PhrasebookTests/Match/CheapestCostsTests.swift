import Testing

@testable import Phrasebook

/// The flexible walk's table of least costs per graph place: a reset
/// table (kept by a thread's pooled walk) knows no place, whether it kept
/// its storage or grew past it.
@Suite struct CheapestCostsTests {
    @Test func aResetTableKnowsNoPlace() {
        var table = CheapestCosts(capacity: 256)
        for key in Int64(0)..<100 {
            let slot = table.slot(of: key)
            table.setCost(Float(key), holder: key * 3, at: slot)
            table.setBound(1, at: slot)
        }
        #expect(table.cost(of: 7) == 7)
        #expect(table.holder(at: table.slot(of: 7)) == 21)
        table.reset(capacity: 256)
        for key in Int64(0)..<100 {
            #expect(table.cost(of: key) == .infinity)
            #expect(table.bound(at: table.slot(of: key)).isNaN)
            #expect(table.holder(at: table.slot(of: key)) == -1)
        }
    }

    @Test func aTableThatGrewIsMadeAgainAtTheSizeAsked() {
        var table = CheapestCosts(capacity: 16)
        // Far more keys than the table had room for: it doubles.
        for key in Int64(0)..<1_000 { table.setCost(1, holder: key, at: table.slot(of: key << 12)) }
        #expect(table.cost(of: 999 << 12) == 1)
        // Each place keeps its holder through the growing.
        #expect((Int64(0)..<1_000).allSatisfy { table.holder(at: table.slot(of: $0 << 12)) == $0 })
        table.reset(capacity: 16)
        for key in Int64(0)..<1_000 { #expect(table.cost(of: key << 12) == .infinity) }
        table.setCost(2, holder: 0, at: table.slot(of: 5))
        #expect(table.cost(of: 5) == 2)
    }
}
