/// What a place's floor weighs of one utterance position's one-token ways
/// to consume its token (see ``FlexibleSearch/makeFloorOptions()``): the
/// cheapest one-token skip, which every node allows, and the readings of
/// one token that cost less, with their words' signature bits together, so
/// a node whose signature has none of them weighs the skip alone.
struct FloorPosition {
    /// The readings' bits together.
    var low: UInt64
    var high: UInt64
    /// The cheapest one-token skip's cost (`.infinity` for none).
    var skip: Float
    /// Where the readings end in ``FlexibleSearch/floorOptions``: they start
    /// at the position's ``FlexibleSearch/optionStart``, and the options of
    /// more tokens follow.
    var oneTokenEnd: Int32
}
