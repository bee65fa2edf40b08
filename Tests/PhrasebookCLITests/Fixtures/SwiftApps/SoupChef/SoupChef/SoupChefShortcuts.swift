import AppIntents

/// The App Shortcuts, in the array form.
struct SoupChefShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .orange

    static var appShortcuts: [AppShortcut] {
        [
            AppShortcut(intent: OrderSoupIntent(), phrases: [
                "Order soup from \(.applicationName)",
                "Order \(\.$soup) from \(.applicationName)",
                "Order a bowl of \(\.$soup) from \(.applicationName)",
                "Get \(\.$soup) from \(.applicationName)",
            ], shortTitle: "Order Soup", systemImageName: "takeoutbag.and.cup.and.straw"),
            AppShortcut(
                intent: OrderSoupIntent(soup: Soup(id: "tomato", name: "Tomato"), orderType: .pickup),
                phrases: [
                    "Order my usual from \(.applicationName)",
                    "Get my usual from \(.applicationName)",
                ],
                shortTitle: "Order the Usual",
                systemImageName: "star"
            ),
            AppShortcut(intent: ShowMenuIntent(), phrases: [
                "Show the \(.applicationName) menu",
                "What's on the menu at \(.applicationName)",
                "What soups does \(.applicationName) have",
            ], shortTitle: "Menu", systemImageName: "menucard"),
            AppShortcut(intent: ShowOrderStatusIntent(), phrases: [
                "Where's my \(.applicationName) order",
                "Check my \(.applicationName) order",
                "Track my \(.applicationName) order",
            ], shortTitle: "Order Status", systemImageName: "shippingbox"),
        ]
    }
}
