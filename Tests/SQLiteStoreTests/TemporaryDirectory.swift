import Foundation
import SQLiteStore

/// A uniquely named directory under the system temp directory, removed by ``remove()``.
struct TemporaryDirectory: Sendable {
    /// The directory's absolute path.
    let path: String

    /// Creates a fresh, empty directory.
    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        let path = "\(base)/SQLiteStoreTests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        self.path = path
    }

    /// The path of `name` inside the directory.
    func file(_ name: String) -> String {
        "\(path)/\(name)"
    }

    /// Deletes the directory and everything in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Runs `body` with a fresh temporary directory and removes it afterwards.
func withTemporaryDirectory<T>(_ body: (TemporaryDirectory) throws -> T) throws -> T {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    return try body(directory)
}

/// Runs async `body` with a fresh temporary directory and removes it afterwards.
func withTemporaryDirectory<T>(_ body: (TemporaryDirectory) async throws -> T) async throws -> T {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    return try await body(directory)
}

/// Opens a pool on a new database file in `directory`.
func makePool(in directory: TemporaryDirectory, readers: Int = 4) throws -> DatabasePool {
    try DatabasePool.open(path: directory.file("test.sqlite"), configuration: .init(readerCount: readers))
}

/// The permission bits (`st_mode & 0o777`) of the file at `path`, or `nil` if it does not exist.
func permissions(of path: String) -> Int? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let mode = attributes[.posixPermissions] as? NSNumber
    else { return nil }
    return mode.intValue & 0o777
}

/// Captures the `SQLiteError` thrown by `body`, or `nil` when it succeeds or throws something else.
func sqliteError(_ body: () throws -> Void) -> SQLiteError? {
    do {
        try body()
        return nil
    } catch {
        return error as? SQLiteError
    }
}

extension Connection {
    /// The single integer produced by `sql`.
    func scalarInt(_ sql: String) throws -> Int {
        try prepare(sql).fetchOne { $0.int(at: 0) } ?? 0
    }

    /// The single text value produced by `sql`.
    func scalarString(_ sql: String) throws -> String {
        try prepare(sql).fetchOne { $0.string(at: 0) } ?? ""
    }
}
