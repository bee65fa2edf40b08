/// A value set's variants, indexed by payload id: each one's value and
/// synonym, kept as two ``Int32Column``s so a value set read from a compiled
/// catalog file uses them where they lie instead of copying them.
struct ValueVariants: RandomAccessCollection, CustomReflectable, Sendable {
    /// Every variant's ``ValueVariant/value``.
    let values: Int32Column
    /// Every variant's ``ValueVariant/synonym``, as many as `values`.
    let synonyms: Int32Column

    /// The variants `values[k]`, `synonyms[k]`, or `nil` when the two differ in length.
    init?(values: Int32Column, synonyms: Int32Column) {
        guard values.count == synonyms.count else { return nil }
        self.values = values
        self.synonyms = synonyms
    }

    /// The variants of `variants`, in order.
    init(_ variants: [ValueVariant]) {
        values = Int32Column(variants.map(\.value))
        synonyms = Int32Column(variants.map(\.synonym))
    }

    var startIndex: Int { 0 }
    var endIndex: Int { values.count }

    /// Variant `index`, which must be in `0..<count` (as an array's).
    subscript(index: Int) -> ValueVariant {
        ValueVariant(value: values[index], synonym: synonyms[index])
    }

    /// Reflected as its variants, as an array of them is.
    var customMirror: Mirror {
        Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
    }
}
