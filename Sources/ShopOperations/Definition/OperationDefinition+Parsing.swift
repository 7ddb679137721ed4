extension OperationDefinition {
    /// Checks the words after the operation's name against its parameters.
    ///
    /// Without options or trailing words, the number of words is checked first (`missing arguments for 'order'`,
    /// `'logout' takes no arguments`, `too many arguments for 'cart add'`), then each word in order. With them,
    /// `--name value` and `--name=value` options and `--name` flags are split off (names case-insensitive; a later
    /// one wins) and checked in the order typed; the other words are the positional words then the trailing text
    /// when the operation takes words (even one starting with `-`), else its positional words (counted and checked as above), else an error
    /// (`'logout' takes no arguments` when the only options are flags, else `unknown option`/`unexpected argument`).
    ///
    /// - Parameter words: The words after the name, as split by the front.
    /// - Returns: The checked values.
    /// - Throws: ``OperationErrorCode/invalidArguments`` with the usage as the hint.
    public func arguments(from words: [String]) throws(OperationError) -> OperationArguments {
        let positionals = parameters.filter(\.isPositional)
        let trailing = parameters.first { if case .words = $0.role { true } else { false } }
        let options = parameters.filter(\.isNamed)
        var arguments = OperationArguments()
        guard trailing != nil || !options.isEmpty else {
            try checkCount(words.count, allowed: positionals.filter { $0.role == .required }.count...positionals.count)
            for (word, parameter) in zip(words, positionals) {
                arguments.set(try parameter.kind.value(of: word, for: parameter, usage: usage), for: parameter.name)
            }
            return arguments
        }
        let (values, rest) = try splitOptions(
            words, options: options, allowsWords: trailing != nil || !positionals.isEmpty)
        for (parameter, value) in values {
            guard let value else {
                arguments.set(.flag, for: parameter.name)
                continue
            }
            arguments.set(try parameter.kind.value(of: value, for: parameter, usage: usage), for: parameter.name)
        }
        arguments.trailingWords = rest
        if trailing == nil {
            try checkCount(rest.count, allowed: positionals.filter { $0.role == .required }.count...positionals.count)
            for (word, parameter) in zip(rest, positionals) {
                arguments.set(try parameter.kind.value(of: word, for: parameter, usage: usage), for: parameter.name)
            }
        }
        if let trailing, case let .words(isOptional) = trailing.role {
            // Positional words come first (`admin product stock <id> <delta> <reason...>`), the rest is the text.
            let words = Array(rest.dropFirst(positionals.count))
            if rest.count < positionals.count {
                throw .invalidArguments("missing arguments for '\(name)'", usage: usage)
            }
            for (word, parameter) in zip(rest, positionals) {
                arguments.set(try parameter.kind.value(of: word, for: parameter, usage: usage), for: parameter.name)
            }
            if !(isOptional && words.isEmpty) {
                let text = words.joined(separator: " ")
                arguments.set(try trailing.kind.value(of: text, for: trailing, usage: usage), for: trailing.name)
            }
        }
        return arguments
    }

    /// Checks named values (an HTTP front's path and query items) against the parameters.
    ///
    /// - Parameter values: The text of each given parameter, by name (a flag's is `true` or `false`); unknown names
    ///   are rejected.
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
            guard parameter.role != .flag else {
                let given = text.lowercased()
                guard given == "true" || given == "false" else {
                    throw .invalidArguments(
                        "\(parameter.name) must be 'true' or 'false', not \(OperationText.quoted(text))", usage: usage)
                }
                if given == "true" { arguments.set(.flag, for: parameter.name) }
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

    /// The message for `word` where no argument is taken: an operation with only flags (`logout [--all]`) takes
    /// no arguments, as one without parameters; otherwise the word is an unknown option or an unexpected argument.
    private func unexpected(_ word: String, options: [OperationParameter]) -> String {
        if options.allSatisfy({ $0.role == .flag }) { return "'\(name)' takes no arguments" }
        let problem = word.hasPrefix("-") ? "unknown option" : "unexpected argument"
        return "\(problem) \(OperationText.quoted(word))"
    }

    private func splitOptions(
        _ words: [String],
        options: [OperationParameter],
        allowsWords: Bool
    ) throws(OperationError) -> (values: [(OperationParameter, String?)], words: [String]) {
        var values: [(OperationParameter, String?)] = []
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
                throw .invalidArguments(unexpected(word, options: options), usage: usage)
            }
            if option.role == .flag {
                guard parts.count == 1 else {
                    throw .invalidArguments("\(optionName) takes no value", usage: usage)
                }
                values.append((option, nil))
            } else if parts.count == 2 {
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
