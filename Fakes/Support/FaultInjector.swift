/// Failures a test has asked a fake to produce: the next few calls, or every call.
///
/// Kept inside a fake's actor; every faking call goes through ``check()`` first.
public struct FaultInjector<Failure: Error & Sendable>: Sendable {
    private var queued: [Failure] = []
    private var permanent: Failure?

    public init() {}

    /// The next call fails with `failure` (queued after earlier `failNext` calls).
    public mutating func failNext(with failure: Failure) { queued.append(failure) }

    /// Every call fails with `failure` until ``reset()``.
    public mutating func failAlways(with failure: Failure) { permanent = failure }

    /// No more injected failures.
    public mutating func reset() {
        queued.removeAll()
        permanent = nil
    }

    /// Throws the failure due for this call, if any.
    public mutating func check() throws(Failure) {
        if !queued.isEmpty { throw queued.removeFirst() }
        if let permanent { throw permanent }
    }
}
