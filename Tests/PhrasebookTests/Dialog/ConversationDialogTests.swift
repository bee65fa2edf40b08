import Foundation
import Testing

@testable import Phrasebook

/// Scripted conversations over the four sample apps and small manifests:
/// an utterance, then an answer per prompt, checking every prompt whole and
/// the outcome whole.
///
/// The clock is fixed at Friday 20 November 2026, 14:30
/// in New York.
@Suite struct ConversationDialogTests {
    static let sessionOptions = [
        option("calming", "Calming", "10 min"), option("walking", "Walking", "15 min"),
        option("breathing", "Breathing", "5 min"),
        option("sleep", "Sleep", "20 min"), option("focus", "Focus", "10 min"),
        option("gratitude", "Gratitude", "8 min"),
        option("bodyScan", "Body Scan", "15 min"), option("morning", "Morning", "7 min"),
        option("lovingKindness", "Loving Kindness", "12 min"), option("stressRelief", "Stress Relief", "10 min"),
    ]
    static let soupOptions = [
        option("tomato", "Tomato", "$4.50"), option("clamChowder", "Clam Chowder", "$6.95"),
        option("chickenNoodle", "Chicken Noodle", "$5.25"), option("minestrone", "Minestrone", "$5.00"),
        option("misoSoup", "Miso Soup", "$3.75"), option("pho", "Pho", "$8.50"),
        option("gazpacho", "Gazpacho", "$5.50"),
        option("lentil", "Lentil", "$4.75"), option("frenchOnion", "French Onion", "$5.75"),
        option("butternutSquash", "Butternut Squash", "$5.25"),
    ]
    static let taskOptions = [
        option("buyMilk", "Buy milk", "Due Dec 1, 2026"), option("callMom", "Call Mom", "Due Dec 6, 2026"),
        option("payRent", "Pay rent", "Due Dec 1, 2026"), option("walkDog", "Walk the dog", "Due Nov 28, 2026"),
        option("waterPlants", "Water the plants", "Due Nov 30, 2026"),
        option("bookDentist", "Book dentist appointment", "Due Dec 15, 2026"),
        option("submitExpenses", "Submit expense report", "Due Dec 4, 2026"),
        option("renewPassport", "Renew passport", "Due Jan 15, 2027"),
        option("groceryShopping", "Go grocery shopping", "Due Nov 29, 2026"),
        option("fileTaxes", "File taxes", "Due Apr 15, 2027"),
    ]
    static let orderTypeOptions = [option("pickup", "Pickup"), option("delivery", "Delivery")]
    static let outsiderOptions = [
        option("outsiderKing", "The Outsider", "Stephen King"), option("outsiderCamus", "The Outsider", "Albert Camus"),
    ]
    static let toppingOptions = [
        option("croutons", "Croutons", "$0.50"), option("cheese", "Cheese", "$0.75"), option("redPepper", "Red Pepper"),
        option("basil", "Basil"),
    ]
    static let sessionPrompt = Prompt(
        kind: .value, parameter: "session", text: "Which session would you like to start?", options: sessionOptions)
    static let quantityPrompt = Prompt(kind: .value, parameter: "quantity", text: "How many would you like?")
    static let orderTypePrompt = Prompt(
        kind: .value, parameter: "orderType", text: "Pickup or delivery?", options: orderTypeOptions)
    static let cancelled = "Cancelled."
    static let gaveUp = "Sorry, I still couldn't understand the answer, so I stopped. Try the request again."

    /// How a date is shown in dialogs here.
    private func shown(_ date: Date) -> String {
        DialogRenderer(timeZone: newYork, locale: "en").display(.date(date))
    }

    private func notUnderstood(_ prompt: Prompt, _ answer: String) -> Prompt {
        var again = prompt
        again.notice = "Sorry, I didn't understand \"\(answer)\"."
        return again
    }

    // MARK: Choices: Meditation

    @Test(arguments: [
        ("2", "walking", "Walking"), ("number 2", "walking", "Walking"), ("the second one", "walking", "Walking"),
        ("second", "walking", "Walking"), ("last", "stressRelief", "Stress Relief"), ("one", "calming", "Calming"),
        ("Body Scan", "bodyScan", "Body Scan"), ("wind down", "sleep", "Sleep"), ("Calmng", "calming", "Calming"),
        ("the breathing one please", "breathing", "Breathing"),
    ])
    func aSessionIsChosenByNumberOrdinalTitleSynonymOrSpelling(answer: String, id: String, title: String) throws {
        var conversation = dialogConversation()
        #expect(try requirePrompt(conversation.say("Start a Meditation session")) == Self.sessionPrompt)
        #expect(conversation.state.awaiting == Self.sessionPrompt)
        let outcome = try requireOutcome(conversation.answer(answer))
        #expect(
            outcome.untraced
                == Outcome(
                    status: .resolved,
                    invocation: Invocation(
                        app: "Meditation", intent: "StartMeditationIntent", locale: "en",
                        parameters: [ParameterAssignment(name: "session", value: entity(id, title))]),
                    phrase: "Start a ${applicationName} session", dialog: "Starting \(title).", score: 1.0,
                    summary: "Start \(title)"))
        #expect(conversation.state == ConversationState())
    }

    @Test func aTypeWithMoreThanTenValuesListsTenAndCountsTheRest() throws {
        var conversation = dialogConversation(try DialogFixtures.twelveSessions())
        let listed = (0..<10).map { option("s\($0)", "Session \($0)") }
        let prompt = try requirePrompt(conversation.say("Start a Meditation session"))
        #expect(
            prompt
                == Prompt(
                    kind: .value, parameter: "session", text: "Which session would you like to start?", options: listed,
                    moreOptions: 2,
                    moreOptionsNote: "…and 2 more"))
        // Numbers count in the list as shown; a value left off is still picked by name.
        #expect(try requirePrompt(conversation.answer("11")) == notUnderstood(prompt, "11"))
        let named = try requireOutcome(conversation.answer("Session 11"))
        #expect(named.invocation?["session"] == entity("s11", "Session 11"))
        #expect(named.dialog == "Starting Session 11.")

        _ = try requirePrompt(conversation.say("Start a Meditation session"))
        #expect(try requireOutcome(conversation.answer("last")).invocation?["session"] == entity("s9", "Session 9"))
    }

    // MARK: Soup Chef: numbers, validation, choices, confirmation, summaries

    @Test func anOrderIsAskedForItsQuantityAndTypeThenConfirmed() throws {
        var conversation = dialogConversation()
        #expect(try requirePrompt(conversation.say("Order Tomato from Soup Chef")) == Self.quantityPrompt)
        var outOfRange = Self.quantityPrompt
        outOfRange.notice = "You can order between 1 and 10 soups."
        #expect(try requirePrompt(conversation.answer("40")) == outOfRange)
        #expect(try requirePrompt(conversation.answer("two")) == Self.orderTypePrompt)
        #expect(
            try requirePrompt(conversation.answer("delivery"))
                == Prompt(kind: .confirmation, text: "Order 2 Tomato for Delivery?"))
        let outcome = try requireOutcome(conversation.answer("yes"))
        #expect(
            outcome.untraced
                == Outcome(
                    status: .resolved,
                    invocation: Invocation(
                        app: "Soup Chef", intent: "OrderSoupIntent", locale: "en",
                        parameters: [
                            ParameterAssignment(name: "soup", value: entity("tomato", "Tomato")),
                            ParameterAssignment(name: "quantity", value: .integer(2)),
                            ParameterAssignment(name: "orderType", value: entity("delivery", "Delivery")),
                        ]),
                    phrase: "Order ${soup} from ${applicationName}", dialog: "Your Tomato order is on its way.",
                    score: 1.0,
                    summary: "Order 2 Tomato with Toppings for delivery"))
        #expect(outcome.invocation?["toppings"] == nil)
    }

    @Test func noToTheOrdersConfirmationCancelsIt() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
        _ = try requirePrompt(conversation.answer("2"))
        #expect(
            try requirePrompt(conversation.answer("Delivery"))
                == Prompt(kind: .confirmation, text: "Order 2 Tomato for Delivery?"))
        let outcome = try requireOutcome(conversation.answer("no"))
        #expect(
            outcome.untraced
                == Outcome(
                    status: .cancelled, phrase: "Order ${soup} from ${applicationName}", score: 1.0,
                    message: Self.cancelled))
        #expect(outcome.invocation == nil && outcome.dialog == nil && outcome.summary == nil)
    }

    @Test func aNoOrALaterWhereAValueIsAskedRefusesTheRequest() throws {
        for answer in ["not now", "nah, later", "maybe another time", "no"] {
            var conversation = dialogConversation()
            _ = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
            let outcome = try requireOutcome(conversation.answer(answer))
            #expect(
                outcome.untraced
                    == Outcome(
                        status: .cancelled, phrase: "Order ${soup} from ${applicationName}", score: 1.0,
                        message: Self.cancelled), "\(answer)")
        }
        // A word the question does not know is still asked again.
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
        #expect(try requirePrompt(conversation.answer("purple")).notice != nil)
    }

    @Test func theUsualIsForPickupAndItsSummarySaysSo() throws {
        var conversation = dialogConversation()
        #expect(try requirePrompt(conversation.say("Get my usual from SoupChef")) == Self.quantityPrompt)
        #expect(
            try requirePrompt(conversation.answer("3"))
                == Prompt(kind: .confirmation, text: "Order 3 Tomato for Pickup?"))
        let outcome = try requireOutcome(conversation.answer("yeah"))
        #expect(outcome.status == .resolved)
        #expect(outcome.phrase == "Get my usual from ${applicationName}")
        #expect(outcome.invocation?.parameters.map(\.name) == ["soup", "quantity", "orderType"])
        #expect(outcome.invocation?["orderType"] == entity("pickup", "Pickup"))
        #expect(outcome.summary == "Order 3 Tomato with Toppings for pickup")
        #expect(outcome.dialog == "Your Tomato order is on its way.")
    }

    @Test func everyMissingValueIsAskedInTurn() throws {
        var conversation = dialogConversation()
        #expect(
            try requirePrompt(conversation.say("Order soup from Soup Chef"))
                == Prompt(
                    kind: .value, parameter: "soup", text: "Which soup would you like?", options: Self.soupOptions))
        #expect(try requirePrompt(conversation.answer("the second one")) == Self.quantityPrompt)
        #expect(try requirePrompt(conversation.answer("ten")) == Self.orderTypePrompt)
        #expect(
            try requirePrompt(conversation.answer("collect"))
                == Prompt(kind: .confirmation, text: "Order 10 Clam Chowder for Pickup?"))
        let outcome = try requireOutcome(conversation.answer("sure"))
        #expect(
            outcome.invocation?.parameters == [
                ParameterAssignment(name: "soup", value: entity("clamChowder", "Clam Chowder")),
                ParameterAssignment(name: "quantity", value: .integer(10)),
                ParameterAssignment(name: "orderType", value: entity("pickup", "Pickup")),
            ])
        #expect(outcome.phrase == "Order soup from ${applicationName}")
        #expect(outcome.dialog == "Your Clam Chowder order is on its way.")
        #expect(outcome.summary == "Order 10 Clam Chowder with Toppings for pickup")
    }

    @Test(arguments: [("3", 3), ("three", 3), ("one", 1), ("ten", 10), ("4 please", 4), ("  7 ", 7)])
    func aQuantityIsReadFromDigitsOrWords(answer: String, quantity: Int) throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
        #expect(try requirePrompt(conversation.answer(answer)) == Self.orderTypePrompt)
        #expect(conversation.pending?.values["quantity"] == .integer(quantity))
    }

    @Test func aQuantityOutOfRangeSaysWhyAndAsksAgain() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
        var outOfRange = Self.quantityPrompt
        outOfRange.notice = "You can order between 1 and 10 soups."
        // "twenty one" is read as 21: the range is the problem, not the words.
        #expect(try requirePrompt(conversation.answer("twenty one")) == outOfRange)
        #expect(conversation.pending?.values["quantity"] == nil)
        #expect(try requirePrompt(conversation.answer("0")) == outOfRange)
        #expect(try requirePrompt(conversation.answer("three")) == Self.orderTypePrompt)
        #expect(conversation.pending?.values["quantity"] == .integer(3))
    }

    @Test func aRangeWithoutAMessageSaysTheRange() throws {
        var fixture = ManifestFixture()
        fixture.intents = """
            { "StartIntent": { "title": "Start", "parameters": [
                { "name": "minutes", "title": "Minutes", "type": "Int", "prompt": "For how long?", "validation": { "min": 5, "max": 60 } },
                { "name": "breaths", "title": "Breaths", "type": "Int", "prompt": "How many breaths?", "validation": { "min": 3 } },
                { "name": "level", "title": "Level", "type": "Double", "prompt": "Which level?", "validation": { "max": 2.5 } } ],
                "result": "${minutes} minutes, ${breaths} breaths, level ${level}." },
              "PauseIntent": { "title": "Pause" } }
            """
        fixture.shortcuts = [
            ManifestFixture.shortcut("StartIntent", ["Start a ${applicationName} session"]),
            ManifestFixture.shortcut("PauseIntent", ["Pause ${applicationName}"]),
        ]
        var conversation = dialogConversation(try fixture.compile())
        let minutes = Prompt(kind: .value, parameter: "minutes", text: "For how long?")
        #expect(try requirePrompt(conversation.say("Start a Meditation session")) == minutes)
        #expect(try requirePrompt(conversation.answer("90")).notice == "Please choose a number from 5 to 60.")
        #expect(
            try requirePrompt(conversation.answer("twenty"))
                == Prompt(kind: .value, parameter: "breaths", text: "How many breaths?"))
        #expect(try requirePrompt(conversation.answer("2")).notice == "Please choose a number of at least 3.")
        #expect(
            try requirePrompt(conversation.answer("5"))
                == Prompt(kind: .value, parameter: "level", text: "Which level?"))
        #expect(try requirePrompt(conversation.answer("3.5")).notice == "Please choose a number of at most 2.5.")
        let outcome = try requireOutcome(conversation.answer("1.5"))
        #expect(outcome.invocation?.parameters.map(\.value) == [.integer(20), .integer(5), .number(1.5)])
        #expect(outcome.dialog == "20 minutes, 5 breaths, level 1.5.")
    }

    // MARK: Yes or no

    @Test(arguments: [
        ("yes", true), ("yeah", true), ("Yes please", true), ("no", false), ("nope", false), ("No thanks.", false),
    ])
    func aRequiredBoolIsAnsweredYesOrNo(answer: String, guided: Bool) throws {
        var conversation = dialogConversation(try DialogFixtures.guidedSessions())
        #expect(
            try requirePrompt(conversation.say("Start Calming in Meditation"))
                == Prompt(
                    kind: .value, parameter: "guided", text: "Should it be guided?"))
        let outcome = try requireOutcome(conversation.answer(answer))
        #expect(
            outcome.untraced
                == Outcome(
                    status: .resolved,
                    invocation: Invocation(
                        app: "Meditation", intent: "StartIntent", locale: "en",
                        parameters: [
                            ParameterAssignment(name: "session", value: entity("calming", "Calming")),
                            ParameterAssignment(name: "guided", value: .bool(guided)),
                        ]),
                    phrase: "Start ${session} in ${applicationName}",
                    dialog: "Starting Calming, guided: \(guided ? "yes" : "no").",
                    score: 1.0, summary: guided ? "Start a guided Calming session" : "Start Calming on your own"))
    }

    // MARK: Dates

    @Test(arguments: [
        ("tomorrow at 3pm", "2026-11-21T15:00:00-05:00"), ("next Monday", "2026-11-23T00:00:00-05:00"),
        ("in 2 hours", "2026-11-20T16:30:00-05:00"), ("Dec 1", "2026-12-01T00:00:00-05:00"),
        ("2026-12-01 15:00", "2026-12-01T15:00:00-05:00"), ("next weekend", "2026-11-28T00:00:00-05:00"),
        ("the end of the month", "2026-11-30T00:00:00-05:00"), ("beginning of next month", "2026-12-01T00:00:00-05:00"),
        ("half past 3", "2026-11-20T15:30:00-05:00"),
    ])
    func aDateIsReadFromTheAnswerAndShownReadably(answer: String, expected: String) throws {
        var conversation = dialogConversation()
        #expect(
            try requirePrompt(conversation.say("Set a Meditation reminder"))
                == Prompt(
                    kind: .value, parameter: "time", text: "When should I remind you?"))
        let time = moment(expected)
        let outcome = try requireOutcome(conversation.answer(answer))
        #expect(
            outcome.untraced
                == Outcome(
                    status: .resolved,
                    invocation: Invocation(
                        app: "Meditation", intent: "SetMeditationReminderIntent", locale: "en",
                        parameters: [ParameterAssignment(name: "time", value: .date(time))]),
                    phrase: "Set a ${applicationName} reminder", dialog: "I'll remind you at \(shown(time)).",
                    score: 1.0,
                    summary: "Remind me to meditate at \(shown(time))"))
    }

    @Test func datesReadAsPeopleWriteThem() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Set a Meditation reminder"))
        #expect(try requireOutcome(conversation.answer("Dec 1")).dialog == "I'll remind you at Dec 1, 2026.")
        _ = try requirePrompt(conversation.say("Set a Meditation reminder"))
        let dialog = try #require(try requireOutcome(conversation.answer("tomorrow at 3pm")).dialog)
        #expect(dialog.hasPrefix("I'll remind you at Nov 21, 2026"))
        #expect(dialog.contains("3:00") && dialog.contains("PM"))
        #expect(!dialog.contains("20:00"), "shown in New York, not UTC")
    }

    @Test func aTaskIsCreatedWithItsTitleAsTypedAndADueDateInTheFuture() throws {
        var conversation = dialogConversation()
        #expect(
            try requirePrompt(conversation.say("Create a task in Tasks"))
                == Prompt(
                    kind: .value, parameter: "title", text: "What's the title of the task?"))
        let dueDate = Prompt(kind: .value, parameter: "dueDate", text: "When is it due?")
        #expect(try requirePrompt(conversation.answer("  Call Dr. O'Brien re: taxes!  ")) == dueDate)
        var inThePast = dueDate
        inThePast.notice = "The due date must be in the future."
        #expect(try requirePrompt(conversation.answer("yesterday at 3pm")) == inThePast)
        #expect(try requirePrompt(conversation.answer("now")) == inThePast)
        let due = moment("2026-11-21T09:00:00-05:00")
        let outcome = try requireOutcome(conversation.answer("tomorrow at 9am"))
        #expect(
            outcome.untraced
                == Outcome(
                    status: .resolved,
                    invocation: Invocation(
                        app: "Tasks", intent: "CreateTaskIntent", locale: "en",
                        parameters: [
                            ParameterAssignment(name: "title", value: .string("Call Dr. O'Brien re: taxes!")),
                            ParameterAssignment(name: "dueDate", value: .date(due)),
                        ]),
                    phrase: "Create a task in ${applicationName}", dialog: "Created Call Dr. O'Brien re: taxes!.",
                    score: 1.0,
                    summary: "Create Call Dr. O'Brien re: taxes! due \(shown(due))"))
        #expect(outcome.summary?.hasPrefix("Create Call Dr. O'Brien re: taxes! due Nov 21, 2026") == true)
        #expect(outcome.summary?.contains("9:00") == true)
    }

    // MARK: Strings

    @Test func aBookIsAddedByTitleWithThePlaceholderForTheAuthorNotGiven() throws {
        var conversation = dialogConversation()
        #expect(
            try requirePrompt(conversation.say("Add a book to Library"))
                == Prompt(
                    kind: .value, parameter: "title", text: "What's the title of the book?"))
        let outcome = try requireOutcome(conversation.answer(" The Left Hand of Darkness "))
        #expect(
            outcome.untraced
                == Outcome(
                    status: .resolved,
                    invocation: Invocation(
                        app: "Library", intent: "AddBookIntent", locale: "en",
                        parameters: [ParameterAssignment(name: "title", value: .string("The Left Hand of Darkness"))]),
                    phrase: "Add a book to ${applicationName}",
                    dialog: "Added The Left Hand of Darkness to your library.", score: 1.0,
                    summary: "Add The Left Hand of Darkness by Author Name"))
    }

    // MARK: Lists

    @Test func aListAnswerFillsAnArray() throws {
        var conversation = dialogConversation(try DialogFixtures.soupBar())
        #expect(
            try requirePrompt(conversation.say("Add toppings in Soup Bar"))
                == Prompt(
                    kind: .value, parameter: "toppings", text: "Which toppings would you like?",
                    options: Self.toppingOptions))
        let outcome = try requireOutcome(conversation.answer("croutons, cheese and red pepper"))
        #expect(
            outcome.untraced
                == Outcome(
                    status: .resolved,
                    invocation: Invocation(
                        app: "Soup Bar", intent: "AddToppingsIntent", locale: "en",
                        parameters: [
                            ParameterAssignment(
                                name: "toppings",
                                value: .list([
                                    entity("croutons", "Croutons"), entity("cheese", "Cheese"),
                                    entity("redPepper", "Red Pepper"),
                                ]))
                        ]),
                    phrase: "Add toppings in ${applicationName}", dialog: "Adding Croutons, Cheese and Red Pepper.",
                    score: 1.0,
                    summary: "Add Croutons, Cheese and Red Pepper"))
    }

    @Test(arguments: [
        ("basil", ["basil"]), ("2", ["cheese"]), ("Chili Flakes & the first one", ["redPepper", "croutons"]),
        ("Crouton plus Basil", ["croutons", "basil"]), ("Cheese with basl", ["cheese", "basil"]),
        ("croutons and marshmallows", nil),
    ])
    func eachItemOfAListIsAChoice(answer: String, ids: [String]?) throws {
        var conversation = dialogConversation(try DialogFixtures.soupBar())
        let prompt = try requirePrompt(conversation.say("Add toppings in Soup Bar"))
        let turn = conversation.answer(answer)
        guard let ids else {
            #expect(try requirePrompt(turn) == notUnderstood(prompt, answer))
            return
        }
        let toppings = try requireOutcome(turn).invocation?["toppings"]
        #expect(
            toppings.map { value -> [String] in
                guard case .list(let items) = value else { return [] }
                return items.compactMap(\.id)
            } == ids)
    }

    @Test func aListOfStringsKeepsEachItemAsTyped() throws {
        var conversation = dialogConversation(try DialogFixtures.soupBar())
        #expect(
            try requirePrompt(conversation.say("Make a shopping list in Soup Bar"))
                == Prompt(
                    kind: .value, parameter: "items", text: "What should I buy?"))
        let outcome = try requireOutcome(conversation.answer("Oat Milk, Eggs AND Dr. Pepper"))
        #expect(outcome.invocation?["items"] == .list([.string("Oat Milk"), .string("Eggs"), .string("Dr. Pepper")]))
        #expect(outcome.dialog == "Buying Oat Milk, Eggs and Dr. Pepper.")
    }

    // MARK: Disambiguation

    @Test(arguments: [
        ("2", "outsiderCamus"), ("Stephen King", "outsiderKing"), ("the second one", "outsiderCamus"),
        ("first", "outsiderKing"),
        ("The Stranger", "outsiderCamus"), ("albert camus", "outsiderCamus"), ("the Stephen King one", "outsiderKing"),
    ])
    func twoBooksWithOneTitleAskWhichOne(answer: String, id: String) throws {
        var conversation = dialogConversation()
        let prompt = try requirePrompt(conversation.say("Open The Outsider in Library"))
        #expect(
            prompt
                == Prompt(
                    kind: .disambiguation, parameter: "book", text: "Which book did you mean?",
                    options: Self.outsiderOptions))
        let outcome = try requireOutcome(conversation.answer(answer))
        #expect(
            outcome.untraced
                == Outcome(
                    status: .resolved,
                    invocation: Invocation(
                        app: "Library", intent: "OpenBookIntent", locale: "en",
                        parameters: [ParameterAssignment(name: "book", value: entity(id, "The Outsider"))]),
                    phrase: "Open ${book} in ${applicationName}", dialog: "Opening The Outsider.", score: 1.0,
                    summary: "Open The Outsider"))
    }

    @Test func anAnswerThatStillFitsBothIsAskedAgain() throws {
        var conversation = dialogConversation()
        let prompt = try requirePrompt(conversation.say("Open The Outsider in Library"))
        #expect(try requirePrompt(conversation.answer("The Outsider")) == notUnderstood(prompt, "The Outsider"))
        #expect(try requirePrompt(conversation.answer("Dune")) == notUnderstood(prompt, "Dune"))
        #expect(try requireOutcome(conversation.answer("Camus")).status == .resolved)
    }

    @Test func aValueAnswerThatFitsTwoEntitiesAsksWhichOne() throws {
        var conversation = dialogConversation(try DialogFixtures.outsiders())
        #expect(
            try requirePrompt(conversation.say("Open a book in Library"))
                == Prompt(
                    kind: .value, parameter: "book", text: "Which book would you like to open?",
                    options: Self.outsiderOptions + [option("dune", "Dune", "Frank Herbert")]))
        let which = try requirePrompt(conversation.answer("the outsider"))
        #expect(
            which
                == Prompt(
                    kind: .disambiguation, parameter: "book", text: "Which book did you mean?",
                    options: Self.outsiderOptions))
        #expect(conversation.pending?.ambiguous["book"] == [0, 1])
        let outcome = try requireOutcome(conversation.answer("Albert Camus"))
        #expect(
            outcome.untraced
                == Outcome(
                    status: .resolved,
                    invocation: Invocation(
                        app: "Library", intent: "OpenBookIntent", locale: "en",
                        parameters: [ParameterAssignment(name: "book", value: entity("outsiderCamus", "The Outsider"))]),
                    phrase: "Open a book in ${applicationName}", dialog: "Opening The Outsider.", score: 1.0,
                    summary: "Open The Outsider"))
    }

    @Test func anAnswerThatNarrowsTheChoicesAsksAmongTheRest() throws {
        var fixture = ManifestFixture()
        fixture.types = """
            { "Session": { "kind": "entity", "title": "Session", "entities": [
                { "id": "a", "title": "Twin", "subtitle": "Morning" }, { "id": "b", "title": "Twin", "subtitle": "Evening" },
                { "id": "c", "title": "Twin", "subtitle": "Evening" } ] } }
            """
        var conversation = dialogConversation(try fixture.compile())
        let all = [option("a", "Twin", "Morning"), option("b", "Twin", "Evening"), option("c", "Twin", "Evening")]
        #expect(
            try requirePrompt(conversation.say("Start twin in Meditation"))
                == Prompt(
                    kind: .disambiguation, parameter: "session", text: "Which session did you mean?", options: all))
        #expect(
            try requirePrompt(conversation.answer("evening"))
                == Prompt(
                    kind: .disambiguation, parameter: "session", text: "Which session did you mean?",
                    options: Array(all.dropFirst())))
        #expect(try requireOutcome(conversation.answer("2")).invocation?["session"] == entity("c", "Twin"))
    }

    // MARK: Actions

    @Test(arguments: [
        ("2", "StartIntent"), ("Start", "StartIntent"), ("the second one", "StartIntent"), ("1", "PauseIntent"),
        ("pause", "PauseIntent"), ("last", "StartIntent"),
    ])
    func collidingShortcutsAskWhichActionAndTheAnswerPicksIt(answer: String, intent: String) throws {
        var conversation = dialogConversation(try DialogFixtures.collidingShortcuts())
        #expect(
            try requirePrompt(conversation.say("Start calming in Meditation"))
                == Prompt(
                    kind: .action, text: "Which would you like to do?",
                    options: [
                        option("Meditation/PauseIntent", "Pause", "Meditation"),
                        option("Meditation/StartIntent", "Start", "Meditation"),
                    ]))
        let outcome = try requireOutcome(conversation.answer(answer))
        if intent == "StartIntent" {
            #expect(
                outcome.untraced
                    == Outcome(
                        status: .resolved,
                        invocation: Invocation(
                            app: "Meditation", intent: "StartIntent", locale: "en",
                            parameters: [ParameterAssignment(name: "session", value: entity("calming", "Calming"))]),
                        phrase: "Start ${session} in ${applicationName}", dialog: "Starting Calming.", score: 1.0))
        } else {
            #expect(
                outcome.untraced
                    == Outcome(
                        status: .resolved,
                        invocation: Invocation(app: "Meditation", intent: "PauseIntent", locale: "en", parameters: []),
                        phrase: "Start calming in ${applicationName}", dialog: "Paused.", score: 1.0))
        }
    }

    @Test func anActionThatNeedsAValueAsksForItNext() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[1] = ManifestFixture.shortcut(
            "PauseIntent", ["Pause ${applicationName}", "Start a ${applicationName} session"], shortTitle: "Pause")
        var conversation = dialogConversation(try fixture.compile())
        #expect(try requirePrompt(conversation.say("Start a Meditation session")).kind == .action)
        #expect(
            try requirePrompt(conversation.answer("start"))
                == Prompt(
                    kind: .value, parameter: "session", text: "Which session would you like to start?",
                    options: [option("calming", "Calming", "10 min"), option("walking", "Walking", "15 min")]))
        #expect(conversation.pending?.candidates.map(\.intent) == ["StartIntent"])
        #expect(try requireOutcome(conversation.answer("walk")).dialog == "Starting Walking.")
    }

    // MARK: Confirmation

    @Test(arguments: ["no", "nope", "No thanks", "not now"])
    func noToTheConfirmationCancels(answer: String) throws {
        var conversation = dialogConversation()
        #expect(
            try requirePrompt(conversation.say("Delete Buy milk in Tasks"))
                == Prompt(kind: .confirmation, text: "Delete Buy milk?"))
        let outcome = try requireOutcome(conversation.answer(answer))
        #expect(
            outcome.untraced
                == Outcome(
                    status: .cancelled, phrase: "Delete ${task} in ${applicationName}", score: 1.0,
                    message: Self.cancelled))
        #expect(conversation.state == ConversationState())
    }

    @Test func aTaskAskedForIsConfirmedBeforeItIsDeleted() throws {
        var conversation = dialogConversation()
        #expect(
            try requirePrompt(conversation.say("Delete a task in Tasks"))
                == Prompt(
                    kind: .value, parameter: "task", text: "Which task would you like to delete?",
                    options: Self.taskOptions))
        #expect(try requirePrompt(conversation.answer("Rent")) == Prompt(kind: .confirmation, text: "Delete Pay rent?"))
        let confirm = Prompt(kind: .confirmation, text: "Delete Pay rent?")
        #expect(try requirePrompt(conversation.answer("maybe")) == notUnderstood(confirm, "maybe"))
        let outcome = try requireOutcome(conversation.answer("OK"))
        #expect(
            outcome.untraced
                == Outcome(
                    status: .resolved,
                    invocation: Invocation(
                        app: "Tasks", intent: "DeleteTaskIntent", locale: "en",
                        parameters: [ParameterAssignment(name: "task", value: entity("payRent", "Pay rent"))]),
                    phrase: "Delete a task in ${applicationName}", dialog: "Deleted Pay rent.", score: 1.0,
                    summary: "Delete Pay rent"))
    }

    // MARK: Cancelling and not understanding, at every kind of question

    /// One question of each kind, and each type a value prompt reads.
    enum Question: String, CaseIterable, Sendable {
        case entity, integer, boolean, date, list, disambiguation, confirmation, action

        /// A conversation asking the question, and the phrase that started it.
        func start() throws -> (conversation: Conversation, prompt: Prompt, phrase: String) {
            let (catalog, utterance, phrase): (Catalog, String, String) =
                switch self {
                case .entity: (sampleCatalog, "Start a Meditation session", "Start a ${applicationName} session")
                case .integer: (sampleCatalog, "Order Tomato from Soup Chef", "Order ${soup} from ${applicationName}")
                case .boolean:
                    (
                        try DialogFixtures.guidedSessions(), "Start Calming in Meditation",
                        "Start ${session} in ${applicationName}"
                    )
                case .date: (sampleCatalog, "Set a Meditation reminder", "Set a ${applicationName} reminder")
                case .list:
                    (try DialogFixtures.soupBar(), "Add toppings in Soup Bar", "Add toppings in ${applicationName}")
                case .disambiguation:
                    (sampleCatalog, "Open The Outsider in Library", "Open ${book} in ${applicationName}")
                case .confirmation: (sampleCatalog, "Delete Buy milk in Tasks", "Delete ${task} in ${applicationName}")
                case .action:
                    (
                        try DialogFixtures.collidingShortcuts(), "Start calming in Meditation",
                        "Start calming in ${applicationName}"
                    )
                }
            var conversation = dialogConversation(catalog)
            let prompt = try requirePrompt(conversation.say(utterance))
            return (conversation, prompt, phrase)
        }

        var kind: Prompt.Kind {
            switch self {
            case .entity, .integer, .boolean, .date, .list: .value
            case .disambiguation: .disambiguation
            case .confirmation: .confirmation
            case .action: .action
            }
        }

        /// Answers the question cannot read.
        var badAnswers: [String] {
            switch self {
            case .entity: ["xyzzy", "Pause Meditation", "  seventeenth  "]
            case .integer: ["lots", "a few", "two or three"]
            case .boolean: ["perhaps", "walking", "2"]
            case .date: ["whenever", "soon", "the 31st of February"]
            case .list: ["marshmallows", "cheese and marshmallows", "ham"]
            case .disambiguation: ["Dune", "The Outsider", "3"]
            case .confirmation: ["maybe", "purple", "what"]
            case .action: ["jump", "3", "both"]
            }
        }

        /// An answer the question reads.
        var goodAnswer: String {
            switch self {
            case .entity: "walking"
            case .integer: "2"
            case .boolean: "yes"
            case .date: "tomorrow at 3pm"
            case .list: "basil and cheese"
            case .disambiguation: "2"
            case .confirmation: "yes"
            case .action: "2"
            }
        }
    }

    @Test(arguments: Question.allCases, ["cancel", "never mind", "stop", "Never mind.", "forget it", "CANCEL"])
    func cancelWordsCancelAtAnyQuestion(question: Question, word: String) throws {
        let started = try question.start()
        var conversation = started.conversation
        #expect(started.prompt.kind == question.kind)
        let outcome = try requireOutcome(conversation.answer(word))
        #expect(
            outcome.untraced == Outcome(status: .cancelled, phrase: started.phrase, score: 1.0, message: Self.cancelled)
        )
        #expect(conversation.state == ConversationState())
    }

    @Test(arguments: Question.allCases)
    func anAnswerNotUnderstoodIsAskedAgainTwiceThenTheDialogFails(question: Question) throws {
        let started = try question.start()
        var conversation = started.conversation
        let answers = question.badAnswers
        for (attempt, answer) in answers.prefix(2).enumerated() {
            let again = try requirePrompt(conversation.answer(answer))
            #expect(again == notUnderstood(started.prompt, answer.trimmingCharacters(in: .whitespaces)))
            #expect(conversation.state.retries == attempt + 1)
        }
        let outcome = try requireOutcome(conversation.answer(answers[2]))
        #expect(outcome.untraced == Outcome(status: .failed, phrase: started.phrase, score: 1.0, message: Self.gaveUp))
        #expect(conversation.state == ConversationState())
    }

    @Test(arguments: Question.allCases)
    func aGoodAnswerAfterTwoFailuresGoesOn(question: Question) throws {
        let started = try question.start()
        var conversation = started.conversation
        let prompt = started.prompt
        for answer in question.badAnswers.prefix(2) {
            _ = try requirePrompt(conversation.answer(answer))
        }
        switch conversation.answer(question.goodAnswer) {
        case .outcome(let outcome):
            #expect(outcome.status == .resolved)
        case .prompt(let next):
            #expect(next.kind != prompt.kind || next.parameter != prompt.parameter)
            #expect(next.notice == nil)
            #expect(conversation.state.retries == 0)
        }
    }

    @Test func aNoticeIsPartOfThePromptsJSON() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
        let again = try requirePrompt(conversation.answer("lots"))
        #expect(
            again.json.serialized()
                == #"{"event":"prompt","kind":"value","parameter":"quantity","text":"How many would you like?","options":[],"notice":"Sorry, I didn't understand \"lots\"."}"#
        )
    }

    @Test func eachNewQuestionHasItsOwnTwoRetries() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
        _ = try requirePrompt(conversation.answer("lots"))
        _ = try requirePrompt(conversation.answer("heaps"))
        #expect(try requirePrompt(conversation.answer("2")) == Self.orderTypePrompt)
        #expect(conversation.state.retries == 0)
        #expect(try requirePrompt(conversation.answer("soon")) == notUnderstood(Self.orderTypePrompt, "soon"))
        #expect(try requirePrompt(conversation.answer("purple")) == notUnderstood(Self.orderTypePrompt, "purple"))
        #expect(
            try requirePrompt(conversation.answer("delivered"))
                == Prompt(kind: .confirmation, text: "Order 2 Tomato for Delivery?"))
        #expect(try requireOutcome(conversation.answer("yes")).status == .resolved)
    }

    // MARK: Summaries

    @Test func aSwitchSummaryFallsBackToItsDefault() throws {
        let withDefault = try DialogFixtures.summarized(
            #"{ "switch": "session", "cases": { "calming": "Relax with ${session}" }, "default": "Begin ${session}" }"#)
        var conversation = dialogConversation(withDefault)
        #expect(try requireOutcome(conversation.say("Start Calming in Meditation")).summary == "Relax with Calming")
        #expect(try requireOutcome(conversation.say("Start Walking in Meditation")).summary == "Begin Walking")

        let withoutDefault = try DialogFixtures.summarized(
            #"{ "switch": "session", "cases": { "calming": "Relax with ${session}" } }"#)
        conversation = dialogConversation(withoutDefault)
        let walking = try requireOutcome(conversation.say("Start Walking in Meditation"))
        #expect(walking.status == .resolved)
        #expect(walking.summary == nil)
    }

    @Test func aWhenSummaryPicksThenOrOtherwise() throws {
        let catalog = try DialogFixtures.summarized(
            #"{ "when": "session", "is": "walking", "then": "Walk mindfully", "otherwise": "Sit with ${session}" }"#)
        var conversation = dialogConversation(catalog)
        #expect(try requireOutcome(conversation.say("Start Walking in Meditation")).summary == "Walk mindfully")
        #expect(try requireOutcome(conversation.say("Start Calming in Meditation")).summary == "Sit with Calming")
        _ = try requirePrompt(conversation.say("Start a Meditation session"))
        #expect(try requireOutcome(conversation.answer("2")).summary == "Walk mindfully")

        let thenOnly = try DialogFixtures.summarized(
            #"{ "when": "session", "is": "walking", "then": "Walk mindfully" }"#)
        conversation = dialogConversation(thenOnly)
        #expect(try requireOutcome(conversation.say("Start Calming in Meditation")).summary == nil)
    }

    // MARK: Turns

    @Test func respondAnswersTheOpenQuestionOrStartsANewRequest() throws {
        var conversation = dialogConversation()
        #expect(try requirePrompt(conversation.respond("Start a Meditation session")) == Self.sessionPrompt)
        #expect(conversation.state.isAwaitingAnswer)
        // With a question open, a line is its answer, understood or not.
        #expect(try requirePrompt(conversation.respond("xyzzy")) == notUnderstood(Self.sessionPrompt, "xyzzy"))
        let started = try requireOutcome(conversation.respond("walking"))
        #expect(started.invocation?["session"] == entity("walking", "Walking"))
        #expect(!conversation.state.isAwaitingAnswer)
        // With none open, it starts a new request.
        let paused = try requireOutcome(conversation.respond("Pause Meditation"))
        #expect(
            paused.invocation
                == Invocation(app: "Meditation", intent: "PauseMeditationIntent", locale: "en", parameters: []))
        #expect(paused.dialog == "Paused your session.")
    }

    @Test func respondTakesARequestThatIsNoAnswerAsANewRequest() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
        _ = try requirePrompt(conversation.respond("lots"))
        #expect(conversation.state.retries == 1)
        let paused = try requireOutcome(conversation.respond("Pause Meditation"))
        #expect(paused.invocation?.intent == "PauseMeditationIntent")
        #expect(conversation.state == ConversationState())

        _ = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
        let question = try requireOutcome(conversation.respond("What can Tasks do?"))
        #expect(question.suggestions?.map(\.app) == Array(repeating: "Tasks", count: 4))

        // answer() keeps to the question: the same line is not understood.
        _ = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
        #expect(
            try requirePrompt(conversation.answer("Pause Meditation"))
                == notUnderstood(Self.quantityPrompt, "Pause Meditation"))
        // An answer the question understands stays an answer, even one that
        // breaks a rule.
        #expect(try requirePrompt(conversation.respond("40")).notice == "You can order between 1 and 10 soups.")
    }

    @Test func anAnswerWithNoQuestionOpenStartsARequest() throws {
        var conversation = dialogConversation()
        let outcome = try requireOutcome(conversation.answer("Start Focus in Meditation"))
        #expect(outcome.invocation?["session"] == entity("focus", "Focus"))
        #expect(outcome.dialog == "Starting Focus.")
    }

    @Test func endOfInputMidDialogNeedsAValue() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
        #expect(try requirePrompt(conversation.answer("2")) == Self.orderTypePrompt)
        let outcome = conversation.endOfInput()
        #expect(
            outcome.untraced
                == Outcome(
                    status: .needsValue, phrase: "Order ${soup} from ${applicationName}", score: 1.0,
                    message: "Input ended before the question was answered."))
        #expect(conversation.state == ConversationState())
        // The question is gone: the next line is a new request.
        #expect(
            try requireOutcome(conversation.respond("delivery"))
                == Outcome(status: .noMatch, message: "No phrase matches \"delivery\"."))
    }

    @Test func endOfInputAtAConfirmationNeedsAValue() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Delete Call Mom in Tasks"))
        #expect(
            conversation.endOfInput().untraced
                == Outcome(
                    status: .needsValue, phrase: "Delete ${task} in ${applicationName}", score: 1.0,
                    message: "Input ended before the question was answered."))
    }
}
