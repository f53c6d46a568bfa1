import Entities
import UseCases

/// The ``SessionStore`` port over any ``ValueStore`` (a JSON file, memory).
public struct StoredSessionStore: SessionStore {
    /// A session as it is stored.
    public struct Record: Codable, Hashable, Sendable {
        public var token: String
        public var user: UserRecord
    }

    private let store: any ValueStore<Record?>

    public init(store: any ValueStore<Record?>) {
        self.store = store
    }

    public func load() async throws(AuthenticationError) -> Session? {
        do {
            guard let stored = try await store.load(), let record = stored else { return nil }
            return Session(token: record.token, user: try UserBridge.user(from: record.user))
        } catch let error as ValueStoreError {
            throw .unavailable("the stored session cannot be read: \(error)")
        } catch {
            throw .unavailable("the stored session is invalid: \(error)")
        }
    }

    public func save(_ session: Session) async throws(AuthenticationError) {
        try await write(Record(token: session.token, user: UserBridge.record(from: session.user)))
    }

    public func clear() async throws(AuthenticationError) {
        try await write(nil)
    }

    private func write(_ record: Record?) async throws(AuthenticationError) {
        do {
            try await store.save(record)
        } catch {
            throw .unavailable("the session cannot be stored: \(error)")
        }
    }
}
