/// The kinds of board `new-board` generates, one per template of the original framework.
///
/// | Kind | The original's template | What is generated |
/// |---|---|---|
/// | `empty` | EmptyBoard | a `Board` with a typed input and output |
/// | `task` | TaskBoard | a `TaskBoard` running an `async` executor per activation |
/// | `block-task` | BlockTask | a `BlockTaskBoard` (per-activation callbacks, awaitable with `run`) |
/// | `barrier` | BarrierBoard | a `BarrierBoard` queueing work until a value arrives |
/// | `flow` | (a flow of boards) | a `FlowBoard` running a sub-flow of the module's internal boards |
/// | `io` | IOInterface | the IO extension only (id, types, accessor), no board |
/// | `presenter` | Boardy (UI) | a board driving a presenter protocol the front implements (the headless UI) |
public enum BoardKind: String, CaseIterable, Sendable {
    /// A plain board with a typed input and output.
    case empty
    /// A `TaskBoard`.
    case task
    /// A `BlockTaskBoard`.
    case blockTask = "block-task"
    /// A `BarrierBoard`.
    case barrier
    /// A `FlowBoard` with one internal step.
    case flow
    /// The IO extension only.
    case io
    /// A board with a presenter protocol the front implements.
    case presenter

    /// The kinds as the command line spells them, separated by `|`.
    public static var spellings: String { allCases.map(\.rawValue).joined(separator: "|") }

    /// Whether the kind generates a board and its plugin (every kind but `io`).
    public var hasBoard: Bool { self != .io }

    /// The types the kind adds to the module's IO target besides the interface file.
    var ioValueTypes: [String] {
        switch self {
        case .barrier: ["Value"]
        case .presenter: ["Input", "Output", "Presenter"]
        default: ["Input", "Output"]
        }
    }
}
