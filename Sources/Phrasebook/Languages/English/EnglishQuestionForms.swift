extension QuestionForms {
    /// English.
    static let english = QuestionForms(
        everything: [
            "what can i do here", "what can i do", "what can you do", "what can i say", "what can i say here",
            "what shortcuts are there", "what shortcuts do i have", "show me what i can do", "what can i ask",
        ],
        around: [
            "what can <app> do", "what does <app> do", "what shortcuts does <app> have",
            "what can i do with <app>", "what can i do in <app>", "what can i say to <app>", "what can i ask <app>",
            "what can i say in <app>", "what shortcuts does <app>",
        ])
}
