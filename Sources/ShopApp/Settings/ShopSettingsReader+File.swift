import Configuration
import Foundation

extension ShopSettingsReader {
    /// Reads and checks the config file at `path`: one JSON object whose keys are settings of `program` (not
    /// `config` itself), parsed by swift-configuration's `JSONSnapshot`.
    static func readFile(_ path: String, program: ShopSetting.Program) throws(ShopSettingsError) -> JSONSnapshot {
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            let reason =
                FileManager.default.fileExists(atPath: path) ? "it cannot be read (permissions?)" : "no such file"
            throw .unreadableFile(file: path, reason: reason)
        }
        let members: [String: FileValue]
        do {
            members = try JSONDecoder().decode([String: FileValue].self, from: Data(bytes))
        } catch {
            let isJSON = (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil
            throw .unreadableFile(
                file: path,
                reason: isJSON ? "it must be one JSON object, {\"setting\": value, …}" : "it is not valid JSON")
        }
        let settings = ShopSetting.all(for: program).filter { $0 != ShopSetting.config }
        let known = settings.map(\.name)
        for key in members.keys.sorted() {
            guard let setting = settings.first(where: { $0.name == key }) else {
                throw .unknownKey(file: path, key: key, known: known)
            }
            if let value = members[key], !value.fits(setting.kind) {
                throw .invalidValue(
                    setting: key, source: Source.file(path: path, key: key).description, value: value.description,
                    expected: expectation(of: setting.kind))
            }
        }
        do {
            return try JSONSnapshot(data: bytes.span.bytes, providerName: path, parsingOptions: .default)
        } catch {
            throw .unreadableFile(file: path, reason: "it is not a JSON object of settings (\(error))")
        }
    }
}

/// A config file's value as JSON typed it: `true` is not the number 1, and `1.0` is not a whole number.
private enum FileValue: Decodable, CustomStringConvertible {
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case text(String)
    case texts([String])
    case other

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .text(value)
        } else if let value = try? container.decode([String].self) {
            self = .texts(value)
        } else {
            self = .other
        }
    }

    /// Whether a setting of `kind` may hold this value.
    func fits(_ kind: ShopSetting.Kind) -> Bool {
        switch (kind, self) {
        case (.integer, .integer), (.text, .text), (.duration, .text), (.list, .text), (.list, .texts): true
        default: false
        }
    }

    /// The value as JSON shows it, for messages.
    var description: String {
        switch self {
        case let .bool(value): String(value)
        case let .integer(value): String(value)
        case let .number(value): String(value)
        case let .text(value): value
        case let .texts(value): "[" + value.joined(separator: ", ") + "]"
        case .other: "(an object or a mixed array)"
        }
    }
}
