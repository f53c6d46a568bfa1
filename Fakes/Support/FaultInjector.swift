import InterfaceAdapters
import Locking

/// Failures and delays a test has asked a fake to produce: for the next few calls, or for every
/// call. Every faking call starts with ``enter()``.
///
/// A class around a lock (``Locked``), so a fake can hold it in a `let` and tests can configure it from any
/// task; the delay is waited out after the lock is released, so a delayed call does not hold up
/// the fake's other callers.
public final class FaultInjector<Failure: Error & Sendable>: Sendable {
    private struct State {
        var queued: [Failure] = []
        var permanent: Failure?
        var queuedDelays: [Duration] = []
        var permanentDelay: Duration?
        /// How many calls have started waiting out a delay, and who waits to hear of it.
        var delayedCalls = 0
        var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Locked(State())

    public init() {}

    /// The next call fails with `failure` (queued after earlier `failNext` calls).
    public func failNext(with failure: Failure) { state.withLock { $0.queued.append(failure) } }

    /// Every call fails with `failure` until ``reset()``.
    public func failAlways(with failure: Failure) { state.withLock { $0.permanent = failure } }

    /// The next call waits `delay` before it does anything (queued after earlier `delayNext` calls).
    public func delayNext(by delay: Duration) { state.withLock { $0.queuedDelays.append(delay) } }

    /// Every call waits `delay` until ``reset()``.
    public func delayAlways(by delay: Duration) { state.withLock { $0.permanentDelay = delay } }

    /// No more injected failures or delays.
    public func reset() {
        state.withLock { state in
            (state.queued, state.permanent, state.queuedDelays, state.permanentDelay) = ([], nil, [], nil)
        }
    }

    /// Returns once `count` calls in all have started waiting out a delay: how a test knows that
    /// a delayed call is inside the fake, without polling.
    public func waitUntilDelayed(calls count: Int = 1) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let reached = state.withLock { state in
                if state.delayedCalls >= count { return true }
                state.watchers.append((count, continuation))
                return false
            }
            if reached { continuation.resume() }
        }
    }

    /// Called by the fake at the start of every call: waits the delay due for this call, then
    /// throws the failure due for it, if any.
    public func enter() async throws(Failure) {
        let (delay, failure, told) = state.withLock {
            state -> (Duration?, Failure?, [CheckedContinuation<Void, Never>]) in
            let delay = state.queuedDelays.isEmpty ? state.permanentDelay : state.queuedDelays.removeFirst()
            let failure = state.queued.isEmpty ? state.permanent : state.queued.removeFirst()
            guard delay != nil else { return (delay, failure, []) }
            state.delayedCalls += 1
            let told = state.watchers.filter { $0.count <= state.delayedCalls }.map(\.continuation)
            state.watchers.removeAll { $0.count <= state.delayedCalls }
            return (delay, failure, told)
        }
        for watcher in told { watcher.resume() }
        if let delay { try? await Task.sleep(for: delay) }
        if let failure { throw failure }
    }
}
