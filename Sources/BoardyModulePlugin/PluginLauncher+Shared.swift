extension PluginLauncher {
    /// The launcher ``LauncherComponent/initializeShared()`` published, or `nil` (the original traps when `shared`
    /// is read before initialization).
    @MainActor public internal(set) static var shared: PluginLauncher? {
        get { SharedLauncherSlot.launcher }
        set { SharedLauncherSlot.launcher = newValue }
    }

    /// Forgets ``shared``, so ``LauncherComponent/initializeShared()`` may publish another launcher (a new process,
    /// in effect: for tests and for an application that reassembles itself).
    @MainActor public static func releaseShared() {
        shared = nil
    }
}

extension LauncherComponent {
    /// Initializes like ``initialize(isolation:)``, on the main actor, and publishes the launcher as
    /// ``PluginLauncher/shared``, as the original's `initialize()` does.
    ///
    /// - Throws: ``PluginLauncherError/sharedLauncherAlreadyInitialized`` when a shared launcher exists (the original
    ///   traps; nothing is applied then), or what ``initialize(isolation:)`` throws.
    ///
    /// The shared launcher is the application's, so it lives on the main actor, with its board graph.
    @MainActor public func initializeShared() throws(PluginLauncherError) -> PluginLauncher {
        guard PluginLauncher.shared == nil else { throw .sharedLauncherAlreadyInitialized }
        let launcher = try initialize()
        PluginLauncher.shared = launcher
        return launcher
    }
}

/// The storage of ``PluginLauncher/shared``: main-actor isolated, so reads and writes are serialized.
@MainActor private enum SharedLauncherSlot {
    static var launcher: PluginLauncher?
}
