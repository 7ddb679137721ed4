/// The files of a new module's implementation target (`Modules/<Name>/Sources`): the module plugin, the root
/// board and the documentation catalog.
enum ModuleSourceTemplates {
    /// The marker in `bundledPlugins` above which `new-board` adds each new board's plugin.
    static let pluginsAnchor = "// boardy:scaffold-plugins"

    static func files(_ n: ModuleNames) -> [GeneratedFile] {
        let sources = n.sourcesDirectory
        return [
            GeneratedFile(path: "\(sources)/\(n.plugin).swift", contents: plugin(n)),
            GeneratedFile(path: "\(sources)/\(n.rootBoard).swift", contents: rootBoard(n)),
            GeneratedFile(path: "\(sources)/\(n.name).docc/\(n.name).md", contents: documentation(n)),
        ]
    }

    private static func plugin(_ n: ModuleNames) -> String {
        """
        \(SwiftLayout.imports(["Boardy", "BoardyModulePlugin", n.ioTarget]))

        /// \(n.name)'s entry into the application: registers the module's boards on the main component.
        ///
        /// ```swift
        /// let launcher = try PluginLauncher.with()
        ///     \(n.installLine)
        ///     .initialize()
        /// let output = try await launcher.mainboard.\(n.accessor)().output(activatingWith: \(n.name)Input(text: "hello"))
        /// ```
        ///
        /// This is the place to create the module's internal instances (stores, clients) and hand them to its boards.
        public struct \(n.plugin): ModulePlugin {
            /// \(n.name)'s entry points, one plugin each.
            public enum ServiceType: Sendable, CaseIterable {
                /// ``\(n.ioTarget)/\(n.idType)/root``: the module's entrance, ``\(n.rootBoard)``.
                case root
            }

            /// The entry point this plugin registers.
            public let service: ServiceType

            /// Creates the plugin of one entry point.
            public init(service: ServiceType) {
                self.service = service
            }

            /// The id of the entry point's board.
            public var identifier: BoardID {
                switch service {
                case .root: \(n.idType).root
                }
            }

            /// Registers the entry point's board; boards are built lazily, when an activation needs one.
            public func apply(for main: MainComponent) {
                switch service {
                case .root:
                    let producer = main.makeModuleProducer()
                    main.registerBoard(\(n.idType).root) { identifier in
                        \(n.rootBoard)(identifier: identifier, boardProducer: producer)
                    }
                }
            }

            /// Every plugin of the module: one per entry point, then those of the boards `new-board` added.
            public static var bundledPlugins: [any ModulePlugin] {
                let entryPoints: [any ModulePlugin] = ServiceType.allCases.map { Self(service: $0) }
                let boards: [any ModulePlugin] = [
                    \(pluginsAnchor)
                ]
                return entryPoints + boards
            }
        }

        """
    }

    private static func rootBoard(_ n: ModuleNames) -> String {
        """
        \(SwiftLayout.imports(["Boardy", n.ioTarget]))

        /// \(n.name)'s entrance (``\(n.ioTarget)/\(n.idType)/root``): answers each input, broadcasts
        /// ``\(n.ioTarget)/\(n.name)Action/didActivate(_:)`` first, and completes on
        /// ``\(n.ioTarget)/\(n.name)Command/finish``.
        ///
        /// It owns a nested motherboard (``Boardy/ContinuousBoard/motherboard``) built from the module's producer:
        /// register the module's internal boards there and run its flows from ``activate(withGuaranteedInput:)``.
        \(SwiftLayout.classDeclaration(n.rootBoard, conformances: [
            "ContinuousBoard", "GuaranteedBoard", "GuaranteedOutputSendingBoard", "GuaranteedCommandBoard",
            "GuaranteedActionSendingBoard",
        ]))
            /// The board's input.
            typealias InputType = \(n.name)Input
            /// The board's output.
            typealias OutputType = \(n.name)Output
            /// The commands the board accepts.
            typealias CommandType = \(n.name)Command
            /// The actions the board broadcasts.
            typealias FlowActionType = \(n.name)Action

            /// Answers `input` (replace with the module's work).
            func activate(withGuaranteedInput input: \(n.name)Input) {
                broadcastAction(.didActivate(input))
                sendOutput(\(n.name)Output(text: "\(n.name) received \\(input.text)"))
            }

            /// Handles a command.
            func interact(guaranteedCommand command: \(n.name)Command) {
                switch command {
                case .finish: complete()
                }
            }
        }

        """
    }

    private static func documentation(_ n: ModuleNames) -> String {
        """
        # ``\(n.name)``

        The implementation of the \(n.name) module: its plugin and the boards behind `\(n.ioTarget)`'s ids.

        ## Overview

        \(n.name) is installed in a composition root with one line:

        ```swift
        let launcher = try PluginLauncher.with()
            \(n.installLine)
            .initialize()
        ```

        Other modules reach it only through `\(n.ioTarget)` (`mainboard.\(n.accessor)()`). Add a board with
        `swift package boardy new-board <Name> --module \(n.name) --kind <kind>`.

        ## Topics

        ### The plugin

        - ``\(n.plugin)``

        """
    }
}
