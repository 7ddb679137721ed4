extension Motherboard {
    /// Activates every installed board, in installation order, with its own input from `inputs`, or `defaultInput`
    /// when it has none (the original's `activateAllBoards(withInputs:default:)`).
    ///
    /// A board with neither is skipped and the loop goes on to the next one; a board that rejects its input reports
    /// a diagnostic and the loop goes on too.
    public func activateAllBoards<Input>(withInputs inputs: [BoardID: Input], default defaultInput: Input? = nil) {
        for board in boards {
            guard let input = inputs[board.identifier] ?? defaultInput else { continue }
            activateBoard(board.identifier, withOption: input)
        }
    }
}
