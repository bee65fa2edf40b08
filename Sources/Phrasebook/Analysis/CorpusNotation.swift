/// How corpus files and reports write an invocation's names.
enum CorpusNotation {
    /// `name`, in double quotes when it has a space (`"Soup Chef"`).
    static func quoted(_ name: String) -> String {
        name.contains(" ") ? "\"\(name)\"" : name
    }
}
