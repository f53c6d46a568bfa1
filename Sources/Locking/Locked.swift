#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value that threads share, reached only under a lock: `withLock` runs a closure with the
/// value, one caller at a time. The package's one lock, in every module that shares state: the
/// layers, the fakes and contracts, the test support, the process helpers, the checker and the
/// template.
///
/// Built on a pthread mutex rather than `Synchronization.Mutex`: the thread sanitizer that
/// `make test` runs sees a pthread mutex's ordering, but not a contended `Mutex`'s on Linux (a
/// futex), and would report every value behind one as a race. Without Foundation, so that the
/// checker starts as fast as it does.
///
/// `package` access: shared by this package's modules, not public API.
package final class Locked<Value>: @unchecked Sendable {
    // Sendable by construction, as `Mutex` is: `value` is only reached while `mutex` is held, and
    // what goes in or comes out is `sending`, so no caller keeps a reference to it besides.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    package init(_ value: sending Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        self.value = value
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock, and returns what it returns.
    package func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
