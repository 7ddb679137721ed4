/// The test file of a new module (`Tests/<Name>Tests`).
enum ModuleTestTemplates {
    static func files(_ n: ModuleNames) -> [GeneratedFile] {
        [GeneratedFile(path: "\(n.testsDirectory)/\(n.name)ModuleTests.swift", contents: moduleTests(n))]
    }

    private static func moduleTests(_ n: ModuleNames) -> String {
        """
        \(SwiftLayout.imports(["Boardy", "BoardyModulePlugin", n.name, n.ioTarget, "Testing"]))

        @Suite("\(n.name) module")
        @MainActor
        struct \(n.name)ModuleTests {
            @Test("the root board answers an activation through \(n.accessor)()")
            func rootBoardAnswers() async throws {
                let launcher = try PluginLauncher.with()
                    .install(plugins: \(n.plugin).bundledPlugins)
                    .initialize()
                let input = \(n.name)Input(text: "hello")
                let output = try await launcher.mainboard.\(n.accessor)().output(activatingWith: input)
                #expect(output == \(n.name)Output(text: "\(n.name) received hello"))
            }

            @Test("the service map names the same destination as the accessor")
            func serviceMapNamesTheAccessor() throws {
                let launcher = try PluginLauncher.with()
                    .install(plugins: \(n.plugin).bundledPlugins)
                    .initialize()
                let destination = launcher.mainboard.serviceMap.\(n.serviceMapProperty).\(n.accessor)
                #expect(destination.identifier == \(n.idType).root)
            }

            @Test("the root board broadcasts an action, then completes on the finish command")
            func actionThenFinish() async throws {
                let launcher = try PluginLauncher.with()
                    .install(plugins: \(n.plugin).bundledPlugins)
                    .initialize()
                let destination = launcher.mainboard.\(n.accessor)()
                var actions: [\(n.name)Action] = []
                destination.actionFlow.handle { actions.append($0) }
                var completions: [Bool] = []
                destination.completion.handle { completions.append($0) }

                _ = try await destination.output(activatingWith: \(n.name)Input(text: "hi"))
                destination.interaction.send(.finish)

                #expect(actions == [.didActivate(\(n.name)Input(text: "hi"))])
                #expect(completions == [true])
            }
        }

        """
    }
}
