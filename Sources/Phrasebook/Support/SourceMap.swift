/// Where each JSON path of a manifest was written, so a rule that finds a
/// problem in the decoded model can point at the source.
///
/// Paths are recorded
/// as byte offsets into the files read; line and column are worked out only
/// when a location is asked for (a diagnostic is printed), not for every
/// value read.
///
/// The long lists of a manifest — an enum's cases, an entity type's
/// entities — are not recorded value by value: only where each element
/// starts. Asked for a place inside element `k`, the map reads that element
/// again and has the reader that decoded it (its ``ElementLocator``) say
/// where each of its paths is, exactly as if they had been recorded.
struct SourceMap: Sendable {
    /// Records where the paths of the one element `element`, at `path` in
    /// `file`, were written, as the reader that decoded the list does.
    typealias ElementLocator = @Sendable (_ element: JSONNode, _ path: JSONPath, _ file: SourceFile) -> SourceMap

    /// One recorded place: which of ``files`` and the byte offset in it.
    private struct Place: Sendable {
        var file: Int32
        var offset: Int32
    }

    /// The elements of one list read from one file: element `first + k` of
    /// the list's path starts at `offsets[k]`.
    private struct ElementList: Sendable {
        var file: Int32
        var first: Int
        var offsets: [Int32]
        var locator: ElementLocator
    }

    private var places: [String: Place] = [:]
    /// The files read, in order (an `app.json`, then any `entitiesFile`).
    private var files: [SourceFile] = []
    /// Lists whose elements are located on demand, by the list's path; a
    /// path's lists in the order they were read (a later one wins).
    private var lists: [String: [ElementList]] = [:]

    /// Whether ``record(_:offset:in:)`` and ``recordElements(of:offsets:first:in:locator:)``
    /// record: off where locations are worked out again only when a problem
    /// needs one.
    var isRecording = true

    /// An empty map.
    init() {}

    /// Records that the value at `path` starts at byte `offset` of `file`.
    mutating func record(_ path: JSONPath, offset: Int, in file: SourceFile) {
        guard isRecording else { return }
        places[path.description] = Place(file: index(of: file), offset: Int32(clamping: offset))
    }

    /// Records that element `first + k` of the list at `path` starts at
    /// byte `offsets[k]` of `file`; `locator` says where the paths inside
    /// one element are when one is asked for.
    mutating func recordElements(
        of path: JSONPath, offsets: [Int32], first: Int, in file: SourceFile, locator: @escaping ElementLocator
    ) {
        guard isRecording, !offsets.isEmpty else { return }
        let list = ElementList(file: index(of: file), first: first, offsets: offsets, locator: locator)
        lists[path.description, default: []].append(list)
    }

    /// The index of `file` in ``files``, appending it when it is not the last one read.
    private mutating func index(of file: SourceFile) -> Int32 {
        if files.last?.path != file.path { files.append(file) }
        return Int32(files.count - 1)
    }

    /// The location of `path`, or of its nearest recorded ancestor.
    func location(of path: JSONPath) -> SourceLocation? {
        if !lists.isEmpty, let inside = elementLocation(of: path) { return inside }
        var candidate = path
        while true {
            if let place = places[candidate.description], files.indices.contains(Int(place.file)) {
                return files[Int(place.file)].location(ofOffset: Int(place.offset))
            }
            guard let parent = candidate.parent else { return nil }
            candidate = parent
        }
    }

    /// The location of `path` when it is inside an element of a list read
    /// on demand: the element is read again and its paths located; `nil`
    /// when `path` is in no such element or nothing in the element on its
    /// way is recorded (its ancestors outside the element answer then).
    private func elementLocation(of path: JSONPath) -> SourceLocation? {
        for (position, component) in path.components.enumerated() {
            guard case .index(let index) = component,
                let candidates = lists[JSONPath(components: Array(path.components[..<position])).description]
            else { continue }
            let elementPath = JSONPath(components: Array(path.components[...position]))
            var inside = SourceMap()
            for list in candidates where index >= list.first && index - list.first < list.offsets.count {
                guard files.indices.contains(Int(list.file)) else { continue }
                let file = files[Int(list.file)]
                guard let element = try? JSONParser.parse(file.bytes, valueAt: Int(list.offsets[index - list.first]))
                else { continue }
                inside.merge(list.locator(element, elementPath, file))
            }
            return inside.location(of: path)
        }
        return nil
    }

    /// Adds what `other` recorded; where both recorded a path, `other` wins.
    private mutating func merge(_ other: SourceMap) {
        let base = Int32(files.count)
        files += other.files
        for (path, place) in other.places {
            places[path] = Place(file: base + place.file, offset: place.offset)
        }
    }
}
