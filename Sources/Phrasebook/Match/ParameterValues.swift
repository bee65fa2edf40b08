/// A candidate parameter's values (``Candidate/Parameter/values``), held as
/// made or, for the entity values of a phrase in its app's development
/// locale, as the list they lie in and their indices, named (each id and
/// title read) each time they are read: as a parameter's words are
/// (``TypedText``).
///
/// A match then reads no entity: its id and title are
/// strings kept apart from the value trie the walk read, each a read from
/// memory the processor's caches mostly lack on a large catalog (and a
/// retain of each string, or two decoded from a compiled file), for a
/// caller that may never read them.
///
/// Holding the list retains it (one reference, whatever the storage): the
/// values are those of the catalog the match was made in, as if named then.
enum ParameterValues: Sendable {
    /// Values already made.
    case made([ParameterValue])
    /// Value `index` of `list`, by its id and own title: the common case,
    /// held without an array.
    case entity(TypeValueList, index: Int)
    /// Values `indices` of `list`, in that order, each by its id and own title.
    case entities(TypeValueList, indices: [Int32])

    /// How many values there are, none named.
    var count: Int {
        switch self {
        case .made(let values): values.count
        case .entity: 1
        case .entities(_, let indices): indices.count
        }
    }

    /// The values, named now.
    var values: [ParameterValue] {
        switch self {
        case .made(let values):
            return values
        case .entity(let list, let index):
            return [Self.entity(index, of: list)]
        case .entities(let list, let indices):
            return indices.map { Self.entity(Int($0), of: list) }
        }
    }

    /// Value `index` of `list`, by its id and own title.
    private static func entity(_ index: Int, of list: TypeValueList) -> ParameterValue {
        let named = list.idAndTitle(at: index)
        return .entity(id: named.id, title: named.title)
    }
}
