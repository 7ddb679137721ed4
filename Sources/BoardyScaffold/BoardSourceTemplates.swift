/// The implementation files of a new board: the board (or the enum that makes a ComponentKit board) and its
/// plugin.
enum BoardSourceTemplates {
    static func files(_ b: BoardNames) -> [GeneratedFile] {
        guard b.kind.hasBoard else { return [] }
        let sources = b.module.sourcesDirectory
        return [
            GeneratedFile(path: "\(sources)/\(b.boardType).swift", contents: board(b)),
            GeneratedFile(path: "\(sources)/\(b.plugin).swift", contents: plugin(b)),
        ]
    }

    private static func board(_ b: BoardNames) -> String {
        switch b.kind {
        case .empty: BoardKindTemplates.empty(b)
        case .task: BoardKindTemplates.task(b)
        case .blockTask: BoardKindTemplates.blockTask(b)
        case .barrier: BoardKindTemplates.barrier(b)
        case .flow: BoardKindTemplates.flow(b)
        case .presenter: BoardKindTemplates.presenter(b)
        case .io: ""
        }
    }

    private static func registration(_ b: BoardNames) -> String {
        switch b.kind {
        case .empty, .presenter:
            """
                    main.registerBoard(\(b.id)) { identifier in
                        \(b.boardType)(identifier: identifier)
                    }
            """
        case .flow:
            """
                    let producer = main.makeModuleProducer(registrations: \(b.boardType).registrations)
                    main.registerBoard(\(b.id)) { identifier in
                        \(b.boardType).make(identifier: identifier, producer: producer)
                    }
            """
        default:
            """
                    main.registerBoard(\(b.id)) { identifier in
                        \(b.boardType).make(identifier: identifier)
                    }
            """
        }
    }

    private static func plugin(_ b: BoardNames) -> String {
        """
        \(SwiftLayout.imports(["Boardy", "BoardyModulePlugin", b.module.ioTarget]))

        /// Registers the \(b.name) board as ``\(b.module.ioTarget)/\(b.docID)``.
        ///
        /// Install it with the module's other plugins (`\(b.module.plugin).bundledPlugins` lists it when the module
        /// was made by `new-module`), or on its own: `PluginLauncher.with()\(b.installLine)`.
        public struct \(b.plugin): ModulePlugin {
            /// Creates the plugin.
            public init() {}

            /// The id of the board this plugin registers.
            public var identifier: BoardID { \(b.id) }

            /// Registers the board; it is built lazily, when an activation needs one.
            public func apply(for main: MainComponent) {
        \(registration(b))
            }
        }

        """
    }
}
