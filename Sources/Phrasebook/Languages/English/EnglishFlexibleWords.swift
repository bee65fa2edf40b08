extension FlexibleWords {
    /// English fillers, small words and the generic word for an app.
    static let english = FlexibleWords(
        actions: .english,
        fillers: [
            "please", "pls", "plz", "hey", "hi", "hello", "hey siri", "siri", "can you", "could you", "would you",
            "will you", "for me", "thanks", "thank you", "okay", "ok", "um", "uh", "just", "i want to",
            "i'd like to", "i would like to", "let's", "now", "right now", "kindly",
        ],
        smallWords: ["a", "an", "the", "my", "some", "to", "in", "on", "at", "of", "for", "with", "and", "from", "me"],
        interchangeable: [["in", "on", "at", "with", "using", "from"], ["a", "an", "the", "my"]],
        genericAppWords: ["app", "application"])
}
