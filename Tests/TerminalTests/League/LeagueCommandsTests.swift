import ArgumentReading
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import Terminal
import Testing

@Suite("The league's features read every command of the league app and refuse bad input with a clear message")
struct LeagueCommandsTests {
    let cwd = URL(fileURLWithPath: "/work/here")

    let program = LeagueFactory.programName

    func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError) -> AppCommandLine {
        try AppCommandLine(LeagueFactory.app, arguments: arguments, environment: environment, currentDirectory: cwd)
    }

    func route(_ arguments: [String]) throws -> FeatureCommand? {
        if case .run(let command) = try parse(arguments).action { return command }
        return nil
    }

    @Test("Every command reaches its feature")
    func commands() throws {
        #expect(LeagueFactory.app.problems.isEmpty, "\(LeagueFactory.app.problems)")
        #expect(
            try route(["team", "add", "BOS", "--city", "Boston", "--nickname", "Red Sox"])
                == FeatureCommand(
                    TeamsFeature.self, .register(abbreviation: "BOS", city: "Boston", nickname: "Red Sox")))
        #expect(try route(["teams"]) == FeatureCommand(TeamsFeature.self, .list))
        #expect(
            try route([
                "player", "sign", "David", "Ortiz", "--number", "34", "--position", "Designated Hitter", "--team",
                "BOS",
            ])
                == FeatureCommand(
                    PlayersFeature.self,
                    .sign(
                        firstName: "David", lastName: "Ortiz", number: 34, position: "Designated Hitter", team: "BOS")))
        #expect(try route(["player", "release", "7"]) == FeatureCommand(PlayersFeature.self, .release(id: 7)))
        #expect(
            try route(["player", "transfer", "7", "--team", "NYY"])
                == FeatureCommand(PlayersFeature.self, .transfer(id: 7, team: "NYY")))
        #expect(try route(["roster", "BOS"]) == FeatureCommand(PlayersFeature.self, .roster(team: "BOS")))
        #expect(
            try route(["users", "--source", "http://127.0.0.1:8000/users.json"])
                == FeatureCommand(UsersFeature.self, .list(source: URL(string: "http://127.0.0.1:8000/users.json")!)))
        let server = URL(string: "https://auth.example.com/")!
        #expect(
            try route(["login", "ada@example.com", "--server", server.absoluteString])
                == FeatureCommand(SessionFeature.self, .logIn(email: "ada@example.com", server: server)))
        #expect(
            try route(["whoami", "--server", server.absoluteString])
                == FeatureCommand(SessionFeature.self, .currentUser(server: server)))
        #expect(
            try route(["logout", "--server", server.absoluteString])
                == FeatureCommand(SessionFeature.self, .logOut(server: server)))
    }

    @Test("Each step a suggestion names is a command the line understands; others have none")
    func stepsAreCommands() throws {
        for step in [NextStep.registerTeam, .signPlayer, .showRoster, .logIn] {
            let words = try #require(LeagueFactory.app.command(for: step), "no command for \(step)")
                .split(separator: " ").map(String.init)
            #expect(words.first == program)
            let help = try parse(Array(words.dropFirst()) + ["--help"])
            guard case .help(let text) = help.action else {
                Issue.record("\(words) --help is not help")
                continue
            }
            #expect(text.contains("\nUSAGE: \(words.joined(separator: " "))"), "\(step): \(text)")
        }
        #expect(LeagueFactory.app.command(for: NextStep("not-a-league-step")) == nil)
    }

    @Test("Options may come in any order, with = or a separate value, and values may start with a dash")
    func optionForms() throws {
        #expect(
            try route(["team", "add", "--nickname=Red Sox", "BOS", "--city", "Boston"])
                == FeatureCommand(
                    TeamsFeature.self, .register(abbreviation: "BOS", city: "Boston", nickname: "Red Sox")))
        #expect(
            try route(["player", "sign", "A", "B", "--number", "-1", "--position", "Pitcher", "--team", "BOS"])
                == FeatureCommand(
                    PlayersFeature.self,
                    .sign(firstName: "A", lastName: "B", number: -1, position: "Pitcher", team: "BOS")))
        #expect(try route(["roster", "--", "--BOS"]) == FeatureCommand(PlayersFeature.self, .roster(team: "--BOS")))
    }

    @Test("--store and --data-dir may stand before or after the command")
    func globalOptions() throws {
        let before = try parse(["--store", "files", "--data-dir", "/tmp/x", "roster", "BOS"])
        let after = try parse(["roster", "BOS", "--data-dir=/tmp/x", "--store=files"])
        for line in [before, after] {
            #expect(line.store == .files)
            #expect(line.dataDirectory.path == "/tmp/x")
            #expect(line.action == .run(FeatureCommand(PlayersFeature.self, .roster(team: "BOS"))))
        }
    }

    @Test("The data folder defaults to $LEAGUE_DATA_DIR, else ./.league; relative paths are made absolute")
    func dataDirectoryDefaults() throws {
        #expect(try parse(["teams"]).dataDirectory.path == "/work/here/" + LeagueFactory.app.defaultDataDirectory)
        #expect(try parse(["teams"], environment: ["LEAGUE_DATA_DIR": "/data"]).dataDirectory.path == "/data")
        #expect(
            try parse(["teams"], environment: ["LEAGUE_DATA_DIR": ""]).dataDirectory.path == "/work/here/"
                + LeagueFactory.app.defaultDataDirectory)
        #expect(try parse(["teams", "--data-dir", "rel/dir"]).dataDirectory.path == "/work/here/rel/dir")
        #expect(try parse(["teams"]).store == .sqlite)
    }

    @Test("--help works everywhere and shows the command's own help")
    func help() throws {
        guard case .help(let overview) = try parse(["--help"]).action else { Issue.record("no help"); return }
        #expect(overview.contains("USAGE: \(program)"))
        guard case .help(let overview2) = try parse([]).action else { Issue.record("no help"); return }
        #expect(overview2 == overview)
        for command in [
            ["team", "add"], ["teams"], ["player", "sign"], ["player", "release"], ["player", "transfer"], ["roster"],
            ["users"], ["login"], ["whoami"], ["logout"],
        ] {
            guard case .help(let text) = try parse(command + ["--help"]).action else {
                Issue.record("no help for \(command)")
                continue
            }
            #expect(
                text.contains("USAGE: \(program) \(command.joined(separator: " "))"), "\(command)"
            )
            guard case .help(let viaHelpWord) = try parse(["help"] + command).action else { continue }
            #expect(viaHelpWord == text)
        }
        guard case .help = try parse(["player", "sign", "-h", "--number", "x"]).action else {
            Issue.record("-h must win over a bad value")
            return
        }
        #expect(try parse(["--version"]).action == .version)
        // A group of one command shows that command's page.
        #expect(try parse(["team", "--help"]).action == parse(["team", "add", "--help"]).action)
    }

    @Test("A usage error says what is wrong, then which command's help to read")
    func usageMessage() {
        do throws(UsageError) {
            _ = try parse(["team", "add", "BOS"])
            Issue.record("a team without a city was accepted")
        } catch {
            #expect(
                LeagueFactory.app.tool.message(for: error)
                    == "\(program): error: 'team add' needs --city CITY\nRun 'league team add --help' for usage.\n")
        }
    }

    @Test(
        "Bad command lines are refused with a message naming the problem, then where the help is",
        arguments: [
            (["bogus"], "unknown command 'bogus'"),
            (["team", "add", "BOS", "--city", "Boston"], "'team add' needs --nickname"),
            (
                ["team", "add", "--city", "Boston", "--nickname", "X"],
                "'team add' needs ABBR"
            ),
            (["team", "add", "BOS", "extra", "--city", "B", "--nickname", "X"], "unexpected argument 'extra'"),
            (["teams", "--color", "red"], "unknown option '--color'"),
            (["teams", "--frobnicate"], "unknown option '--frobnicate'"),
            (["teams", "--team", "BOS"], "unknown option '--team' for 'teams'"),
            (["player"], "'player' needs a subcommand: sign, release or transfer"),
            (["team"], "'team' needs a subcommand: add"),
            (["player", "fire", "3"], "unknown command 'player fire'"),
            (
                ["player", "sign", "A", "B", "--number", "ten", "--position", "P", "--team", "BOS"],
                "--number must be a whole number, not 'ten'"
            ),
            (["player", "release", "abc"], "PLAYER-ID must be a whole number, not 'abc'"),
            (["player", "release"], "'player release' needs PLAYER-ID"),
            (["roster", "BOS", "--team"], "unknown option '--team' for 'roster'"),
            (["roster", "BOS", "--store", "cloud"], "--store must be sqlite, files or memory, not 'cloud'"),
            (["users", "--source", "ftp://x/users"], "--source must be an http or https URL"),
            (["users", "--source", "not a url"], "--source must be an http or https URL"),
            (["roster", "BOS", "-x"], "unknown option '-x'"),
            (["player", "transfer", "1", "--team", "A", "--team", "B"], "--team is given more than once"),
            (["teams", "--data-dir", ""], "--data-dir needs a value"),
            (
                ["login", "ada@example.com", "--server", "http://auth.example.com/"],
                "--server http://auth.example.com/: refusing to send the password or the session token to auth.example.com over plain http, where they would cross the network in clear: use https"
            ),
            (["whoami", "--server", "http://10.0.0.7:8080/"], "to 10.0.0.7 over plain http"),
            (["logout", "--server", "http://localhost.evil.example/"], "to localhost.evil.example over plain http"),
        ])
    func usageErrors(arguments: [String], message: String) {
        do throws(UsageError) {
            _ = try parse(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            let printed = LeagueFactory.app.tool.message(for: error)
            #expect(printed.hasPrefix("\(program): error: ") && printed.contains(message), "\(printed)")
            let help = [program] + (error.command.map { [$0] } ?? []) + ["--help"]
            #expect(printed.hasSuffix(": \(error.message)\nRun '\(help.joined(separator: " "))' for usage.\n"))
            #expect(!error.message.contains("\n"), "one line: \(error.message)")
        }
    }
}
