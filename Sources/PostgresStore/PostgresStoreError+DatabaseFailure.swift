import DataFailure
import PostgresNIO
import _ConnectionPoolModule

extension PostgresStoreError {
    /// The kind of ``DataFailure/DatabaseFailure`` this error is reported as.
    ///
    /// A server that cannot be reached or did not answer in time is ``DataFailure/DatabaseFailure/Kind/unavailable``:
    /// a refused connection or one the pool keeps failing to make (``cannotConnect(_:reason:)``), a lost connection,
    /// a passed deadline (``timedOut(_:)``), and the SQLSTATEs of class 08 (connection exception) and 57P01, 57P02,
    /// 57P03 (the server shutting down, crashed, or not yet accepting connections). A database closed by this
    /// program (``closed``, a process shutting down) stays ``DataFailure/DatabaseFailure/Kind/cannotOpen``.
    ///
    /// Other SQLSTATEs by class: integrity violations (23) are ``DataFailure/DatabaseFailure/Kind/constraint``; a
    /// serialization failure, deadlock, lock timeout, cancelled statement or too many connections are
    /// ``DataFailure/DatabaseFailure/Kind/busy`` (try again later); a full disk (53100) is
    /// ``DataFailure/DatabaseFailure/Kind/full``; data or index corruption (XX001, XX002) is
    /// ``DataFailure/DatabaseFailure/Kind/corrupt``; a read-only transaction or standby (25006) is
    /// ``DataFailure/DatabaseFailure/Kind/readOnly``; system I/O errors (58) are
    /// ``DataFailure/DatabaseFailure/Kind/ioError``; failing to authenticate or find the database is
    /// ``DataFailure/DatabaseFailure/Kind/cannotOpen``.
    public var failureKind: DatabaseFailure.Kind {
        switch self {
        case .invalidURL, .closed: return .cannotOpen
        case .cannotConnect, .connectionLost, .timedOut: return .unavailable
        case .unreadableValue: return .other
        case let .server(state, _, _):
            switch state {
            case "40001", "40P01", "55P03", "57014", "53300": return .busy
            case "53100": return .full
            case "XX001", "XX002": return .corrupt
            case "25006": return .readOnly
            case "3D000": return .cannotOpen
            case "57P01", "57P02", "57P03": return .unavailable
            default: break
            }
            switch state.prefix(2) {
            case "23": return .constraint
            case "58": return .ioError
            case "08": return .unavailable
            case "28": return .cannotOpen
            default: return .other
            }
        }
    }

    /// Whether this error says the server cannot be reached or did not answer (kind
    /// ``DataFailure/DatabaseFailure/Kind/unavailable``).
    public var isUnavailable: Bool { failureKind == .unavailable }

    /// This error as a module reports it: its ``failureKind`` and its ``description`` as the message.
    public var databaseFailure: DatabaseFailure {
        DatabaseFailure(failureKind, description)
    }

    /// The store's error for anything PostgreSQL work threw: a ``PostgresStoreError`` as it is, a PostgresNIO error
    /// by what it says (its server fields, never the bound values), the pool's "shut down" as ``closed`` and its
    /// "connections keep failing" as ``cannotConnect(_:reason:)``, anything else as ``unreadableValue(_:)``.
    ///
    /// - Parameter error: What the work threw.
    public init(_ error: any Error) {
        switch error {
        case let error as PostgresStoreError:
            self = error
        case let error as PSQLError:
            self = Self(psql: error)
        case let error as ConnectionPoolError where error == .poolShutdown:
            self = .closed
        case let error as ConnectionPoolError where error == .connectionCreationCircuitBreakerTripped:
            self = .cannotConnect("the database server", reason: "new connections keep failing")
        case let error as PostgresDecodingError:
            self = .unreadableValue("column \(error.columnName) (\(error.postgresType)) as \(error.targetType)")
        default:
            self = .unreadableValue(String(describing: error))
        }
    }

    /// Why a connection attempt failed, in words: the server's message, or the socket error.
    static func reason(_ error: any Error) -> String {
        if let psql = error as? PSQLError {
            if let message = psql.serverInfo?[.message] { return message }
            if let underlying = psql.underlying { return String(describing: underlying) }
            return "\(psql.code)"
        }
        return String(describing: error)
    }

    /// Maps a PostgresNIO error.
    private init(psql error: PSQLError) {
        if let info = error.serverInfo, let state = info[.sqlState] {
            self = .server(sqlState: state, message: info[.message] ?? "(no message)", detail: info[.detail])
            return
        }
        switch error.code {
        case .poolClosed, .clientClosedConnection:
            self = .closed
        case .serverClosedConnection, .uncleanShutdown:
            self = .connectionLost(error.underlying.map { String(describing: $0) } ?? "the server closed it")
        case .connectionError:
            self = .connectionLost(error.underlying.map { String(describing: $0) } ?? "connection error")
        default:
            self = .connectionLost("\(error.code)")
        }
    }
}

extension DatabaseFailure {
    /// The failure for an error thrown by PostgreSQL work (see ``PostgresStore/PostgresStoreError/init(_:)``).
    ///
    /// - Parameter error: What the work threw.
    public init(postgres error: any Error) {
        if let failure = error as? DatabaseFailure {
            self = failure
        } else {
            self = PostgresStoreError(error).databaseFailure
        }
    }
}
