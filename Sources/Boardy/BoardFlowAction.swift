/// A marker for actions that a board broadcasts to every ancestor motherboard.
///
/// Actions bubble: the motherboard that receives an action from one of its boards runs its own action flows,
/// then forwards the action to the board that owns it (for a nested motherboard) or to its own motherboard, where
/// the sender becomes the forwarding board. Use actions for app-wide intents such as "return home" or "session
/// expired" that any level may handle.
public protocol BoardFlowAction {}

/// The action type of a board that broadcasts no action.
public enum BoardNoAction: BoardFlowAction {}

/// The command type of a board that accepts no command.
public enum BoardNoCommand {}
