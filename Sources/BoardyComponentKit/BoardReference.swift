/// A weak reference to a board, made before the board exists and filled in right after: an executor built in a
/// task board's initializer needs the board it belongs to.
final class BoardReference<Board: AnyObject> {
    weak var board: Board?
}
