import ShopOperations
import ShopTerminal

/// What Tab completes in the shell: the command words of ``HelpCatalog/completionTable``, plus values derived from
/// the definitions in ``ShellOperations/all``: the category slugs after `--category`, the choices of an option such
/// as `--sort`, and the product ids of the last listing wherever a product id is expected.
public struct ShellCompletions: Sendable, Equatable {
    /// The category slugs, read through ProductData when the shell starts.
    public var categorySlugs: [String] = []
    /// The product ids of the last `products` or `search` page shown, in listing order.
    public var listedProductIDs: [Int64] = []

    /// Creates completions without categories or listed products.
    public init() {}

    /// The table the line reader completes from.
    public var table: CompletionTable {
        var table = HelpCatalog.completionTable
        for operation in ShellOperations.all {
            let definition = operation.definition
            var position = 0
            for parameter in definition.parameters {
                switch parameter.role {
                case .required, .optional:
                    if parameter.kind == Self.productID {
                        let ids = listedProductIDs.map(String.init)
                        table.argumentValues[definition.name, default: [:]][position] = ids
                    }
                    position += 1
                case .option:
                    table.valuedOptions[definition.name, default: []].insert(parameter.name)
                    if let values = optionValues(parameter) {
                        table.optionValues[definition.name, default: [:]][parameter.name] = values
                    }
                case .words, .flag, .asked:
                    break
                }
            }
        }
        return table
    }

    /// The kind of a parameter that takes a product id.
    private static let productID = ArgumentKind.identifier(what: "a product id")

    /// The values offered for an option: category slugs for `--category`, the choices of a choice.
    private func optionValues(_ parameter: OperationParameter) -> [String]? {
        if parameter.name == "--category" { return categorySlugs }
        if case let .choice(choices) = parameter.kind { return choices }
        return nil
    }
}
