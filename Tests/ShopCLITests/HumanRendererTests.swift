import AuthDataIO
import Foundation
import OrderServiceIO
import ShopCLI
import ShopOperations
import Testing

@Suite("HumanRenderer")
struct HumanRendererTests {
    let renderer = HumanRenderer()

    @Test("account results")
    func account() {
        #expect(renderer.render(.signedIn(username: "alice", registered: false)) == ["Logged in as alice."])
        #expect(
            renderer.render(.signedIn(username: "alice", registered: true))
                == ["Registered and logged in as alice."])
        #expect(renderer.render(.signedOut(username: "alice")) == ["Logged out."])
        #expect(renderer.render(.signedOut(username: nil)) == ["You were not logged in."])
        #expect(renderer.render(.currentUser("alice")) == ["Logged in as alice."])
        #expect(renderer.render(.currentUser(nil)) == ["Not logged in."])
        #expect(renderer.render(.quit).isEmpty)
    }

    @Test("categories table")
    func categories() {
        #expect(
            renderer.render(.categories(RendererFixtures.categories)) == [
                "Slug       Name       Products",
                "---------  ---------  --------",
                "books      Books            24",
                "furniture  Furniture       119",
            ])
    }

    @Test("product page table and caption")
    func productPage() {
        #expect(
            renderer.render(.productPage(RendererFixtures.page, listing: .catalog(categorySlug: nil))) == [
                "ID  Name                      Category       Price  Stock",
                "--  ------------------------  ---------  ---------  -----",
                " 7  Timber Family Lamp C91    furniture  $1,805.99    186",
                "12  Willow \"Signature\" Atlas  books          $9.99      0",
                "Page 1 of 3 (5 products).",
            ])
        let search = renderer.render(.productPage(RendererFixtures.page, listing: .search(text: "lamp")))
        #expect(search.last == "Page 1 of 3 (5 products match 'lamp').")
        let empty = RendererFixtures.emptyPage
        #expect(
            renderer.render(.productPage(empty, listing: .search(text: "'; DROP TABLE product; --")))
                == ["No products match ''; DROP TABLE product; --'."])
        #expect(renderer.render(.productPage(empty, listing: .catalog(categorySlug: nil))) == ["No products."])
        #expect(
            renderer.render(.productPage(RendererFixtures.pastTheEnd, listing: .catalog(categorySlug: nil)))
                == ["No products on page 9; there are 3 pages (5 products)."])
    }

    @Test("product detail")
    func product() {
        #expect(
            renderer.render(.product(RendererFixtures.book)) == [
                "Willow \"Signature\" Atlas",
                "  ID           12",
                "  SKU          BOO-0000012",
                "  Category     books",
                "  Price        $9.99",
                "  Stock        0 (out of stock)",
                "  Description  Maps. More maps.",
            ])
    }

    @Test("cart with a confirmation")
    func cart() {
        let added = CartChangeSummary.added(productID: 7, name: "Timber Family Lamp C91", quantity: 2)
        #expect(
            renderer.render(.cart(RendererFixtures.cart, change: added)) == [
                "Added 2 × Timber Family Lamp C91 to your cart.",
                "ID  Product                 Qty  Unit price      Total",
                "--  ----------------------  ---  ----------  ---------",
                " 7  Timber Family Lamp C91    2   $1,805.99  $3,611.98",
                "12  Willow Atlas              1       $9.99      $9.99",
                "Total: $3,621.97 (3 items).",
            ])
        let empty = RendererFixtures.emptyCart
        #expect(renderer.render(.cart(empty, change: nil)) == ["Your cart is empty."])
        #expect(renderer.render(.cart(empty, change: .cleared)) == ["Your cart is now empty."])
        #expect(
            renderer.render(.cart(empty, change: .removed(productID: 7, name: "Lamp")))
                == ["Removed Lamp from your cart.", "Your cart is now empty."])
        #expect(
            renderer.render(.cart(empty, change: .quantitySet(productID: 7, name: "", quantity: 0)))
                == ["Removed product 7 from your cart.", "Your cart is now empty."])
        #expect(
            renderer.render(
                .cart(
                    RendererFixtures.cart,
                    change: .quantitySet(
                        productID: 12, name: "Willow Atlas",
                        quantity: 1))
            ).first
                == "Set Willow Atlas to 1 in your cart.")
    }

    @Test("orders")
    func orders() {
        #expect(renderer.render(.orderPlaced(RendererFixtures.order)).first == "Order #12 placed: 3 items, $3,621.97.")
        #expect(
            renderer.render(.order(RendererFixtures.order)) == [
                "Order #12: placed, 2026-01-31 14:05 UTC.",
                "ID  Product                 Qty  Unit price      Total",
                "--  ----------------------  ---  ----------  ---------",
                " 7  Timber Family Lamp C91    2   $1,805.99  $3,611.98",
                "12  Willow Atlas              1       $9.99      $9.99",
                "Total: $3,621.97 (3 items).",
            ])
        #expect(
            renderer.render(.orders(RendererFixtures.summaries)) == [
                "Order  Status   Items      Total  Placed (UTC)",
                "-----  -------  -----  ---------  ----------------",
                "   12  placed       3  $3,621.97  2026-01-31 14:05",
                "    3  shipped      1     $56.07  2025-02-18 12:00",
            ])
        #expect(renderer.render(.orders([])) == ["You have no orders yet."])
    }

    @Test("a page of several, a page past the end, a cancelled order")
    func orderPagesAndCancels() {
        let page = OrderPage(items: RendererFixtures.summaries, page: 2, perPage: 2, total: 5)
        #expect(renderer.render(ShellOutcome(OrdersOperation.self, page)).last == "Page 2 of 3 (5 orders).")
        let past = OrderPage(items: [], page: 9, perPage: 20, total: 5)
        #expect(
            renderer.render(ShellOutcome(OrdersOperation.self, past))
                == ["No orders on page 9; there is 1 page (5 orders)."])
        let cancelled = Order(
            id: 12, status: .cancelled, totalCents: 362_197, createdAt: "2026-01-31T14:05:09.123Z",
            updatedAt: "2026-02-01T09:30:00.000Z", items: RendererFixtures.order.items)
        #expect(
            renderer.render(ShellOutcome(OrderCancelOperation.self, cancelled)).first
                == "Order #12 cancelled: 3 items back in stock, $3,621.97.")
        #expect(
            renderer.render(ShellOutcome(OrderOperation.self, cancelled)).first
                == "Order #12: cancelled, 2026-01-31 14:05 UTC (cancelled 2026-02-01 09:30 UTC).")
    }

    @Test("errors fit on one line")
    func errors() {
        let error = ShellError(.notFound, "no product has id 9", hint: "Use 'products' to find ids.")
        #expect(renderer.render(error) == "error: no product has id 9. Use 'products' to find ids.")
        #expect(renderer.render(ShellError(.emptyCart, "the cart is empty")) == "error: the cart is empty.")
        #expect(renderer.render(ShellError.cancelled("cart")) == "Cancelled.")
        #expect(renderer.render(ShellError(.invalidArguments, "two\nlines")) == "error: two lines.")
        #expect(
            renderer.render(AuthDataError.busy(retryAfterSeconds: 1).operationError)
                == "error: too many passwords are being checked at once; try again in 1 s.")
        #expect(
            renderer.render(AuthDataError.registrationLimited(retryAfterSeconds: 60).operationError)
                == "error: too many registrations from this client; try again in 60 s.")
    }

    @Test("help")
    func help() {
        let lines = renderer.render(.help(HelpCatalog.entries, topic: nil))
        #expect(lines.first == "Commands:")
        #expect(lines.contains("  cart add <product-id> [<quantity>]  Add units to your cart *"))
        #expect(lines.contains("  products [--category SLUG] [--page N] [--per-page N] [--sort name|price]"))
        #expect(lines.contains("                                      List products, a page at a time"))
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(
            renderer.render(.help(HelpCatalog.entries(for: "cart add"), topic: "cart add")) == [
                "cart add <product-id> [<quantity>]",
                "  Add units to your cart. The quantity defaults to 1 and adds to what is already in the cart. "
                    + "Asks you to log in when you are not.",
            ])
    }
}
