import Foundation
import TestSupport
import Testing

@Suite("The league binary, run as a process", .serialized)
struct LeagueCLITests {

    @Test(
        "The README session works on each persistent store, across processes",
        arguments: AppUnderTest.storesKeepingData)
    func session(store: String) async throws {
        let league = try AppUnderTest()
        defer { league.remove() }
        let s = ["--store", store]
        #expect(
            try await league.run(s + ["team", "add", "BOS", "--city", "Boston", "--nickname", "Red Sox"]).lines == [
                "Registered BOS: Boston Red Sox"
            ])
        #expect(
            try await league.run(["team", "add", "NYY", "--city", "New York", "--nickname", "Yankees"] + s).status == 0)
        #expect(try await league.run(s + ["teams"]).lines == ["BOS  Boston Red Sox", "NYY  New York Yankees"])
        let signed = try await league.run(
            s + [
                "player", "sign", "David", "Ortiz", "--number", "34", "--position", "Designated Hitter", "--team",
                "BOS",
            ])
        #expect(signed.status == 0)
        #expect(signed.lines == ["Signed #34 David Ortiz, Designated Hitter — Boston Red Sox (id 1)"])
        #expect(
            try await league.run(s + ["roster", "BOS"]).lines == [
                "#34 David Ortiz, Designated Hitter — Boston Red Sox (id 1)"
            ])
        #expect(
            try await league.run(s + ["player", "transfer", "1", "--team", "NYY"]).lines
                == ["Transferred #34 David Ortiz, Designated Hitter from the Boston Red Sox to the New York Yankees"])
        #expect(
            try await league.run(s + ["roster", "NYY"]).lines == [
                "#34 David Ortiz, Designated Hitter — New York Yankees (id 1)"
            ])
        #expect(
            try await league.run(s + ["roster", "BOS"]).lines == [
                "BOS has no players yet: sign one with '\(AppUnderTest.program) player sign'."
            ])
        #expect(
            try await league.run(s + ["player", "release", "1"]).lines == [
                "Released #34 David Ortiz, Designated Hitter from the New York Yankees"
            ])
        #expect(try await league.run(s + ["roster", "NYY"]).status == 0)
        #expect(try await league.run(s + ["player", "release", "1"]).status == 1)
    }

    @Test("Where the data goes: league.sqlite, or one JSON file per record")
    func layout() async throws {
        let league = try AppUnderTest()
        defer { league.remove() }
        try await league.run("team", "add", "BOS", "--city", "Boston", "--nickname", "Red Sox")
        try await league.run("--store", "files", "team", "add", "BOS", "--city", "Boston", "--nickname", "Red Sox")
        let files = Set(league.snapshot().keys)
        #expect(files.contains("league.sqlite"))
        #expect(files.contains("records/teams/1.json"))
    }

    @Test("The memory store keeps nothing between processes")
    func memory() async throws {
        let league = try AppUnderTest()
        defer { league.remove() }
        #expect(
            try await league.run("--store", "memory", "team", "add", "BOS", "--city", "Boston", "--nickname", "Red Sox")
                .status == 0)
        #expect(
            try await league.run("--store", "memory", "teams").lines == [
                "No teams yet: register one with '\(AppUnderTest.program) team add'."
            ]
        )
        #expect(league.snapshot().isEmpty)
    }

    @Test("The data folder: --data-dir before or after the command, $LEAGUE_DATA_DIR, else ./.league")
    func dataDirectory() async throws {
        let league = try AppUnderTest()
        defer { league.remove() }
        let other = league.dataDirectory.appendingPathComponent("other").path
        try await league.run(
            "--data-dir", other, "--store", "files", "team", "add", "SEA", "--city", "Seattle", "--nickname", "Mariners"
        )
        #expect(
            try await league.run("--store", "files", "teams", "--data-dir", other).lines == ["SEA  Seattle Mariners"])
        #expect(try await league.run("--store", "files", "teams").lines.first?.hasPrefix("No teams") == true)

        let cwd = league.dataDirectory.appendingPathComponent("cwd")
        try FileManager.default.createDirectory(at: cwd, withIntermediateDirectories: true)
        #expect(
            try await league.run(in: cwd, ["team", "add", "BOS", "--city", "Boston", "--nickname", "Red Sox"]).status
                == 0)
        #expect(FileManager.default.fileExists(atPath: cwd.appendingPathComponent(".league/league.sqlite").path))
    }

    @Test(
        "A request the league refuses: exit 1, one line on stderr, nothing written",
        arguments: [
            (
                ["roster", "SEA"],
                "no team is registered as SEA: register the team first with '\(AppUnderTest.program) team add'"
            ),
            (
                ["team", "add", "BOS", "--city", "Bristol", "--nickname", "Sharks"],
                "a team is already registered as BOS: pick another abbreviation"
            ),
            (
                ["team", "add", "bos", "--city", "Boston", "--nickname", "Red Sox"],
                "abbreviation 'bos' must be 2 or 3 uppercase letters"
            ),
            (["team", "add", "SEA", "--city", " ", "--nickname", "Mariners"], "city must not be blank"),
            (
                ["player", "sign", "A", "B", "--number", "34", "--position", "Catcher", "--team", "BOS"],
                "number 34 is already worn by David Ortiz on the Boston Red Sox: pick a free number"
            ),
            (
                ["player", "sign", "A", "B", "--number", "100", "--position", "Catcher", "--team", "BOS"],
                "jersey number 100 is out of range"
            ),
            (
                ["player", "sign", "A", "B", "--number", "1", "--position", "Goalie", "--team", "BOS"],
                "unknown position 'Goalie'"
            ),
            (
                ["player", "sign", "A", "B", "--number", "1", "--position", "Catcher", "--team", "SEA"],
                "no team is registered as SEA"
            ),
            (
                ["player", "release", "99"],
                "no player has id 99: check the id on the team's roster with '\(AppUnderTest.program) roster'"
            ),
            (["player", "transfer", "1", "--team", "BOS"], "David Ortiz already plays for the Boston Red Sox"),
        ])
    func refusals(arguments: [String], message: String) async throws {
        let league = try AppUnderTest()
        defer { league.remove() }
        try await league.run("team", "add", "BOS", "--city", "Boston", "--nickname", "Red Sox")
        try await league.run(
            "player", "sign", "David", "Ortiz", "--number", "34", "--position", "Designated Hitter", "--team", "BOS")
        let before = league.snapshot()
        let outcome = try await league.run(arguments)
        #expect(outcome.status == 1, "\(outcome)")
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("\(AppUnderTest.program): error: "))
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        #expect(outcome.standardError.filter { $0 == "\n" }.count == 1, "one line: \(outcome.standardError)")
        #expect(league.snapshot() == before, "a refused command changed the data")
    }

    @Test(
        "A command line that cannot be understood: exit 2, the problem and where the help is",
        arguments: [
            // The league's commands first; a package grown from it lists its features' after them.
            (["bogus"], "unknown command 'bogus': use team, teams, player, roster, users, login, whoami", nil),
            (
                ["player", "sign", "A", "B", "--number", "ten", "--position", "Catcher", "--team", "BOS"],
                "--number must be a whole number, not 'ten'", "player sign"
            ),
            (["team", "add", "BOS", "--city", "Boston"], "'team add' needs --nickname NICKNAME", "team add"),
            (["teams", "--store", "cloud"], "--store must be sqlite, files or memory, not 'cloud'", "teams"),
            (
                ["users", "--source", "ftp://example.com/u"],
                "--source must be an http or https URL, not 'ftp://example.com/u'", "users"
            ),
            (["player"], "'player' needs a subcommand: sign, release or transfer", "player"),
            (["login", "ada@example.com"], "'login' needs --server URL", "login"),
            (["whoami", "--server", "mailto:x"], "--server must be an http or https URL, not 'mailto:x'", "whoami"),
        ] as [([String], String, String?)])
    func usageErrors(arguments: [String], message: String, command: String?) async throws {
        let league = try AppUnderTest()
        defer { league.remove() }
        let outcome = try await league.run(arguments)
        let help = [AppUnderTest.program] + (command.map { [$0] } ?? []) + ["--help"]
        #expect(outcome.status == 2, "\(outcome)")
        #expect(outcome.standardError.hasPrefix("\(AppUnderTest.program): error: \(message)"), "\(outcome)")
        #expect(
            outcome.standardError.hasSuffix("\nRun '\(help.joined(separator: " "))' for usage.\n")
                && outcome.standardError.filter { $0 == "\n" }.count == 2, "\(outcome)")
        #expect(outcome.standardOutput.isEmpty)
        #expect(league.snapshot().isEmpty, "a usage error must not create data")
    }

    @Test("--help on every command, and --version, exit 0 on stdout")
    func help() async throws {
        let league = try AppUnderTest()
        defer { league.remove() }
        for command in [
            [], ["team", "add"], ["teams"], ["player", "sign"], ["player", "release"], ["player", "transfer"],
            ["roster"], ["users"], ["login"], ["whoami"], ["logout"],
        ] {
            let outcome = try await league.run(command + ["--help"])
            #expect(outcome.status == 0)
            #expect(outcome.standardOutput.contains("USAGE: \(AppUnderTest.program)"), "\(command)")
            #expect(outcome.standardError.isEmpty)
        }
        #expect(try await league.run("help", "roster").standardOutput.contains("USAGE: \(AppUnderTest.program) roster"))
        #expect(try await league.run("--version").lines.first?.hasPrefix("\(AppUnderTest.program) ") == true)
    }

    @Test("Storage that cannot be used: exit 2 with a message, not a crash")
    func brokenStorage() async throws {
        let league = try AppUnderTest()
        defer { league.remove() }
        try FileManager.default.createDirectory(at: league.dataDirectory, withIntermediateDirectories: true)
        let file = league.dataDirectory.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        for store in ["sqlite", "files"] {
            let outcome = try await league.run("--store", store, "--data-dir", file.path, "teams")
            #expect(outcome.status == 2, "\(store): \(outcome)")
            #expect(outcome.standardError.hasPrefix("\(AppUnderTest.program): error: "), "\(store)")
            #expect(!outcome.standardError.contains("Error Domain"), "no NSError dump: \(outcome.standardError)")
        }

        try await league.run("--store", "files", "team", "add", "BOS", "--city", "Boston", "--nickname", "Red Sox")
        try Data("{ broken".utf8).write(to: league.dataDirectory.appendingPathComponent("records/teams/1.json"))
        let corrupt = try await league.run("--store", "files", "teams")
        #expect(corrupt.status == 2)
        #expect(
            corrupt.standardError.contains("records") || corrupt.standardError.contains("teams/1.json"),
            "\(corrupt.standardError)")

        try Data(repeating: 0x41, count: 8192).write(to: league.dataDirectory.appendingPathComponent("league.sqlite"))
        let notDatabase = try await league.run("teams")
        #expect(notDatabase.status == 2, "\(notDatabase)")
    }

    @Test("users: fresh from the source, then the kept copy marked as cached when the source is gone")
    func users() async throws {
        let league = try AppUnderTest()
        defer { league.remove() }
        let server = try await LocalHTTPServer()
        defer { server.abandon() }
        let url = try server.serve(
            #"[{"id":"2","name":"Grace Hopper","email":"grace@example.com"},{"id":"1","name":"Ada Lovelace","email":"ada@example.com"}]"#,
            at: "users.json")
        let fresh = try await league.run("users", "--source", url.absoluteString)
        #expect(fresh.status == 0, "\(fresh)")
        #expect(fresh.lines == ["Ada Lovelace <ada@example.com>", "Grace Hopper <grace@example.com>"])

        await server.stop()
        let cached = try await league.run("users", "--source", url.absoluteString)
        #expect(cached.status == 0, "\(cached)")
        #expect(cached.lines.first?.hasPrefix("(cached copy: the remote source failed:") == true)
        #expect(Array(cached.lines.dropFirst()) == fresh.lines)

        let otherSource = try await league.run("users", "--source", url.appendingPathComponent("other").absoluteString)
        #expect(otherSource.status == 2, "another source's copy must not be served: \(otherSource)")
        #expect(otherSource.standardError.contains("no local copy yet"))
    }
}
