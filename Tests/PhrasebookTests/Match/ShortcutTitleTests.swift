import Testing

@testable import Phrasebook

/// Requests that say a shortcut's short title and nothing else but
/// harmless words (`Currently reading`): the shortcut is read, a title of
/// one word is asked about, and a title said with anything else reads
/// nothing this way.
@Suite struct ShortcutTitleTests {
    let matcher = Matcher(catalog: sampleCatalog)

    @Test(arguments: [
        ("currently reading please", "en", "OpenCurrentlyReadingIntent"),
        ("my order status", "en", "ShowOrderStatusIntent"),
        ("読書中の本", "ja", "OpenCurrentlyReadingIntent"),
        ("注文状況", "ja", "ShowOrderStatusIntent"),
        ("주문 상태", "ko", "ShowOrderStatusIntent"),
        ("sách đang đọc", "vi", "OpenCurrentlyReadingIntent"),
        ("trạng thái đơn hàng", "vi", "ShowOrderStatusIntent"),
        ("订单状态", "zh-Hans", "ShowOrderStatusIntent"),
        ("菜单", "zh-Hans", "ShowMenuIntent"),
        // Said with its app's name.
        ("图书馆 在读", "zh-Hans", "OpenCurrentlyReadingIntent"),
        ("Soup Chef order status", "en", "ShowOrderStatusIntent"),
    ])
    func aShortcutsTitleSaidAloneIsThatShortcut(utterance: String, locale: String, intent: String) throws {
        let best = try #require(matcher.resolvedCandidate(utterance, locale: locale), "\(utterance)")
        #expect(best.intent == intent, "\(utterance)")
        #expect(best.locale == locale)
    }

    @Test func aTitleOfOneWordIsNotReadSo() {
        // One word may be anything: `Menu` alone or with small words.
        for utterance in ["the menu please", "menu"] {
            let candidates = matcher.match(utterance, locale: "en").candidates
            #expect(!candidates.contains { !$0.needsConfirming }, "\(utterance)")
        }
    }

    @Test(arguments: [
        // Another word beside the title may change what is asked.
        ("currently reading Dune", "en"),
        ("order status of my zorblax", "en"),
        // Another app's noun, a small word of the language too.
        ("Đặt súp trên kệ", "vi"),
        // Another app's name.
        ("Library order status", "en"),
    ])
    func aTitleSaidWithAnythingElseIsNotReadSo(utterance: String, locale: String) {
        let candidates = matcher.match(utterance, locale: locale).candidates
        #expect(
            !candidates.contains { !$0.needsConfirming && $0.liberties?.contains { $0.kind == .appImplied } == true },
            "\(utterance)")
    }
}
