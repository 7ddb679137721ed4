/// The test files of a new board (`Tests/<Module>Tests`).
enum BoardTestTemplates {
    static func files(_ b: BoardNames) -> [GeneratedFile] {
        let tests = b.module.testsDirectory
        guard b.kind.hasBoard else {
            return [GeneratedFile(path: "\(tests)/\(b.name)InterfaceTests.swift", contents: interfaceTests(b))]
        }
        var files = [GeneratedFile(path: "\(tests)/\(b.boardType)Tests.swift", contents: boardTests(b))]
        if b.kind == .presenter {
            files.append(GeneratedFile(path: "\(tests)/\(b.testPresenter).swift", contents: testPresenter(b)))
        }
        return files
    }

    private static func imports(_ b: BoardNames, componentKit: Bool) -> String {
        var modules = ["Boardy", "BoardyModulePlugin", b.module.name, b.module.ioTarget, "Testing"]
        if componentKit { modules.insert("BoardyComponentKit", at: 1) }
        return SwiftLayout.imports(modules) + "\n"
    }

    private static func boardTests(_ b: BoardNames) -> String {
        """
        \(imports(b, componentKit: b.kind == .blockTask || b.kind == .barrier))
        @Suite("\(b.name) board")
        @MainActor
        struct \(b.boardType)Tests {
            @Test("\(behaviour(b))")
            func answers() async throws {
                let launcher = try PluginLauncher.with()
                    \(b.installLine)
                    .initialize()
        \(body(b))
            }
        \(serviceMapTest(b))}

        """
    }

    private static func behaviour(_ b: BoardNames) -> String {
        switch b.kind {
        case .barrier: "work queued on the barrier runs with the value that overcomes it, sent as output"
        case .presenter: "the board shows its prompt through the presenter and sends the answer as output"
        default: "the board answers an activation through \(b.accessor)()"
        }
    }

    private static func body(_ b: BoardNames) -> String {
        switch b.kind {
        case .blockTask:
            """
                    let input = \(b.input)(text: "hello")
                    let output = try await launcher.mainboard.\(b.accessor)().blockActivation.run(input)
                    #expect(output == \(b.output)(text: "\(b.name) received hello"))
            """
        case .barrier:
            """
                    let destination = launcher.mainboard.\(b.accessor)()
                    var received: [\(b.value)] = []
                    destination.activation.activate(with: .wait({ received.append($0) }))
                    let ready = \(b.value)(text: "ready")
                    let value = try await destination.output(activatingWith: .overcome(ready))
                    #expect(value == ready)
                    #expect(received == [value])
            """
        case .presenter:
            """
                    let presenter = \(b.testPresenter)(answer: \(b.output)(text: "yes"))
                    let input = \(b.input)(text: "hello", presenter: presenter)
                    let output = try await launcher.mainboard.\(b.accessor)().output(activatingWith: input)
                    #expect(output == \(b.output)(text: "yes"))
                    #expect(presenter.prompts == ["\(b.name): hello"])
            """
        default:
            """
                    let input = \(b.input)(text: "hello")
                    let output = try await launcher.mainboard.\(b.accessor)().output(activatingWith: input)
                    #expect(output == \(b.output)(text: "\(b.name) received hello"))
            """
        }
    }

    private static func serviceMapTest(_ b: BoardNames) -> String {
        guard let serviceMap = b.serviceMap else { return "" }
        return """

                @Test("the service map names the same destination as the accessor")
                func serviceMapNamesTheAccessor() throws {
                    let launcher = try PluginLauncher.with()
                        \(b.installLine)
                        .initialize()
                    let destination = launcher.mainboard.serviceMap.\(serviceMap.property).\(b.accessor)
                    #expect(destination.identifier == \(b.id))
                }

            """
    }

    private static func interfaceTests(_ b: BoardNames) -> String {
        """
        \(SwiftLayout.imports(["Boardy", b.module.ioTarget, "Testing"]))

        @Suite("\(b.name) interface")
        @MainActor
        struct \(b.name)InterfaceTests {
            @Test("\(b.accessor)() names the board id \(b.id)")
            func accessorNamesTheID() {
                let mainboard = Motherboard(identifier: "\(b.module.idPrefix).tests")
                #expect(mainboard.\(b.accessor)().identifier == \(b.id))
                #expect(\(b.id) == "\(b.idValue)")
            }
        }

        """
    }

    private static func testPresenter(_ b: BoardNames) -> String {
        """
        \(SwiftLayout.imports([b.module.ioTarget]))

        /// A front for the \(b.name) board's tests: records each prompt and answers at once.
        final class \(b.testPresenter): \(b.presenter) {
            /// The prompts shown, in order.
            private(set) var prompts: [String] = []
            /// The answer given to every prompt.
            let answer: \(b.output)

            /// Creates a presenter that answers `answer`.
            init(answer: \(b.output)) {
                self.answer = answer
            }

            /// Records `prompt` and answers.
            func present(_ prompt: String, answer respond: @escaping (\(b.output)) -> Void) {
                prompts.append(prompt)
                respond(answer)
            }
        }

        """
    }
}
