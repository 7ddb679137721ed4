/// The names generated for one module, derived from its validated name (`Payment` here).
public struct ModuleNames: Sendable {
    /// The module's name, `Payment`: also the implementation target's name.
    public let module: ScaffoldName

    /// Names for `module`.
    public init(module: ScaffoldName) {
        self.module = module
    }

    /// `Payment`.
    public var name: String { module.typeName }
    /// The IO target, `PaymentIO`.
    public var ioTarget: String { "\(name)IO" }
    /// The test target, `PaymentTests`.
    public var testTarget: String { "\(name)Tests" }
    /// The id namespace, `PaymentID`.
    public var idType: String { "\(name)ID" }
    /// The service map class, `PaymentServiceMap`.
    public var serviceMap: String { "\(name)ServiceMap" }
    /// The module plugin, `PaymentModulePlugin`.
    public var plugin: String { "\(name)ModulePlugin" }
    /// The root board class, `PaymentRootBoard`.
    public var rootBoard: String { "\(name)RootBoard" }
    /// The `Motherboard` accessor of the root board, `ioPayment`.
    public var accessor: String { "io\(name)" }
    /// The service-map property, `modPayment`.
    public var serviceMapProperty: String { "mod\(name)" }
    /// The prefix of every board id of the module, `mod.payment`.
    public var idPrefix: String { "mod.\(module.lowerCamel)" }
    /// The module's IO directory, `Modules/Payment/IO`.
    public var ioDirectory: String { "Modules/\(name)/IO" }
    /// The module's implementation directory, `Modules/Payment/Sources`.
    public var sourcesDirectory: String { "Modules/\(name)/Sources" }
    /// The module's test directory, `Tests/PaymentTests`.
    public var testsDirectory: String { "Tests/\(name)Tests" }
    /// The line that installs the module in a composition root.
    public var installLine: String { ".install(plugins: \(plugin).bundledPlugins)" }
}
