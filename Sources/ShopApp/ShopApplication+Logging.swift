import Boardy
import BoardyModulePlugin
import Logging

extension ShopApplication {
    /// The swift-log bridge of Boardy's trace: each event becomes one `info` line (`boardy: <path>: <what>`) with
    /// the board, the event kind and the motherboard path as metadata.
    public nonisolated static func traceHandler(logger: Logger) -> (BoardTraceEvent) -> Void {
        { event in
            logger.info(
                "boardy: \(event.description)",
                metadata: [
                    "board": "\(event.board)",
                    "event": "\(event.kind)",
                    "motherboard": "\(event.motherboardPath.map(\.rawValue).joined(separator: " > "))",
                ])
        }
    }

    /// Logs a missing feature: at `debug` for a deep link no route matches (the front reports that one itself, from
    /// the error `open(url:)` throws), as a `warning` for any other id, as unregistered ids were before.
    public nonisolated static func logFeatureNotFound(_ notFound: BoardNotFound, to logger: Logger) {
        if notFound.identifier == PluginLauncher.unknownLinkIdentifier {
            let link = (notFound.option as? URLOpeningError).map(\.description) ?? "an unknown link"
            logger.debug("\(notFound.description): \(link)")
        } else {
            logger.warning("\(notFound.description)")
        }
    }
}
