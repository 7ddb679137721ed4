import Synchronization

/// The printed names of plugin types, computed once per type: `String(describing:)` on a type reflects on it (about
/// a microsecond), and an application that builds a graph per request names every plugin each time.
enum ModulePluginTypeNames {
    private static let names = Mutex<[ObjectIdentifier: String]>([:])

    /// `String(describing: type)`, from the cache after the first call.
    static func name(of type: any ModulePlugin.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names.withLock({ $0[key] }) { return name }
        let name = String(describing: type)
        names.withLock { $0[key] = name }
        return name
    }
}
