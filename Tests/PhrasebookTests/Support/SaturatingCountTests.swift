import Testing

@testable import Phrasebook

/// Counts from manifests stop at `Int.max` instead of trapping.
@Suite struct SaturatingCountTests {
    @Test func sumsStopAtIntMax() {
        #expect(2.saturatingSum(3) == 5)
        #expect(Int.max.saturatingSum(1) == Int.max)
    }

    @Test func productsStopAtIntMax() {
        #expect(6.saturatingProduct(7) == 42)
        #expect((Int.max / 2).saturatingProduct(3) == Int.max)
        #expect(0.saturatingProduct(Int.max) == 0)
    }
}
