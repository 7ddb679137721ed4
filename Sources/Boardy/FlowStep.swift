/// One link of a chained flow: the output of `source` activates `destination`.
public struct FlowStep: Hashable, Sendable {
    /// The board whose output drives the step.
    public let source: BoardID
    /// The board activated with that output.
    public let destination: BoardID

    /// Creates a step.
    public init(source: BoardID, destination: BoardID) {
        self.source = source
        self.destination = destination
    }
}

precedencegroup FlowStepPrecedence {
    associativity: left
    higherThan: ComparisonPrecedence
}

/// Chains board ids into flow steps: `a ->> b ->> c` gives the steps a→b and b→c.
infix operator ->> : FlowStepPrecedence

/// Starts a chain with the step `lhs` → `rhs`.
public func ->> (lhs: BoardID, rhs: BoardID) -> [FlowStep] {
    [FlowStep(source: lhs, destination: rhs)]
}

/// Extends a chain with a step from its last destination to `rhs`; an empty chain stays empty.
public func ->> (lhs: [FlowStep], rhs: BoardID) -> [FlowStep] {
    guard let last = lhs.last else { return lhs }
    return lhs + [FlowStep(source: last.destination, destination: rhs)]
}
