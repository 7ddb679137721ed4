import ShopTerminal

/// Renders outcomes and errors as the `--json` lines: `{"ok":true,"result":…}` or
/// `{"ok":false,"error":{"code":…,"message":…}}`, keys in a fixed order.
///
/// Payloads: product `{"id","sku","name","description","category","priceCents","stock"}`; product lists
/// `{"items":[product…],"page","perPage","total"}`; categories `{"items":[{"slug","name","productCount"}]}`; cart
/// `{"items":[{"productId","name","quantity","unitPriceCents","lineTotalCents"}],"totalCents"}`; order
/// `{"id","status","totalCents","createdAt","items":[{"productId","name","quantity","unitPriceCents"}]}`; orders
/// `{"items":[{"id","status","totalCents","itemCount","createdAt"}]}`; `register`, `login`, `whoami` and `logout`
/// `{"username":<string or null>}`; `logout --all` `{"username":null,"sessionsEnded"}`; `password`
/// `{"passwordChanged":true,"otherSessionsEnded"}`; `help` `{"commands":[{"name","usage","summary","loginRequired"}]}`.
/// `quit` prints nothing.
public struct JSONRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The line printed for `outcome`, or `nil` for `quit`.
    ///
    /// - Parameter outcome: What a command produced.
    /// - Returns: `{"ok":true,"result":<payload>}`.
    public func render(_ outcome: ShellOutcome) -> JSONValue? {
        guard let payload = payload(for: outcome) else { return nil }
        return ["ok": true, "result": payload]
    }

    /// The line printed for `error`.
    ///
    /// - Parameter error: Why a command failed.
    /// - Returns: `{"ok":false,"error":{"code":<code>,"message":<message>}}`.
    public func render(_ error: ShellError) -> JSONValue {
        ["ok": false, "error": ["code": .string(error.code.rawValue), "message": .string(error.message)]]
    }

    /// The `result` payload of `outcome`, or `nil` for `quit`.
    ///
    /// - Parameter outcome: What a command produced.
    /// - Returns: The payload.
    public func payload(for outcome: ShellOutcome) -> JSONValue? {
        switch outcome {
        case let .help(entries, _):
            ["commands": .array(entries.map { entry in
                ["name": .string(entry.name), "usage": .string(entry.usage), "summary": .string(entry.summary),
                 "loginRequired": .bool(entry.requiresLogin)]
            })]
        case let .signedIn(username, _): ["username": .string(username)]
        case .signedOut: ["username": nil]
        case let .signedOutEverywhere(_, count): ["username": nil, "sessionsEnded": JSONValue(count)]
        case let .passwordChanged(ended): ["passwordChanged": true, "otherSessionsEnded": JSONValue(ended)]
        case let .currentUser(username): ["username": JSONValue(username)]
        case let .categories(categories):
            ["items": .array(categories.map { category in
                ["slug": .string(category.slug), "name": .string(category.name),
                 "productCount": JSONValue(category.productCount)]
            })]
        case let .productPage(page, _):
            ["items": .array(page.items.map(Self.product)), "page": JSONValue(page.page),
             "perPage": JSONValue(page.perPage), "total": JSONValue(page.total)]
        case let .product(product): Self.product(product)
        case let .cart(cart, _): Self.cart(cart)
        case let .orderPlaced(order), let .order(order): Self.order(order)
        case let .orders(orders):
            ["items": .array(orders.map { order in
                ["id": .int(order.id), "status": .string(order.status.rawValue),
                 "totalCents": JSONValue(order.totalCents), "itemCount": JSONValue(order.itemCount),
                 "createdAt": .string(order.createdAt)]
            })]
        case .quit: nil
        }
    }
}
