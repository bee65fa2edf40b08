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
            #expect(templates.segments(of: "Text \(number) ${value}", slot: 0) == [.text("Text \(number) "), .parameter("value")])
        }
        #expect(templates.count(inSlot: 0) == DialogTemplates.slotCapacity)
    }

    /// Rendered through the kept templates as ``Template`` parses and renders
    /// the text: tokens of any number, values of any length, texts of any
    /// script, tokens without a value kept as written.
    @Test func rendersAsTheTemplateDoes() throws {
        let renderer = DialogRenderer(timeZone: TimeZone(identifier: "UTC")!, locale: "en", templates: DialogTemplates(intentCounts: [1]))
        let long = String(repeating: "Minestrone ", count: 40) + "à la crème"
        let values: [String: ParameterValue] = [
            "soup": .entity(id: "long", title: long), "quantity": .integer(2), "note": .string("Käse"), "empty": .string(""),
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
