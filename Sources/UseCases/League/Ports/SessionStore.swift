/// The port to wherever the current session is kept between runs.
public protocol SessionStore: Sendable {
    /// The stored session, or `nil` when nobody is logged in.
    func load() async throws(AuthenticationError) -> Session?
    /// Keeps `session` as the current one.
    func save(_ session: Session) async throws(AuthenticationError)
    /// Forgets the current session.
    func clear() async throws(AuthenticationError)
}
