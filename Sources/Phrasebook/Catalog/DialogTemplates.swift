import Foundation

/// The dialog templates of a catalog (result dialogs, summaries, prompts,
/// confirmations, in every locale), each parsed into a ``Template`` once and
/// kept, so a turn renders without parsing.
///
/// One per catalog, shared by its
/// copies and safe to use from several threads at once: a parsed template
/// never changes.
///
/// Each intent's result dialog in its app's own locale is parsed when the
/// table is made (when it parses by its bytes alone, as most do) and read
/// without a lock: the text a request resolved at once (most requests)
/// renders. Any other text (a translation, a prompt, a summary) is parsed
/// the first time a turn renders it, in a table read and filled under a
/// lock: parsing every translation too would cost a one-shot `say` on a
/// catalog of many locales more than it saves.
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

    /// Per slot: its intent's result dialogs, parsed when the table was
    /// made.
    ///
    /// Never changes, so read without the lock.
    private let results: [[Entry]]
    /// Per app: the slot of its first intent.
    private let firstSlot: [Int]
    /// How many slots there are (read without the lock: it never changes).
    private let slotCount: Int
    /// Per slot: the texts parsed so far.
    ///
    /// Guarded by `lock`; read and
    /// written only under it, so access is not checked again at run time.
    @exclusivity(unchecked) private var slots: [[Entry]]
    private let lock = NSLock()

    /// A table for a catalog whose apps have `intentCounts` intents each,
    /// with `results[slot]` (when given) the texts of the result dialogs
    /// of the intent of that slot, each parsed now when it parses by its
    /// bytes alone (``Template/plainASCIISegments(of:)``, as most do), else
    /// the first time a turn renders it.
    init(intentCounts: [Int], results: [[String]] = []) {
        // Each text once: compared only once parsed, so only ASCII texts
        // are compared (a comparison of others may read Unicode tables).
        self.results = results.map { texts in
            var entries: [Entry] = []
            for text in texts {
                guard let segments = Template.plainASCIISegments(of: text),
                    !entries.contains(where: { $0.text == text })
                else { continue }
                entries.append(Entry(text: text, segments: segments))
            }
            return entries
        }
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

    /// The table of a catalog of `apps`, each intent's result dialog in its
    /// app's own locale parsed now (when it parses by its bytes alone).
    convenience init(apps: [AppManifest]) {
        var results: [[String]] = []
        for app in apps {
            for intent in app.intents { results.append(intent.result.map { [$0] } ?? []) }
        }
        self.init(intentCounts: apps.map { $0.intents.count }, results: results)
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
    /// it as written).
    ///
    /// A `slot` outside the table keeps nothing.
    func segments(of text: String, slot: Int?) -> [Template.Segment]? {
        guard let slot, slot >= 0 else { return Self.parse(text) }
        // A result dialog is found without the lock. Compared in place, as
        // below; a translation is the catalog's own string, so most
        // comparisons end at its storage.
        if slot < results.count, let found = results[slot].firstIndex(where: { $0.text == text }) {
            return results[slot][found].segments
        }
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
        if slot < slots.count, slots[slot].count < Self.slotCapacity, !slots[slot].contains(where: { $0.text == text })
        {
            slots[slot].append(Entry(text: text, segments: segments))
        }
        lock.unlock()
        return segments
    }

    /// `text`'s segments, `nil` when it is not a template.
    private static func parse(_ text: String) -> [Template.Segment]? {
        (try? Template(parsing: text))?.segments
    }

    /// How many texts slot `slot` keeps, its result dialogs' included (for
    /// tests).
    func count(inSlot slot: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return (results.indices.contains(slot) ? results[slot].count : 0)
            + (slots.indices.contains(slot) ? slots[slot].count : 0)
    }
}
