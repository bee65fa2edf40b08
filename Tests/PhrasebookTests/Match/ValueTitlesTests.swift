import Testing

@testable import Phrasebook

/// Entity values, titled in the request's locale.
@Suite struct ValueTitlesTests {
    @Test func entityTitlesAreInTheRequestsLocale() throws {
        let catalog = sampleCatalog
        let app = try catalog.app("Soup Chef")
        let type = try #require(catalog.typeIndex(named: "Soup", inApp: app))
        let index = try #require(catalog.valueIndex(id: "tomato", type: type, app: app))
        let value = catalog.apps[app].types[type].values[index]
        #expect(catalog.entity(index, type: type, app: app, locale: "en") == .entity(id: "tomato", title: value.title))
        let translated = catalog.title(of: value, app: app, locale: "vi")
        #expect(translated != value.title)
        #expect(catalog.entity(index, type: type, app: app, locale: "vi") == .entity(id: "tomato", title: translated))
    }
}
