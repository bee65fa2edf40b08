import Testing

@testable import Phrasebook

@Suite struct EditDistanceTests {
    @Test func countsInsertionsDeletionsAndSubstitutions() {
        #expect(EditDistance.distance("kitten", "sitting") == 3)
        #expect(EditDistance.distance("sitting", "kitten") == 3)
        #expect(EditDistance.distance("flaw", "lawn") == 2)
        #expect(EditDistance.distance("calming", "calmng") == 1)
        #expect(EditDistance.distance("calmng", "calming") == 1)
        #expect(EditDistance.distance("abc", "acb") == 2)
        #expect(EditDistance.distance("walking", "walking") == 0)
        #expect(EditDistance.distance("abc", "xyz") == 3)
    }

    @Test func anEmptyStringIsAsFarAsTheOthersLength() {
        #expect(EditDistance.distance("", "") == 0)
        #expect(EditDistance.distance("", "abc") == 3)
        #expect(EditDistance.distance("abc", "") == 3)
        #expect(EditDistance.distance("", "abc", limit: 2) == nil)
        #expect(EditDistance.distance("abc", "", limit: 2) == nil)
        #expect(EditDistance.distance("", "", limit: 0) == 0)
    }

    @Test func givesUpPastTheLimit() {
        #expect(EditDistance.distance("kitten", "sitting", limit: 3) == 3)
        #expect(EditDistance.distance("kitten", "sitting", limit: 2) == nil)
        #expect(EditDistance.distance("walking", "walking", limit: 0) == 0)
        #expect(EditDistance.distance("walking", "talking", limit: 0) == nil)
        // Lengths alone too far apart.
        #expect(EditDistance.distance("a", "abcdef", limit: 4) == nil)
        #expect(EditDistance.distance("a", "abcdef", limit: 5) == 5)
        // Every row past the limit.
        #expect(EditDistance.distance("abcdef", "uvwxyz", limit: 2) == nil)
        #expect(EditDistance.distance("abcdef", "uvwxyz", limit: 6) == 6)
    }

    @Test func countsUnicodeScalars() {
        #expect(EditDistance.distance("café", "cafe") == 1)
        #expect(EditDistance.distance("phở", "pho") == 1)
        // A decomposed é is two scalars: replace e, drop the accent.
        #expect(EditDistance.distance("cafe\u{301}", "caf\u{E9}") == 2)
        #expect(EditDistance.distance("👍", "👎") == 1)
        #expect(EditDistance.distance("一二三", "一三") == 1)
    }

    @Test(arguments: [(0, 0), (1, 0), (3, 0), (4, 1), (5, 1), (6, 1), (7, 2), (12, 2), (100, 2)])
    func toleratesMoreEditsInLongerWords(length: Int, tolerance: Int) {
        #expect(EditDistance.tolerance(forLength: length) == tolerance)
    }
}
