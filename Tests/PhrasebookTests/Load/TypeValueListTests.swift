import Testing

@testable import Phrasebook

/// A type's value list hands out each value read in place
/// (``TypeValueList/withValue(at:_:)``) as the subscript reads it, whether
/// the values are an array or stored and decoded when read.
@Suite struct TypeValueListTests {
    /// Values kept as if in a compiled file, decoded from an array on each read.
    struct StoredValues: StoredTypeValues {
        let values: [TypeValue]
        var count: Int { values.count }
        func value(at index: Int) -> TypeValue { values[index] }
        func id(at index: Int) -> String { values[index].id }
        func idAndTitle(at index: Int) -> (id: String, title: String) { (values[index].id, values[index].title) }
        func index(ofID id: String) -> Int? { values.firstIndex { $0.id == id } }
    }

    let values = [
        TypeValue(id: "walking", title: "Walking", subtitle: "Outdoors"),
        TypeValue(id: "sleep", title: "Sleep", synonyms: ["rest"]),
        TypeValue(id: "focus", title: "Focus", subtitle: "Ten minutes"),
    ]

    @Test func readsEachValueInPlaceAsTheSubscriptDoes() {
        for list in [TypeValueList(values), TypeValueList(stored: StoredValues(values: values))] {
            #expect(list.count == 3)
            for index in list.indices {
                let read = list.withValue(at: index) {
                    [$0.id, $0.title, $0.subtitle ?? "-", $0.synonyms.joined(separator: ",")]
                }
                let value = list[index]
                #expect(read == [value.id, value.title, value.subtitle ?? "-", value.synonyms.joined(separator: ",")])
                #expect(read[0] == values[index].id)
            }
        }
    }

    /// A prompt's option reads a value's id, title and subtitle in place
    /// (``TypeValueList/idTitleAndSubtitle(at:)``), the same as the value
    /// read whole.
    @Test func readsIdTitleAndSubtitleAsTheSubscriptDoes() {
        for list in [TypeValueList(values), TypeValueList(stored: StoredValues(values: values))] {
            for index in list.indices {
                let value = list[index]
                let read = list.idTitleAndSubtitle(at: index)
                #expect([read.id, read.title, read.subtitle ?? "-"] == [value.id, value.title, value.subtitle ?? "-"])
            }
        }
        #expect(TypeValueList(values).idTitleAndSubtitle(at: 0).subtitle == "Outdoors")
        #expect(TypeValueList(values).idTitleAndSubtitle(at: 1).subtitle == nil)
    }
}
