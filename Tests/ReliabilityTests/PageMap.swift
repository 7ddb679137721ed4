import Foundation
import SQLiteStore

/// What one page of a SQLite database file holds.
enum PageRole: Equatable, CustomStringConvertible {
    /// A b-tree page (`internal` or `leaf`) of a table or index holding cells.
    case btree(name: String, kind: String)
    /// A leaf page of an empty table or index: past its 8-byte header everything is unallocated space.
    case emptyLeaf(name: String)
    /// An overflow page holding the rest of a large row of a table or index.
    case overflow(name: String)
    /// A free-list trunk page: the list of free pages itself, with the number of leaf pages it lists.
    case freelistTrunk(leaves: Int)
    /// A free-list leaf page: unused space, never read until it is reused (and then written whole first).
    case freelistLeaf
    /// A page neither dbstat nor the free list accounts for.
    case unaccounted

    /// Whether the check must notice noise past the page's first 8 bytes: b-tree pages with cells and overflow
    /// pages. SQLite never reads a free page (it writes one whole before reusing it) nor the unallocated area of a
    /// page (it writes a new cell there without reading what was before). A free-list trunk page's slots are read
    /// only when a page is allocated, and `PRAGMA integrity_check` of SQLite 3.40.1 does not report noise there
    /// (measured: a slot naming page 0xDEADBEEF, a slot naming the in-use page 2, and a wrong leaf count all pass
    /// it), so noise in them is outside what the check can promise. A fresh database has such a page since
    /// migration 0016 dropped the old search index's tables.
    var bytesPastHeaderInUse: Bool {
        switch self {
        case .btree, .overflow: true
        case .freelistTrunk, .emptyLeaf, .freelistLeaf, .unaccounted: false
        }
    }

    var description: String {
        switch self {
        case let .btree(name, kind): "\(kind) page of \(name)"
        case let .emptyLeaf(name): "empty leaf page of \(name)"
        case let .overflow(name): "overflow page of \(name)"
        case let .freelistTrunk(leaves): "free-list trunk page listing \(leaves) leaves"
        case .freelistLeaf: "free page"
        case .unaccounted: "unaccounted page"
        }
    }
}

/// The role of every page of a database file, from SQLite's `dbstat` table (b-tree and overflow pages) and a walk
/// of the free list read from the file's bytes (header bytes 32–35: the first trunk page; each trunk: the next
/// trunk, a count, the leaf page numbers).
struct PageMap {
    let pageSize: Int
    let pageCount: Int
    private let roles: [Int: PageRole]

    /// Maps the database at `path`, which must be a checkpointed file (no write-ahead log to apply).
    init(path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let headerPageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        pageSize = headerPageSize == 1 ? 65_536 : headerPageSize
        pageCount = bytes.count / pageSize
        var roles: [Int: PageRole] = [:]
        let connection = try Connection(path: path, mode: .readOnly)
        let rows = try connection.prepare("SELECT pageno, pagetype, name, ncell FROM dbstat")
            .fetchAll { ($0.int(at: 0), $0.string(at: 1), $0.string(at: 2), $0.int(at: 3)) }
        for (page, type, name, cells) in rows {
            roles[page] =
                type == "overflow"
                ? .overflow(name: name)
                : type == "leaf" && cells == 0 ? .emptyLeaf(name: name) : .btree(name: name, kind: type)
        }
        func word(_ offset: Int) -> Int {
            Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
        }
        var trunk = word(32)
        var visited = Set<Int>()
        while trunk > 0, trunk <= pageCount, visited.insert(trunk).inserted {
            let base = (trunk - 1) * pageSize
            roles[trunk] = .freelistTrunk(leaves: word(base + 4))
            for index in 0..<min(word(base + 4), (pageSize - 8) / 4) {
                roles[word(base + 8 + 4 * index)] = .freelistLeaf
            }
            trunk = word(base)
        }
        self.roles = roles
    }

    /// The role of page `page` (1-based).
    func role(of page: Int) -> PageRole {
        roles[page] ?? .unaccounted
    }
}
