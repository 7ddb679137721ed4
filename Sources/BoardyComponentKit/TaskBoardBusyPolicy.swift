/// What a ``TaskBoard`` does with an activation that arrives while another one is running or queued.
public enum TaskBoardBusyPolicy: Sendable, Equatable {
    /// Queue it: activations run one at a time, first in first out (the default of this port).
    case queue
    /// Drop it, as the original TaskBoard did: the executor does not run, no handler is called, and the drop is
    /// reported as a `BoardDiagnostic.custom(board:message:)` diagnostic.
    case drop
}
