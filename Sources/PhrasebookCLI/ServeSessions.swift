import Foundation
import Phrasebook

/// The conversations `serve` holds by session id, with a limit on how many
/// and an idle expiry, so memory stays flat however many clients come.
struct ServeSessions {
    /// One session's conversation and when it was last used.
    private struct Entry {
        var conversation: Conversation
        var lastUsed: Date
    }

    /// The most sessions held at once; the least recently used one is
    /// dropped to make room.
    let limit: Int
    /// Sessions unused this long are dropped.
    let idleTimeout: TimeInterval
    private var entries: [String: Entry] = [:]

    /// A table of at most `limit` sessions, each dropped after
    /// `idleTimeout` seconds unused.
    init(limit: Int, idleTimeout: TimeInterval) {
        self.limit = max(1, limit)
        self.idleTimeout = idleTimeout
    }

    /// How many sessions are held.
    var count: Int { entries.count }

    /// The conversation of session `id`, or `nil` when there is none (it
    /// never began, ended, expired or was dropped).
    func conversation(_ id: String) -> Conversation? {
        entries[id]?.conversation
    }

    /// Stores `conversation` as session `id`, used at `now`; drops idle
    /// sessions first, then the least recently used one when full.
    mutating func store(_ conversation: Conversation, as id: String, at now: Date) {
        if entries[id] == nil {
            expire(at: now)
            if entries.count >= limit, let oldest = entries.min(by: { $0.value.lastUsed < $1.value.lastUsed })?.key {
                entries[oldest] = nil
            }
        }
        entries[id] = Entry(conversation: conversation, lastUsed: now)
    }

    /// Ends session `id`; whether there was one.
    @discardableResult
    mutating func end(_ id: String) -> Bool {
        entries.removeValue(forKey: id) != nil
    }

    /// Drops the sessions unused for longer than ``idleTimeout``.
    mutating func expire(at now: Date) {
        entries = entries.filter { now.timeIntervalSince($0.value.lastUsed) <= idleTimeout }
    }

    /// Moves every session to `catalog`, and says how many went on and how
    /// many started afresh.
    ///
    /// A session whose state still fits the catalog goes on where it was;
    /// one whose open question does not fit starts afresh.
    mutating func move(to catalog: Catalog) -> (kept: Int, reset: Int) {
        var kept = 0
        var reset = 0
        for (id, entry) in entries {
            let old = entry.conversation
            var moved: Conversation
            do {
                moved = try Conversation(
                    catalog: catalog, restoring: old.state, locale: old.locale, timeZone: old.timeZone, now: old.now)
                kept += 1
            } catch {
                moved = Conversation(catalog: catalog, locale: old.locale, timeZone: old.timeZone, now: old.now)
                reset += 1
            }
            moved.allowsFlexibleMatching = old.allowsFlexibleMatching
            entries[id]?.conversation = moved
        }
        return (kept, reset)
    }
}
