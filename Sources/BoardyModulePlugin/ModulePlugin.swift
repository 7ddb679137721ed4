import Boardy

/// A module's entry into the application: it registers the module's boards (and URL routes) on the main component.
///
/// A module ships a plugin in its implementation target. By convention each entry point is a case of a nested
/// `ServiceType` enum, the plugin's ``identifier`` is the id of that entry point's board, and a static
/// `bundledPlugins` lists one plugin per entry point so the application can install them all at once:
///
/// ```swift
/// public struct CatalogModulePlugin: ModulePlugin {
///     public enum ServiceType { case list, detail }
///     public let service: ServiceType
///     public var identifier: BoardID { service == .list ? CatalogID.list : CatalogID.detail }
///     public func apply(for main: MainComponent) {
///         switch service {
///         case .list: main.registerBoard(CatalogID.list) { CatalogListBoard(identifier: $0) }
///         case .detail: main.registerBoard(CatalogID.detail) { CatalogDetailBoard(identifier: $0) }
///         }
///     }
///     public static var bundledPlugins: [any ModulePlugin] { [Self(service: .list), Self(service: .detail)] }
/// }
/// ```
///
/// ``PluginLauncher`` applies plugins once, in install order, during ``LauncherComponent/initialize(isolation:)``.
/// Boards are registered, not built: nothing is produced until an activation asks for it. They belong to the actor
/// that initializes the launcher, and run there.
public protocol ModulePlugin {
    /// The plugin's identity, usually the id of the entry-point board it registers.
    ///
    /// Two installed plugins of the same type with the same identifier are the same plugin: the second is skipped.
    /// Plugins of different types must not share an identifier (see
    /// ``PluginLauncherError/duplicatePluginIdentifier(_:firstPlugin:secondPlugin:)``).
    var identifier: BoardID { get }

    /// The name used in configuration errors and ``URLOpeningResult/pluginName``.
    ///
    /// Defaults to the type name followed by the identifier, e.g. `CatalogModulePlugin(catalog.list)`.
    var name: String { get }

    /// Registers the module's boards, URL routes and internal producers on `main`.
    ///
    /// Called once, during ``LauncherComponent/initialize(isolation:)``. Registrations made through `main` are recorded
    /// with this plugin's ``name``, which is how a board id registered twice is reported naming both plugins.
    func apply(for main: MainComponent)
}

extension ModulePlugin {
    /// The type name followed by the identifier, e.g. `CatalogModulePlugin(catalog.list)`.
    public var name: String {
        "\(ModulePluginTypeNames.name(of: type(of: self)))(\(identifier))"
    }
}
