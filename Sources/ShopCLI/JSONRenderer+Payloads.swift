import CartDataIO
import OrderServiceIO
import ProductDataIO
import ShopTerminal

extension JSONRenderer {
    /// `{"id","sku","name","description","category","priceCents","stock"}`.
    static func product(_ product: Product) -> JSONValue {
        ["id": .int(product.id), "sku": .string(product.sku), "name": .string(product.name),
         "description": .string(product.description), "category": .string(product.categorySlug),
         "priceCents": JSONValue(product.priceCents), "stock": JSONValue(product.stock)]
    }

    /// `{"items":[{"productId","name","quantity","unitPriceCents","lineTotalCents"}],"totalCents"}`.
    static func cart(_ cart: Cart) -> JSONValue {
        ["items": .array(cart.items.map { line in
            ["productId": .int(line.productID), "name": .string(line.name), "quantity": JSONValue(line.quantity),
             "unitPriceCents": JSONValue(line.unitPriceCents), "lineTotalCents": JSONValue(line.lineTotalCents)]
        }), "totalCents": JSONValue(cart.totalCents)]
    }

    /// `{"id","status","totalCents","createdAt","items":[{"productId","name","quantity","unitPriceCents"}]}`.
    static func order(_ order: Order) -> JSONValue {
        ["id": .int(order.id), "status": .string(order.status.rawValue), "totalCents": JSONValue(order.totalCents),
         "createdAt": .string(order.createdAt),
         "items": .array(order.items.map { line in
             ["productId": .int(line.productID), "name": .string(line.name), "quantity": JSONValue(line.quantity),
              "unitPriceCents": JSONValue(line.unitPriceCents)]
         })]
    }
}
