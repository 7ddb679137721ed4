/// A board with a typed input.
///
/// The option of an activation is converted to ``InputType``: first through ``inputAdapters`` in order, then by a
/// plain cast, then (for a `Decodable` input type) by decoding JSON `Data` or a JSON object or array. A `nil` option
/// is accepted when the input type is optional or `Void`. When no conversion works, the activation is ignored and
/// ``BoardDiagnostic/inputTypeMismatch(board:expected:received:)`` (or
/// ``BoardDiagnostic/inputDecodingFailed(board:expected:reason:)`` for JSON that does not decode) is reported:
/// never a crash, never silence.
public protocol GuaranteedBoard: ActivatableBoard {
    /// The type of input the board works on.
    associatedtype InputType

    /// Starts the board's work with a typed input.
    func activate(withGuaranteedInput input: InputType)

    /// A barrier for a typed input, or `nil` to run at once.
    func activationBarrier(withGuaranteedInput input: InputType) -> ActivationBarrier?

    /// Converters tried in order before the plain cast (for example, accepting a plain value for a parameter type).
    var inputAdapters: [(Any?) -> InputType?] { get }
}

extension GuaranteedBoard {
    /// No adapters by default.
    @inlinable
    public var inputAdapters: [(Any?) -> InputType?] { [] }

    /// No barrier by default.
    @inlinable
    public func activationBarrier(withGuaranteedInput input: InputType) -> ActivationBarrier? { nil }

    /// Converts the option and calls ``activate(withGuaranteedInput:)``, or reports a type mismatch.
    @inlinable
    public func activate(withOption option: Any?) {
        guard let input = convertOptionToInput(option) else {
            reportUnconvertibleOption(option)
            return
        }
        activate(withGuaranteedInput: input)
    }

    /// Reports an option no conversion accepted: a decoding failure for JSON that does not decode, otherwise a type
    /// mismatch.
    ///
    /// Out of line on purpose: generic callers that run unspecialised would otherwise fetch the metadata of this
    /// path's `Result` and optionals on every activation, not only on a mismatch.
    @inline(never)
    public func reportUnconvertibleOption(_ option: Any?) {
        if case let .failure(failure)? = BoardOption.decodeJSON(option, as: InputType.self) {
            reportDiagnostic(
                .inputDecodingFailed(
                    board: identifier, expected: String(reflecting: InputType.self), reason: failure.reason))
            return
        }
        reportDiagnostic(
            .inputTypeMismatch(
                board: identifier,
                expected: String(reflecting: InputType.self),
                received: BoardOption.typeName(of: option)
            ))
    }

    /// Converts the option and asks ``activationBarrier(withGuaranteedInput:)``; a mismatch has no barrier (the
    /// activation itself then reports the mismatch).
    @inlinable
    public func activationBarrier(withOption option: Any?) -> ActivationBarrier? {
        guard let input = convertOptionToInput(option) else { return nil }
        return activationBarrier(withGuaranteedInput: input)
    }

    /// Converts an untyped option to the board's input, or returns `nil` when it cannot.
    @inlinable
    public func convertOptionToInput(_ option: Any?) -> InputType? {
        for adapter in inputAdapters {
            if let input = adapter(option) { return input }
        }
        return BoardOption.castOrDecodeJSON(option, to: InputType.self)
    }
}
