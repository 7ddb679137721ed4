import HTTPTypes
import Hummingbird
import OrderServiceIO
import ShopOperations

extension ShopAPI {
    /// `POST /orders` (checkout), `GET /orders`, `GET /orders/{id}`: the signed-in user's orders, behind the auth
    /// gate. Another user's order is not found.
    func addOrderRoutes(to router: Router<ShopRequestContext>) {
        router.post("/orders") { request, _ in
            try await RequestBodyReader.expectNoBody(request, limit: configuration.maximumBodySize)
            let reply = try await run(CheckoutOperation.self, NoInput(), access: Self.signedIn(request))
            return JSONResponse.make(
                .created, CheckoutOperation.result(reply.output), headers: [.location: "/orders/\(reply.output.id)"])
        }
        router.get("/orders") { request, _ in
            let reply = try await run(OrdersOperation.self, NoInput(), access: Self.signedIn(request))
            return JSONResponse.ok(OrdersOperation.result(reply.output))
        }
        router.get("/orders/:id") { request, context in
            let id = try RequestParameters.identifier(context, "id", field: "id")
            let reply = try await run(OrderOperation.self, id, access: Self.signedIn(request))
            return JSONResponse.ok(OrderOperation.result(reply.output))
        }
    }
}
