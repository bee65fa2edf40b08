extension FlexibleWords {
    /// English fillers, small words and the generic word for an app.
    static let english = FlexibleWords(
        actions: .english,
        fillers: [
            "please", "pls", "plz", "hey", "hi", "hello", "hey siri", "siri", "can you", "could you", "would you",
            "will you", "for me", "thanks", "thank you", "okay", "ok", "um", "uh", "just", "i want to",
            "i'd like to", "i would like to", "let's", "now", "right now", "kindly",
            "so", "alright", "all right", "oh", "well", "actually", "honestly", "hmm", "yeah", "yo", "hey there",
            "hi there", "go ahead and", "real quick", "quickly", "right away", "thanks a lot", "thank you so much",
            "cheers", "can you please", "could you please", "would you please", "would you mind", "do me a favor and",
            "i need you to", "i wanna", "wanna", "maybe", "sorry", "excuse me", "good morning",
            "would you kindly", "would you be so kind as to", "can u", "could u", "lol", "haha",
            // Courtesy frames: openings and closings around a request.
            "i'd be grateful if you could", "i would be grateful if you could", "i was wondering if you could",
            "i was wondering if", "might i trouble you to", "may i", "may i please", "would it be possible to",
            "is it possible to", "do you think you could", "if you could", "if you can", "if that's ok",
            "if that's okay", "if you don't mind", "if it's not too much trouble", "if possible", "thanks so much",
            "thx", "ty", "much appreciated", "appreciate it", "when you get a chance", "please and thank you", "lemme",
            // Interjections said as a clause of their own.
            "ugh", "phew", "whew", "yay", "oops", "argh", "geez", "jeez", "oof", "ahh",
        ],
        smallWords: ["a", "an", "the", "my", "some", "to", "in", "on", "at", "of", "for", "with", "and", "from", "me"],
        interchangeable: [
            ["in", "on", "at", "with", "using", "from"], ["a", "an", "the", "my"], ["stats", "statistics", "progress"],
        ],
        genericAppWords: ["app", "application"],
        negations: [
            "not", "don't", "dont", "do not", "never", "no", "doesn't", "won't", "can't", "cannot", "shouldn't", "stop",
            "without", "instead", "except", "rather",
        ],
        wordEndings: ["ings", "ing", "als", "al", "ers", "er", "es", "s", "ed", "e"],
        clauseMarks: [
            "so", "then", "anyway", "anyways", "but", "and", "because", "since", "ok so", "okay so", "by the way",
        ],
        clauseJoiners: [
            "so", "and so", "because", "cause", "cuz", "since", "and then", "but", "anyway", "anyways", "by the way",
            "so that's why", "that's why",
        ],
        sampleChatter: [
            "I've only got a minute", "sorry to bother you", "it's been a long day",
            "I was just wondering",
        ],
        sampleLeftovers: ["finally", "gently", "simply"],
        valueMarks: [
            "for", "with", "at", "by", "as", "due", "on", "and", "plus", "extra", "topped", "add", "make it", "before",
            "around", "to be",
        ],
        textMarks: ["called", "named", "titled", "entitled", "that says", "saying", "to"],
        nameWords: ["name"], ownerMarks: ["by"], ownerEndings: ["'s"],
        pointingWords: ["that", "it", "this", "that one", "this one"])
}
