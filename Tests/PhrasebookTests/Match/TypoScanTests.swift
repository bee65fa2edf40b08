import Testing

@testable import Phrasebook

/// Typo lookups scan the words until enough have been made to pay for the
/// table of their deletions (``LazyTypoNeighbourhood``): a scan finds what
/// the table finds, and a one-shot miss never builds the table.
@Suite struct TypoScanTests {
    /// Typing letters near `letters`: each letter left out, replaced, doubled
    /// and swapped with the next, and two letters left out.
    private static func variants(of letters: [UInt32]) -> [[UInt32]] {
        var all = [letters]
        for place in letters.indices {
            var removed = letters
            removed.remove(at: place)
            all.append(removed)
            var replaced = letters
            replaced[place] = letters[place] == 0x78 ? 0x71 : 0x78
            all.append(replaced)
            var doubled = letters
            doubled.insert(letters[place], at: place)
            all.append(doubled)
            if place + 1 < letters.count {
                var swapped = letters
                swapped.swapAt(place, place + 1)
                all.append(swapped)
                var twice = removed
                twice.remove(at: place)
                all.append(twice)
            }
        }
        return all
    }

    @Test func aScanFindsWhatTheTableFinds() {
        let catalog = CatalogCompiler.compile(directory: samplePhrasesDirectory)
        let index = catalog.flexibleIndex
        var scanned = TypoDistance()
        var looked = TypoDistance()
        var found = 0
        var lookups = 0
        for id in 0..<Int32(catalog.vocabulary.count) {
            let letters = Array(catalog.vocabulary.text(of: id).unicodeScalars)
            let hangul = FlexibleIndex.isHangulWord(letters)
            guard let typing = FlexibleIndex.typoLetters(letters), typing.count >= 3 else { continue }
            for typed in Self.variants(of: typing) {
                let scan = FlexibleSearch.typoCandidates(
                    typed, hangul: hangul, index: index, typo: &scanned, scanning: true)
                let table = FlexibleSearch.typoCandidates(
                    typed, hangul: hangul, index: index, typo: &looked, scanning: false)
                #expect(scan.map(\.id) == table.map(\.id), "\(typed)")
                #expect(scan.map(\.cost) == table.map(\.cost), "\(typed)")
                found += scan.count
                lookups += 1
            }
        }
        #expect(lookups > 1_000)
        #expect(found > lookups / 2)
        #expect(index.typoNeighbours.isBuilt)
        #expect(index.hangulTypoNeighbours.isBuilt)
    }

    @Test func aMissScansAndManyLookupsBuildTheTable() {
        let catalog = CatalogCompiler.compile(directory: samplePhrasesDirectory)
        let index = catalog.flexibleIndex
        let matcher = Matcher(catalog: catalog)
        #expect(!matcher.candidates(for: "please start walkng in meditaton").isEmpty)
        #expect(!index.typoNeighbours.isBuilt)
        var typo = TypoDistance()
        let typing = FlexibleIndex.typoLetters(Array("walkng".unicodeScalars)) ?? []
        let first = FlexibleSearch.typoCandidates(typing, hangul: false, index: index, typo: &typo)
        for _ in 0..<LazyTypoNeighbourhood.scansBeforeBuilding {
            _ = FlexibleSearch.typoCandidates(typing, hangul: false, index: index, typo: &typo)
        }
        #expect(index.typoNeighbours.isBuilt)
        let afterwards = FlexibleSearch.typoCandidates(typing, hangul: false, index: index, typo: &typo)
        #expect(afterwards.map(\.id) == first.map(\.id))
        #expect(first.contains { $0.id == catalog.vocabulary.id(of: "walking") })
    }
}
