/// The values of a ``TypeDeclaration``, in declaration order: an array when
/// read from sources, or values kept in their stored form (a compiled
/// catalog file's bytes, see ``StoredTypeValues``) and decoded one at a time
/// when read, so loading a catalog of hundreds of thousands of entities does
/// not build them all.
struct TypeValueList: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable, CustomReflectable {
    /// One reference either way: the enum is then read in place by a
    /// `switch` (an existential payload made every read copy the whole
    /// enum out first, through its value witnesses).
    private enum Storage: Sendable {
        case array([TypeValue])
        case stored(StoredBox)
    }

    /// Stored values held by reference (see ``Storage``).
    private final class StoredBox: Sendable {
        /// The values in their stored form.
        let values: any StoredTypeValues
        /// A box holding `values`.
        init(_ values: any StoredTypeValues) { self.values = values }
    }

    private let storage: Storage

    /// A list of `values`.
    init(_ values: [TypeValue]) {
        storage = .array(values)
    }

    /// A list read from `stored` as it is accessed.
    init(stored: any StoredTypeValues) {
        storage = .stored(StoredBox(stored))
    }

    init(arrayLiteral values: TypeValue...) {
        storage = .array(values)
    }

    var startIndex: Int { 0 }

    /// How many values the list holds, read from its storage (the
    /// collection's default counts through `distance(from:to:)`).
    var count: Int { endIndex }

    var endIndex: Int {
        switch storage {
        case .array(let values): values.count
        case .stored(let stored): stored.values.count
        }
    }

    subscript(position: Int) -> TypeValue {
        switch storage {
        case .array(let values): values[position]
        case .stored(let stored): stored.values.value(at: position)
        }
    }

    /// The value `index`'s id, without decoding the rest of a stored value.
    func id(at index: Int) -> String {
        switch storage {
        case .array(let values): values[index].id
        case .stored(let stored): stored.values.id(at: index)
        }
    }

    /// Hands `body` the value `index`, read in place when the values are an
    /// array (subscripting copies the whole value out: a retain and release
    /// of each of its fields), decoded when they are stored.
    func withValue<Result>(at index: Int, _ body: (TypeValue) -> Result) -> Result {
        switch storage {
        case .array(let values):
            values.withUnsafeBufferPointer { buffer in
                precondition(buffer.indices.contains(index), "TypeValueList index out of range")
                return body(buffer[index])
            }
        case .stored(let stored): body(stored.values.value(at: index))
        }
    }

    /// The value `index`'s id and title, without decoding (or copying) the
    /// rest of it: what a matched value is reported by.
    func idAndTitle(at index: Int) -> (id: String, title: String) {
        switch storage {
        case .array(let values):
            // Through a buffer: subscripting the array copies the whole value out.
            values.withUnsafeBufferPointer { buffer in
                precondition(buffer.indices.contains(index), "TypeValueList index out of range")
                return (buffer[index].id, buffer[index].title)
            }
        case .stored(let stored): stored.values.idAndTitle(at: index)
        }
    }

    /// The id, title and subtitle of the value at `index`: what a prompt's
    /// option shows in the app's own locale, read in place (a value copied
    /// out of the list retains each of its fields).
    func idTitleAndSubtitle(at index: Int) -> (id: String, title: String, subtitle: String?) {
        switch storage {
        case .array(let values):
            // Through a buffer: subscripting the array copies the whole value out.
            return values.withUnsafeBufferPointer { buffer in
                precondition(buffer.indices.contains(index), "TypeValueList index out of range")
                return (buffer[index].id, buffer[index].title, buffer[index].subtitle)
            }
        case .stored(let stored):
            return stored.values.idTitleAndSubtitle(at: index)
        }
    }

    /// The values as the array they are when read from sources, so a loop
    /// over many reads single fields without copying whole values; `nil`
    /// for stored values.
    var array: [TypeValue]? {
        if case .array(let values) = storage { return values }
        return nil
    }

    /// The stored form, which finds a value by id without a table
    /// (``StoredTypeValues/index(ofID:)``); `nil` for an array.
    var stored: (any StoredTypeValues)? {
        if case .stored(let stored) = storage { return stored.values }
        return nil
    }

    /// Shown as the values themselves, whatever the storage, so two lists
    /// of the same values print alike.
    var customMirror: Mirror {
        Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
    }
}

/// Values kept in a stored form and decoded when read (a compiled catalog
/// file provides them).
///
/// A value that cannot be decoded reads as an empty one:
/// the file's checksum and checks make that unreachable but for a crafted file.
protocol StoredTypeValues: Sendable {
    /// How many values there are.
    var count: Int { get }
    /// Value `index`, decoded.
    func value(at index: Int) -> TypeValue
    /// Value `index`'s id.
    func id(at index: Int) -> String
    /// Value `index`'s id and title.
    func idAndTitle(at index: Int) -> (id: String, title: String)
    /// Value `index`'s id, title and subtitle: what a prompt's option shows.
    func idTitleAndSubtitle(at index: Int) -> (id: String, title: String, subtitle: String?)
    /// The index of the first value with `id`, or `nil`.
    func index(ofID id: String) -> Int?
}

extension StoredTypeValues {
    /// Value `index`'s id, title and subtitle, from the value decoded whole.
    func idTitleAndSubtitle(at index: Int) -> (id: String, title: String, subtitle: String?) {
        let value = value(at: index)
        return (value.id, value.title, value.subtitle)
    }
}
