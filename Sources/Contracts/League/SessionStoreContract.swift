import Entities
import UseCases

/// What every ``SessionStore`` must do. Fresh, empty store per check.
public enum SessionStoreContract {
    public typealias Subject = any SessionStore

    static func session(_ token: String, name: String = "Ada Lovelace") throws -> Session {
        Session(token: token, user: try User(id: User.ID("1"), name: name, email: "ada@example.com"))
    }

    public static let contract = Contract<Subject>(
        port: "SessionStore",
        checks: [
            .init("an empty store has no session") { sessions in
                try expect(try await sessions.load() == nil, "an empty store loaded a session")
            },
            .init("a saved session loads back whole") { sessions in
                let saved = try session("token-1")
                try await sessions.save(saved)
                let loaded = try await sessions.load()
                try expect(loaded == saved, "loaded \(String(describing: loaded))")
            },
            .init("saving replaces the session") { sessions in
                try await sessions.save(try session("token-1"))
                let newer = try session("token-2", name: "Augusta Ada King")
                try await sessions.save(newer)
                try expect(try await sessions.load() == newer, "the second save did not replace the first")
            },
            .init("clear forgets the session, and clearing nothing is fine") { sessions in
                try await sessions.save(try session("token-1"))
                try await sessions.clear()
                try expect(try await sessions.load() == nil, "a cleared store still has a session")
                try await sessions.clear()
            },
        ])
}
