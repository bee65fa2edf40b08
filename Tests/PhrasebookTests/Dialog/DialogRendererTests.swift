import Foundation
import Testing

@testable import Phrasebook

@Suite struct DialogRendererTests {
    let renderer = DialogRenderer(timeZone: TimeZone(identifier: "UTC")!, locale: "en")

    @Test func fillsParametersAndTheAppName() {
        let values: [String: ParameterValue] = [
            "soup": .entity(id: "tomato", title: "Tomato"), "quantity": .integer(2),
        ]
        #expect(
            renderer.render("Order ${quantity} ${soup} from ${applicationName}?", values: values, appName: "Soup Chef")
                == "Order 2 Tomato from Soup Chef?")
        #expect(renderer.render("With ${toppings}.", values: values, appName: "Soup Chef") == "With ${toppings}.")
        #expect(renderer.render("No tokens.", values: [:], appName: "X") == "No tokens.")
        #expect(renderer.render("Broken ${soup", values: values, appName: "X") == "Broken ${soup")
    }

    /// Rendering without a renderer, with the templates lent and each
    /// value shown in place, gives what the renderer gives, and asks for
    /// the app's name only when the text shows it.
    @Test func rendersWithLentPartsAskingTheAppNameOnlyWhenShown() {
        let templates = DialogTemplates(intentCounts: [1])
        let values: [String: ParameterValue] = ["soup": .entity(id: "tomato", title: "Tomato")]
        var asked = 0
        func render(_ text: String) -> String {
            DialogRenderer.render(
                text, templates: templates, slot: 0,
                shown: { DialogRenderer.display(values[$0], locale: "en", timeZone: TimeZone(identifier: "UTC")!) },
                appName: {
                    asked += 1
                    return "Soup Chef"
                })
        }
        #expect(render("Ordering ${soup}.") == "Ordering Tomato.")
        #expect(asked == 0)
        #expect(render("Ordering ${soup} from ${applicationName}.") == "Ordering Tomato from Soup Chef.")
        #expect(asked == 1)
        #expect(
            render("Ordering ${soup} from ${applicationName}.")
                == renderer.render(
                    "Ordering ${soup} from ${applicationName}.", values: values, appName: "Soup Chef"))
    }

    /// Values of any length, and texts of any script, render in full.
    @Test func valuesLongerThanTheDirectRoomRenderInFull() {
        let long = String(repeating: "Minestrone ", count: 30) + "à la crème"
        let values: [String: ParameterValue] = ["soup": .entity(id: "long", title: long)]
        #expect(
            renderer.render(
                "Order ${soup} and ${soup} from ${applicationName}. ${missing}", values: values, appName: "Soup Chef")
                == "Order \(long) and \(long) from Soup Chef. ${missing}")
        #expect(renderer.render("Käse: ${soup}", values: ["soup": .string("Brie")], appName: "X") == "Käse: Brie")
    }

    @Test func showsValuesTheWayAPersonReadsThem() {
        #expect(renderer.display(.entity(id: "clamChowder", title: "Clam Chowder")) == "Clam Chowder")
        #expect(renderer.display(.string("Dr. Who")) == "Dr. Who")
        #expect(renderer.display(.integer(-3)) == "-3")
        #expect(renderer.display(.number(2)) == "2")
        #expect(renderer.display(.number(2.5)) == "2.5")
        #expect(renderer.display(.bool(true)) == "yes")
        #expect(renderer.display(.bool(false)) == "no")
    }

    /// A value shown where it is kept shows as the value itself does, and
    /// a missing one as nothing.
    @Test func showsAKeptValueAsTheValueItself() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let values: [ParameterValue?] = [
            .entity(id: "clamChowder", title: "Clam Chowder"), .string("Dr. Who"), .integer(-3), .number(2.5),
            .bool(true),
            .date(Date(timeIntervalSince1970: 1_795_000_000)),
            .list([.entity(id: "cheese", title: "Cheese"), .integer(2)]), nil,
        ]
        for value in values {
            #expect(DialogRenderer.display(value, locale: "en", timeZone: utc) == value.map { renderer.display($0) })
        }
    }

    @Test func joinsListsWithCommasAndAnd() {
        let cheese = ParameterValue.entity(id: "cheese", title: "Cheese")
        let basil = ParameterValue.entity(id: "basil", title: "Basil")
        let bacon = ParameterValue.entity(id: "bacon", title: "Bacon")
        #expect(renderer.display(.list([])) == "")
        #expect(renderer.display(.list([cheese])) == "Cheese")
        #expect(renderer.display(.list([cheese, basil])) == "Cheese and Basil")
        #expect(renderer.display(.list([cheese, basil, bacon])) == "Cheese, Basil and Bacon")
    }

    @Test func showsDatesInItsTimeZoneWithTheTimeOnlyWhenThereIsOne() throws {
        let midnight = try #require(ISODateParser.parse("2026-12-01T00:00:00Z"))
        let afternoon = try #require(ISODateParser.parse("2026-12-01T15:30:00Z"))
        let day = renderer.display(.date(midnight))
        #expect(day.contains("Dec") && day.contains("1") && day.contains("2026"))
        #expect(!day.contains(":"))
        let withTime = renderer.display(.date(afternoon))
        #expect(withTime.hasPrefix(day))
        #expect(withTime.contains("3:30"))
        let tokyo = DialogRenderer(timeZone: TimeZone(identifier: "Asia/Tokyo")!, locale: "en")
        #expect(tokyo.display(.date(afternoon)).contains("Dec 2"))
    }
}
