/// The IO files of a new board: its id, destination, accessor (and service-map property), and value types.
enum BoardIOTemplates {
    static func files(_ b: BoardNames) -> [GeneratedFile] {
        let io = b.module.ioDirectory
        var files = [GeneratedFile(path: "\(io)/\(b.name)Interface.swift", contents: interface(b))]
        switch b.kind {
        case .barrier:
            files.append(
                valueType(
                    b, path: "\(io)/\(b.value).swift", type: b.value,
                    doc: "The value the \(b.name) barrier's waiters wait for."))
        case .presenter:
            files.append(GeneratedFile(path: "\(io)/\(b.input).swift", contents: presenterInput(b)))
            files.append(
                valueType(
                    b, path: "\(io)/\(b.output).swift", type: b.output,
                    doc: "The user's answer the \(b.name) board sends back."))
            files.append(GeneratedFile(path: "\(io)/\(b.presenter).swift", contents: presenter(b)))
        default:
            files.append(
                valueType(
                    b, path: "\(io)/\(b.input).swift", type: b.input, doc: "What the \(b.name) board is activated with."
                ))
            files.append(
                valueType(
                    b, path: "\(io)/\(b.output).swift", type: b.output, doc: "What the \(b.name) board sends back."))
        }
        return files
    }

    /// The destination typealias of each kind.
    static func destinationAlias(_ b: BoardNames) -> String {
        switch b.kind {
        case .blockTask:
            SwiftLayout.typeAlias(b.destination, generic: "BlockTaskDestination", arguments: [b.input, b.output])
        case .barrier:
            SwiftLayout.typeAlias(
                b.destination, generic: "MainboardGenericDestination",
                arguments: ["BarrierAction<\(b.value)>", b.value, "BoardNoCommand", "BoardNoAction"])
        default:
            SwiftLayout.typeAlias(
                b.destination, generic: "MainboardGenericDestination",
                arguments: [b.input, b.output, "BoardNoCommand", "BoardNoAction"])
        }
    }

    private static func interface(_ b: BoardNames) -> String {
        var imports = ["Boardy"]
        if b.kind == .blockTask || b.kind == .barrier { imports.append("BoardyComponentKit") }
        if b.serviceMap != nil { imports.append("BoardyModulePlugin") }
        var text = SwiftLayout.imports(imports) + "\n"
        text += """

            extension \(b.module.idType) {
                /// The \(b.name) board, reached through `Motherboard.\(b.accessor)()`:
                /// \(kindPhrase(b.kind)).
                public static let \(b.idProperty): BoardID = "\(b.idValue)"
            }

            /// The destination of ``\(b.module.idType)/\(b.idProperty)``.
            \(destinationAlias(b))

            extension Motherboard {
                /// The \(b.name) board: activate it and handle its outputs.
                public func \(b.accessor)() -> \(b.destination) {
                    ioDestination(\(b.id))
                }
            }

            """
        if let serviceMap = b.serviceMap {
            text += """

                extension \(serviceMap.type) {
                    /// The destination of `Motherboard.\(b.accessor)()`.
                    public var \(b.accessor): \(b.destination) {
                        destination { $0.\(b.accessor)() }
                    }
                }

                """
        }
        return text
    }

    /// How the id's documentation describes the board.
    static func kindPhrase(_ kind: BoardKind) -> String {
        switch kind {
        case .empty: "A board with a typed input and output"
        case .task: "A task board"
        case .blockTask: "A block-task board, awaitable with `blockActivation.run(_:)`"
        case .barrier: "A barrier board: queue work with `.wait`, release it with `.overcome`"
        case .flow: "A flow board running module-internal boards"
        case .io: "Declared here; the board that answers it is registered elsewhere"
        case .presenter: "A board that drives a presenter the front implements"
        }
    }

    private static func valueType(_ b: BoardNames, path: String, type: String, doc: String) -> GeneratedFile {
        GeneratedFile(
            path: path,
            contents: """
                /// \(doc)
                public struct \(type): Sendable, Equatable {
                    /// The text it carries (replace with the real fields).
                    public var text: String

                    /// Creates a value.
                    public init(text: String) {
                        self.text = text
                    }
                }

                """)
    }

    private static func presenterInput(_ b: BoardNames) -> String {
        """
        /// What the \(b.name) board is activated with: what to show, and the front's presenter that shows it.
        public struct \(b.input) {
            /// The text to show (replace with the real fields).
            public var text: String
            /// The front's presenter; the board holds it until the user answers.
            public var presenter: any \(b.presenter)

            /// Creates an input.
            public init(text: String, presenter: any \(b.presenter)) {
                self.text = text
                self.presenter = presenter
            }
        }

        """
    }

    private static func presenter(_ b: BoardNames) -> String {
        """
        /// What a front implements to show the \(b.name) board's content and report the user's answer: the headless
        /// counterpart of the original's view controller.
        ///
        /// A terminal prints the prompt and reads a line; a server sends it to the client and answers when the reply
        /// arrives. The board runs in its graph's isolation, so call `answer` there.
        public protocol \(b.presenter): AnyObject {
            /// Shows `prompt`; call `answer` once with the user's answer (later calls are ignored).
            func present(_ prompt: String, answer: @escaping (\(b.output)) -> Void)
        }

        """
    }
}
