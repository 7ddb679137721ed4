/// Why a scaffolding command failed: each case says what went wrong and what to do, and has its own exit status.
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
    /// The command line does not parse (unknown verb, option or kind, a missing value).
    case usage(String)
    /// A name is not usable as a module or board name.
    case invalidName(String, reason: String)
    /// Something with that name already exists (a target, a file, a board id or accessor).
    case clash(String)
    /// The module `new-board` was asked to extend does not exist or lacks a file the board needs.
    case missingModule(String)
    /// Package.swift has no `// boardy:scaffold-targets` anchor to insert targets at.
    case missingAnchor(path: String)
    /// Reading or writing a file failed.
    case io(String)

    /// The process exit status for this failure (sysexits.h values).
    ///
    /// `64` usage, `65` invalid name, `73` something already exists, `66` missing module, `78` no anchor in
    /// Package.swift, `74` a file could not be read or written.
    public var exitCode: Int32 {
        switch self {
        case .usage: 64
        case .invalidName: 65
        case .clash: 73
        case .missingModule: 66
        case .missingAnchor: 78
        case .io: 74
        }
    }

    /// The message, ending with what to do.
    public var description: String {
        switch self {
        case let .usage(message):
            "\(message)\nRun `swift package boardy help` for the commands and options."
        case let .invalidName(name, reason):
            "'\(name)' cannot be used: \(reason)."
        case let .clash(message), let .missingModule(message), let .io(message):
            message
        case let .missingAnchor(path):
            """
            \(path) has no '\(ManifestEditor.anchor)' line, so there is no place to add the targets. Add that \
            comment on a line of its own at the end of the `targets:` array of Package.swift, then run the \
            command again.
            """
        }
    }
}
