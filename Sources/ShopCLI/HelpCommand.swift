import AuthDataIO
import ShopJSON
import ShopOperations
import ShopTerminal

/// `help [command]`: every command, or the entries whose name is or starts with the topic (`cart`).
public enum HelpCommand: ShellOperation {
    /// The entries to show and the topic asked for.
    public struct Output: Sendable, Equatable {
        /// The entries, in help order.
        public let entries: [HelpEntry]
        /// The words after `help`, lower-cased, or `nil` for the whole list.
        public let topic: String?

        /// Creates an output.
        ///
        /// - Parameters:
        ///   - entries: The entries, in help order.
        ///   - topic: The topic, or `nil`.
        public init(entries: [HelpEntry], topic: String?) {
            self.entries = entries
            self.topic = topic
        }
    }

    /// The command's name, argument and help.
    public static let definition = OperationDefinition(
        "help",
        parameters: [.words("command", isOptional: true)],
        summary: "List the commands, or explain one",
        details: "'help cart' explains every cart command; 'help cart add' just that one."
    )

    /// The topic, lower-cased, or `nil`; a topic no command matches is `unknown-command`.
    public static func input(from arguments: OperationArguments) throws(ShellError) -> String? {
        guard let topic = arguments.text("command")?.lowercased() else { return nil }
        guard !HelpCatalog.entries(for: topic).isEmpty else {
            let typed = arguments.trailingWords.first ?? topic
            let suggestion = CommandSuggester(commands: HelpCatalog.commandWords).suggestion(for: typed)
            throw ShellError(
                .unknownCommand,
                "no help for \(ShellText.quoted(topic))" + (suggestion.map { " (did you mean 'help \($0)'?)" } ?? ""),
                hint: "Type 'help' to list the commands."
            )
        }
        return topic
    }

    /// The entries for the topic.
    @MainActor
    public static func run(_ input: String?, in executor: ShellExecutor, as user: AuthenticatedUser?)
        async throws(ShellError) -> Output
    {
        Output(entries: input.map(HelpCatalog.entries(for:)) ?? HelpCatalog.entries, topic: input)
    }

    /// The command list, or the topic's usages with their details.
    public static func humanLines(_ output: Output, renderer: HumanRenderer) -> [String] {
        renderer.renderHelp(output.entries, topic: output.topic)
    }

    /// `{"commands":[{"name","usage","summary","loginRequired"}]}`.
    public static func jsonResult(_ output: Output) -> JSONValue? {
        [
            "commands": .array(
                output.entries.map { entry in
                    [
                        "name": .string(entry.name), "usage": .string(entry.usage), "summary": .string(entry.summary),
                        "loginRequired": .bool(entry.requiresLogin),
                    ]
                })
        ]
    }
}
