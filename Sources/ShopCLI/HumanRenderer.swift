import ShopTerminal

/// Renders outcomes and errors for people: short confirmations, aligned tables and money as `$1,234.56`.
///
/// Every line is free of control characters and trailing spaces, so output stays clean in a terminal and in a
/// transcript.
public struct HumanRenderer: Sendable {
    /// How amounts in cents are shown.
    public var money: MoneyFormatter

    /// The longest usage that shares its line with the summary in the `help` list; longer ones get a line of
    /// their own, with the summary under it.
    static let helpUsageWidth = 40

    /// Creates a renderer.
    ///
    /// - Parameter money: How amounts in cents are shown (`$12.34` by default).
    public init(money: MoneyFormatter = .dollars) {
        self.money = money
    }

    /// The lines printed for `outcome` (none for `quit`).
    ///
    /// - Parameter outcome: What a command produced.
    /// - Returns: The lines, without newlines.
    public func render(_ outcome: ShellOutcome) -> [String] {
        switch outcome {
        case let .help(entries, topic): renderHelp(entries, topic: topic)
        case let .signedIn(username, registered):
            [registered ? "Registered and logged in as \(username)." : "Logged in as \(username)."]
        case let .signedOut(username): [username == nil ? "You were not logged in." : "Logged out."]
        case let .signedOutEverywhere(username, count):
            [username.map { "Logged out of \(Self.sessions(count)) of \($0)." } ?? "You were not logged in."]
        case let .passwordChanged(ended): ["Password changed; \(Self.sessions(ended)) elsewhere ended."]
        case let .currentUser(username): [username.map { "Logged in as \($0)." } ?? "Not logged in."]
        case let .categories(categories): renderCategories(categories)
        case let .productPage(page, listing): renderPage(page, listing: listing)
        case let .product(product): renderProduct(product)
        case let .cart(cart, change): renderCart(cart, change: change)
        case let .orderPlaced(order): renderPlaced(order)
        case let .order(order): renderOrder(order)
        case let .orders(orders): renderOrders(orders)
        case .quit: []
        }
    }

    /// The one line printed for `error`: `Cancelled.` for a cancelled login, otherwise
    /// `error: <message>. <hint>`.
    ///
    /// - Parameter error: Why a command failed.
    /// - Returns: The line, without a newline.
    public func render(_ error: ShellError) -> String {
        if error.code == .cancelled { return "Cancelled." }
        var line = "error: \(error.message)."
        if let hint = error.hint { line += " \(hint)" }
        return line
    }

    /// `1 session`, `3 sessions`.
    private static func sessions(_ count: Int) -> String {
        count == 1 ? "1 session" : "\(count) sessions"
    }

    private func renderHelp(_ entries: [HelpEntry], topic: String?) -> [String] {
        guard topic == nil else {
            return entries.flatMap { entry in
                let login = entry.requiresLogin ? " Asks you to log in when you are not." : ""
                return [entry.usage, "  \(entry.summary). \(entry.details)\(login)"]
            }
        }
        let width = entries.map(\.usage.count).filter { $0 <= Self.helpUsageWidth }.max() ?? 0
        var lines = ["Commands:"]
        for entry in entries {
            let summary = entry.summary + (entry.requiresLogin ? " *" : "")
            if entry.usage.count <= width {
                let padding = String(repeating: " ", count: width - entry.usage.count + 2)
                lines.append("  " + entry.usage + padding + summary)
            } else {
                lines.append("  " + entry.usage)
                lines.append(String(repeating: " ", count: width + 4) + summary)
            }
        }
        return lines + ["* asks you to log in first when you are not. Type 'help <command>' for details."]
    }

    /// `count` units as `1 item` / `3 items`.
    func items(_ count: Int) -> String {
        ShellText.counted(count, "item")
    }

    /// An ISO-8601 UTC timestamp as `2026-01-31 14:05`, or the text unchanged when it is not one.
    func date(_ timestamp: String) -> String {
        let characters = Array(timestamp)
        guard characters.count >= 16, characters[10] == "T" else { return timestamp }
        return String(characters[0..<10]) + " " + String(characters[11..<16])
    }
}
