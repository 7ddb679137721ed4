/// The activation option of a ``BlockTaskBoard``: an input plus the callbacks of this one activation.
///
/// Build it with the input, then chain handlers; each builder returns a modified copy:
///
/// ```swift
/// let parameter = BlockTaskParameter<ProductQuery, [Product]>(input: query)
///     .onProgress { isLoading in spinner.isVisible = isLoading }
///     .onSuccess(target: screen) { screen, products in screen.show(products) }
///     .onError { error in log(error) }
/// mainboard.blockActivation("list-products", with: BlockTaskParameter<ProductQuery, [Product]>.self)
///     .activate(with: parameter)
/// ```
///
/// Adding a second handler of the same kind does not replace the first: both run, in the order they were added.
/// All handlers run in the board graph's isolation, in the terminal order documented on ``BlockTaskBoard``.
public struct BlockTaskParameter<Input: Sendable, Output: Sendable> {
    /// The value the executor receives.
    public let input: Input
    /// The callbacks of this activation.
    @usableFromInline var callbacks = TaskCallbacks<Output>()
    /// Tokens that cancel this activation.
    public var cancellationTokens: [BlockTaskCancellationToken] { tokens }
    /// Storage of ``cancellationTokens``, which inlinable code of this module appends to in place.
    @usableFromInline var tokens: [BlockTaskCancellationToken] = []
    /// The awaiting ``BlockTaskActivation/run(with:)`` that runs this activation's executor itself and receives its
    /// result, if any.
    @usableFromInline var awaitedRun: BlockTaskRunState<Output>?

    /// Creates a parameter with no handlers.
    @inlinable
    public init(input: Input) {
        self.input = input
    }

    /// Creates a parameter for a board whose input is `Void`.
    public init() where Input == Void {
        self.init(input: ())
    }

    /// Returns a copy that can be cancelled through `token` (tokens accumulate).
    public func cancellable(with token: BlockTaskCancellationToken) -> Self {
        var copy = self
        copy.tokens.append(token)
        return copy
    }
}
