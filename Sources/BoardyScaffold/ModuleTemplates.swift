/// The files of a new module's IO target (`Modules/<Name>/IO`): ids, input, output, command and action types,
/// the `io<Name>()` accessor and the service map.
enum ModuleTemplates {
    /// Every file of a new module: IO target, implementation target and tests.
    static func files(for names: ModuleNames) -> [GeneratedFile] {
        ioFiles(names) + ModuleSourceTemplates.files(names) + ModuleTestTemplates.files(names)
    }

    private static func ioFiles(_ n: ModuleNames) -> [GeneratedFile] {
        let io = n.ioDirectory
        return [
            GeneratedFile(path: "\(io)/\(n.idType).swift", contents: idType(n)),
            GeneratedFile(path: "\(io)/\(n.name)Input.swift", contents: input(n)),
            GeneratedFile(path: "\(io)/\(n.name)Output.swift", contents: output(n)),
            GeneratedFile(path: "\(io)/\(n.name)Command.swift", contents: command(n)),
            GeneratedFile(path: "\(io)/\(n.name)Action.swift", contents: action(n)),
            GeneratedFile(path: "\(io)/\(n.name)Interface.swift", contents: interface(n)),
            GeneratedFile(path: "\(io)/\(n.serviceMap).swift", contents: serviceMap(n)),
            GeneratedFile(path: "\(io)/\(n.ioTarget).docc/\(n.ioTarget).md", contents: documentation(n)),
        ]
    }

    private static func idType(_ n: ModuleNames) -> String {
        """
        \(SwiftLayout.imports(["Boardy"]))

        /// The board identifiers \(n.name) publishes.
        public enum \(n.idType) {
            /// The module's entrance: its root board, reached through `Motherboard.\(n.accessor)()`.
            public static let root: BoardID = "\(n.idPrefix).root"
        }

        """
    }

    private static func input(_ n: ModuleNames) -> String {
        """
        /// What \(n.name)'s root board is activated with.
        public struct \(n.name)Input: Sendable, Equatable {
            /// The text the board answers to (replace with the module's real input).
            public var text: String

            /// Creates an input.
            public init(text: String) {
                self.text = text
            }
        }

        """
    }

    private static func output(_ n: ModuleNames) -> String {
        """
        /// What \(n.name)'s root board sends back.
        public struct \(n.name)Output: Sendable, Equatable {
            /// The board's answer (replace with the module's real output).
            public var text: String

            /// Creates an output.
            public init(text: String) {
                self.text = text
            }
        }

        """
    }

    private static func command(_ n: ModuleNames) -> String {
        """
        /// The commands \(n.name)'s root board accepts while it is installed (`\(n.accessor)().interaction.send(_:)`).
        public enum \(n.name)Command: Sendable, Equatable {
            /// Ends the module's session: the root board completes and is released.
            case finish
        }

        """
    }

    private static func action(_ n: ModuleNames) -> String {
        """
        \(SwiftLayout.imports(["Boardy"]))

        /// The actions \(n.name)'s root board broadcasts to its ancestors (`\(n.accessor)().actionFlow`).
        public enum \(n.name)Action: BoardFlowAction, Sendable, Equatable {
            /// The root board was activated with this input, before it answers.
            case didActivate(\(n.name)Input)
        }

        """
    }

    private static func interface(_ n: ModuleNames) -> String {
        """
        \(SwiftLayout.imports(["Boardy"]))

        /// The destination of ``\(n.idType)/root``: \(n.name)'s entrance, with its input, output, command and
        /// action types.
        \(SwiftLayout.typeAlias(
            "\(n.name)Destination", generic: "MainboardGenericDestination",
            arguments: ["\(n.name)Input", "\(n.name)Output", "\(n.name)Command", "\(n.name)Action"]))

        extension Motherboard {
            /// \(n.name)'s entrance: activate it, handle its outputs and actions, send it commands.
            public func \(n.accessor)() -> \(n.name)Destination {
                ioDestination(\(n.idType).root)
            }
        }

        """
    }

    private static func serviceMap(_ n: ModuleNames) -> String {
        """
        \(SwiftLayout.imports(["Boardy", "BoardyModulePlugin"]))

        /// \(n.name)'s services as the original's `modX` namespace: `mainboard.serviceMap.\(n.serviceMapProperty).\(n.accessor)`.
        ///
        /// Each property names the `Motherboard` accessor of the same name, so both spellings reach one destination.
        public final class \(n.serviceMap): ServiceMap {
            /// The destination of `Motherboard.\(n.accessor)()`.
            public var \(n.accessor): \(n.name)Destination {
                destination { $0.\(n.accessor)() }
            }
        }

        extension ServiceMap {
            /// \(n.name)'s services.
            public var \(n.serviceMapProperty): \(n.serviceMap) { link() }
        }

        """
    }

    private static func documentation(_ n: ModuleNames) -> String {
        """
        # ``\(n.ioTarget)``

        The interface of the \(n.name) module: board ids, value types and the accessors other modules call.

        ## Overview

        Other modules import this target, never `\(n.name)`. The module's entrance is ``\(n.idType)/root``, reached
        through `Motherboard.\(n.accessor)()` or `mainboard.serviceMap.\(n.serviceMapProperty).\(n.accessor)`:

        ```swift
        let output = try await mainboard.\(n.accessor)().output(activatingWith: \(n.name)Input(text: "hello"))
        ```

        ## Topics

        ### Board ids and accessors

        - ``\(n.idType)``
        - ``\(n.name)Destination``
        - ``\(n.serviceMap)``

        ### Values

        - ``\(n.name)Input``
        - ``\(n.name)Output``
        - ``\(n.name)Command``
        - ``\(n.name)Action``

        """
    }
}
