/// Finds a type's value by its id: a table built with the catalog from
/// sources, or — for values kept in a compiled catalog file's form — a
/// search of the file's table of values sorted by id, so loading builds no
/// table.
///
/// Either way the first value with the id is found.
struct ValueIDIndex: Sendable, CustomReflectable {
    private let table: [String: Int]
    private let stored: (any StoredTypeValues)?

    /// The index of `table` (value id → index of its first value).
    init(table: [String: Int]) {
        self.table = table
        stored = nil
    }

    /// The index of `values`: their stored form's search, or a table.
    init(_ values: TypeValueList) {
        if let stored = values.stored {
            table = [:]
            self.stored = stored
        } else {
            var ids: [String: Int] = [:]
            ids.reserveCapacity(values.count)
            // The first value with an id keeps it: one hash per id, no value copied.
            for index in values.indices {
                let id = values.id(at: index)
                if let first = ids.updateValue(index, forKey: id) { ids[id] = first }
            }
            table = ids
            stored = nil
        }
    }

    /// The index of the first value with `id`.
    func index(of id: String) -> Int? {
        if let stored { return stored.index(ofID: id) }
        return table[id]
    }

    /// Shown as the table (built for a stored form), so two indexes of the
    /// same values print alike.
    var customMirror: Mirror {
        guard let stored else { return Mirror(reflecting: table) }
        var ids: [String: Int] = [:]
        for index in 0..<stored.count where ids[stored.id(at: index)] == nil { ids[stored.id(at: index)] = index }
        return Mirror(reflecting: ids)
    }
}
