/// The arguments after a command's verb, consumed option by option.
struct ScaffoldOptions {
    private var arguments: [String]

    init(_ arguments: [String]) {
        self.arguments = arguments
    }

    /// Removes `name` and says whether it was there.
    mutating func flag(_ name: String) -> Bool {
        guard let index = arguments.firstIndex(of: name) else { return false }
        arguments.remove(at: index)
        return true
    }

    /// Removes `name value` (or `name=value`) and returns the value.
    mutating func value(of name: String, example: String) throws(ScaffoldError) -> String {
        if let index = arguments.firstIndex(where: { $0.hasPrefix("\(name)=") }) {
            let value = String(arguments.remove(at: index).dropFirst(name.count + 1))
            guard !value.isEmpty else { throw .usage("\(name) needs a value, as in \(example).") }
            return value
        }
        guard let index = arguments.firstIndex(of: name) else {
            throw .usage("\(name) is required, as in \(example).")
        }
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
            throw .usage("\(name) needs a value, as in \(example).")
        }
        let value = arguments[index + 1]
        arguments.removeSubrange(index...(index + 1))
        return value
    }

    /// Removes and returns the first argument that is not an option.
    mutating func positional(named name: String, example: String) throws(ScaffoldError) -> String {
        guard let index = arguments.firstIndex(where: { !$0.hasPrefix("-") }) else {
            if let option = arguments.first {
                throw .usage("Unknown option '\(option)', and \(name) is missing, as in \(example).")
            }
            throw .usage("\(name) is missing, as in \(example).")
        }
        return arguments.remove(at: index)
    }

    /// Fails when anything is left.
    func finish() throws(ScaffoldError) {
        guard let extra = arguments.first else { return }
        throw .usage(
            extra.hasPrefix("-") ? "Unknown option '\(extra)'." : "Unexpected argument '\(extra)': give one name.")
    }
}
