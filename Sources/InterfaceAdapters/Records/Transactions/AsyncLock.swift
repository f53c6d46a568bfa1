import Locking

/// A lock that tasks wait for without blocking a thread, granted in the order asked (first come,
/// first served): how ``UnitRunner`` makes the units of one process take turns, before a medium
/// keeps other processes out (a database's write lock, a lock file).
///
/// Waiting ignores cancellation: a unit of work that has asked for the lock gets it in its turn.
final class AsyncLock: Sendable {
    private struct State {
        var isHeld = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    init() {}

    /// Waits until the lock is free, then holds it. Pair with ``release()``.
    func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let granted = state.withLock { state in
                if state.isHeld {
                    state.waiters.append(continuation)
                    return false
                }
                state.isHeld = true
                return true
            }
            if granted { continuation.resume() }
        }
    }

    /// Hands the lock to the longest waiter, or frees it.
    func release() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiters.isEmpty else {
                state.isHeld = false
                return nil
            }
            return state.waiters.removeFirst()
        }
        next?.resume()
    }
}
