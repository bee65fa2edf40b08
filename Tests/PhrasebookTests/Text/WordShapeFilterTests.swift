import Testing

@testable import Phrasebook

@Suite struct WordShapeFilterTests {
    @Test func everyMemberIsLetThrough() {
        let words = ["what", "how", "which", "était", "何", "무엇을", "", String(repeating: "a", count: 40)]
        let filter = WordShapeFilter(words)
        for word in words { #expect(filter.mayContain(word), "\(word)") }
    }

    @Test func aWordOfAnotherLengthFirstOrLastLetterIsRefused() {
        let filter = WordShapeFilter(["what"])
        #expect(!filter.mayContain("whatever"))
        #expect(!filter.mayContain("shat"))
        #expect(!filter.mayContain("whan"))
        #expect(!filter.mayContain(""))
    }
}
