/// Line layout for generated declarations that may or may not fit the 120-column style.
enum SwiftLayout {
    /// The style's line length.
    static let lineLength = 120

    /// `public typealias Name = Generic<A, B>` on one line when it fits, otherwise with the arguments on their own
    /// line (as swift-format lays it out).
    static func typeAlias(_ name: String, generic: String, arguments: [String]) -> String {
        let single = "public typealias \(name) = \(generic)<\(arguments.joined(separator: ", "))>"
        if single.count <= lineLength { return single }
        return "public typealias \(name) = \(generic)<\n    \(arguments.joined(separator: ", "))\n>"
    }

    /// `import` lines for `modules`, in the order swift-format wants (sorted by code point), without a final newline.
    static func imports(_ modules: [String]) -> String {
        Set(modules).sorted().map { "import \($0)" }.joined(separator: "\n")
    }

    /// `final class Name: A, B {` when it fits, otherwise the conformances on their own lines and the brace on the
    /// next, without a final newline.
    static func classDeclaration(_ name: String, conformances: [String]) -> String {
        let single = "final class \(name): \(conformances.joined(separator: ", ")) {"
        if single.count <= lineLength { return single }
        var lines = ["final class \(name):"]
        var current = "   "
        for conformance in conformances {
            let piece = " \(conformance),"
            if current.count + piece.count > lineLength {
                lines.append(current)
                current = "   "
            }
            current += piece
        }
        lines.append(String(current.dropLast()))
        return (lines + ["{"]).joined(separator: "\n")
    }

    /// A function head at four spaces of indentation: `head(parameters) result {` when it fits, otherwise with the
    /// parameters on their own line; later lines are indented four spaces, without a final newline.
    static func function(_ head: String, parameters: String, result: String) -> String {
        let single = "\(head)(\(parameters)) \(result) {"
        if single.count + 4 <= lineLength { return single }
        return "\(head)(\n        \(parameters)\n    ) \(result) {"
    }
}
