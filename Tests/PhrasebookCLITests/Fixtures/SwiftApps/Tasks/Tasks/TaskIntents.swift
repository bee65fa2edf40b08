import AppIntents

struct CreateTaskIntent: AppIntent {
    static var title: LocalizedStringResource = "Create Task"
    static var description = IntentDescription("Creates a task with a due date.")

    @Parameter(title: "Title", requestValueDialog: "What's the title of the task?")
    var title: String

    @Parameter(title: "Due Date", requestValueDialog: "When is it due?")
    var dueDate: Date

    static var parameterSummary: some ParameterSummary {
        Summary("Create \(\.$title) due \(\.$dueDate)")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if title.isEmpty {
            throw $title.needsValueError()
        }
        if dueDate < Date() {
            throw $dueDate.needsValueError("The due date must be in the future.")
        }
        try await TaskStore.shared.create(title: title, due: dueDate)
        return .result(dialog: "Created \(title).")
    }
}

struct ShowTaskIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Task"
    static var description = IntentDescription("Shows a task and its due date.")
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Task", requestValueDialog: "Which task would you like to see?")
    var task: TaskItem

    static var parameterSummary: some ParameterSummary { Summary("Show \(\.$task)") }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        Navigator.shared.show(task)
        return .result(dialog: "Here's \(task).")
    }
}

struct CompleteTaskIntent: AppIntent {
    static var title: LocalizedStringResource = "Complete Task"
    static var description = IntentDescription("Marks a task as done.")

    @Parameter(title: "Task", requestValueDialog: "Which task did you finish?")
    var task: TaskItem

    static var parameterSummary: some ParameterSummary { Summary("Mark \(\.$task) as done") }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await TaskStore.shared.complete(task)
        return .result(dialog: "Marked \(task) as done.")
    }
}

struct DeleteTaskIntent: AppIntent {
    static var title: LocalizedStringResource = "Delete Task"
    static var description = IntentDescription("Deletes a task.")

    @Parameter(title: "Task", requestValueDialog: "Which task would you like to delete?")
    var task: TaskItem

    static var parameterSummary: some ParameterSummary { Summary("Delete \(\.$task)") }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(actionName: .delete, dialog: "Delete \(task)?")
        try await TaskStore.shared.delete(task)
        return .result(dialog: "Deleted \(task).")
    }
}
