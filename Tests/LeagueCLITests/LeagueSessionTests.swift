import Foundation
import ProcessSpawning
import TestSupport
import Testing

@Suite("league login, whoami and logout against a local authority", .serialized)
struct LeagueSessionTests {
    enum Store: String, CaseIterable { case sqlite, files }

    /// The local authority (Tests/Scripts/auth_server.py), knowing Ada with the password "engine".
    func authority(_ folder: URL) async throws -> TestServer {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let accounts = folder.appendingPathComponent("accounts.json")
        try Data(#"[{"id": "1", "name": "Ada Lovelace", "email": "ada@example.com", "password": "engine"}]"#.utf8)
            .write(to: accounts)
        return try await TestServer.start(["python3", TestScripts.path("auth_server.py"), accounts.path])
    }

    @Test("Log in with the password on standard input, see who is logged in, log out", arguments: Store.allCases)
    func session(store: Store) async throws {
        let league = try League()
        defer { league.remove() }
        let server = try await authority(league.dataDirectory.appendingPathComponent("authority"))
        defer { server.abandon() }
        let s = ["--store", store.rawValue]
        let url = server.baseURL.absoluteString

        let login = try await league.run(s + ["login", "ada@example.com", "--server", url], input: .text("engine\n"))
        #expect(login.status == 0, "\(login)")
        #expect(login.lines == ["Logged in as Ada Lovelace <ada@example.com>"])
        #expect(login.standardError.isEmpty, "no prompt when the password comes from a pipe: \(login)")
        #expect(league.snapshot().keys.contains { $0.hasPrefix("sessions/") }, "the session is kept in the data folder")

        let whoami = try await league.run(s + ["whoami", "--server", url])
        #expect(whoami.status == 0, "\(whoami)")
        #expect(whoami.lines == ["Ada Lovelace <ada@example.com>"])

        let logout = try await league.run(s + ["logout", "--server", url])
        #expect(logout.status == 0, "\(logout)")
        #expect(logout.lines == ["Logged out Ada Lovelace <ada@example.com>"])

        let nobody = try await league.run(s + ["whoami", "--server", url])
        #expect(nobody.status == 1, "\(nobody)")
        #expect(
            nobody.standardError
                == "\(League.program): error: nobody is logged in: log in first with '\(League.program) login'\n")
    }

    @Test("Refused logins exit 1 and keep nothing: a wrong password, no password, an implausible email")
    func refusedLogins() async throws {
        let league = try League()
        defer { league.remove() }
        let server = try await authority(league.dataDirectory.appendingPathComponent("authority"))
        defer { server.abandon() }
        let url = server.baseURL.absoluteString
        let before = league.snapshot()
        for (email, input, message) in [
            ("ada@example.com", ChildProcess.Input.text("wrong\n"), "the email or password is wrong"),
            ("ada@example.com", .none, "no password was given for ada@example.com"),
            ("ada.example.com", .text("engine\n"), "'ada.example.com' is not a plausible email address"),
        ] {
            let outcome = try await league.run(["login", email, "--server", url], input: input)
            #expect(outcome.status == 1, "\(outcome)")
            #expect(outcome.standardError.hasPrefix("\(League.program): error: "), "\(outcome)")
            #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
            #expect(league.snapshot() == before, "a refused login kept something")
        }
    }

    @Test("An authority that cannot be reached: exit 2 naming it, nothing kept")
    func authorityDown() async throws {
        let league = try League()
        defer { league.remove() }
        let closed = try ClosedPort()
        defer { closed.close() }
        let outcome = try await league.run(
            ["login", "ada@example.com", "--server", closed.url.absoluteString], input: .text("engine\n"))
        #expect(outcome.status == 2, "\(outcome)")
        #expect(
            outcome.standardError.hasPrefix("\(League.program): error: authentication is unavailable: "), "\(outcome)")
        #expect(outcome.standardError.contains("127.0.0.1:\(closed.port)"), "\(outcome)")
        #expect(league.snapshot().isEmpty)
    }

    @Test("A session ended elsewhere: whoami says it expired, forgets it, and then nobody is logged in")
    func expired() async throws {
        let league = try League()
        defer { league.remove() }
        let server = try await authority(league.dataDirectory.appendingPathComponent("authority"))
        defer { server.abandon() }
        let url = server.baseURL.absoluteString
        #expect(
            try await league.run(["login", "ada@example.com", "--server", url], input: .text("engine\n")).status == 0)
        // A copy of the data folder logs the same session out at the authority.
        let copy = try League()
        defer { copy.remove() }
        try FileManager.default.copyItem(at: league.dataDirectory, to: copy.dataDirectory)
        #expect(try await copy.run("logout", "--server", url).status == 0)

        let expired = try await league.run("whoami", "--server", url)
        #expect(expired.status == 1, "\(expired)")
        #expect(
            expired.standardError
                == "\(League.program): error: the session has expired: log in again with '\(League.program) login'\n")
        let nobody = try await league.run("whoami", "--server", url)
        #expect(nobody.standardError.contains("nobody is logged in"), "\(nobody)")
    }

    @Test("The memory store keeps the session only for the one command")
    func memory() async throws {
        let league = try League()
        defer { league.remove() }
        let server = try await authority(league.dataDirectory.appendingPathComponent("authority"))
        defer { server.abandon() }
        let url = server.baseURL.absoluteString
        let login = try await league.run(
            ["--store", "memory", "login", "ada@example.com", "--server", url], input: .text("engine\n"))
        #expect(login.status == 0, "\(login)")
        let whoami = try await league.run("--store", "memory", "whoami", "--server", url)
        #expect(whoami.status == 1, "\(whoami)")
        #expect(!league.snapshot().keys.contains { $0.hasPrefix("sessions/") })
    }
}
