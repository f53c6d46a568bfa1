import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import Testing

@Suite("AppCommandLine reads an app's command line: its features' commands, global options anywhere, help")
struct AppCommandLineTests {
    func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError) -> AppCommandLine {
        try AppCommandLine(
            probeApp, arguments: arguments, environment: environment, currentDirectory: URL(fileURLWithPath: "/here"))
    }

    func command(_ arguments: [String]) throws -> FeatureCommand? {
        if case .run(let command) = try parse(arguments).action { return command }
        return nil
    }

    @Test("A command's words and options reach its feature, options in any order, with = or a separate value")
    func commands() throws {
        let expected = FeatureCommand(ProbeCommands.self, .run(name: "a", times: 3))
        #expect(try command(["probe", "run", "a", "--times", "3"]) == expected)
        #expect(try command(["--times=3", "probe", "run", "a"]) == expected)
        #expect(try command(["probe", "show"]) == FeatureCommand(ProbeCommands.self, .show))
        #expect(
            try command(["echo", "--twice", "", "--", "--word"])
                == FeatureCommand(ProbeCommands.self, .echo(word: "--word", twice: "")),
            "an empty value is a value; after -- every word is a word")
        #expect(
            try command(["probe", "run", "-5", "--times", "-1"])
                == FeatureCommand(ProbeCommands.self, .run(name: "-5", times: -1)),
            "a negative number is a word, and a value may start with a dash")
        #expect(try command(["probe", "show"]) != expected)
    }

    @Test("--store and --data-dir stand anywhere; the data folder defaults to the variable, else ./.PROGRAM")
    func globalOptions() throws {
        for line in [
            try parse(["--store", "beta", "--data-dir", "/tmp/x", "probe", "show"]),
            try parse(["probe", "show", "--data-dir=/tmp/x", "--store=beta"]),
        ] {
            #expect(line.store.name == "beta")
            #expect(line.dataDirectory.path == "/tmp/x")
        }
        #expect(try parse(["probe", "show"]).store == probeApp.stores[0], "the app's first store is the default")
        #expect(try parse(["probe", "show"]).dataDirectory.path == "/here/.probe")
        #expect(try parse(["probe", "show"], environment: ["PROBE_DATA_DIR": "/data"]).dataDirectory.path == "/data")
        #expect(try parse(["probe", "show"], environment: ["PROBE_DATA_DIR": ""]).dataDirectory.path == "/here/.probe")
        #expect(try parse(["probe", "show", "--data-dir", "rel"]).dataDirectory.path == "/here/rel")
    }

    @Test("Help: the overview, a command's page, a group's usages; `help WORDS` is `WORDS --help`; --version")
    func help() throws {
        guard case .help(let overview) = try parse(["--help"]).action else {
            Issue.record("--help is not help")
            return
        }
        #expect(overview.hasPrefix("OVERVIEW: Probes the shell.\n\nUSAGE: probe [--store alpha|beta|gamma]"))
        #expect(overview.contains("\n  --store KIND            alpha (default), beta or gamma.\n"))
        #expect(overview.contains("\n  probe run NAME --times N\n                          Run a probe.\n"))
        #expect(overview.contains("\n  probe show              Show the probes.\n"))
        #expect(overview.contains("(default: $PROBE_DATA_DIR, else ./.probe)"))
        #expect(overview.hasSuffix("EXIT STATUS:\n  0 done; 1 refused; 2 usage error, or storage failed."))
        #expect(try parse([]).action == .help(overview))
        #expect(
            try parse(["probe", "run", "--help"]).action
                == .help("USAGE: probe probe run NAME --times N\n\nRuns a probe NAME, N times."))
        #expect(
            try parse(["help", "probe", "run"]).action
                == .help("USAGE: probe probe run NAME --times N\n\nRuns a probe NAME, N times."))
        #expect(try parse(["echo", "-h"]).action == .help("USAGE: probe echo WORD --twice TEXT\n\nEcho a word."))
        #expect(
            try parse(["probe", "--help"]).action
                == .help("USAGE: probe probe run NAME --times N\n       probe probe show\n       probe probe open"))
        #expect(
            try parse(["probe", "run", "-h", "--times", "x"]).action
                == .help("USAGE: probe probe run NAME --times N\n\nRuns a probe NAME, N times."),
            "help wins over a bad value")
        #expect(try parse(["probe", "show", "--version"]).action == .version)
        #expect(try parse(["--version", "--help"]).action == .help(overview))
        #expect(
            try parse(["help", "nothing", "here"]).action == .help(overview),
            "an unknown command's help is the overview")
    }

    @Test("Help wins over whatever else is wrong on the line; after -- every word is a word, -h too")
    func helpWins() throws {
        let page = "USAGE: probe probe run NAME --times N\n\nRuns a probe NAME, N times."
        #expect(try parse(["probe", "run", "--frobnicate", "--help"]).action == .help(page))
        #expect(try parse(["probe", "run", "--store", "cloud", "-h"]).action == .help(page))
        #expect(try parse(["probe", "run", "-h", "--times"]).action == .help(page))
        #expect(
            try command(["echo", "--twice", "x", "--", "-h"])
                == FeatureCommand(ProbeCommands.self, .echo(word: "-h", twice: "x")))
        #expect(
            try command(["echo", "-", "--twice", "x"])
                == FeatureCommand(ProbeCommands.self, .echo(word: "-", twice: "x")),
            "- alone is a word")
        #expect(
            try parse(["probe", "show", "--store", "beta", "--store", "gamma"]).store.name == "gamma", "the last wins")
    }

    @Test("An optional option is read when given, nil when not, and refused when given twice or malformed")
    func optionalOptions() throws {
        func read(_ options: [(name: String, value: String)]) throws(UsageError) -> Int? {
            var words = CommandWords(name: "probe list", positionals: [], options: options, hint: "help")
            let limit = try words.optionalIntegerOption("--limit")
            try words.finish()
            return limit
        }
        #expect(try read([]) == nil)
        #expect(try read([("--limit", "3")]) == 3)
        #expect(throws: UsageError("--limit must be a whole number, not 'x'")) { try read([("--limit", "x")]) }
        #expect(throws: UsageError("--limit is given more than once")) {
            try read([("--limit", "1"), ("--limit", "2")])
        }
    }

    @Test("An app whose commands or stores the shell could not reach says which")
    func problems() {
        enum Broken: FeatureCommands {
            static let commands = [
                CommandSpec("a b c", summary: "Three words."), CommandSpec("help me", summary: "Help's."),
                CommandSpec("twice", summary: "One."), CommandSpec("twice", summary: "Two."),
                CommandSpec("store", "--store KIND", summary: "The shell's option."),
            ]
            static func command(_ name: String, from words: inout CommandWords) throws(UsageError) -> Int { 0 }
            static func run(_ command: Int, in context: CommandContext) async -> CommandOutcome { .succeeded }
        }
        let app = CommandLineApp(
            programName: "broken", version: "0", dataDirectoryVariable: "BROKEN_DATA_DIR", exitStatus: "",
            features: [Broken.self], stores: probeApp.stores + [probeApp.stores[1]])
        #expect(
            app.problems == [
                "the store 'beta' is offered twice",
                "Broken: 'a b c' must be one or two words, and not start with 'help'",
                "Broken: 'help me' must be one or two words, and not start with 'help'",
                "Broken: 'twice' is declared twice",
                "Broken: 'store' reads --store, which the shell reads itself",
            ])
        #expect(probeApp.problems.isEmpty)
    }

    @Test(
        "Bad command lines are refused with one line naming the problem and where the help is",
        arguments: [
            (["bogus"], "unknown command 'bogus' (run 'probe --help' for usage)"),
            (["probe"], "'probe' needs a subcommand: run, show or open (run 'probe probe --help' for usage)"),
            (["probe", "fire"], "unknown command 'probe fire' (run 'probe probe --help' for usage)"),
            (["--version=2"], "unknown option '--version' (run 'probe --help' for usage)"),
            (["probe", "show", "--store"], "--store needs a value"),
            (
                ["probe", "show", "--frobnicate", "--store", "cloud"],
                "unknown option '--frobnicate' (run 'probe probe show --help' for usage)"
            ),
            (["probe", "run", "--times", "1"], "'probe run' needs NAME (run 'probe probe run --help' for usage)"),
            (["probe", "run", "a"], "'probe run' needs --times (run 'probe probe run --help' for usage)"),
            (["probe", "run", "a", "--times", "ten"], "--times must be a whole number, not 'ten'"),
            (
                ["probe", "run", "a", "b", "--times", "1"],
                "unexpected argument 'b' for 'probe run' (run 'probe probe run --help' for usage)"
            ),
            (
                ["probe", "show", "--times", "1"],
                "unknown option '--times' for 'probe show' (run 'probe probe show --help' for usage)"
            ),
            (
                ["probe", "show", "--color", "red"],
                "unknown option '--color' (run 'probe probe show --help' for usage)"
            ),
            (["--color", "probe"], "unknown option '--color' (run 'probe --help' for usage)"),
            (["probe", "show", "-x"], "unknown option '-x' (run 'probe probe show --help' for usage)"),
            (["echo", "a", "--twice", "b", "--twice", "c"], "--twice is given more than once"),
            (["probe", "show", "--times"], "--times needs a value"),
            (["probe", "show", "--store", "cloud"], "--store must be one of alpha, beta, gamma, not 'cloud'"),
            (["probe", "show", "--data-dir", ""], "--data-dir needs a folder"),
            (["probe", "show", "--data-dir="], "--data-dir needs a folder"),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect {
            _ = try parse(arguments)
        } throws: { error in
            (error as? UsageError)?.description == message
        }
    }
}
