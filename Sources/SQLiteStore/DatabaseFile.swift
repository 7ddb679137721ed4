import CSQLite

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File-system helpers used when opening a database file.
enum DatabaseFile {
    /// Whether `path` names a real file (not `:memory:`, a temporary database or a `file:` URI).
    static func isRegularPath(_ path: String) -> Bool {
        !(path.isEmpty || path == ":memory:" || path.hasPrefix("file:"))
    }

    /// The directory part of `path` (`"."` when there is none).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = path[..<slash]
        return directory.isEmpty ? "/" : String(directory)
    }

    /// Whether something exists at `path`.
    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Creates an empty database file readable and writable by the owner only (mode 0600), unless a file
    /// already exists there.
    ///
    /// SQLite creates its `-wal` and `-shm` companions with the main file's permissions, so they end up
    /// 0600 too. A missing parent directory is reported as `SQLITE_CANTOPEN` naming the path; the
    /// directory is never created.
    static func createIfMissing(_ path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(0o600))
        if descriptor >= 0 {
            _ = fchmod(descriptor, mode_t(0o600))
            close(descriptor)
            return
        }
        let failure = errno
        if failure == EEXIST {
            return
        }
        throw cannotOpenError(path: path, errorNumber: failure, creating: true)
    }

    /// A `SQLITE_CANTOPEN` error explaining why `path` could not be opened or created.
    static func cannotOpenError(path: String, errorNumber: Int32?, creating: Bool) -> SQLiteError {
        let directory = directory(of: path)
        let reason: String
        if !exists(directory) {
            reason = "directory '\(directory)' does not exist"
        } else if !creating && !exists(path) {
            reason = "no such file"
        } else if let errorNumber {
            reason = String(cString: strerror(errorNumber))
        } else {
            reason = "unable to open database file"
        }
        let verb = creating ? "create" : "open"
        return SQLiteError(
            extendedCode: SQLITE_CANTOPEN,
            message: "cannot \(verb) database at '\(path)': \(reason)"
        )
    }

    /// Flushes the file at `path` to stable storage (`fsync`).
    static func sync(_ path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ioError("cannot open '\(path)' to sync it") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw ioError("cannot sync '\(path)'") }
    }

    /// Moves the file at `source` to `destination`: renamed over it when `replacing`, else hard-linked, which fails
    /// if `destination` exists, and the source name removed. The directory is synced afterwards.
    static func move(_ source: String, to destination: String, replacing: Bool) throws {
        if replacing {
            guard rename(source, destination) == 0 else { throw ioError("cannot move the copy to '\(destination)'") }
        } else {
            guard link(source, destination) == 0 else {
                if errno == EEXIST {
                    throw SQLiteError(extendedCode: SQLITE_CANTOPEN, message: "'\(destination)' already exists")
                }
                throw ioError("cannot create '\(destination)'")
            }
            unlink(source)
        }
        let directory = open(directory(of: destination), O_RDONLY | O_CLOEXEC)
        if directory >= 0 {
            _ = fsync(directory)
            close(directory)
        }
    }

    /// A `SQLITE_IOERR` error with `errno`'s explanation.
    private static func ioError(_ what: String) -> SQLiteError {
        let number = errno
        return SQLiteError(
            extendedCode: SQLITE_IOERR, message: "\(what): \(String(cString: strerror(number)))",
            systemErrorNumber: number
        )
    }
}
