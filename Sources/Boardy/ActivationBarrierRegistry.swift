import Synchronization

/// Application-scoped barrier cycles, one table per actor: graphs on the same actor share a cycle, graphs on
/// different actors never see each other's (their boards could not run the other's gate anyway).
///
/// An entry lives only while its gate runs and its result is delivered; a table with no entry left is dropped.
enum ActivationBarrierRegistry {
    /// The cycles of one actor.
    final class Table: @unchecked Sendable {
        // Safety: `cycles` is only read and written by code isolated to `owner` (checked with preconditionIsolated);
        // the registry's mutex guards only the lookup of the table itself.
        var cycles: [BoardID: ActivationBarrierCycle] = [:]
        weak var owner: (any Actor)?

        init(owner: any Actor) {
            self.owner = owner
        }
    }

    private static let tables = Mutex<[ObjectIdentifier: Table]>([:])

    /// The running cycle of `barrier` on `actor`, if any.
    static func cycle(for barrier: BoardID, on actor: any Actor) -> ActivationBarrierCycle? {
        actor.preconditionIsolated("a board graph is used outside the actor it was created on")
        return existingTable(for: actor)?.cycles[barrier]
    }

    /// Registers `cycle` as the running cycle of `barrier` on `actor`.
    static func store(_ cycle: ActivationBarrierCycle, for barrier: BoardID, on actor: any Actor) {
        actor.preconditionIsolated("a board graph is used outside the actor it was created on")
        let key = ObjectIdentifier(actor)
        let table = tables.withLock { tables in
            if let table = tables[key], table.owner === actor { return table }
            let table = Table(owner: actor)
            tables[key] = table
            return table
        }
        table.cycles[barrier] = cycle
    }

    /// Unregisters `cycle` if it is still the running cycle of `barrier` on `actor`.
    static func remove(_ cycle: ActivationBarrierCycle, for barrier: BoardID, on actor: any Actor) {
        guard let table = existingTable(for: actor), table.cycles[barrier] === cycle else { return }
        table.cycles[barrier] = nil
        if table.cycles.isEmpty {
            let key = ObjectIdentifier(actor)
            tables.withLock { tables in
                if tables[key] === table, table.cycles.isEmpty { tables[key] = nil }
            }
        }
    }

    /// The barriers whose cycles run on `actor` (for tests: none must be left once the gates have completed).
    static func runningBarriers(on actor: any Actor) -> Set<BoardID> {
        Set(existingTable(for: actor)?.cycles.keys ?? [:].keys)
    }

    private static func existingTable(for actor: any Actor) -> Table? {
        tables.withLock { tables in
            guard let table = tables[ObjectIdentifier(actor)], table.owner === actor else { return nil }
            return table
        }
    }
}
