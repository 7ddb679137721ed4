/// What ``PluginLauncher/open(url:)`` opened: the route that won, who registered it, and the match it received.
public struct URLOpeningResult: Equatable, Sendable {
    /// The pattern of the route that matched.
    public let route: String
    /// The route's name (its pattern unless it was given one).
    public let routeName: String
    /// The name of the plugin that registered the route, or `nil` for a route installed on the launcher.
    public let pluginName: String?
    /// The parameters the route received.
    public let match: URLMatch

    /// Creates a result.
    public init(route: String, routeName: String, pluginName: String?, match: URLMatch) {
        self.route = route
        self.routeName = routeName
        self.pluginName = pluginName
        self.match = match
    }
}
