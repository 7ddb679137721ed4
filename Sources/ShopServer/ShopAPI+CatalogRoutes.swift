import Hummingbird
import ProductDataIO
import ShopOperations

extension ShopAPI {
    /// `GET /categories`, `GET /products`, `GET /products/{id}`: the public catalog.
    func addCatalogRoutes(to router: Router<ShopRequestContext>) {
        router.get("/categories") { _, _ in
            let categories = try await runCatalog(CategoriesOperation.self, NoInput())
            return JSONResponse.ok(CategoriesOperation.result(categories))
        }
        router.get("/products") { request, _ in
            let query = try RequestParameters.query(request, allowed: ["q", "category", "page", "perPage", "sort"])
            let page = try RequestParameters.wholeNumber(query, "page", in: 1...ArgumentKind.maximumPage, default: 1)
            let perPage = try RequestParameters.wholeNumber(
                query, "perPage", in: 1...ProductQuery.maximumPerPage, default: 20)
            if let text = query["q"] {
                let search = try searchQuery(text, query: query, page: page, perPage: perPage)
                return JSONResponse.ok(SearchOperation.result(try await self.search(search)))
            }
            let sort = try query["sort"].map { text throws(APIError) in
                guard let sort = ProductSort(rawValue: text.lowercased()) else {
                    throw .invalid("sort", "'sort' must be 'name' or 'price'")
                }
                return sort
            }
            if let category = query["category"], category.isEmpty {
                throw APIError.invalid("category", "'category' must be a category slug")
            }
            let input = ProductQuery(
                categorySlug: query["category"], page: page, perPage: perPage, sort: sort ?? .name)
            let listing = try await runCatalog(ProductsOperation.self, input)
            return JSONResponse.ok(ProductsOperation.result(listing))
        }
        router.get("/products/:id") { _, context in
            let id = try RequestParameters.identifier(context, "id", field: "id")
            let product = try await runCatalog(ProductOperation.self, id)
            return JSONResponse.ok(ProductOperation.result(product))
        }
    }

    /// Searches; a search ProductData refuses (no word left once punctuation is dropped) names `q`.
    private func search(_ query: SearchQuery) async throws(APIError) -> ProductPageResult {
        do {
            return try await runCatalog(SearchOperation.self, query)
        } catch {
            throw error.naming("q")
        }
    }

    /// The search of `GET /products?q=…`: words that are not blank and not too long, without the catalog-only
    /// parameters.
    private func searchQuery(_ text: String, query: [String: String], page: Int, perPage: Int) throws(APIError)
        -> SearchQuery
    {
        for name in ["category", "sort"] where query[name] != nil {
            throw .invalid(name, "'\(name)' cannot be combined with 'q' (search results come best match first)")
        }
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw .invalid("q", "'q' needs at least one word")
        }
        guard text.count <= SearchOperation.maximumSearchLength else {
            throw .invalid("q", "'q' is too long (at most \(SearchOperation.maximumSearchLength) characters)")
        }
        return SearchQuery(text: text, page: page, perPage: perPage)
    }
}
