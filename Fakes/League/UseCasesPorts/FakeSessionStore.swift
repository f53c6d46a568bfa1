import UseCases

/// A session store in memory that records every save and clear and fails on demand.
public actor FakeSessionStore: SessionStore {
    /// What the store holds now.
    public private(set) var session: Session?
    /// Every session saved, in order.
    public private(set) var saved: [Session] = []
    /// How many times the store was cleared.
    public private(set) var clearCount = 0
    /// Failures and delays for the next calls, or for every call.
    public nonisolated let faults = FaultInjector<AuthenticationError>()

    public init(_ session: Session? = nil) {
        self.session = session
    }

    public func load() async throws(AuthenticationError) -> Session? {
        try await faults.enter()
        return session
    }

    public func save(_ session: Session) async throws(AuthenticationError) {
        try await faults.enter()
        self.session = session
        saved.append(session)
    }

    public func clear() async throws(AuthenticationError) {
        try await faults.enter()
        session = nil
        clearCount += 1
    }
}
