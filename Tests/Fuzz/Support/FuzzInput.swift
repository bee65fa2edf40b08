import Foundation

/// What the fuzz targets share: the fuzzer's bytes as text, the sample
/// catalog (compiled once per process from `PHRASEBOOK_FUZZ_PHRASES`, which
/// `run.sh` sets to the repository's `Phrases`), and a fixed clock, so a
/// crash found once reproduces.
enum FuzzInput {
    /// The sample apps, compiled once.
    static let sampleCatalog = Catalog(
        directory: ProcessInfo.processInfo.environment["PHRASEBOOK_FUZZ_PHRASES"] ?? "Phrases")
    /// The clock every conversation reads: 2026-11-18, a fixed moment.
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    /// The time zone every conversation reads dates in.
    static let timeZone = TimeZone(identifier: "UTC") ?? .current
    /// The locales conversations are tried in: every one, and each sample locale.
    static let locales: [String?] = [nil] + sampleCatalog.locales

    /// The input's bytes.
    static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// The input as text (invalid UTF-8 repaired, as a reader of a file would).
    static func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
        String(decoding: bytes(data, size), as: UTF8.self)
    }

    /// A conversation over the sample catalog with the fixed clock.
    static func conversation(locale: String? = nil, state: ConversationState = ConversationState()) -> Conversation {
        Conversation(catalog: sampleCatalog, state: state, locale: locale, timeZone: timeZone, now: { now })
    }

    /// Plays `lines` as a REPL would: each line answers the open question
    /// or starts a request; the input ends after the last.
    static func play(_ lines: [String], in conversation: inout Conversation) {
        for line in lines.prefix(16) {
            _ = conversation.respond(line)
        }
        _ = conversation.endOfInput()
    }
}
