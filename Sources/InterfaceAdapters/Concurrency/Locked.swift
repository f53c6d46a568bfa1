import Foundation

/// A value that threads share, reached only under a lock: `withLock` runs a closure with the
/// value, one caller at a time.
///
/// Built on `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`: the thread sanitizer
/// that `make test` runs sees a pthread mutex's ordering, but not a contended `Mutex`'s on Linux,
/// and would report every value behind one as a race.
///
/// Shared by this package's modules (`package` access), not public API of the adapters layer: the
/// drivers, fakes and contracts that share state use it, and no client of the layer needs it.
package final class Locked<Value: Sendable>: @unchecked Sendable {
    // Sendable by construction: `value` is only read or written while `lock` is held.
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock, and returns what it returns.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
