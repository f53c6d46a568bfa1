import Foundation
import ProcessSpawning
import TestSupport
import Testing

@Suite("league login, whoami and logout against a local authority", .serialized)
struct LeagueSessionTests {

    /// The local authority (Sources/TestSupport/League/Servers/auth_server.py), knowing Ada with the password "engine".
    func authority(_ folder: URL) async throws -> TestServer {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let accounts = folder.appendingPathComponent("accounts.json")
        try Data(#"[{"id": "1", "name": "Ada Lovelace", "email": "ada@example.com", "password": "engine"}]"#.utf8)
            .write(to: accounts)
        return try await TestServer.start(["python3", TestScripts.path("auth_server.py"), accounts.path])
    }

    @Test(
        "Log in with the password on standard input, see who is logged in, log out",
        arguments: AppUnderTest.storesKeepingData)
    func session(store: String) async throws {
        let league = try AppUnderTest()
        defer { league.remove() }
        let server = try await authority(league.dataDirectory.appendingPathComponent("authority"))
        defer { server.abandon() }
        let s = ["--store", store]
        let url = server.baseURL.absoluteString

        let login = try await league.run(s + ["login", "ada@example.com", "--server", url], input: .text("engine\n"))
        #expect(login.status == 0, "\(login)")
        #expect(login.lines == ["Logged in as Ada Lovelace <ada@example.com>"])
        #expect(login.standardError.isEmpty, "no prompt when the password comes from a pipe: \(login)")
        #expect(league.snapshot().keys.contains { $0.hasPrefix("sessions/") }, "the session is kept in the data folder")
        if store == "files" {
            // A secret: a folder and a file only their owner may read.
            let sessions = league.dataDirectory.appendingPathComponent("sessions")
            let file = try #require(try FileManager.default.contentsOfDirectory(atPath: sessions.path).first)
            let folderMode = try FileManager.default.attributesOfItem(atPath: sessions.path)[.posixPermissions] as? Int
            let fileMode =
                try FileManager.default.attributesOfItem(atPath: sessions.appendingPathComponent(file).path)[
                    .posixPermissions] as? Int
            #expect(
                folderMode == 0o700 && fileMode == 0o600,
                "sessions \(String(folderMode ?? 0, radix: 8)), \(file) \(String(fileMode ?? 0, radix: 8))")
        }

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
                == "\(AppUnderTest.program): error: nobody is logged in: log in first with '\(AppUnderTest.program) login'\n"
        )
    }

    @Test("Refused logins exit 1 and keep nothing: a wrong password, no password, an implausible email")
    func refusedLogins() async throws {
        let league = try AppUnderTest()
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
            #expect(outcome.standardError.hasPrefix("\(AppUnderTest.program): error: "), "\(outcome)")
            #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
            #expect(league.snapshot() == before, "a refused login kept something")
        }
    }

    @Test("An authority that cannot be reached: exit 2 naming it, nothing kept")
    func authorityDown() async throws {
        let league = try AppUnderTest()
        defer { league.remove() }
        let closed = try ClosedPort()
        defer { closed.close() }
        let outcome = try await league.run(
            ["login", "ada@example.com", "--server", closed.url.absoluteString], input: .text("engine\n"))
        #expect(outcome.status == 2, "\(outcome)")
        #expect(
            outcome.standardError.hasPrefix("\(AppUnderTest.program): error: authentication is unavailable: "),
            "\(outcome)")
        #expect(outcome.standardError.contains("127.0.0.1:\(closed.port)"), "\(outcome)")
        #expect(league.snapshot().isEmpty)
    }

    @Test("A session ended elsewhere: whoami says it expired, forgets it, and then nobody is logged in")
    func expired() async throws {
        let league = try AppUnderTest()
        defer { league.remove() }
        let server = try await authority(league.dataDirectory.appendingPathComponent("authority"))
        defer { server.abandon() }
        let url = server.baseURL.absoluteString
        #expect(
            try await league.run(["login", "ada@example.com", "--server", url], input: .text("engine\n")).status == 0)
        // A copy of the data folder logs the same session out at the authority.
        let copy = try AppUnderTest()
        defer { copy.remove() }
        try FileManager.default.copyItem(at: league.dataDirectory, to: copy.dataDirectory)
        #expect(try await copy.run("logout", "--server", url).status == 0)

        let expired = try await league.run("whoami", "--server", url)
        #expect(expired.status == 1, "\(expired)")
        #expect(
            expired.standardError
                == "\(AppUnderTest.program): error: the session has expired: log in again with '\(AppUnderTest.program) login'\n"
        )
        let nobody = try await league.run("whoami", "--server", url)
        #expect(nobody.standardError.contains("nobody is logged in"), "\(nobody)")
    }

    @Test("The memory store keeps the session only for the one command")
    func memory() async throws {
        let league = try AppUnderTest()
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

    /// The session `league` keeps on the files store: its key in the data folder, and its token.
    static func storedSession(of league: AppUnderTest) throws -> (key: String, token: String) {
        let kept = league.snapshot().filter { $0.key.hasPrefix("sessions/") }
        let (key, stored) = try #require(kept.first, "no session was kept: \(league.snapshot().keys)")
        let record = try JSONSerialization.jsonObject(with: stored) as? [String: Any]
        return (key, try #require(record?["token"] as? String, "the session holds no token"))
    }

    @Test("An http authority on another machine is refused before anything is sent: exit 2, a message naming https")
    func cleartextRefused() async throws {
        let league = try AppUnderTest()
        defer { league.remove() }
        for arguments in [
            ["login", "ada@example.com", "--server", "http://auth.example.com/"],
            ["whoami", "--server", "http://auth.example.com/"], ["logout", "--server", "http://10.1.2.3:8080/"],
        ] {
            let refused = try await league.run(arguments, input: .text("engine\n"))
            #expect(refused.status == 2, "\(refused)")
            #expect(refused.standardOutput.isEmpty, "\(refused)")
            #expect(refused.standardError.contains("over plain http"), "\(refused)")
            #expect(refused.standardError.contains("use https"), "\(refused)")
            #expect(!refused.standardError.contains("engine"), "\(refused)")
        }
        #expect(league.snapshot().isEmpty, "a refused command kept something")
    }

    @Test("No output ever holds the password or the token: refused, unreachable, nonsense, expired, unwritable")
    func secretsNeverEchoed() async throws {
        let league = try AppUnderTest()
        defer { league.remove() }
        let password = "Pa55-w0rd-Ada-7f9"
        let wrongPassword = "Wr0ng-Pa55-9c2"
        let folder = league.dataDirectory.deletingLastPathComponent()
            .appendingPathComponent("authority-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let accounts = folder.appendingPathComponent("accounts.json")
        try Data(
            #"[{"id": "1", "name": "Ada Lovelace", "email": "ada@example.com", "password": "\#(password)"}]"#.utf8
        ).write(to: accounts)
        let server = try await TestServer.start(["python3", TestScripts.path("auth_server.py"), accounts.path])
        defer { server.abandon() }
        let url = server.baseURL.absoluteString
        var secrets = [password, wrongPassword]
        func expectQuiet(_ outcome: ChildProcess.Outcome, status: Int32, _ what: String) {
            #expect(outcome.status == status, "\(what): \(outcome)")
            for secret in secrets {
                #expect(
                    !outcome.standardOutput.contains(secret) && !outcome.standardError.contains(secret),
                    "\(what) showed a secret: \(outcome)")
            }
        }
        let files = ["--store", "files"]

        // Refused, and unreachable.
        expectQuiet(
            try await league.run(
                files + ["login", "ada@example.com", "--server", url], input: .text(wrongPassword + "\n")),
            status: 1, "a wrong password")
        let closed = try ClosedPort()
        defer { closed.close() }
        expectQuiet(
            try await league.run(
                files + ["login", "ada@example.com", "--server", closed.url.absoluteString],
                input: .text(password + "\n")),
            status: 2, "an authority that cannot be reached")
        // An authority that answers nonsense: a plain file server, which knows no login.
        let nonsense = try await LocalHTTPServer()
        defer { nonsense.abandon() }
        expectQuiet(
            try await league.run(
                files + ["login", "ada@example.com", "--server", nonsense.baseURL.absoluteString],
                input: .text(password + "\n")),
            status: 2, "an authority answering nonsense")

        // Logged in: the token is a secret too, from here on.
        expectQuiet(
            try await league.run(files + ["login", "ada@example.com", "--server", url], input: .text(password + "\n")),
            status: 0, "a login")
        let (sessionKey, token) = try Self.storedSession(of: league)
        secrets.append(token)
        expectQuiet(try await league.run(files + ["whoami", "--server", url]), status: 0, "whoami")

        // Expired: a copy of the data logs the session out at the authority.
        let copy = try AppUnderTest()
        defer { copy.remove() }
        try FileManager.default.copyItem(at: league.dataDirectory, to: copy.dataDirectory)
        #expect(try await copy.run(files + ["logout", "--server", url]).status == 0)
        expectQuiet(try await league.run(files + ["whoami", "--server", url]), status: 1, "an expired session")

        // Storage failing: the sessions folder is a file, so the new session cannot be kept.
        let sessionsFolder = league.dataDirectory.appendingPathComponent(sessionKey).deletingLastPathComponent()
        try? FileManager.default.removeItem(at: sessionsFolder)
        try Data("in the way".utf8).write(to: sessionsFolder)
        let unwritable = try await league.run(
            files + ["login", "ada@example.com", "--server", url], input: .text(password + "\n"))
        expectQuiet(unwritable, status: 2, "a session that cannot be stored")
        // The token it was given is not known here; its shape is: no "token-" at all may show.
        #expect(!unwritable.standardError.contains("token-"), "\(unwritable)")

        // An authority gone while logged in (a second data folder keeps a live session).
        let live = try AppUnderTest()
        defer { live.remove() }
        #expect(
            try await live.run(files + ["login", "ada@example.com", "--server", url], input: .text(password + "\n"))
                .status == 0)
        secrets.append(try Self.storedSession(of: live).token)
        await server.stop()
        expectQuiet(
            try await live.run(files + ["whoami", "--server", url]), status: 2, "whoami with the authority gone")
        expectQuiet(
            try await live.run(files + ["logout", "--server", url]), status: 2, "logout with the authority gone")
    }
}
