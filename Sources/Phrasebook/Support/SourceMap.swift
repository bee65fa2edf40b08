/// Records where JSON paths of a manifest were written, so validation can
/// point at `file:line:column` without holding the parsed JSON tree.
struct SourceMap: Sendable {
    private var locations: [String: SourceLocation] = [:]

    /// An empty map (for manifests built in memory).
    init() {}

    /// Records `location` for `path`.
    mutating func record(_ path: JSONPath, _ location: SourceLocation) {
        locations[path.description] = location
    }

    /// The location recorded for `path`, or for the nearest recorded ancestor.
    func location(of path: JSONPath) -> SourceLocation? {
        var candidate = path
        while true {
            if let location = locations[candidate.description] { return location }
            guard let parent = candidate.parent else { return nil }
            candidate = parent
        }
    }
}
