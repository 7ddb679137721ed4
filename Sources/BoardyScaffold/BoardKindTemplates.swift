/// The board file of each kind.
enum BoardKindTemplates {
    static func empty(_ b: BoardNames) -> String {
        """
        \(SwiftLayout.imports(["Boardy", b.module.ioTarget]))

        /// The \(b.name) board (``\(b.module.ioTarget)/\(b.docID)``): answers each activation once, then completes.
        final class \(b.boardType): Board, GuaranteedBoard, GuaranteedOutputSendingBoard {
            /// The board's input.
            typealias InputType = \(b.input)
            /// The board's output.
            typealias OutputType = \(b.output)

            /// Answers `input` (replace with the board's work) and completes.
            func activate(withGuaranteedInput input: \(b.input)) {
                sendOutput(\(b.output)(text: "\(b.name) received \\(input.text)"))
                complete()
            }
        }

        """
    }

    static func task(_ b: BoardNames) -> String {
        componentBoard(
            b,
            doc: """
                /// The \(b.name) task (``\(b.module.ioTarget)/\(b.docID)``): a `TaskBoard` that runs ``execute(_:)`` for each
                /// activation and sends its value as output. Activations queue, one at a time; the board completes when none
                /// is left.
                """,
            make: """
                    /// Makes the board for `identifier`.
                    static func make(identifier: BoardID) -> any ActivatableBoard {
                        TaskBoard<\(b.input), \(b.output)>(identifier: identifier) { input in
                            try await execute(input)
                        }
                    }
                """)
    }

    static func blockTask(_ b: BoardNames) -> String {
        componentBoard(
            b,
            doc: """
                /// The \(b.name) block task (``\(b.module.ioTarget)/\(b.docID)``): a `BlockTaskBoard` that runs ``execute(_:)`` for
                /// each activation, concurrently (`.default`); callers await it with `blockActivation.run(_:)` or attach
                /// per-activation callbacks.
                """,
            make: """
                    /// Makes the board for `identifier`.
                    static func make(identifier: BoardID) -> any ActivatableBoard {
                        BlockTaskBoard<\(b.input), \(b.output)>(
                            identifier: identifier, executingType: .default
                        ) { input in
                            try await execute(input)
                        }
                    }
                """)
    }

    /// An enum that makes a ComponentKit board and holds its executor.
    private static func componentBoard(_ b: BoardNames, doc: String, make: String) -> String {
        """
        \(SwiftLayout.imports(["Boardy", "BoardyComponentKit", b.module.ioTarget]))

        \(doc)
        enum \(b.boardType) {
        \(make)

            /// The work of one activation (replace with the board's work).
            ///
            /// It runs in the board graph's isolation, where it is awaited; mark blocking or CPU-heavy work
            /// `@concurrent`.
            \(SwiftLayout.function("nonisolated(nonsending) static func execute", parameters: "_ input: \(b.input)", result: "async throws -> \(b.output)"))
                \(b.output)(text: "\(b.name) received \\(input.text)")
            }
        }

        """
    }

    static func barrier(_ b: BoardNames) -> String {
        """
        \(SwiftLayout.imports(["Boardy", "BoardyComponentKit", b.module.ioTarget]))

        /// The \(b.name) barrier (``\(b.module.ioTarget)/\(b.docID)``): a `BarrierBoard` that queues work (`.wait`) until
        /// it is overcome with a value (`.overcome`), which runs the work in order and is sent as output, or cancelled
        /// (`.cancel`).
        enum \(b.boardType) {
            /// Makes the board for `identifier`.
            static func make(identifier: BoardID) -> any ActivatableBoard {
                BarrierBoard<\(b.value)>(identifier: identifier)
            }
        }

        """
    }

    static func flow(_ b: BoardNames) -> String {
        """
        \(SwiftLayout.imports(["Boardy", "BoardyComponentKit", b.module.ioTarget]))

        /// The \(b.name) flow (``\(b.module.ioTarget)/\(b.docID)``): a `FlowBoard` that runs the module-internal board
        /// ``stepID`` on its own motherboard and sends that board's output as its own, then completes.
        ///
        /// Add steps to ``registrations`` and chain them in `flowRegistration` (`registerFlowSteps(a ->> b)`).
        enum \(b.boardType) {
            /// The id of the flow's one step, a board internal to the module.
            static let stepID: BoardID = "\(b.idValue).step"

            /// The boards the flow runs, for the module producer the flow board is made with.
            static var registrations: [BoardRegistration] {
                [
                    BoardRegistration(stepID) { identifier in
                        TaskBoard<\(b.input), \(b.output)>(identifier: identifier) { input in
                            try await step(input)
                        }
                    }
                ]
            }

            /// Makes the flow board for `identifier`, its steps built by `producer`.
            static func make(identifier: BoardID, producer: any ActivatableBoardProducer) -> any ActivatableBoard {
                FlowBoard<\(b.input), \(b.output), BoardNoCommand, BoardNoAction>(
                    identifier: identifier,
                    boardProducer: producer,
                    flowRegistration: { board in
                        let outputs = board.motherboard.matchedFlow(stepID, with: \(b.output).self)
                        outputs.addTarget(board) { board, output in
                            board.sendOutput(output)
                            board.complete()
                        }
                    },
                    flowActivation: { board, input in
                        board.motherboard.activateBoard(stepID, withOption: input)
                    }
                )
            }

            /// The step's work (replace with the flow's real steps).
            \(SwiftLayout.function("nonisolated(nonsending) static func step", parameters: "_ input: \(b.input)", result: "async throws -> \(b.output)"))
                \(b.output)(text: "\(b.name) received \\(input.text)")
            }
        }

        """
    }

    static func presenter(_ b: BoardNames) -> String {
        """
        \(SwiftLayout.imports(["Boardy", b.module.ioTarget]))

        /// The \(b.name) board (``\(b.module.ioTarget)/\(b.docID)``): shows its input through the front's
        /// ``\(b.module.ioTarget)/\(b.presenter)`` and sends the user's answer as output, then completes.
        ///
        /// The headless counterpart of the original's UI template: the board holds the logic, the front only shows
        /// and answers.
        final class \(b.boardType): Board, GuaranteedBoard, GuaranteedOutputSendingBoard {
            /// The board's input: what to show and who shows it.
            typealias InputType = \(b.input)
            /// The user's answer.
            typealias OutputType = \(b.output)

            /// The presenter showing the prompt, until it answers.
            private var presenter: (any \(b.presenter))?

            /// Asks the presenter to show the prompt.
            func activate(withGuaranteedInput input: \(b.input)) {
                presenter = input.presenter
                input.presenter.present("\(b.name): \\(input.text)") { [weak self] answer in
                    self?.finish(with: answer)
                }
            }

            /// Sends the first answer and completes; later answers are ignored.
            private func finish(with answer: \(b.output)) {
                guard presenter != nil else { return }
                presenter = nil
                sendOutput(answer)
                complete()
            }
        }

        """
    }
}
