/// A feature shipped as one value: given the launch options, it contributes module plugins, URL opener plugins and
/// launch settings, installed together with ``LauncherComponent/install(launcherPlugin:)``.
///
/// ```swift
/// struct CatalogFeature: LauncherPlugin {
///     func prepareForLaunching(withOptions options: MainOptions) -> ModuleComponent {
///         ModuleComponent(
///             modulePlugins: CatalogModulePlugin.bundledPlugins,
///             urlOpenerPlugins: [URLRoute("shop://product/{id}") { match in .target(CatalogID.detail, 1) }],
///             launchSettings: { launcher in launcher.activateNow { $0.serviceMap.modCatalog.ioList.activate() } }
///         )
///     }
/// }
/// ```
///
/// As in the original, the plugin is asked at install time, with the options the launcher was created with; what
/// it returns takes its place in install order (its module plugins, then its openers, then its launch settings).
public protocol LauncherPlugin {
    /// What the feature contributes, for these launch options.
    func prepareForLaunching(withOptions options: MainOptions) -> ModuleComponent
}
