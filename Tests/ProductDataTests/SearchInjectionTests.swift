import ProductDataIO
import ShopTestSupport
import Testing

/// A search text and what it must find: the ids' names, or `nil` for ``ProductDataError/emptySearch``.
struct InjectionCase: Sendable, CustomTestStringConvertible {
    let text: String
    let expectedNames: [String]?

    var testDescription: String { "«\(text)»" }
}

@Suite("Search board: FTS5 syntax in the text")
@MainActor
struct SearchInjectionTests {
    nonisolated static let cases: [InjectionCase] = [
        InjectionCase(text: "\"", expectedNames: nil),
        InjectionCase(text: "*", expectedNames: nil),
        InjectionCase(text: "-", expectedNames: nil),
        InjectionCase(text: "^", expectedNames: nil),
        InjectionCase(text: ":", expectedNames: nil),
        InjectionCase(text: "()", expectedNames: nil),
        InjectionCase(text: "NEAR(", expectedNames: []),
        InjectionCase(text: "NEAR(laptop keyboard, 5)", expectedNames: []),
        InjectionCase(text: "OR", expectedNames: []),
        InjectionCase(text: "laptop OR desk", expectedNames: []),
        InjectionCase(text: "laptop NOT wireless", expectedNames: []),
        InjectionCase(text: "laptop AND", expectedNames: []),
        InjectionCase(text: "\"lapt\" OR \"x", expectedNames: []),
        InjectionCase(text: "name:desk", expectedNames: []),
        InjectionCase(text: "{name description}: desk", expectedNames: []),
        InjectionCase(text: "-laptop", expectedNames: ["Laptop Pro 14", "Wireless Mouse"]),
        InjectionCase(text: "^laptop", expectedNames: ["Laptop Pro 14", "Wireless Mouse"]),
        InjectionCase(text: "lapt*", expectedNames: ["Laptop Pro 14", "Wireless Mouse"]),
        InjectionCase(text: "(laptop)", expectedNames: ["Laptop Pro 14", "Wireless Mouse"]),
        InjectionCase(text: "\"laptop pro\"", expectedNames: ["Laptop Pro 14"]),
        InjectionCase(text: "desk\" *", expectedNames: ["Standing Desk"]),
        InjectionCase(text: "desk+chair", expectedNames: []),
        InjectionCase(text: "a*", expectedNames: ["Laptop Pro 14", "Wireless Mouse"]),
    ]

    @Test("operators, quotes and column filters never error and never match everything", arguments: cases)
    func injection(_ testCase: InjectionCase) async throws {
        try await withHarness { harness in
            _ = try SearchCatalog(harness.database)
            let result = try await harness.search(testCase.text, perPage: 100)
            guard let expectedNames = testCase.expectedNames else {
                #expect(result == .failure(.emptySearch))
                return
            }
            let page = try result.get()
            #expect(page.total < SearchCatalog.count)
            #expect(Set(page.items.map(\.name)) == Set(expectedNames))
            #expect(page.total == expectedNames.count)
        }
    }
}
