/// One way to consume an utterance token that a place's floor weighs: a
/// reading (needing its word's signature bits) or a skip (allowed at every
/// node, even one with no word below it).
struct FloorOption {
    var low: UInt64
    var high: UInt64
    var cost: Float
    var length: Int32
    /// A skip: allowed whatever the node's signature.
    var always: Bool
}
