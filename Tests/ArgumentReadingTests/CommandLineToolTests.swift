import ArgumentReading
import Testing

@Suite("CommandLineTool reads a command line against its commands' specs")
struct CommandLineToolTests {
    @Test("Options and arguments of every kind, typed, in any order, the tool's anywhere")
    func values() throws {
        let check = try SampleTool.parsed(
            "--store", "files", "check", "--target", "A", "--format=json", "--target=B", "--strict", "--timeout",
            "0.5", "--store", "memory")
        #expect(check.command.name == "check")
        #expect(check.values("--target") == ["A", "B"] && check.value("--format") == "json")
        #expect(check.has("--strict") && !check.has("--dry-run") && check.decimal("--timeout") == 0.5)
        #expect(check.value("--store") == "memory", "a tool's option given twice keeps the last")
        #expect(check.value("--package-path") == nil && check.values("--package-path").isEmpty)
        let add = try SampleTool.parsed("team", "add", "--city", "", "BOS", "--founded", "-1901", "--active", "true")
        #expect(add.argument("ABBR") == "BOS" && add.value("--city") == "")
        #expect(add.integer("--founded") == -1901 && add.boolean("--active") == true)
        #expect(try SampleTool.parsed("team", "add", "B", "--city", "X", "--rank", "").value("--rank") == "")
        #expect(try SampleTool.parsed("team", "add", "B", "--city", "X", "--rank", "3").value("--rank") == "3")
        #expect(try SampleTool.parsed("team", "release", "-5").argument("ID") == "-5", "a negative number is a word")
        #expect(try SampleTool.parsed("team", "add", "--city", "-x", "--", "--ABBR").argument("ABBR") == "--ABBR")
        let early = try SampleTool.parsed("--city", "Boston", "--founded=1901", "team", "add", "BOS")
        #expect(early.value("--city") == "Boston" && early.integer("--founded") == 1901, "options before the words")
        let list = try SampleTool.parsed("list", "a", "b", "c")
        #expect(list.arguments("WORD") == ["a", "b", "c"])
        #expect(try SampleTool.parsed("list").arguments("WORD").isEmpty)
    }

    @Test("Help anywhere wins, whatever else is wrong; help WORDS; --version; nothing shows the overview")
    func helpAndVersion() throws {
        func help(_ arguments: String...) throws -> String {
            guard case .help(let page) = try SampleTool.tool.read(arguments) else { throw UsageError("no help") }
            return page
        }
        let pages = HelpPages(tool: SampleTool.tool)
        #expect(try help() == pages.overview)
        #expect(try help("--help") == pages.overview && help("-h") == pages.overview && help("help") == pages.overview)
        #expect(try help("check", "--bogus", "--help") == pages.page(of: SampleTool.check))
        #expect(try help("help", "team", "add") == pages.page(of: SampleTool.add))
        #expect(try help("team", "--help").hasPrefix("USAGE: sample team add ABBR --city CITY"))
        #expect(try help("frobnicate", "-h") == pages.overview)
        guard case .version = try SampleTool.tool.read(["--version"]) else {
            Issue.record("--version")
            return
        }
    }

    @Test(
        "Usage errors: one format, the problem and where the help is",
        arguments: [
            (["lint"], "unknown command 'lint': use check, team or list", nil),
            (["help", "lint"], "unknown command 'lint': use check, team or list", nil),
            (["team"], "'team' needs a subcommand: add or release", "team"),
            (["team", "fire"], "unknown command 'team fire': 'team' has add or release", "team"),
            (["check", "--bogus"], "unknown option '--bogus' for 'check'", "check"),
            (["--bogus", "check"], "unknown option '--bogus'", nil),
            (["--city", "X", "check"], "unknown option '--city' for 'check'", "check"),
            (
                ["--founded", "x", "team", "add", "B", "--city", "X"], "--founded must be a whole number, not 'x'",
                "team add"
            ),
            (["check", "--strict=yes"], "--strict takes no value", "check"),
            (["check", "--format"], "--format needs a value", "check"),
            (["check", "--format", "xml"], "--format must be text or json, not 'xml'", "check"),
            (["check", "--package-path="], "--package-path needs a value", "check"),
            (["check", "--timeout", "soon"], "--timeout must be a number, not 'soon'", "check"),
            (["check", "--timeout", "inf"], "--timeout must be a number, not 'inf'", "check"),
            (
                ["check", "--strict", "--format", "json", "--format", "text"], "--format is given more than once",
                "check"
            ),
            (
                ["check", "--package-path", "a", "--workspace", "b"], "give --package-path or --workspace, not both",
                "check"
            ),
            (["check", "--diff"], "--diff goes with --dry-run", "check"),
            (["check", "extra"], "unexpected argument 'extra' for 'check'", "check"),
            (["team", "add", "--city", "X"], "'team add' needs ABBR", "team add"),
            (["team", "add", "B"], "'team add' needs --city CITY", "team add"),
            (["team", "add", "", "--city", "X"], "ABBR needs a value", "team add"),
            (
                ["team", "add", "B", "--city", "X", "--founded", "1.5"], "--founded must be a whole number, not '1.5'",
                "team add"
            ),
            (
                ["team", "add", "B", "--city", "X", "--active", "yes"], "--active must be true or false, not 'yes'",
                "team add"
            ),
            (["team", "release", "seven"], "ID must be a whole number, not 'seven'", "team release"),
            (["team", "add", "B", "--city", "X", "--rank", "x"], "--rank must be a whole number, not 'x'", "team add"),
            (["--store", "disk", "list"], "--store must be memory or files, not 'disk'", nil),
            (["check", "--bogus", "--format", "xml"], "unknown option '--bogus' for 'check'", "check"),
        ] as [([String], String, String?)])
    func usageErrors(arguments: [String], message: String, command: String?) {
        #expect(throws: UsageError(message, command: command)) { try SampleTool.tool.read(arguments) }
        let help = command.map { "sample \($0) --help" } ?? "sample --help"
        #expect(SampleTool.tool.problems.isEmpty)
        do {
            _ = try SampleTool.tool.read(arguments)
        } catch {
            #expect(SampleTool.tool.message(for: error) == "sample: error: \(message)\nRun '\(help)' for usage.\n")
        }
    }

    @Test("A tool or command that cannot be read is described as such")
    func problems() {
        let broken = CommandLineTool(
            name: "broken", version: "0", abstract: "Broken.",
            commands: [
                CommandSpec("team", abstract: "A command and a group."),
                CommandSpec(
                    "team add", abstract: "x", options: [.value("--store", help: "x"), .flag("-x", help: "x")]),
                CommandSpec("help me", abstract: "x"),
                CommandSpec(
                    "list", abstract: "x",
                    arguments: [
                        ArgumentSpec("A", help: "x", repeatable: true), ArgumentSpec("B", help: "x", optional: true),
                        ArgumentSpec("C", help: "x"),
                    ], options: [.flag("--a", help: "x", requires: "--b"), .flag("--a", help: "x")],
                    exclusive: [["--a", "--c"]]),
                CommandSpec("list", abstract: "again"),
            ], options: [.value("--store", help: "x").required()])
        #expect(
            broken.problems == [
                "'team' is both a command and a group",
                "'team add' declares --store, which the tool reads itself",
                "'team add': -x does not start with --",
                "'help me' must be one or two words, not starting with - or 'help'",
                "'list': --a goes with --b, which it does not declare",
                "'list' declares --a twice",
                "'list': --c is exclusive but not declared",
                "'list': A repeats but is not last",
                "'list': C is required after an optional argument",
                "'list' is declared twice",
                "the tool's --store can neither be required nor go with another",
            ])
    }
}
