import Foundation

/// The number each span of two to four vocabulary words reads as (see
/// ``FlexibleIndex/numberReading(of:readerMask:vocabulary:)``), worked out
/// the first time flexible matching reads the span: the readers of
/// languages that join a span's words and strip endings and counters from
/// it took a tenth of the stage on the sample apps, and utterances say the
/// same spans again and again.
///
/// Holds at most ``capacity`` spans (others are
/// worked out each time). Shared by copies of a catalog, and safe to ask
/// from several threads at once.
final class NumberSpanCache: Sendable {
    /// A span's vocabulary ids, -1 past its end.
    struct Span: Hashable {
        var first: Int32
        var second: Int32
        var third: Int32
        var fourth: Int32
    }

    /// The most spans held.
    static let capacity = 1 << 16

    /// The vocabulary id of the digits each span reads as, -1 for none.
    private let known = BoundedMemo<Span, Int32>(capacity: NumberSpanCache.capacity)

    /// An empty cache.
    init() {}

    /// What span `span` reads as; `decide` works it out the first time.
    func reading(of span: Span, decide: () -> Int32) -> Int32 {
        known.value(for: span, decide: decide)
    }
}
