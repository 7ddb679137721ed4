/// A board with a lenient typed input: an option that does not convert to ``InputType`` arrives as `nil` instead of
/// being rejected (the original's `DedicatedBoard`). It never traps and reports nothing.
///
/// Prefer ``GuaranteedBoard``, which reports a mismatch; adopt `DedicatedBoard` where "no usable input" is a normal
/// case (an optional filter, a deep link with a malformed parameter). Do not adopt both protocols on one board: the
/// two `activate(withOption:)` implementations would be ambiguous.
///
/// ```swift
/// final class SearchBoard: Board, DedicatedBoard {
///     typealias InputType = String
///     func activate(withInput query: String?) { run(query ?? "") }   // 42 or nil arrive as nil
/// }
/// ```
public protocol DedicatedBoard: ActivatableBoard {
    /// The type of input the board works on.
    associatedtype InputType

    /// Starts the board's work; `input` is `nil` when the option did not convert.
    func activate(withInput input: InputType?)

    /// A barrier for a converted (or `nil`) input, or `nil` to run at once.
    func activationBarrier(withInput input: InputType?) -> ActivationBarrier?

    /// Converters tried in order before the plain cast.
    var inputAdapters: [(Any?) -> InputType?] { get }
}

extension DedicatedBoard {
    /// No adapters by default.
    @inlinable
    public var inputAdapters: [(Any?) -> InputType?] { [] }

    /// No barrier by default.
    @inlinable
    public func activationBarrier(withInput input: InputType?) -> ActivationBarrier? { nil }

    /// Converts the option (`nil` when it does not convert) and calls ``activate(withInput:)``.
    @inlinable
    public func activate(withOption option: Any?) {
        activate(withInput: convertOptionToDedicatedInput(option))
    }

    /// Converts the option (`nil` when it does not convert) and asks ``activationBarrier(withInput:)``.
    @inlinable
    public func activationBarrier(withOption option: Any?) -> ActivationBarrier? {
        activationBarrier(withInput: convertOptionToDedicatedInput(option))
    }

    /// The option converted through ``inputAdapters``, then by a plain cast; `nil` when nothing converts it.
    @inlinable
    public func convertOptionToDedicatedInput(_ option: Any?) -> InputType? {
        for adapter in inputAdapters {
            if let input = adapter(option) { return input }
        }
        return BoardOption.cast(option, to: InputType.self)
    }
}
