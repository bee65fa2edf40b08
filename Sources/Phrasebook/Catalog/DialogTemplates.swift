import Foundation

/// The dialog templates of a catalog (result dialogs, summaries, prompts,
/// confirmations, in every locale), each parsed into a ``Template`` the
/// first time a turn renders it and kept, so a turn renders without parsing.
/// One per catalog, shared by its copies and safe to use from several
/// threads at once: a parsed template never changes, and the table is read
/// and filled under a lock.
///
/// The texts are kept per intent (a slot per intent of each app): a turn
/// renders its intent's texts, a handful in each locale, so it finds its
/// text by comparing it with those few (the catalog's own strings, compared
/// by storage first) rather than hashing it.
final class DialogTemplates: @unchecked Sendable {
    /// A text and how it parsed: its template's segments, or `nil` when it
    /// is not a template (an unclosed `${`, an empty or malformed name),
    /// which is shown as written.
    private struct Entry {
        /// The text as the catalog holds it (translated).
        let text: String
        /// The template's segments, when the text parses.
        let segments: [Template.Segment]?
    }

    /// The most texts one slot keeps (an intent's result, summary, prompts
    /// and confirmation in each of its app's locales are far fewer); past
    /// this, a text is parsed on each use.
    static let slotCapacity = 256

    /// Per app: the slot of its first intent.
    private let firstSlot: [Int]
    /// How many slots there are (read without the lock: it never changes).
    private let slotCount: Int
    /// Per slot: the texts parsed so far. Guarded by `lock`; read and
    /// written only under it, so access is not checked again at run time.
    @exclusivity(unchecked) private var slots: [[Entry]]
    private let lock = NSLock()

    /// A table for a catalog whose apps have `intentCounts` intents each.
    init(intentCounts: [Int]) {
        var firstSlot: [Int] = []
        firstSlot.reserveCapacity(intentCounts.count)
        var total = 0
        for count in intentCounts {
            firstSlot.append(total)
            total += count
        }
        self.firstSlot = firstSlot
        slotCount = total
        slots = Array(repeating: [], count: total)
    }

    /// A table of one slot (number 0), for dialog rendered outside a
    /// catalog's intents.
    convenience init() {
        self.init(intentCounts: [1])
    }

    /// The slot of intent `intent` of app `app`; `nil` when the catalog has
    /// no such intent.
    func slot(app: Int, intent: Int) -> Int? {
        guard firstSlot.indices.contains(app), intent >= 0 else { return nil }
        let slot = firstSlot[app] + intent
        let end = app + 1 < firstSlot.count ? firstSlot[app + 1] : slotCount
        return slot < end ? slot : nil
    }

    /// The segments of `text` parsed as a template, kept in `slot` (parsed
    /// the first time); `nil` when it does not parse (the caller then shows
    /// it as written). A `slot` outside the table keeps nothing.
    func segments(of text: String, slot: Int?) -> [Template.Segment]? {
        guard let slot, slot >= 0 else { return Self.parse(text) }
        lock.lock()
        // Compared in place: iterating the entries copies each (a retain
        // and release of its text and segments).
        if slot < slots.count, let found = slots[slot].firstIndex(where: { $0.text == text }) {
            let segments = slots[slot][found].segments
            lock.unlock()
            return segments
        }
        lock.unlock()
        let segments = Self.parse(text)
        lock.lock()
        if slot < slots.count, slots[slot].count < Self.slotCapacity, !slots[slot].contains(where: { $0.text == text }) {
            slots[slot].append(Entry(text: text, segments: segments))
        }
        lock.unlock()
        return segments
    }

    /// `text`'s segments, `nil` when it is not a template.
    private static func parse(_ text: String) -> [Template.Segment]? {
        (try? Template(parsing: text))?.segments
    }

    /// How many texts slot `slot` keeps (for tests).
    func count(inSlot slot: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return slots.indices.contains(slot) ? slots[slot].count : 0
    }
}
