import Foundation
import PostgresBenchSupport

// Prepares the database of the PostgreSQL data rows before `Scripts/bench-postgres.sh` runs them: migrates, seeds
// (once; an already seeded database is reused) and prints what the rows will draw from. Reads
// $BOARDY_BENCH_DATABASE_URL and $BOARDY_BENCH_PG_PRODUCTS.

guard let url = PostgresShop.configuredURL else {
    FileHandle.standardError.write(Data("bench-postgres-setup: set \(PostgresShop.urlVariable)\n".utf8))
    exit(2)
}
do {
    let shop = try await PostgresShop.open(url: url)
    let seeded = shop.seedSeconds.map { String(format: "seeded in %.1f s", $0) } ?? "reused"
    print(
        "PostgreSQL benchmark database: \(shop.maxProductID) products, \(shop.categorySlugs.count) categories, "
            + "\(shop.boardUsers.count) + \(shop.pgbenchUsers.count) users, \(shop.searchTexts.count) search texts "
            + "(\(seeded))")
    await shop.database.close()
} catch {
    FileHandle.standardError.write(Data("bench-postgres-setup: \(error)\n".utf8))
    exit(1)
}
