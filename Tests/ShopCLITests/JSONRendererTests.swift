import Foundation
import ShopCLI
import ShopOperations
import ShopTerminal
import Testing

@Suite("JSONRenderer")
struct JSONRendererTests {
    let renderer = JSONRenderer()

    private func line(_ outcome: ShellOutcome) -> String? {
        renderer.render(outcome).map(JSONLineWriter.line(for:))
    }

    @Test("account payloads")
    func account() {
        #expect(
            line(.signedIn(username: "alice", registered: true))
                == #"{"ok":true,"result":{"username":"alice","role":"customer"}}"# + "\n")
        #expect(line(.signedOut(username: "alice")) == #"{"ok":true,"result":{"username":null}}"# + "\n")
        #expect(line(.currentUser(nil)) == #"{"ok":true,"result":{"username":null,"role":null}}"# + "\n")
        #expect(line(.quit) == nil)
    }

    @Test("catalog payloads")
    func catalog() {
        #expect(
            line(.categories(RendererFixtures.categories)) == #"{"ok":true,"result":{"items":["#
                + #"{"slug":"books","name":"Books","productCount":24},"#
                + #"{"slug":"furniture","name":"Furniture","productCount":119}]}}"# + "\n")
        #expect(
            line(.product(RendererFixtures.book)) == #"{"ok":true,"result":{"id":12,"sku":"BOO-0000012","#
                + #""name":"Willow \"Signature\" Atlas","description":"Maps.\nMore maps.","category":"books","#
                + #""priceCents":999,"stock":0}}"# + "\n")
        let page = line(.productPage(RendererFixtures.page, listing: .search(text: "x")))
        #expect(page?.hasPrefix(#"{"ok":true,"result":{"items":[{"id":7,"sku":"FUR-0000007""#) == true)
        #expect(page?.hasSuffix(#""stock":0}],"page":1,"perPage":2,"total":5}}"# + "\n") == true)
    }

    @Test("cart and order payloads")
    func orders() {
        #expect(
            line(.cart(RendererFixtures.cart, change: .cleared)) == #"{"ok":true,"result":{"items":["#
                + #"{"productId":7,"name":"Timber Family Lamp C91","quantity":2,"unitPriceCents":180599,"#
                + #""lineTotalCents":361198},{"productId":12,"name":"Willow Atlas","quantity":1,"unitPriceCents":999,"#
                + #""lineTotalCents":999}],"totalCents":362197}}"# + "\n")
        let order =
            #"{"ok":true,"result":{"id":12,"status":"placed","totalCents":362197,"#
            + #""createdAt":"2026-01-31T14:05:09.123Z","updatedAt":"2026-01-31T14:05:09.123Z","#
            + #""items":[{"productId":7,"name":"Timber Family Lamp C91","#
            + #""quantity":2,"unitPriceCents":180599},{"productId":12,"name":"Willow Atlas","quantity":1,"#
            + #""unitPriceCents":999}]}}"# + "\n"
        #expect(line(.order(RendererFixtures.order)) == order)
        #expect(line(.orderPlaced(RendererFixtures.order)) == order)
        #expect(
            line(.orders(RendererFixtures.summaries)) == #"{"ok":true,"result":{"items":["#
                + #"{"id":12,"status":"placed","totalCents":362197,"itemCount":3,"createdAt":"2026-01-31T14:05:09.123Z","#
                + #""updatedAt":"2026-01-31T14:05:09.123Z"},"#
                + #"{"id":3,"status":"shipped","totalCents":5607,"itemCount":1,"createdAt":"2025-02-18T12:00:00.000Z","#
                + #""updatedAt":"2025-02-18T12:00:00.000Z"}],"page":1,"perPage":20,"total":2}}"#
                + "\n")
    }

    @Test("help payload")
    func help() {
        #expect(
            line(.help(HelpCatalog.entries(for: "order"), topic: "order")) == #"{"ok":true,"result":{"commands":["#
                + #"{"name":"order","usage":"order <order-id>","summary":"Show one of your orders","#
                + #""loginRequired":true},{"name":"order cancel","usage":"order cancel <order-id>","#
                + #""summary":"Cancel one of your placed orders","loginRequired":true}]}}"#
                + "\n")
    }

    @Test("error lines")
    func errors() {
        let error = ShellError(.insufficientStock, "only 2 unit(s) in stock", hint: "Choose a smaller quantity.")
        #expect(
            JSONLineWriter.line(for: renderer.render(error))
                == #"{"ok":false,"error":{"code":"insufficient-stock","message":"only 2 unit(s) in stock"}}"# + "\n")
        #expect(
            JSONLineWriter.line(for: renderer.render(.cancelled("cart")))
                == #"{"ok":false,"error":{"code":"cancelled","message":"login was cancelled; 'cart' did not run"}}"#
                + "\n")
    }

    @Test("every error code is kebab-case")
    func codes() {
        for code in ShellErrorCode.allCases {
            #expect(code.rawValue.allSatisfy { $0.isLowercase || $0 == "-" }, "\(code)")
        }
    }
}
