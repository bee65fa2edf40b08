extension AnswerWords {
    /// English.
    static let english = AnswerWords(
        yes: [
            "yes", "yeah", "yep", "yup", "y", "sure", "ok", "okay", "confirm", "correct", "of course", "do it",
            "yes please", "please do", "go ahead", "true", "right", "affirmative", "absolutely",
        ],
        no: [
            "no", "nope", "nah", "n", "no thanks", "no thank you", "don't", "do not", "false", "negative", "not now",
            // Putting it off: a no where a value is asked for.
            "later", "not right now", "not yet", "some other time", "another time", "i'll do it later",
            "let's do it later", "maybe another time", "i'll pass", "pass",
        ],
        cancel: [
            "cancel", "never mind", "nevermind", "stop", "forget it", "quit", "exit", "abort", "cancel that",
            "cancel it", "no cancel",
            "scrap that", "scrap it", "don't bother", "forget about it", "skip it", "drop it", "leave it", "no need",
            "changed my mind", "i changed my mind", "i've changed my mind", "stop that", "cancel this", "not anymore",
            "let's not", "don't do it", "stop it",
            "scratch that", "scratch it", "i don't want one", "i don't want it", "i don't want to", "i'm good",
            "i'm good thanks", "not today", "maybe later", "let's skip it", "don't worry about it",
        ],
        ordinals: [
            "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
            "fifth": 5, "5th": 5, "sixth": 6, "6th": 6, "seventh": 7, "7th": 7, "eighth": 8, "8th": 8,
            "ninth": 9, "9th": 9, "tenth": 10, "10th": 10, "last": -1, "latter": -1, "former": 1,
        ],
        fillers: [
            "the", "one", "please", "a", "an", "it's", "its", "i", "want", "would", "like", "choose", "pick",
            "take", "that", "this", "thanks", "thank", "you", "mean", "meant", "did",
        ],
        numberMarkers: ["number", "option", "no", "choice", "item"],
        listMarks: [",", ";"],
        listJoiners: [" and ", " & ", " plus ", " with "],
        hesitations: [
            "actually", "wait", "no wait", "hold on", "oh", "ah", "hmm", "um", "uh", "nah", "well", "sorry", "then",
            "just", "please", "oops", "on second thought", "ok", "okay", "it", "that", "the", "request", "whole thing",
        ])
}
