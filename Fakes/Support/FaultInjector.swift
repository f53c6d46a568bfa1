import InterfaceAdapters
import Locking

/// Failures, delays and holds a test has asked a fake to produce: for the next few calls, or for
/// every call. Every faking call starts with ``enter()``. A held call waits inside the fake until
/// the test releases it: how a test orders concurrent calls without sleeping.
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
        /// Holds asked for and not yet taken by a call; calls waiting in a hold, oldest first; how
        /// many calls have been held in all, and who waits to hear of it.
        var queuedHolds = 0
        var held: [CheckedContinuation<Void, Never>] = []
        var heldCalls = 0
        var holdWatchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
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

    /// The next call waits inside the fake until ``releaseHeld()`` (queued after earlier holds).
    public func holdNext() { state.withLock { $0.queuedHolds += 1 } }

    /// Lets the oldest held call go on; `false` when no call is held.
    @discardableResult
    public func releaseHeld() -> Bool {
        let call = state.withLock { state in state.held.isEmpty ? nil : state.held.removeFirst() }
        call?.resume()
        return call != nil
    }

    /// Returns once `count` calls in all have been held: how a test knows that a held call is
    /// inside the fake, without polling.
    public func waitUntilHeld(calls count: Int = 1) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let reached = state.withLock { state in
                if state.heldCalls >= count { return true }
                state.holdWatchers.append((count, continuation))
                return false
            }
            if reached { continuation.resume() }
        }
    }

    /// Lets every held call go on.
    public func releaseAll() {
        let calls = state.withLock { state in
            defer { state.held.removeAll() }
            return state.held
        }
        for call in calls { call.resume() }
    }

    /// No more injected failures, delays or holds; held calls go on.
    public func reset() {
        defer { releaseAll() }
        state.withLock { state in
            (state.queued, state.permanent, state.queuedDelays, state.permanentDelay) = ([], nil, [], nil)
            state.queuedHolds = 0
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

    /// Called by the fake at the start of every call: waits in a hold when one is due, then waits
    /// the delay due for this call, then throws the failure due for it, if any.
    public func enter() async throws(Failure) {
        let holds = state.withLock { state in
            guard state.queuedHolds > 0 else { return false }
            state.queuedHolds -= 1
            return true
        }
        if holds {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let told = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                    state.held.append(continuation)
                    state.heldCalls += 1
                    let told = state.holdWatchers.filter { $0.count <= state.heldCalls }.map(\.continuation)
                    state.holdWatchers.removeAll { $0.count <= state.heldCalls }
                    return told
                }
                for watcher in told { watcher.resume() }
            }
        }
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
