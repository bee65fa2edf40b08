/// Two shortcuts that say one utterance, as ``CollisionFinder`` found them:
/// the later phrase (where the collision is reported), the earlier phrase
/// that says the witness first, and the witness itself.
struct Collision {
    /// The later phrase's index in the compiled phrases.
    var phrase: Int
    /// The earlier phrase's index: it says the witness too, for another shortcut.
    var other: Int
    /// The utterance both say, as token ids.
    var witness: [Int32]
    /// The later phrase's slot choices that spell the witness out.
    var choices: [PhraseExpander.Choice]
    /// What the witness runs through the later phrase (classified results only).
    var meanings: Set<UtteranceMeaning> = []
    /// What the witness runs through the earlier phrase (classified results only).
    var otherMeanings: Set<UtteranceMeaning> = []

    /// Whether the two shortcuts run different invocations with the witness
    /// (classified results only; `false` otherwise).
    var invocationsDiffer: Bool { meanings != otherMeanings }

}
