import CartDataIO
import HTTPTypes
import Hummingbird
import ShopOperations

extension ShopAPI {
    /// `GET /cart`, `POST /cart/items`, `PATCH /cart/items/{productId}`, `DELETE /cart/items/{productId}`,
    /// `DELETE /cart`: the signed-in user's cart, behind the auth gate.
    func addCartRoutes(to router: Router<ShopRequestContext>) {
        router.get("/cart") { request, _ in
            let reply = try await run(CartOperation.self, NoInput(), access: Self.signedIn(request))
            return JSONResponse.ok(CartOperation.result(reply.output))
        }
        router.post("/cart/items") { request, _ in
            let body = try await JSONRequestBody.read(request, limit: configuration.maximumBodySize)
            try body.rejectUnknown(allowed: ["productId", "quantity"])
            let line = CartLineInput(
                productID: try body.integer("productId", in: 1...Int64.max),
                quantity: Int(try body.integer("quantity", in: 1...Int64(CartChange.maximumQuantity), default: 1)))
            let reply = try await run(CartAddOperation.self, line, access: Self.signedIn(request))
            return JSONResponse.make(
                .created, CartAddOperation.result(reply.output), headers: [.location: "/cart/items/\(line.productID)"])
        }
        router.patch("/cart/items/:productId") { request, context in
            let productID = try RequestParameters.identifier(context, "productId", field: "productId")
            let body = try await JSONRequestBody.read(request, limit: configuration.maximumBodySize)
            try body.rejectUnknown(allowed: ["quantity"])
            let quantity = try body.integer("quantity", in: 0...Int64(CartChange.maximumQuantity))
            let line = CartLineInput(productID: productID, quantity: Int(quantity))
            let reply = try await run(CartSetOperation.self, line, access: Self.signedIn(request))
            return JSONResponse.ok(CartSetOperation.result(reply.output))
        }
        router.delete("/cart/items/:productId") { request, context in
            let productID = try RequestParameters.identifier(context, "productId", field: "productId")
            let reply = try await run(CartRemoveOperation.self, productID, access: Self.signedIn(request))
            return JSONResponse.ok(CartRemoveOperation.result(reply.output))
        }
        router.delete("/cart") { request, _ in
            let reply = try await run(CartClearOperation.self, NoInput(), access: Self.signedIn(request))
            return JSONResponse.ok(CartClearOperation.result(reply.output))
        }
    }

    /// The access of a route that needs the signed-in user of the request's bearer token.
    static func signedIn(_ request: Request) -> RouteAccess {
        .signedIn(bearerToken: RequestParameters.bearerToken(request))
    }
}
