import HTTPTypes
import Testing

@testable import ShopServer

@Suite("shop-server: the catalog's shared graphs")
struct CatalogGraphPoolTests {
    @Test("catalog requests one after another reuse one graph; other routes never borrow it")
    func sequentialReuse() async throws {
        try await TestServer.with { client, api in
            #expect(api.catalogGraphs.idleCount == 0)
            for id in 1...40 {
                let reply = try await client.send(.get, "/products/\(id)")
                #expect(reply.status == .ok)
                #expect(reply.object["id"] as? Int == id)
            }
            #expect(try await client.send(.get, "/products?q=lamp").status == .ok)
            #expect(try await client.send(.get, "/products/999999").status == .notFound)
            #expect(api.catalogGraphs.idleCount == 1, "one graph answered every catalog request")
            let login = try await client.send(
                .post, "/sessions", json: #"{"username": "user0001", "password": "password-0001"}"#)
            #expect(login.status == .created)
            #expect(try await client.send(.get, "/cart", token: login.object["token"] as? String).status == .ok)
            #expect(api.catalogGraphs.idleCount == 1, "sign-in and cart routes build their own graphs")
        }
    }

    @Test("concurrent catalog requests each get a graph, all answer correctly, and at most the limit stays idle")
    func concurrentRequests() async throws {
        try await TestServer.with { client, api in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for id in 1...96 {
                    group.addTask {
                        let reply = try await client.send(.get, "/products/\(id)")
                        #expect(reply.status == .ok)
                        #expect(reply.object["id"] as? Int == id)
                    }
                }
                try await group.waitForAll()
            }
            #expect((1...api.catalogGraphs.maximumIdle).contains(api.catalogGraphs.idleCount))
        }
    }
}
