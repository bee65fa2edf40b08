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
/// by storage first) rather than hashing it. A catalog's table is made with
/// every text its intents declare (result, summary texts, prompts,
/// confirmation) already parsed in each of their app's locales, in a table
/// that never changes and is read without the lock: a turn that renders
/// only those takes no lock. Other texts are parsed and kept on first use.
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

    /// Per slot: its intent's declared texts in each of its app's locales,
    /// parsed when the table was made. Never changes, so read without the
    /// lock.
    private let declared: [[Entry]]
    /// Per app: the slot of its first intent.
    private let firstSlot: [Int]
    /// How many slots there are (read without the lock: it never changes).
    private let slotCount: Int
    /// Per slot: the texts parsed so far. Guarded by `lock`; read and
    /// written only under it, so access is not checked again at run time.
    @exclusivity(unchecked) private var slots: [[Entry]]
    private let lock = NSLock()

    /// A table for a catalog whose apps have `intentCounts` intents each,
    /// with `declared` (per slot, when given) the texts parsed up front.
    init(intentCounts: [Int], declared: [[String]] = []) {
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
        self.declared = declared.prefix(total).map { texts in texts.map { Entry(text: $0, segments: Self.parse($0)) } }
    }

    /// The table of `apps`' intents (a slot per intent, in order), every
    /// text an intent declares parsed up front in each of its app's locales.
    convenience init(apps: [AppManifest]) {
        var declared: [[String]] = []
        for manifest in apps {
            let locales = manifest.locales
            for intent in manifest.intents {
                var texts: [String] = []
                /// Adds `text` in every locale of the app, each once.
                func add(_ text: String) {
                    for locale in locales {
                        let translated = manifest.translate(text, into: locale)
                        if !texts.contains(translated) { texts.append(translated) }
                    }
                }
                /// Adds every text of `summary`.
                func add(_ summary: ParameterSummary) {
                    switch summary {
                    case .text(let text): add(text)
                    case .when(_, _, let then, let otherwise):
                        add(then)
                        if let otherwise { add(otherwise) }
                    case .switch(_, let cases, let fallback):
                        for entry in cases { add(entry.summary) }
                        if let fallback { add(fallback) }
                    }
                }
                if let result = intent.result { add(result) }
                if let summary = intent.summary { add(summary) }
                if let confirmation = intent.confirmation { add(confirmation) }
                for parameter in intent.parameters {
                    if let prompt = parameter.prompt { add(prompt) }
                    if let prompt = parameter.disambiguationPrompt { add(prompt) }
                }
                declared.append(texts)
            }
        }
        self.init(intentCounts: apps.map(\.intents.count), declared: declared)
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
        if slot < declared.count {
            for entry in declared[slot] where entry.text == text { return entry.segments }
        }
        lock.lock()
        if slot < slots.count {
            for entry in slots[slot] where entry.text == text {
                let segments = entry.segments
                lock.unlock()
                return segments
            }
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

    /// How many texts slot `slot` keeps, past those parsed up front (for tests).
    func count(inSlot slot: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return slots.indices.contains(slot) ? slots[slot].count : 0
    }
}
