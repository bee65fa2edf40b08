import Testing

@testable import Phrasebook

/// The noisy-utterance generator: a case's variants follow from its own
/// text, so the evaluation's rows move only when the cases they come from do.
@Suite struct NoisyUtterancesTests {
    static let corpus = CorpusParser.load(directory: SampleCorpusTests.corpusDirectory)

    /// The variants as comparable text: kind, locale and utterance.
    static func keys(_ variants: [NoisyUtterances.Variant]) -> [String] {
        variants.map { "\($0.kind.rawValue) \($0.locale) \($0.text)" }
    }

    @Test func aCaseAddedOrMovedLeavesTheOtherCasesVariantsAsTheyWere() throws {
        let cases = Array(Self.corpus.cases.prefix(400))
        let before = NoisyUtterances.variants(of: cases, catalog: sampleCatalog)
        #expect(before.count > 100)
        // The last case moved to the front, and the same cases read in
        // reverse order: every case keeps its own variants.
        let last = try #require(cases.last)
        let moved = NoisyUtterances.variants(of: [last] + cases.dropLast(), catalog: sampleCatalog)
        #expect(Set(Self.keys(moved)) == Set(Self.keys(before)))
        let reversed = NoisyUtterances.variants(of: cases.reversed(), catalog: sampleCatalog)
        #expect(Set(Self.keys(reversed)) == Set(Self.keys(before)))
    }

    @Test func theSameCasesGiveTheSameVariants() {
        let cases = Array(Self.corpus.cases.prefix(200))
        let first = Self.keys(NoisyUtterances.variants(of: cases, catalog: sampleCatalog))
        let second = Self.keys(NoisyUtterances.variants(of: cases, catalog: sampleCatalog))
        #expect(first == second)
        #expect(!first.isEmpty)
    }
}
