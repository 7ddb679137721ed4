import AuthDataIO
import CartDataIO
import OrderServiceIO
import ProductDataIO
import ShopJSON

/// The JSON `result` objects several operations share, keys in a fixed order.
enum ResultPayload {
    /// `{"username":<string or null>}`.
    static func username(_ username: String?) -> JSONValue {
        ["username": JSONValue(username)]
    }

    /// `{"username":<string or null>,"role":<"customer", "staff" or null>}`.
    static func user(_ user: AuthenticatedUser?) -> JSONValue {
        ["username": JSONValue(user?.username), "role": JSONValue(user?.role.rawValue)]
    }

    /// `{"id","sku","name","description","category","priceCents","stock"}`.
    static func product(_ product: Product) -> JSONValue {
        [
            "id": .int(product.id), "sku": .string(product.sku), "name": .string(product.name),
            "description": .string(product.description), "category": .string(product.categorySlug),
            "priceCents": JSONValue(product.priceCents), "stock": JSONValue(product.stock),
        ]
    }

    /// `{"items":[product…],"page","perPage","total"}`.
    static func page(_ page: ProductPage) -> JSONValue {
        [
            "items": .array(page.items.map(product)), "page": JSONValue(page.page),
            "perPage": JSONValue(page.perPage), "total": JSONValue(page.total),
        ]
    }

    /// `{"items":[{"productId","name","quantity","unitPriceCents","lineTotalCents"}],"totalCents"}`.
    static func cart(_ cart: Cart) -> JSONValue {
        [
            "items": .array(
                cart.items.map { line in
                    [
                        "productId": .int(line.productID), "name": .string(line.name),
                        "quantity": JSONValue(line.quantity),
                        "unitPriceCents": JSONValue(line.unitPriceCents),
                        "lineTotalCents": JSONValue(line.lineTotalCents),
                    ]
                }), "totalCents": JSONValue(cart.totalCents),
        ]
    }

    /// `{"id","status","totalCents","createdAt","updatedAt","items":[{"productId","name","quantity",
    /// "unitPriceCents"}]}`.
    static func order(_ order: Order) -> JSONValue {
        [
            "id": .int(order.id), "status": .string(order.status.rawValue), "totalCents": JSONValue(order.totalCents),
            "createdAt": .string(order.createdAt), "updatedAt": .string(order.updatedAt),
            "items": .array(
                order.items.map { line in
                    [
                        "productId": .int(line.productID), "name": .string(line.name),
                        "quantity": JSONValue(line.quantity),
                        "unitPriceCents": JSONValue(line.unitPriceCents),
                    ]
                }),
        ]
    }

    /// `{"items":[{"id","status","totalCents","itemCount","createdAt","updatedAt"[,"username"]}],"page","perPage",
    /// "total"}`: `username` only in a staff list.
    static func orderPage(_ page: OrderPage) -> JSONValue {
        [
            "items": .array(
                page.items.map { order in
                    var summary: JSONObject = [
                        "id": .int(order.id), "status": .string(order.status.rawValue),
                        "totalCents": JSONValue(order.totalCents), "itemCount": JSONValue(order.itemCount),
                        "createdAt": .string(order.createdAt), "updatedAt": .string(order.updatedAt),
                    ]
                    if let username = order.username { summary["username"] = .string(username) }
                    return .object(summary)
                }),
            "page": JSONValue(page.page), "perPage": JSONValue(page.perPage), "total": JSONValue(page.total),
        ]
    }
}
