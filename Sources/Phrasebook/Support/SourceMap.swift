/// Where each JSON path of a manifest was written, so a rule that finds a
/// problem in the decoded model can point at the source. Paths are recorded
/// as byte offsets into the files read; line and column are worked out only
/// when a location is asked for (a diagnostic is printed), not for every
/// value read.
struct SourceMap: Sendable {
    /// One recorded place: which of ``files`` and the byte offset in it.
    private struct Place: Sendable {
        var file: Int32
        var offset: Int32
    }

    private var places: [String: Place] = [:]
    /// The files read, in order (an `app.json`, then any `entitiesFile`).
    private var files: [SourceFile] = []

    /// Whether ``record(_:offset:in:)`` records: off where locations are
    /// worked out again only when a problem needs one.
    var isRecording = true

    /// An empty map.
    init() {}

    /// Records that the value at `path` starts at byte `offset` of `file`.
    mutating func record(_ path: JSONPath, offset: Int, in file: SourceFile) {
        guard isRecording else { return }
        if files.last?.path != file.path { files.append(file) }
        places[path.description] = Place(file: Int32(files.count - 1), offset: Int32(clamping: offset))
    }

    /// The location of `path`, or of its nearest recorded ancestor.
    func location(of path: JSONPath) -> SourceLocation? {
        var candidate = path
        while true {
            if let place = places[candidate.description], files.indices.contains(Int(place.file)) {
                return files[Int(place.file)].location(ofOffset: Int(place.offset))
            }
            guard let parent = candidate.parent else { return nil }
            candidate = parent
        }
    }
}
