import ArgumentReading
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import Terminal
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
        let pages = HelpPages(tool: probeApp.tool)
        guard case .help(let overview) = try parse(["--help"]).action else {
            Issue.record("--help is not help")
            return
        }
        #expect(overview == pages.overview)
        #expect(
            overview.hasPrefix(
                "OVERVIEW: Probes the shell.\n\nUSAGE: probe [--store alpha|beta|gamma] [--data-dir DIR]"))
        #expect(
            overview.contains(
                "\n  --store alpha|beta|gamma\n                          alpha (default), beta or gamma.\n"))
        #expect(overview.contains("\n  probe run NAME --times N\n                          Run a probe.\n"))
        #expect(overview.contains("\n  probe show              Show the probes.\n"))
        #expect(overview.contains("(default: $PROBE_DATA_DIR, else ./.probe)"))
        #expect(overview.hasSuffix("EXIT STATUS:\n  0 done; 1 refused; 2 usage error, or storage failed.\n"))
        #expect(try parse([]).action == .help(overview))
        let run = pages.page(of: ProbeCommands.commands[0])
        #expect(run.contains("\nRuns a probe NAME, N times.\n\nUSAGE: probe probe run NAME --times N\n"))
        #expect(try parse(["probe", "run", "--help"]).action == .help(run))
        #expect(try parse(["help", "probe", "run"]).action == .help(run))
        #expect(try parse(["echo", "-h"]).action == .help(pages.page(of: ProbeCommands.commands[3])))
        let group = try parse(["probe", "--help"]).action
        #expect(
            group
                == .help(
                    "USAGE: probe probe run NAME --times N\n       probe probe show\n       probe probe open\n\nRun 'probe probe COMMAND --help' for a command's help.\n"
                ), "\(group)")
        #expect(try parse(["probe", "run", "-h", "--times", "x"]).action == .help(run), "help wins over a bad value")
        #expect(try parse(["probe", "show", "--version"]).action == .version)
        #expect(try parse(["--version", "--help"]).action == .help(overview))
        #expect(
            try parse(["help", "nothing", "-h"]).action == .help(overview),
            "an unknown command's --help is the overview")
    }

    @Test("Help wins over whatever else is wrong on the line; after -- every word is a word, -h too")
    func helpWins() throws {
        let page = HelpPages(tool: probeApp.tool).page(of: ProbeCommands.commands[0])
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

    @Test("An app whose commands or stores the shell could not reach says which")
    func problems() {
        enum Broken: FeatureCommands {
            static let commands = [
                CommandSpec("a b c", abstract: "Three words."), CommandSpec("help me", abstract: "Help's."),
                CommandSpec("twice", abstract: "One."), CommandSpec("twice", abstract: "Two."),
                CommandSpec("store", abstract: "The shell's option.", options: [.value("--store", "KIND", help: "x")]),
            ]
            static func command(_ arguments: ParsedArguments) throws(UsageError) -> Int { 0 }
            static func run(_ command: Int, in context: CommandContext) async -> CommandOutcome { .succeeded }
        }
        let app = CommandLineApp(
            programName: "broken", version: "0", dataDirectoryVariable: "BROKEN_DATA_DIR", exitStatus: "",
            features: [Broken.self], stores: probeApp.stores + [probeApp.stores[1]])
        #expect(
            app.problems == [
                "the store 'beta' is offered twice",
                "'a b c' must be one or two words, not starting with - or 'help'",
                "'help me' must be one or two words, not starting with - or 'help'",
                "'twice' is declared twice",
                "'store' declares --store, which the tool reads itself",
            ])
        #expect(probeApp.problems.isEmpty)
    }

    @Test(
        "Bad command lines are refused with a line naming the problem and one saying where the help is",
        arguments: [
            (["bogus"], "unknown command 'bogus': use probe or echo", nil),
            (["help", "nothing", "here"], "unknown command 'nothing': use probe or echo", nil),
            (["probe"], "'probe' needs a subcommand: run, show or open", "probe"),
            (["probe", "fire"], "unknown command 'probe fire': 'probe' has run, show or open", "probe"),
            (["--version=2"], "unknown option '--version=2'", nil),
            (["probe", "show", "--store"], "--store needs a value", "probe show"),
            (
                ["probe", "show", "--frobnicate", "--store", "cloud"], "unknown option '--frobnicate' for 'probe show'",
                "probe show"
            ),
            (["probe", "run", "--times", "1"], "'probe run' needs NAME", "probe run"),
            (["probe", "run", "a"], "'probe run' needs --times N", "probe run"),
            (["probe", "run", "a", "--times", "ten"], "--times must be a whole number, not 'ten'", "probe run"),
            (["probe", "run", "a", "b", "--times", "1"], "unexpected argument 'b' for 'probe run'", "probe run"),
            (["probe", "show", "--times", "1"], "unknown option '--times' for 'probe show'", "probe show"),
            (["--times", "1", "probe", "show"], "unknown option '--times' for 'probe show'", "probe show"),
            (["probe", "show", "--color", "red"], "unknown option '--color' for 'probe show'", "probe show"),
            (["--color", "probe"], "unknown option '--color'", nil),
            (["probe", "show", "-x"], "unknown option '-x' for 'probe show'", "probe show"),
            (["echo", "a", "--twice", "b", "--twice", "c"], "--twice is given more than once", "echo"),
            (["probe", "show", "--times"], "unknown option '--times' for 'probe show'", "probe show"),
            (["probe", "show", "--store", "cloud"], "--store must be alpha, beta or gamma, not 'cloud'", "probe show"),
            (["probe", "show", "--data-dir", ""], "--data-dir needs a value", "probe show"),
            (["probe", "show", "--data-dir="], "--data-dir needs a value", "probe show"),
        ] as [([String], String, String?)])
    func usageErrors(arguments: [String], message: String, command: String?) {
        #expect(throws: UsageError(message, command: command)) { try parse(arguments) }
    }
}
