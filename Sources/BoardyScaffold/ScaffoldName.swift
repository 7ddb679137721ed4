/// A validated module or board name: a Swift type name that can also name a SwiftPM target.
///
/// Valid names start with an ASCII capital letter and continue with ASCII letters, digits or underscores
/// (`Payment`, `ShippingQuote`, `Orders2`); they are not Swift keywords nor the names of modules every target
/// imports (`Boardy`, `Foundation`, `Testing` …).
public struct ScaffoldName: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The name as given: the type-name form (`ShippingQuote`).
    public let typeName: String

    /// Validates `name`.
    ///
    /// - Throws: ``ScaffoldError/invalidName(_:reason:)`` saying why and what would work.
    public init(_ name: String) throws(ScaffoldError) {
        guard !name.isEmpty else {
            throw .invalidName(name, reason: "a name is required, such as Payment or ShippingQuote")
        }
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else {
            throw .invalidName(
                name,
                reason: "a name starts with a capital ASCII letter (it names types and targets), for example "
                    + "'\(ScaffoldName.suggestion(for: name))'")
        }
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_"
        }
        guard allowed else {
            throw .invalidName(
                name,
                reason: "use only ASCII letters, digits and underscores (a Swift identifier), for example "
                    + "'\(ScaffoldName.suggestion(for: name))'")
        }
        guard !ScaffoldName.reserved.contains(name) else {
            throw .invalidName(
                name, reason: "it is a Swift keyword or a module the generated code imports; pick another name")
        }
        typeName = name
    }

    /// The lower-camel-case form, for ids and properties: `ShippingQuote` → `shippingQuote`, `URLCheck` →
    /// `urlCheck`, `API` → `api`.
    public var lowerCamel: String {
        let characters = Array(typeName)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        let lowered: Int
        if upperRun <= 1 || upperRun == characters.count {
            lowered = upperRun
        } else {
            lowered = characters[upperRun].isLetter ? upperRun - 1 : upperRun
        }
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// The type-name form.
    public var description: String { typeName }

    /// Names a generated type or target may not take: Swift keywords and the modules generated code imports.
    static let reserved: Set<String> = [
        "Any", "Self", "Type", "Protocol", "Boardy", "BoardyComponentKit", "BoardyModulePlugin", "BoardyScaffold",
        "Foundation", "Swift", "Testing", "XCTest", "Dispatch", "PackageDescription", "PackagePlugin", "Glibc",
        "Darwin", "Musl", "Synchronization", "Observation", "Combine", "FoundationEssentials", "Main", "Test",
    ]

    /// A name close to `name` that would pass: the letters and digits, capitalised.
    static func suggestion(for name: String) -> String {
        let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
            .map { $0.drop { !$0.isLetter } }.filter { !$0.isEmpty }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.isEmpty ? "MyModule" : joined
    }
}
