/// Waiting for a medium another process holds, the way SQLite's busy handler does but without
/// blocking a thread: try, and while the medium is busy, pause (1 ms, doubling up to 50 ms) and
/// try again, until a timeout.
enum BusyWait {
    /// Calls `attempt` until it gives a value; `nil` means "busy, try again". Returns `nil` when
    /// `timeout` passes, or the task is cancelled, before that. Runs on the caller's actor.
    static func until<Value, Failure: Error>(
        timeout: Duration, isolation: isolated (any Actor)? = #isolation, _ attempt: () throws(Failure) -> Value?
    ) async throws(Failure) -> Value? {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var pause = Duration.milliseconds(1)
        while true {
            if let value = try attempt() { return value }
            guard clock.now < deadline, !Task.isCancelled else { return nil }
            try? await Task.sleep(for: pause)
            pause = min(pause * 2, .milliseconds(50))
        }
    }
}

extension Duration {
    /// "0.2 s", "5 s": for messages.
    var inSeconds: String {
        let (seconds, attoseconds) = components
        guard attoseconds != 0 else { return "\(seconds) s" }
        let exact: Double = Double(seconds) + Double(attoseconds) / 1e18
        let tenths = Int(exact * 10)
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
