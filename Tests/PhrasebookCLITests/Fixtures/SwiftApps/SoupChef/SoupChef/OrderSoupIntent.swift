import AppIntents

struct OrderSoupIntent: AppIntent {
    static var title: LocalizedStringResource = "Order Soup"
    static var description = IntentDescription("Orders soup for pickup or delivery.")

    @Parameter(title: "Soup", requestValueDialog: "Which soup would you like?")
    var soup: Soup

    @Parameter(title: "Quantity", requestValueDialog: "How many would you like?", inclusiveRange: (1, 10))
    var quantity: Int

    @Parameter(title: "Toppings", requestValueDialog: "Which toppings would you like?")
    var toppings: [Topping]?

    @Parameter(title: "Order Type", requestValueDialog: "Pickup or delivery?")
    var orderType: OrderType

    init() {}

    init(soup: Soup, orderType: OrderType) {
        self.soup = soup
        self.orderType = orderType
    }

    static var parameterSummary: some ParameterSummary {
        Switch(\.$orderType) {
            Case(.pickup) {
                Summary("Order \(\.$quantity) \(\.$soup) with \(\.$toppings) for pickup")
            }
            Case(.delivery) {
                Summary("Order \(\.$quantity) \(\.$soup) with \(\.$toppings) for delivery")
            }
            DefaultCase {
                Summary("Order \(\.$quantity) \(\.$soup) with \(\.$toppings)")
            }
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard (1...10).contains(quantity) else {
            throw $quantity.needsValueError("You can order between 1 and 10 soups.")
        }
        let candidates = try await Menu.shared.soups(named: soup.name)
        if candidates.count > 1 {
            soup = try await $soup.requestDisambiguation(among: candidates, dialog: IntentDialog("Which soup did you mean?"))
        }
        try await requestConfirmation(result: .result(dialog: "Order \(quantity) \(soup) for \(orderType)?"))
        let order = Order(soup: soup, quantity: quantity, toppings: toppings ?? [], type: orderType)
        try await OrderStore.shared.place(order)
        return .result(dialog: "Your \(soup) order is on its way.")
    }
}
