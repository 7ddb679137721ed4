import HTTPTypes
import Testing

@Suite("shop-server: catalog management by staff (/admin/products)")
struct AdminProductRouteTests {
    /// The demo catalog's staff account's token.
    private func staffToken(_ client: TestShopClient) async throws -> String {
        try await client.login("staff", "staff-password")
    }

    @Test("create (201 + Location), edit, restock, archive (204): the product follows every step on the public routes")
    func lifecycle() async throws {
        try await TestServer.with { client, _ in
            let staff = try await staffToken(client)
            let body =
                #"{"name":"Zanzibar Teapot","description":"Holds a litre","category":"kitchen","priceCents":2499,"stock":3}"#
            let created = try await client.send(.post, "/admin/products", json: body, token: staff)
            #expect(created.status == .created, "\(created.text)")
            let id = try #require(created.object["id"] as? Int)
            #expect(created.headers[.location] == "/products/\(id)")
            #expect(created.object["sku"] as? String != nil && created.object["stock"] as? Int == 3)
            let fetched = try await client.send(.get, "/products/\(id)")
            #expect(fetched.status == .ok && fetched.text == created.text)

            let renamed = try await client.send(
                .patch, "/admin/products/\(id)", json: #"{"name":"Quokka Kettle","priceCents":1999}"#, token: staff)
            #expect(renamed.status == .ok, "\(renamed.text)")
            #expect(
                renamed.object["name"] as? String == "Quokka Kettle" && renamed.object["priceCents"] as? Int == 1999)
            #expect(try await client.send(.get, "/products?q=quokka").items.map { $0["id"] as? Int } == [id])
            #expect(try await client.send(.get, "/products?q=zanzibar").items.isEmpty)

            let restocked = try await client.send(
                .post, "/admin/products/\(id)/stock", json: #"{"delta":5,"reason":"delivery"}"#, token: staff)
            #expect(restocked.status == .ok && restocked.object["stock"] as? Int == 8, "\(restocked.text)")
            let tooMany = try await client.send(
                .post, "/admin/products/\(id)/stock", json: #"{"delta":-9,"reason":"count"}"#, token: staff)
            #expect(tooMany.status == .conflict && tooMany.error.code == "insufficient-stock")

            let archived = try await client.send(.delete, "/admin/products/\(id)", token: staff)
            #expect(archived.status == .noContent && archived.text.isEmpty)
            #expect(try await client.send(.get, "/products/\(id)").status == .notFound)
            #expect(try await client.send(.get, "/products?q=quokka").items.isEmpty)
            let customer = try await client.login(demoUser: 1)
            let added = try await client.send(.post, "/cart/items", json: #"{"productId":\#(id)}"#, token: customer)
            #expect(added.status == .notFound && added.error.code == "not-found")
            #expect(try await client.send(.delete, "/admin/products/\(id)", token: staff).status == .notFound)
        }
    }

    @Test("bad input gets the error shape, never a 5xx, and changes nothing")
    func badInput() async throws {
        try await TestServer.with { client, _ in
            let staff = try await staffToken(client)
            let before = try await client.send(.get, "/products/3")
            let takenSKU = try #require(before.object["sku"] as? String)
            let total = try await client.send(.get, "/products").object["total"] as? Int
            let valid = #""name":"Pot","category":"kitchen","stock":1"#
            let cases: [(HTTPRequest.Method, String, String?, HTTPResponse.Status, String, String?)] = [
                (
                    .post, "/admin/products", #"{\#(valid),"priceCents":0}"#, .badRequest, "invalid-arguments",
                    "priceCents"
                ),
                (
                    .post, "/admin/products", #"{\#(valid),"priceCents":-1}"#, .badRequest, "invalid-arguments",
                    "priceCents"
                ),
                (
                    .post, "/admin/products", #"{\#(valid),"priceCents":100000000}"#, .badRequest, "invalid-arguments",
                    "priceCents"
                ),
                (
                    .post, "/admin/products", #"{"name":"","category":"kitchen","stock":1,"priceCents":5}"#,
                    .badRequest,
                    "invalid-arguments", "name"
                ),
                (
                    .post, "/admin/products", #"{"name":"   ","category":"kitchen","stock":1,"priceCents":5}"#,
                    .badRequest, "invalid-arguments", "name"
                ),
                (
                    .post, "/admin/products", #"{"category":"kitchen","stock":1,"priceCents":5}"#, .badRequest,
                    "invalid-arguments", "name"
                ),
                (
                    .post, "/admin/products", #"{"name":"Pot","category":"nope","stock":1,"priceCents":5}"#,
                    .badRequest,
                    "invalid-arguments", "category"
                ),
                (
                    .post, "/admin/products", #"{"name":"Pot","category":"kitchen","stock":-1,"priceCents":5}"#,
                    .badRequest, "invalid-arguments", "stock"
                ),
                (
                    .post, "/admin/products", #"{\#(valid),"priceCents":5,"sku":"a b"}"#, .badRequest,
                    "invalid-arguments",
                    "sku"
                ),
                (
                    .post, "/admin/products", #"{\#(valid),"priceCents":5,"sku":"\#(takenSKU)"}"#, .conflict,
                    "sku-taken",
                    nil
                ),
                (
                    .post, "/admin/products", #"{\#(valid),"priceCents":5,"color":"red"}"#, .badRequest,
                    "invalid-arguments", "color"
                ),
                (.patch, "/admin/products/3", "{}", .badRequest, "invalid-arguments", nil),
                (.patch, "/admin/products/3", #"{"priceCents":0}"#, .badRequest, "invalid-arguments", "priceCents"),
                (.patch, "/admin/products/3", #"{"name":""}"#, .badRequest, "invalid-arguments", "name"),
                (.patch, "/admin/products/3", #"{"category":"nope"}"#, .badRequest, "invalid-arguments", "category"),
                (.patch, "/admin/products/99999", #"{"name":"X"}"#, .notFound, "not-found", nil),
                (.patch, "/admin/products/0", #"{"name":"X"}"#, .badRequest, "invalid-arguments", "id"),
                (
                    .post, "/admin/products/3/stock", #"{"delta":0,"reason":"r"}"#, .badRequest, "invalid-arguments",
                    "delta"
                ),
                (
                    .post, "/admin/products/3/stock", #"{"delta":1000001,"reason":"r"}"#, .badRequest,
                    "invalid-arguments", "delta"
                ),
                (
                    .post, "/admin/products/3/stock", #"{"delta":-9223372036854775808,"reason":"r"}"#, .badRequest,
                    "invalid-arguments", "delta"
                ),
                (
                    .post, "/admin/products/3/stock", #"{"delta":1,"reason":""}"#, .badRequest, "invalid-arguments",
                    "reason"
                ),
                (
                    .post, "/admin/products/3/stock", #"{"delta":1,"reason":"\#(String(repeating: "r", count: 201))"}"#,
                    .badRequest, "invalid-arguments", "reason"
                ),
                (
                    .post, "/admin/products/3/stock", #"{"delta":-1000000,"reason":"r"}"#, .conflict,
                    "insufficient-stock", nil
                ),
                (.post, "/admin/products/99999/stock", #"{"delta":1,"reason":"r"}"#, .notFound, "not-found", nil),
                (.delete, "/admin/products/99999", nil, .notFound, "not-found", nil),
                (.delete, "/admin/products/abc", nil, .badRequest, "invalid-arguments", "id"),
            ]
            for (method, path, json, status, code, field) in cases {
                let reply = try await client.send(method, path, json: json, token: staff)
                #expect(reply.status == status, "\(method) \(path) \(json ?? ""): \(reply.text)")
                #expect(reply.error.code == code, "\(method) \(path) \(json ?? "")")
                #expect(reply.error.field == field, "\(method) \(path) \(json ?? "")")
            }
            #expect(try await client.send(.get, "/products/3").text == before.text)
            #expect(try await client.send(.get, "/products").object["total"] as? Int == total)
        }
    }

    @Test("a customer is refused every staff route (403 forbidden), and nobody signed in 401; nothing changes")
    func customerRefused() async throws {
        try await TestServer.with { client, _ in
            let customer = try await client.login(demoUser: 1)
            let before = try await client.send(.get, "/products/3")
            let routes: [(HTTPRequest.Method, String, String?)] = [
                (.post, "/admin/products", #"{"name":"Pot","category":"kitchen","priceCents":5,"stock":1}"#),
                (.patch, "/admin/products/3", #"{"name":"Mine now"}"#),
                (.post, "/admin/products/3/stock", #"{"delta":-1,"reason":"theft"}"#),
                (.delete, "/admin/products/3", nil),
            ]
            for (method, path, json) in routes {
                let refused = try await client.send(method, path, json: json, token: customer)
                #expect(refused.status == .forbidden && refused.error.code == "forbidden", "\(method) \(path)")
                let anonymous = try await client.send(method, path, json: json)
                #expect(anonymous.status == .unauthorized, "\(method) \(path)")
            }
            #expect(try await client.send(.get, "/products/3").text == before.text)
        }
    }
}
