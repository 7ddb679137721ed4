/// A parsed command line of `swift package boardy` (and of the `boardy-scaffold` tool behind it).
public enum ScaffoldCommand: Equatable, Sendable {
    /// `new-module <Name> [--dry-run]`.
    case newModule(name: String, dryRun: Bool)
    /// `new-board <Name> --module <Module> --kind <kind> [--dry-run]`.
    case newBoard(name: String, module: String, kind: BoardKind, dryRun: Bool)
    /// `help` (also `--help`, `-h`, or no command).
    case help

    /// The usage text `help` prints.
    public static let usage = """
        Usage: swift package [--allow-writing-to-package-directory] boardy <command> [options]

        Commands:
          new-module <Name> [--dry-run]
              Creates Modules/<Name>/IO (ids, input/output/command/action types, io<Name>() and the service map),
              Modules/<Name>/Sources (its ModulePlugin, a root board, bundledPlugins) and Tests/<Name>Tests, and
              declares the targets <Name>IO, <Name> and <Name>Tests in Package.swift.
          new-board <Name> --module <Module> --kind <kind> [--dry-run]
              Adds a board to a module: the board, its IO extension (id, types, io<Name>()), its plugin and a test.
              Kinds: \(BoardKind.spellings)
          help
              Prints this text.

        Options:
          --dry-run    Lists what would be written and changes nothing.

        Exit status: 0 done, 64 usage, 65 invalid name, 66 no such module, 73 already exists,
        74 a file could not be read or written, 78 Package.swift has no '// boardy:scaffold-targets' anchor.
        """

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: ``ScaffoldError/usage(_:)`` for an unknown command, option or kind, or a missing value.
    public static func parse(_ arguments: [String]) throws(ScaffoldError) -> ScaffoldCommand {
        guard let verb = arguments.first else { return .help }
        var options = ScaffoldOptions(Array(arguments.dropFirst()))
        switch verb {
        case "help", "--help", "-h":
            return .help
        case "new-module":
            let dryRun = options.flag("--dry-run")
            let name = try options.positional(named: "<Name>", example: "new-module Payment")
            try options.finish()
            return .newModule(name: name, dryRun: dryRun)
        case "new-board":
            let dryRun = options.flag("--dry-run")
            let module = try options.value(of: "--module", example: "--module Payment")
            let kindText = try options.value(of: "--kind", example: "--kind task")
            let name = try options.positional(named: "<Name>", example: "new-board Quote --module Payment --kind task")
            try options.finish()
            guard let kind = BoardKind(rawValue: kindText) else {
                throw .usage("Unknown board kind '\(kindText)'. Use --kind \(BoardKind.spellings).")
            }
            return .newBoard(name: name, module: module, kind: kind, dryRun: dryRun)
        default:
            throw .usage("Unknown command '\(verb)'. Use new-module, new-board or help.")
        }
    }
}
