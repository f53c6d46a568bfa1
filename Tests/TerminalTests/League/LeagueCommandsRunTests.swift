import FrameworksAndDrivers
import InterfaceAdapters
import Locking
import ProcessSpawning
import Terminal
import TestSupport
import Testing

@Suite("The league's features run one action on a screen per command: what the terminal shows, and the exit status")
struct LeagueCommandsRunTests {
    let storage = InMemoryDatabase()
    let program = LeagueFactory.programName

    /// Runs `arguments` in process on the shared storage; `input` answers the password prompts,
    /// which are recorded in `prompts`.
    func run(
        _ arguments: String..., input: [String] = [], prompts: Locked<[String]> = Locked([])
    ) async -> (
        Int32, String, String
    ) {
        let (output, errors, lines) = (CapturedText(), CapturedText(), Locked(input))
        let status = await AppShell.run(
            LeagueFactory.app, arguments: arguments, environment: [:], output: output.output, errors: errors.output,
            input: TextInput { prompt in
                prompts.withLock { $0.append(prompt) }
                return lines.withLock { $0.isEmpty ? nil : $0.removeFirst() }
            },
            openDatabase: { [storage] _, _ throws(RecordStoreError) in storage })
        return (status, output.value, errors.value)
    }

    @Test(
        "Teams and rosters: each action prints its notice, each list its rows or its empty message with the command that fills it"
    )
    func teamsAndPlayers() async {
        #expect(await run("teams") == (0, "No teams yet: register one with '\(program) team add'.\n", ""))
        #expect(
            await run("team", "add", "BOS", "--city", "Boston", "--nickname", "Red Sox")
                == (0, "Registered BOS: Boston Red Sox\n", ""))
        #expect(
            await run("team", "add", "NY", "--city", "New York", "--nickname", "Yankees")
                == (0, "Registered NY: New York Yankees\n", ""))
        #expect(await run("teams") == (0, "BOS  Boston Red Sox\nNY   New York Yankees\n", ""))
        #expect(
            await run("roster", "BOS") == (0, "BOS has no players yet: sign one with '\(program) player sign'.\n", ""))
        #expect(
            await run(
                "player", "sign", "David", "Ortiz", "--number", "34", "--position", "Designated Hitter", "--team", "BOS"
            )
                == (0, "Signed #34 David Ortiz, Designated Hitter — Boston Red Sox (id 1)\n", ""))
        #expect(
            await run("player", "transfer", "1", "--team", "NY")
                == (
                    0,
                    "Transferred #34 David Ortiz, Designated Hitter from the Boston Red Sox to the New York Yankees\n",
                    ""
                ))
        #expect(await run("roster", "NY") == (0, "#34 David Ortiz, Designated Hitter — New York Yankees (id 1)\n", ""))
        #expect(
            await run("player", "release", "1")
                == (0, "Released #34 David Ortiz, Designated Hitter from the New York Yankees\n", ""))
    }

    @Test("Refusals are one error line and exit 1, with the command that would help")
    func refusals() async {
        #expect(
            await run("roster", "SEA")
                == (
                    1, "",
                    "\(program): error: no team is registered as SEA: register the team first with '\(program) team add'\n"
                ))
        #expect(
            await run("player", "release", "99")
                == (
                    1, "",
                    "\(program): error: no player has id 99: check the id on the team's roster with '\(program) roster'\n"
                ))
        #expect(
            await run("team", "add", "bos", "--city", "Boston", "--nickname", "Red Sox")
                == (
                    1, "",
                    "\(program): error: abbreviation 'bos' must be 2 or 3 uppercase letters A-Z, like BOS or NY\n"
                ))
    }

    @Test("users: none fresh from the source is the empty message; a kept copy of none has its note above it")
    func noUsers() async throws {
        let data = try TemporaryFolder()
        defer { data.remove() }
        let server = try await LocalHTTPServer()
        defer { server.abandon() }
        let source = try server.serve("[]", at: "users.json").absoluteString
        #expect(await run("users", "--source", source, "--data-dir", data.path) == (0, "No users.\n", ""))
        await server.stop()
        let (status, output, errors) = await run("users", "--source", source, "--data-dir", data.path)
        #expect(status == 0 && errors.isEmpty, "\(errors)")
        #expect(output.hasPrefix("(cached copy: the remote source failed: "), "\(output)")
        #expect(output.hasSuffix(")\nNo users.\n"), "\(output)")
    }

    @Test(
        "login asks the password on the input, naming the account; none at all is refused before the authority is asked"
    )
    func loginWithoutPassword() async {
        let prompts = Locked<[String]>([])
        // Port 9 (discard) on this machine: were the authority asked, the error would say it is unavailable.
        #expect(
            await run("login", "ada@example.com", "--server", "http://127.0.0.1:9/", prompts: prompts)
                == (1, "", "\(program): error: no password was given for ada@example.com\n"))
        #expect(prompts.withLock { $0 } == ["Password for ada@example.com: "])
    }
}
