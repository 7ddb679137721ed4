extension OperationDefinition {
    /// Checks the words after the operation's name against its parameters.
    ///
    /// Without options or trailing words, the number of words is checked first (`missing arguments for 'order'`,
    /// `'logout' takes no arguments`, `too many arguments for 'cart add'`), then each word in order. With them,
    /// `--name value` and `--name=value` are split off (names case-insensitive; a later one wins) and checked in
    /// the order typed; every other word is trailing text when the operation takes words (even one starting with
    /// `-`) and an error otherwise.
    ///
    /// - Parameter words: The words after the name, as split by the front.
    /// - Returns: The checked values.
    /// - Throws: ``OperationErrorCode/invalidArguments`` with the usage as the hint.
    public func arguments(from words: [String]) throws(OperationError) -> OperationArguments {
        let positionals = parameters.filter(\.isPositional)
        let trailing = parameters.first { if case .words = $0.role { true } else { false } }
        let options = parameters.filter { if case .option = $0.role { true } else { false } }
        var arguments = OperationArguments()
        guard trailing != nil || !options.isEmpty else {
            try checkCount(words.count, allowed: positionals.filter { $0.role == .required }.count...positionals.count)
            for (word, parameter) in zip(words, positionals) {
                arguments.set(try parameter.kind.value(of: word, for: parameter, usage: usage), for: parameter.name)
            }
            return arguments
        }
        let (values, rest) = try splitOptions(words, options: options, allowsWords: trailing != nil)
        for (parameter, value) in values {
            arguments.set(try parameter.kind.value(of: value, for: parameter, usage: usage), for: parameter.name)
        }
        arguments.trailingWords = rest
        if let trailing, case let .words(isOptional) = trailing.role, !(isOptional && rest.isEmpty) {
            let text = rest.joined(separator: " ")
            arguments.set(try trailing.kind.value(of: text, for: trailing, usage: usage), for: trailing.name)
        }
        return arguments
    }

    /// Checks named values (an HTTP front's path and query items) against the parameters.
    ///
    /// - Parameter values: The text of each given parameter, by name; unknown names are rejected.
    /// - Returns: The checked values.
    /// - Throws: ``OperationErrorCode/invalidArguments`` for an unknown name, a missing required parameter or a
    ///   bad value.
    public func arguments(values: [String: String]) throws(OperationError) -> OperationArguments {
        var arguments = OperationArguments()
        for name in values.keys.sorted() where !parameters.contains(where: { $0.name == name }) {
            throw .invalidArguments("unknown parameter \(OperationText.quoted(name))", usage: usage)
        }
        for parameter in parameters {
            guard let text = values[parameter.name] else {
                if parameter.role == .required || parameter.role == .words(isOptional: false) {
                    throw .invalidArguments("missing arguments for '\(name)'", usage: usage)
                }
                continue
            }
            arguments.set(try parameter.kind.value(of: text, for: parameter, usage: usage), for: parameter.name)
        }
        return arguments
    }

    private func checkCount(_ count: Int, allowed: ClosedRange<Int>) throws(OperationError) {
        if count < allowed.lowerBound {
            throw .invalidArguments("missing arguments for '\(name)'", usage: usage)
        }
        if count > allowed.upperBound {
            let message = allowed.upperBound == 0 ? "'\(name)' takes no arguments" : "too many arguments for '\(name)'"
            throw .invalidArguments(message, usage: usage)
        }
    }

    private func splitOptions(
        _ words: [String],
        options: [OperationParameter],
        allowsWords: Bool
    ) throws(OperationError) -> (values: [(OperationParameter, String)], words: [String]) {
        var values: [(OperationParameter, String)] = []
        var rest: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let optionName = String(parts[0]).lowercased()
            guard let option = options.first(where: { $0.name == optionName }) else {
                if allowsWords {
                    rest.append(word)
                    continue
                }
                let problem = word.hasPrefix("-") ? "unknown option" : "unexpected argument"
                throw .invalidArguments("\(problem) \(OperationText.quoted(word))", usage: usage)
            }
            if parts.count == 2 {
                values.append((option, String(parts[1])))
            } else if index < words.count {
                values.append((option, words[index]))
                index += 1
            } else {
                throw .invalidArguments("\(optionName) needs a value", usage: usage)
            }
        }
        return (values, rest)
    }
}
