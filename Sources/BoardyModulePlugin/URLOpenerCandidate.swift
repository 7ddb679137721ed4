/// An opener that can open a URL, as ``URLOpeningResult`` and ``URLOpeningOption/selectionHandler`` see it.
public struct URLOpenerCandidate: Equatable, Sendable {
    /// The opener's name (a route's name, which defaults to its pattern).
    public let name: String
    /// The module plugin that registered the opener, or `nil` for one installed on the launcher.
    public let pluginName: String?
    /// For a ``URLRoute``, its pattern; `nil` for other openers.
    public let route: String?
    /// For a ``URLRoute``, the parameters it receives (path captures, query items and the pattern's declared
    /// defaults); `nil` for other openers.
    public let match: URLMatch?
    /// The opener's position among all installed openers (install order).
    public let position: Int

    /// Creates a candidate; the launcher makes these.
    public init(name: String, pluginName: String?, route: String?, match: URLMatch?, position: Int) {
        self.name = name
        self.pluginName = pluginName
        self.route = route
        self.match = match
        self.position = position
    }
}
