import Testing

@testable import Phrasebook

/// A parameter's entity values held as their list and indices read as the
/// values named from that list, in memory or in a compiled file's stored
/// form, and a parameter holding them is equal to (and hashes as) one
/// holding the same values made.
@Suite struct ParameterValuesTests {
    let values: TypeValueList = [
        TypeValue(id: "dune", title: "Dune", synonyms: ["the spice book"]),
        TypeValue(id: "emma", title: "Emma"),
        TypeValue(id: "outsider-1", title: "The Outsider", subtitle: "Camus"),
    ]

    /// The same values in a compiled file's stored form.
    var stored: TypeValueList {
        get throws {
            var writer = ArchiveWriter()
            ArchivedTypeValues.encode(values, to: &writer)
            var reader = ArchiveReader(FileBytes(copying: writer.bytes))
            return TypeValueList(stored: try ArchivedTypeValues(from: &reader))
        }
    }

    @Test func heldValuesAreNamedFromTheirList() throws {
        for list in [values, try stored] {
            #expect(ParameterValues.entity(list, index: 1).values == [.entity(id: "emma", title: "Emma")])
            #expect(
                ParameterValues.entities(list, indices: [2, 0]).values
                    == [.entity(id: "outsider-1", title: "The Outsider"), .entity(id: "dune", title: "Dune")])
        }
    }

    @Test func theCountNeedsNoNames() throws {
        let list = try stored
        let held: [ParameterValues] = [
            .made([]), .made([.entity(id: "a", title: "A"), .entity(id: "b", title: "B")]), .entity(list, index: 0),
            .entities(list, indices: [0, 1, 2]), .entities(list, indices: []),
        ]
        #expect(held.map(\.count) == [0, 2, 1, 3, 0])
        #expect(held.map(\.count) == held.map(\.values.count))
    }

    @Test func aParameterHoldingItsValuesEqualsOneWithThemMade() throws {
        let typed = TypedText("the outsider")
        let held = Candidate.Parameter(name: "book", typed: typed, named: .entities(try stored, indices: [2, 0]))
        let made = Candidate.Parameter(
            name: "book", typed: typed,
            values: [.entity(id: "outsider-1", title: "The Outsider"), .entity(id: "dune", title: "Dune")])
        #expect(held == made)
        #expect(held.hashValue == made.hashValue)
        #expect(held.isAmbiguous && made.isAmbiguous)
        #expect(!Candidate.Parameter(name: "book", typed: typed, named: .entity(values, index: 1)).isAmbiguous)
        var changed = held
        changed.values = [.entity(id: "emma", title: "Emma")]
        #expect(changed != made)
        #expect(!changed.isAmbiguous)
    }
}
