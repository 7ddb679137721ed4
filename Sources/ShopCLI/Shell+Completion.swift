import ProductDataIO
import ShopOperations
import ShopTerminal

extension Shell {
    /// Reads the category slugs through ProductData (never SQL) and hands the reader the new completions.
    func loadCategoryCompletions() async {
        let context = OperationContext(mainboard: executor.mainboard)
        guard let categories = try? await CategoriesOperation.perform(NoInput(), in: context) else { return }
        completions.categorySlugs = categories.map(\.slug)
        reader.updateCompletions(completions.table)
    }

    /// Remembers the product ids a command listed, so Tab offers them where a product id is expected.
    ///
    /// - Parameter outcome: What the command produced.
    func noteListing(_ outcome: ShellOutcome) {
        guard let ids = outcome.listedProductIDs, ids != completions.listedProductIDs else { return }
        completions.listedProductIDs = ids
        reader.updateCompletions(completions.table)
    }
}
