import BoardyModulePlugin
import ShopSeeding

/// Why the shop could not start.
public enum ShopAppError: Error, Sendable, CustomStringConvertible {
    /// The database could not be opened, checked or migrated.
    case database(ShopDatabaseError)
    /// The demo catalog could not be seeded into a new database.
    case seeding(SeedError)
    /// The modules could not be assembled (a programming error, such as two modules claiming one board id).
    case configuration(PluginLauncherError)

    /// A human sentence describing the failure.
    public var description: String {
        switch self {
        case let .database(error): error.description
        case let .seeding(error): "could not seed the demo catalog: \(error.description)"
        case let .configuration(error): "the shop's modules are misconfigured: \(error.description)"
        }
    }
}
