import Foundation
import Testing

@testable import Phrasebook

/// A catalog's dialog templates: parsed the first time a text is rendered,
/// kept in its intent's slot, and rendered as parsing and rendering the
/// template anew would.
@Suite struct DialogTemplatesTests {
    @Test func slotsNumberEachAppsIntentsInTurn() {
        let templates = DialogTemplates(intentCounts: [2, 0, 3])
        #expect(templates.slot(app: 0, intent: 0) == 0)
        #expect(templates.slot(app: 0, intent: 1) == 1)
        #expect(templates.slot(app: 0, intent: 2) == nil)
        #expect(templates.slot(app: 1, intent: 0) == nil)
        #expect(templates.slot(app: 2, intent: 0) == 2)
        #expect(templates.slot(app: 2, intent: 2) == 4)
        #expect(templates.slot(app: 2, intent: 3) == nil)
        #expect(templates.slot(app: 3, intent: 0) == nil)
        #expect(templates.slot(app: -1, intent: 0) == nil)
        #expect(templates.slot(app: 0, intent: -1) == nil)
    }

    @Test func aTextIsParsedOnceAndKeptInItsSlot() {
        let templates = DialogTemplates(intentCounts: [2])
        let text = "Order ${soup} from ${applicationName}."
        let segments = templates.segments(of: text, slot: 1)
        #expect(segments == [.text("Order "), .parameter("soup"), .text(" from "), .applicationName, .text(".")])
        #expect(templates.count(inSlot: 1) == 1)
        #expect(templates.segments(of: String(text.reversed().reversed()), slot: 1) == segments)
        #expect(templates.count(inSlot: 1) == 1)
        #expect(templates.count(inSlot: 0) == 0)
        #expect(templates.segments(of: "Done.", slot: 1) == [.text("Done.")])
        #expect(templates.count(inSlot: 1) == 2)
    }

    @Test func resultDialogsGivenToTheTableAreKeptBeforeAnyTurn() {
        let templates = DialogTemplates(
            intentCounts: [2], results: [[], ["Ordered ${soup}.", "Đã đặt ${soup}.", "Broken ${soup", "Done."]])
        // Parsed now: the texts that parse by their bytes alone.
        #expect(templates.count(inSlot: 0) == 0)
        #expect(templates.count(inSlot: 1) == 2)
        #expect(
            templates.segments(of: String("Ordered ${soup}.".reversed().reversed()), slot: 1) == [
                .text("Ordered "), .parameter("soup"), .text("."),
            ])
        #expect(templates.segments(of: "Done.", slot: 1) == [.text("Done.")])
        #expect(templates.count(inSlot: 1) == 2)
        // The others, the first time they are rendered.
        #expect(
            templates.segments(of: "Đã đặt ${soup}.", slot: 1) == [.text("Đã đặt "), .parameter("soup"), .text(".")])
        #expect(templates.segments(of: "Broken ${soup", slot: 1) == nil)
        #expect(templates.count(inSlot: 1) == 4)
    }

    /// A catalog's table holds each intent's result dialog in the app's
    /// own locale before any turn renders it (when it parses by its bytes
    /// alone), and each translation of it after the first turn that
    /// renders it; either way parsed as ``Template`` parses it.
    @Test func aCatalogsResultDialogsAreParsedWithItsTable() throws {
        let templates = DialogTemplates(apps: sampleCatalog.apps)
        var (early, late) = (0, 0)
        for (app, manifest) in sampleCatalog.apps.enumerated() {
            for (index, intent) in manifest.intents.enumerated() {
                let slot = try #require(templates.slot(app: app, intent: index))
                guard let result = intent.result else {
                    #expect(templates.count(inSlot: slot) == 0)
                    continue
                }
                let kept = Template.plainASCIISegments(of: result) == nil ? 0 : 1
                #expect(templates.count(inSlot: slot) == kept)
                let texts = Set([result] + manifest.localizations.values.compactMap { $0.strings[result] })
                for text in texts {
                    #expect(templates.segments(of: text, slot: slot) == (try? Template(parsing: text))?.segments)
                }
                #expect(templates.count(inSlot: slot) == texts.count)
                early += kept
                late += texts.count - kept
            }
        }
        #expect(early > 0 && late > 0)
    }

    @Test func aTextThatIsNotATemplateIsKeptAsSuchAndAnUnknownSlotKeepsNothing() {
        let templates = DialogTemplates(intentCounts: [1])
        #expect(templates.segments(of: "Broken ${soup", slot: 0) == nil)
        #expect(templates.segments(of: "Broken ${soup", slot: 0) == nil)
        #expect(templates.count(inSlot: 0) == 1)
        #expect(templates.segments(of: "Hi ${name}", slot: 5) == [.text("Hi "), .parameter("name")])
        #expect(templates.segments(of: "Hi ${name}", slot: nil) == [.text("Hi "), .parameter("name")])
        #expect(templates.count(inSlot: 0) == 1 && templates.count(inSlot: 5) == 0)
    }

    @Test func aSlotKeepsAtMostItsCapacity() {
        let templates = DialogTemplates()
        for number in 0..<(DialogTemplates.slotCapacity + 5) {
            #expect(
                templates.segments(of: "Text \(number) ${value}", slot: 0) == [
                    .text("Text \(number) "), .parameter("value"),
                ])
        }
        #expect(templates.count(inSlot: 0) == DialogTemplates.slotCapacity)
    }

    /// Rendered through the kept templates as ``Template`` parses and renders
    /// the text: tokens of any number, values of any length, texts of any
    /// script, tokens without a value kept as written.
    @Test func rendersAsTheTemplateDoes() throws {
        let renderer = DialogRenderer(
            timeZone: TimeZone(identifier: "UTC")!, locale: "en", templates: DialogTemplates(intentCounts: [1]))
        let long = String(repeating: "Minestrone ", count: 40) + "à la crème"
        let values: [String: ParameterValue] = [
            "soup": .entity(id: "long", title: long), "quantity": .integer(2), "note": .string("Käse"),
            "empty": .string(""),
        ]
        let texts = [
            "${quantity}", "${soup}${soup}", "Order ${quantity} ${soup}, ${note} from ${applicationName}. ${missing}",
            "${empty}${quantity}${empty}${note}${missing}${soup}.", "主菜：${soup}。", "No tokens.", "", "${ soup }!",
        ]
        for text in texts {
            let template = try Template(parsing: text)
            let expected = template.rendered { segment in
                switch segment {
                case .applicationName: "Soup Chef"
                case .parameter(let name): values[name].map(renderer.display)
                case .text: nil
                }
            }
            #expect(renderer.render(text, values: values, appName: "Soup Chef") == expected)
            #expect(renderer.render(text, values: values, appName: "Soup Chef") == expected)
        }
        #expect(renderer.render("Order ${quantity} ${soup}", values: values, appName: "X") == "Order 2 \(long)")
        #expect(renderer.render("Broken ${soup", values: values, appName: "X") == "Broken ${soup")
    }

    /// A conversation renders each intent's dialog through its catalog's
    /// table, once parsed: the same outcome on a second turn, and the table
    /// shared by the catalog's copies.
    @Test func aConversationKeepsItsCatalogsTemplates() throws {
        let catalog = try DialogFixtures.everyType()
        let copy = catalog
        #expect(catalog.dialogTemplates === copy.dialogTemplates)
        var first = Conversation(catalog: catalog, timeZone: newYork, now: { moment("2026-11-21T10:00:00-05:00") })
        var second = Conversation(catalog: copy, timeZone: newYork, now: { moment("2026-11-21T10:00:00-05:00") })
        let one = first.say("Start Calm in Meditation")
        let kept = (0..<8).reduce(0) { $0 + catalog.dialogTemplates.count(inSlot: $1) }
        #expect(kept > 0)
        #expect(second.say("Start Calm in Meditation") == one)
        #expect((0..<8).reduce(0) { $0 + catalog.dialogTemplates.count(inSlot: $1) } == kept)
    }
}
