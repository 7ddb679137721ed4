import Boardy

/// A configuration problem found by ``LauncherComponent/initialize(isolation:)``.
///
/// Plugins are all applied before the first problem found (in install order) is thrown, so the error names the
/// plugins involved even when the second one was installed last.
public enum PluginLauncherError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Two plugins (or one plugin twice) registered the same application board id.
    case duplicateBoardID(BoardID, firstPlugin: String, secondPlugin: String)
    /// Two plugins of different types have the same identifier.
    case duplicatePluginIdentifier(BoardID, firstPlugin: String, secondPlugin: String)
    /// Two gateway barriers (or a gateway and ``GatewayBarrierRegistration/exempt``) were installed for the same id;
    /// `BoardID/wildcard` stands for the application-wide gate.
    case duplicateGatewayBarrier(BoardID)
    /// ``GatewayBarrierRegistration/exempt`` was installed for the wildcard, which would exempt nothing.
    case exemptWildcard
    /// A URL route's pattern cannot be parsed.
    case invalidURLPattern(String, reason: String, plugin: String)
    /// ``LauncherComponent/initialize(isolation:)`` was called a second time on the same builder.
    case alreadyInitialized
    /// ``LauncherComponent/initializeShared()`` was called while ``PluginLauncher/shared`` is set (the original
    /// traps here).
    case sharedLauncherAlreadyInitialized

    /// One human line describing the problem.
    public var description: String {
        switch self {
        case let .duplicateBoardID(id, first, second) where first == second:
            "plugin \(first) registers board id '\(id)' twice"
        case let .duplicateBoardID(id, first, second):
            "board id '\(id)' is registered by both \(first) and \(second); give one of them another id"
        case let .duplicatePluginIdentifier(id, first, second):
            "plugins \(first) and \(second) have the same identifier '\(id)'"
        case let .duplicateGatewayBarrier(id) where id == .wildcard:
            "two application-wide gateway barriers were installed; install one and branch inside it"
        case let .duplicateGatewayBarrier(id):
            "two gateway barriers (or a barrier and an exemption) were installed for board id '\(id)'"
        case .exemptWildcard:
            "the wildcard cannot be exempt from the gateway; install .exempt for specific ids"
        case let .invalidURLPattern(pattern, reason, plugin):
            "the URL route '\(pattern)' of \(plugin) is invalid: \(reason)"
        case .alreadyInitialized:
            "this launcher builder was already initialized; create a new one with PluginLauncher.with(options:)"
        case .sharedLauncherAlreadyInitialized:
            "a shared launcher was already initialized; use PluginLauncher.shared, or releaseShared() first"
        }
    }
}
