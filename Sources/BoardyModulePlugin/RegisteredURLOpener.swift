/// An installed opener: a route with its parsed pattern, or any other opener plugin, and who installed it.
struct RegisteredURLOpener {
    enum Kind {
        case route(URLRoute, URLPattern)
        case plugin(any URLOpenerPlugin)
    }

    let kind: Kind
    /// The plugin that registered the opener, `nil` for the launcher.
    let pluginName: String?

    /// The opener's name.
    var name: String {
        switch kind {
        case let .route(route, _): route.name
        case let .plugin(plugin): plugin.name
        }
    }
}
