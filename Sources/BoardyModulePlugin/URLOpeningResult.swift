/// What ``PluginLauncher/open(url:)`` did: every opener that could open the URL, and the ones that did.
public struct URLOpeningResult: Equatable, Sendable {
    /// The URL as given.
    public let url: String
    /// Every opener that could open the URL, in install order, whatever the selection handler chose.
    public let candidates: [URLOpenerCandidate]
    /// The candidates that were selected and opened, in install order.
    public let opened: [URLOpenerCandidate]

    /// Creates a result.
    public init(url: String, candidates: [URLOpenerCandidate], opened: [URLOpenerCandidate]) {
        self.url = url
        self.candidates = candidates
        self.opened = opened
    }

    /// The names of every candidate: what the original's `open(url:)` returns.
    public var candidateNames: [String] {
        candidates.map(\.name)
    }

    /// The pattern of the first opened route, if a route opened.
    public var route: String? {
        opened.first?.route
    }

    /// The name of the first opener that opened.
    public var routeName: String? {
        opened.first?.name
    }

    /// The plugin that registered the first opener that opened (`nil` for the launcher, or when nothing opened).
    public var pluginName: String? {
        opened.first?.pluginName
    }

    /// The parameters the first opened route received.
    public var match: URLMatch? {
        opened.first?.match
    }
}
