/// Why a ``ConversationState`` cannot be used with a catalog: it was saved
/// with another catalog, or it refers to an app, phrase, shortcut, type or
/// value the catalog does not have (a stale or tampered state).
///
/// A
/// conversation never reads past the end of the catalog because of a state.
///
/// ```swift
/// do {
///     var conversation = try Conversation(catalog: catalog, restoring: saved)
///     print(conversation.respond("walking"))
/// } catch {
///     print(error)   // the state was saved with another catalog, or is out of range
/// }
/// ```
public enum ConversationStateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The state was saved with a catalog of another ``Catalog/fingerprint``
    /// (`nil` when the state records none).
    case catalogChanged(stateFingerprint: String?, catalogFingerprint: String)
    /// The state refers to something the catalog lacks, at `path` (a
    /// position in the state, such as `pending.candidates[0].app`).
    case outOfRange(path: String)

    /// What went wrong, and what to do about it.
    public var description: String {
        switch self {
        case .catalogChanged(let state, let catalog):
            "the conversation state was saved with catalog \(state ?? "(none)") but is used with catalog \(catalog); "
                + "start a new conversation"
        case .outOfRange(let path):
            "the conversation state refers to something the catalog lacks at \(path); start a new conversation"
        }
    }
}
