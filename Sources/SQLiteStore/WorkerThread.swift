#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which ``JobQueue`` the current thread serves, if any: a thread-local marker set once by each worker thread.
///
/// ``JobQueue/stopAndJoin()`` asks it so that a pool released on its own worker thread (by a task whose executor
/// preference is ``DatabasePool/readExecutor`` or ``DatabasePool/writeExecutor``) does not wait for itself.
enum WorkerThread {
    /// The thread-local slot; created once, never deleted (one key per process).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed (\(status)): the process is out of thread-local keys")
        return key
    }()

    /// Marks the current thread as a worker of `queue` (unretained: the queue outlives its threads).
    static func mark(_ queue: JobQueue) {
        pthread_setspecific(key, Unmanaged.passUnretained(queue).toOpaque())
    }

    /// Whether the current thread is a worker of `queue`.
    static func isCurrent(_ queue: JobQueue) -> Bool {
        pthread_getspecific(key) == UnsafeMutableRawPointer(Unmanaged.passUnretained(queue).toOpaque())
    }
}
