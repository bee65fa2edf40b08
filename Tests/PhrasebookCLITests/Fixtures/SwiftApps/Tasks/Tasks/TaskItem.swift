import AppIntents

struct TaskItem: AppEntity, Identifiable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Task"
    static var defaultQuery = TaskQuery()

    var id: UUID
    var title: String
    var dueDate: Date?

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: dueDate.map { "Due \($0.formatted(date: .abbreviated, time: .omitted))" })
    }
}
