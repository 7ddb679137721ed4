import Foundation

extension BoardOption {
    /// Decodes a JSON option into `T` when `T` is `Decodable`: the built-in input adapter of boards whose input type
    /// is `Decodable` (see ``GuaranteedBoard/convertOptionToInput(_:)``).
    ///
    /// The option may be JSON `Data` (what ``GuaranteedOutputSendingBoard/sendEncodedOutput(_:)`` sends) or a JSON
    /// object or array (`[String: Any]`, `[Any]`, as `JSONSerialization` would give).
    ///
    /// - Returns: `nil` when `T` is not `Decodable` or the option is neither JSON data nor a JSON object or array;
    ///   otherwise the decoded value, or the decoding error as a human line.
    public static func decodeJSON<T>(_ option: Any?, as type: T.Type) -> Result<T, InputDecodingFailure>? {
        guard let option, let decodable = T.self as? any Decodable.Type else { return nil }
        let data: Data
        if let bytes = option as? Data {
            data = bytes
        } else if JSONSerialization.isValidJSONObject(option) {
            do {
                data = try JSONSerialization.data(withJSONObject: option)
            } catch {
                return .failure(InputDecodingFailure(reason: "the object is not valid JSON: \(error)"))
            }
        } else {
            return nil
        }
        return decode(data, as: decodable).flatMap { value in
            guard let typed = value as? T else {
                return .failure(InputDecodingFailure(reason: "decoded a \(typeName(of: value)), not a \(T.self)"))
            }
            return .success(typed)
        }
    }

    /// ``cast(_:to:)``, then, when the plain cast fails, the built-in adapter of `Decodable` types
    /// (``decodeJSON(_:as:)``): the conversion ``GuaranteedBoard/convertOptionToInput(_:)`` ends with.
    ///
    /// An option of exactly type `T`, the usual case, returns straight from the first check.
    @inlinable
    static func castOrDecodeJSON<T>(_ option: Any?, to type: T.Type) -> T? {
        guard let value = option else { return cast(nil, to: T.self) }
        if let exact = exactValue(value, as: T.self) { return exact }
        if let converted = value as? T { return converted }
        return decodedJSONValue(value, as: T.self)
    }

    /// The value ``decodeJSON(_:as:)`` decodes, or `nil` (also for JSON that does not decode).
    ///
    /// Out of line on purpose: an unspecialised generic caller would otherwise fetch the metadata of the `Result`
    /// and its optional on every call, even when the plain cast before it already succeeded.
    @usableFromInline
    @inline(never)
    static func decodedJSONValue<T>(_ option: Any?, as type: T.Type) -> T? {
        guard case let .success(value)? = decodeJSON(option, as: T.self) else { return nil }
        return value
    }

    private static func decode<D: Decodable>(_ data: Data, as type: D.Type) -> Result<Any, InputDecodingFailure> {
        do {
            return .success(try JSONDecoder().decode(D.self, from: data))
        } catch {
            return .failure(InputDecodingFailure(reason: InputDecodingFailure.describe(error)))
        }
    }
}

/// Why a JSON option could not be decoded into a board's `Decodable` input type.
public struct InputDecodingFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The decoding error, as one human line (what is wrong and where in the document).
    public let reason: String

    /// Creates a failure with its reason.
    public init(reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }

    /// One line for a `DecodingError` (the case, the coding path and the debug description), or any other error.
    static func describe(_ error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return String(describing: error) }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "at the top level" : "at '\(keys.joined(separator: "."))'"
        }
        switch decodingError {
        case let .typeMismatch(type, context):
            return "type mismatch for \(type) \(path(context)): \(context.debugDescription)"
        case let .valueNotFound(type, context):
            return "missing value of \(type) \(path(context)): \(context.debugDescription)"
        case let .keyNotFound(key, context):
            return "missing key '\(key.stringValue)' \(path(context)): \(context.debugDescription)"
        case let .dataCorrupted(context):
            return "corrupted data \(path(context)): \(context.debugDescription)"
        @unknown default:
            return String(describing: decodingError)
        }
    }
}
