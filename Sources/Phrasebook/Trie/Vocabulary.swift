/// Maps every normalized token the catalog knows to a dense integer id, so
/// the tries store and compare integers instead of strings.
public struct Vocabulary: Sendable {
    private var ids: [String: Int32] = [:]
    private var texts: [String] = []

    /// The id given to a token the catalog does not know.
    public static let unknown: Int32 = -1

    /// An empty vocabulary.
    public init() {}

    /// How many distinct tokens there are.
    public var count: Int { texts.count }

    /// The id of `token`, adding it when new.
    public mutating func intern(_ token: String) -> Int32 {
        if let id = ids[token] { return id }
        let id = Int32(texts.count)
        ids[token] = id
        texts.append(token)
        return id
    }

    /// The id of `token`, or ``unknown``.
    public func id(of token: String) -> Int32 {
        ids[token] ?? Self.unknown
    }

    /// The text of a known id.
    public func text(of id: Int32) -> String {
        id >= 0 && Int(id) < texts.count ? texts[Int(id)] : "?"
    }

    /// Approximate bytes held (keys, ids and the reverse table).
    public var byteCount: Int {
        texts.reduce(0) { $0 + $1.utf8.count } * 2 + texts.count * (16 + 4 + 16)
    }
}
