/// The app of `new --example none`: a command-line program that reaches one feature, with its
/// composition root, its parser, its terminal view and its tests. The feature's own files come
/// from ``FeatureTemplate``.
struct StarterAppTemplate {
    let project: ProjectName
    let feature: FeatureName

    private var app: String { project.typeName }
    private var program: String { project.programName }
    private var constant: String { project.constantName }
    private var t: String { feature.typeName }
    private var ts: String { feature.pluralTypeName }
    private var word: String { feature.commandWord }
    private var phrase: String { feature.phrase }

    var files: FileTree {
        var tree = FileTree()
        tree["Sources/\(program)/main.swift"] = main
        tree["Sources/FrameworksAndDrivers/Composition/\(app)Factory.swift"] = factory
        tree["Sources/FrameworksAndDrivers/Terminal/\(app)Application.swift"] = application
        tree["Sources/FrameworksAndDrivers/Terminal/\(app)CommandLine.swift"] = commandLine
        tree["Sources/FrameworksAndDrivers/Terminal/TerminalView.swift"] = terminalView
        tree["Tests/FrameworksAndDriversTests/\(app)CommandLineTests.swift"] = commandLineTests
        tree["Tests/\(app)CLITests/\(app)CLITests.swift"] = cliTests
        return tree
    }

    private var main: String {
        """
        // The `\(program)` executable: everything it does is wired in FrameworksAndDrivers' composition root.
        import FrameworksAndDrivers

        await \(app)Factory.main()

        """
    }

    private var factory: String {
        """
        import Foundation
        import InterfaceAdapters
        import UseCases

        /// The composition root: the one place that names the concrete types and wires them into the
        /// `\(program)` app. Everything else receives its collaborators through its initialiser.
        public enum \(app)Factory {
            /// The `\(program)` process: the terminal, the wiring, and the exit status.
            public static func main() async -> Never {
                let status = await \(app)Application.run(
                    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
                    view: TerminalView(output: .standardOutput, errors: .standardError), errors: .standardError,
                    output: .standardOutput, makeController: makeController)
                exit(status)
            }

            /// The \(phrase) controller on the store the command line chose, under its data folder.
            @Sendable
            public static func makeController(
                for commandLine: \(app)CommandLine, view: TerminalView
            ) throws(RecordStoreError) -> \(t)Controller {
                let \(feature.pluralVariableName) = RecordStoreRepository(
                    store: try makeStore(of: \(t)Record.self, store: commandLine.store, dataDirectory: commandLine.dataDirectory),
                    bridge: \(t)Bridge.self)
                return \(t)Controller(
                    create: Create\(t)(\(feature.pluralVariableName): \(feature.pluralVariableName)),
                    find: Find\(t)(\(feature.pluralVariableName): \(feature.pluralVariableName)),
                    list: List\(ts)(\(feature.pluralVariableName): \(feature.pluralVariableName)), view: view)
            }

            /// A record store on the chosen medium: `DATA/\(program).sqlite`, `DATA/records/<collection>/<id>.json`,
            /// or memory.
            public static func makeStore<Record: StorableRecord>(
                of type: Record.Type, store: StoreKind, dataDirectory: URL
            ) throws(RecordStoreError) -> any RecordStore<Record> {
                switch store {
                case .memory:
                    return InMemoryRecordStore<Record>()
                case .files:
                    return FileRecordStore<Record>(root: dataDirectory.appendingPathComponent("records"))
                case .sqlite:
                    do {
                        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
                        return SQLiteRecordStore<Record>(
                            database: try SQLiteDatabase(path: dataDirectory.appendingPathComponent("\(program).sqlite").path))
                    } catch let error as SQLiteError {
                        throw .unavailable("cannot open the database in \\(dataDirectory.path): \\(error.message)")
                    } catch {
                        throw .unavailable("cannot create the data folder \\(dataDirectory.path): \\(describeSystemError(error))")
                    }
                }
            }
        }

        """
    }

    private var application: String {
        """
        import InterfaceAdapters

        /// The `\(program)` program's main loop: parses the command line, asks the composition root for
        /// the controller, runs the command, and turns the outcome into an exit status (0 done, 1 refused,
        /// 2 usage or storage). It creates nothing itself.
        public enum \(app)Application {
            /// Makes the controller for a parsed command line.
            public typealias ControllerFactory = @Sendable (\(app)CommandLine, TerminalView) throws(RecordStoreError) ->
                \(t)Controller

            /// Runs `arguments` (without the program name) and returns the exit status.
            public static func run(
                arguments: [String], environment: [String: String], view: TerminalView, errors: TextOutput,
                output: TextOutput, makeController: ControllerFactory
            ) async -> Int32 {
                let commandLine: \(app)CommandLine
                do {
                    commandLine = try \(app)CommandLine(arguments: arguments, environment: environment)
                } catch {
                    errors.write("\\(\(app)CommandLine.programName): error: \\(error)\\n")
                    return 2
                }
                let command: \(app)CommandLine.Command
                switch commandLine.action {
                case .help(let text):
                    output.write(text + "\\n")
                    return 0
                case .version:
                    output.write("\\(\(app)CommandLine.programName) \\(\(app)CommandLine.version)\\n")
                    return 0
                case .run(let requested):
                    command = requested
                }
                let controller: \(t)Controller
                do {
                    controller = try makeController(commandLine, view)
                } catch {
                    errors.write("\\(\(app)CommandLine.programName): error: \\(error)\\n")
                    return 2
                }
                let outcome: ControllerOutcome =
                    switch command {
                    case .create(let title): await controller.create(title: title)
                    case .show(let id): await controller.show(id: id)
                    case .list: await controller.list()
                    }
                switch outcome {
                case .succeeded: return 0
                case .failed(.refused): return 1
                case .failed(.unavailable): return 2
                }
            }
        }

        """
    }

    private var commandLine: String {
        """
        import Foundation

        /// Parses the `\(program)` command line into what to do.
        ///
        /// Global options (`--store`, `--data-dir`, `--help`, `--version`) may stand anywhere; a value
        /// follows as the next argument or after `=`; `--` ends options.
        public struct \(app)CommandLine: Hashable, Sendable {
            /// What the command line asks for.
            public enum Action: Hashable, Sendable {
                case help(String)
                case version
                case run(Command)
            }

            /// The commands of the \(phrase) feature.
            public enum Command: Hashable, Sendable {
                case create(title: String)
                case show(id: Int)
                case list
            }

            public static let version = "0.1.0"
            /// The program's name, in its messages and help.
            public static let programName = "\(program)"
            /// The environment variable that names the data folder.
            public static let dataDirectoryVariable = "\(constant)_DATA_DIR"
            /// The data folder when neither `--data-dir` nor the environment names one.
            public static let defaultDataDirectory = ".\(program)"

            public let action: Action
            public let store: StoreKind
            public let dataDirectory: URL

            /// - Parameters:
            ///   - arguments: without the program name.
            ///   - environment: for the data folder's variable.
            ///   - currentDirectory: what a relative `--data-dir` is relative to.
            public init(
                arguments: [String], environment: [String: String] = [:],
                currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            ) throws(UsageError) {
                var store = StoreKind.sqlite
                var dataDirectory =
                    environment[Self.dataDirectoryVariable].flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultDataDirectory
                var words: [String] = []
                var (wantsHelp, wantsVersion, afterTerminator) = (false, false, false)
                var remaining = arguments[...]
                while let argument = remaining.popFirst() {
                    if afterTerminator || !argument.hasPrefix("-") || argument == "-" {
                        words.append(argument)
                        continue
                    }
                    let name = String(argument.prefix { $0 != "=" })
                    switch name {
                    case "--": afterTerminator = true
                    case "-h", "--help": wantsHelp = true
                    case "--version": wantsVersion = true
                    case "--store", "--data-dir":
                        let value: String
                        if let equals = argument.firstIndex(of: "=") {
                            value = String(argument[argument.index(after: equals)...])
                        } else if let next = remaining.popFirst() {
                            value = next
                        } else {
                            throw UsageError("\\(name) needs a value")
                        }
                        if name == "--store" {
                            guard let kind = StoreKind(rawValue: value) else {
                                throw UsageError(
                                    "--store must be one of \\(StoreKind.allCases.map(\\.rawValue).joined(separator: ", ")), not '\\(value)'")
                            }
                            store = kind
                        } else {
                            guard !value.isEmpty else { throw UsageError("--data-dir needs a folder") }
                            dataDirectory = value
                        }
                    default:
                        throw UsageError("unknown option '\\(name)' (run '\\(Self.programName) --help' for usage)")
                    }
                }
                self.store = store
                let base = URL(fileURLWithPath: currentDirectory.path, isDirectory: true)
                self.dataDirectory = URL(fileURLWithPath: dataDirectory, relativeTo: base).standardizedFileURL
                if wantsVersion && !wantsHelp {
                    action = .version
                } else if wantsHelp || words.isEmpty {
                    action = .help(Self.help)
                } else {
                    action = .run(try Self.command(words))
                }
            }

            private static func command(_ words: [String]) throws(UsageError) -> Command {
                let hint = "run '\\(programName) --help' for usage"
                guard words.first == "\(word)" else {
                    throw UsageError("unknown command '\\(words[0])' (\\(hint))")
                }
                switch (words.dropFirst().first, words.count) {
                case ("add", 3): return .create(title: words[2])
                case ("add", _): throw UsageError("'\(word) add' takes one TITLE (\\(hint))")
                case ("list", 2): return .list
                case ("show", 3):
                    guard let id = Int(words[2]) else { throw UsageError("ID must be a whole number, not '\\(words[2])'") }
                    return .show(id: id)
                case ("show", _): throw UsageError("'\(word) show' takes one ID (\\(hint))")
                default: throw UsageError("'\(word)' needs add, list or show (\\(hint))")
                }
            }

            static let help = \"\"\"
                USAGE: \\(programName) [--store sqlite|files|memory] [--data-dir DIR] COMMAND ...

                COMMANDS:
                  \(commandRows)

                OPTIONS (anywhere on the line):
                  \(optionRows)

                EXIT STATUS:
                  0 done; 1 refused (a rule, an unknown id); 2 usage error, or storage failed.
                \"\"\"
        }

        """
    }

    private var commandRows: String {
        helpRows([
            ("\(word) add TITLE", "Create a \(phrase)."), ("\(word) list", "List the \(phrase)s."),
            ("\(word) show ID", "Show one \(phrase)."),
        ])
    }

    private var optionRows: String {
        helpRows([
            ("--store KIND", "sqlite (default), files or memory."),
            (
                "--data-dir DIR",
                "Where the data lives (default: $\\(dataDirectoryVariable), else ./\\(defaultDataDirectory))."
            ),
            ("-h, --help", "Show this help."), ("--version", "Show the version."),
        ])
    }

    /// Help rows, `label` and `text`, with the texts of every table aligned on one column.
    private func helpRows(_ rows: [(String, String)]) -> String {
        let labels = [
            "\(word) add TITLE", "\(word) list", "\(word) show ID", "--store KIND", "--data-dir DIR", "-h, --help",
            "--version",
        ]
        let width = max(22, labels.map(\.count).max()! + 2)
        // The first row takes its indentation from the line it is put on.
        return rows.map { label, text in label + String(repeating: " ", count: width - label.count) + text }
            .joined(separator: "\n" + String(repeating: " ", count: 10))
    }

    private var terminalView: String {
        """
        import Foundation
        import InterfaceAdapters

        /// The app's screens on a terminal: results on standard output, errors on standard error as one
        /// line `\(program): error: …`.
        public struct TerminalView: MessageView, ListView, ErrorView {
            private let output: TextOutput
            private let errors: TextOutput

            public init(output: TextOutput, errors: TextOutput) {
                self.output = output
                self.errors = errors
            }

            public func display(_ message: MessageViewModel) async {
                output.write(message.text + "\\n")
            }

            public func display(_ list: ListViewModel) async {
                var text = list.note.map { $0 + "\\n" } ?? ""
                text += list.lines.isEmpty ? list.emptyText + ".\\n" : list.lines.map { $0 + "\\n" }.joined()
                output.write(text)
            }

            public func display(_ error: ErrorViewModel) async {
                errors.write("\\(\(app)CommandLine.programName): error: \\(error.message)\\n")
            }
        }

        """
    }

    private var commandLineTests: String {
        """
        import Foundation
        import FrameworksAndDrivers
        import Testing

        @Suite("\(app)CommandLine parses every command and refuses bad input with a clear message")
        struct \(app)CommandLineTests {
            func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError) -> \(app)CommandLine {
                try \(app)CommandLine(arguments: arguments, environment: environment, currentDirectory: URL(fileURLWithPath: "/here"))
            }

            @Test("Every command, with options anywhere")
            func commands() throws {
                #expect(try parse(["\(word)", "add", "A title"]).action == .run(.create(title: "A title")))
                #expect(try parse(["\(word)", "list", "--store", "files"]).action == .run(.list))
                #expect(try parse(["--store=memory", "\(word)", "show", "3"]).action == .run(.show(id: 3)))
                #expect(try parse(["\(word)", "add", "--", "--not-an-option"]).action == .run(.create(title: "--not-an-option")))
                #expect(try parse(["\(word)", "list", "--store", "files"]).store == .files)
            }

            @Test("The data folder: --data-dir, else the environment, else ./\(".\(program)")")
            func dataDirectory() throws {
                #expect(try parse(["\(word)", "list"]).dataDirectory.path == "/here/.\(program)")
                #expect(try parse(["\(word)", "list"], environment: ["\(constant)_DATA_DIR": "/data"]).dataDirectory.path == "/data")
                #expect(try parse(["\(word)", "list", "--data-dir", "rel"]).dataDirectory.path == "/here/rel")
            }

            @Test(
                "Bad input is a usage error naming the problem",
                arguments: [
                    (["frobnicate"], "unknown command 'frobnicate'"), (["\(word)"], "needs add, list or show"),
                    (["\(word)", "add"], "takes one TITLE"), (["\(word)", "show", "x"], "ID must be a whole number"),
                    (["\(word)", "list", "--store", "cloud"], "--store must be one of"), (["--frobnicate"], "unknown option"),
                    (["\(word)", "list", "--store"], "--store needs a value"),
                ])
            func usageErrors(arguments: [String], message: String) {
                do {
                    _ = try parse(arguments)
                    Issue.record("\\(arguments) was accepted")
                } catch {
                    #expect(error.description.contains(message), "\\(error)")
                }
            }

            @Test("--help and --version")
            func helpAndVersion() throws {
                guard case .help(let text) = try parse(["--help"]).action else {
                    Issue.record("--help is not help")
                    return
                }
                #expect(text.contains("USAGE: \(program)"))
                #expect(try parse(["\(word)", "list", "--version"]).action == .version)
            }
        }

        """
    }

    private var cliTests: String {
        """
        import Foundation
        import ProcessSpawning
        import TestSupport
        import Testing

        /// The built `\(program)` binary, run as a process with a data folder of its own.
        struct App {
            static let program = "\(program)"
            let binary: String
            let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("\(program)-\\(UUID().uuidString)")

            init() throws {
                if let path = ProcessInfo.processInfo.environment["\(constant)_BIN"], !path.isEmpty {
                    binary = path
                } else {
                    let folder = try #require(
                        BuildProducts.directory(containing: Self.program), "\\(Self.program) is not built: run 'swift build'")
                    binary = folder.appendingPathComponent(Self.program).path
                }
            }

            func run(_ arguments: String...) async throws -> ChildProcess.Outcome {
                var environment = ProcessInfo.processInfo.environment
                environment["\(constant)_DATA_DIR"] = dataDirectory.path
                return try await ChildProcess.run([binary] + arguments, environment: environment)
            }

            func remove() { try? FileManager.default.removeItem(at: dataDirectory) }
        }

        extension ChildProcess.Outcome {
            var lines: [String] { standardOutput.split(separator: "\\n").map(String.init) }
        }

        @Suite("The \(program) binary, run as a process", .serialized)
        struct \(app)CLITests {
            @Test("Create, list and show \(phrase)s; the data stays between processes", arguments: ["sqlite", "files"])
            func session(store: String) async throws {
                let app = try App()
                defer { app.remove() }
                #expect(try await app.run("--store", store, "\(word)", "list").lines == ["No \(phrase)s yet."])
                let created = try await app.run("--store", store, "\(word)", "add", "First")
                #expect(created.status == 0, "\\(created)")
                #expect(created.lines == ["Created \(phrase) 1: First"])
                #expect(try await app.run("--store", store, "\(word)", "add", "Second").status == 0)
                #expect(try await app.run("--store", store, "\(word)", "list").lines == ["1  First", "2  Second"])
                #expect(try await app.run("--store", store, "\(word)", "show", "2").lines == ["\(phrase.prefix(1).uppercased() + phrase.dropFirst()) 2: Second"])
            }

            @Test("The memory store keeps nothing between processes")
            func memory() async throws {
                let app = try App()
                defer { app.remove() }
                #expect(try await app.run("--store", "memory", "\(word)", "add", "First").status == 0)
                #expect(try await app.run("--store", "memory", "\(word)", "list").lines == ["No \(phrase)s yet."])
            }

            @Test(
                "A refusal: exit 1 and one line on standard error",
                arguments: [(["\(word)", "add", " "], "title must not be blank"), (["\(word)", "show", "9"], "no \(phrase) has id 9")])
            func refusals(arguments: [String], message: String) async throws {
                let app = try App()
                defer { app.remove() }
                let outcome = try await ChildProcess.run(
                    [app.binary] + arguments,
                    environment: ProcessInfo.processInfo.environment.merging(["\(constant)_DATA_DIR": app.dataDirectory.path]) { $1 })
                #expect(outcome.status == 1, "\\(outcome)")
                #expect(outcome.standardError.hasPrefix("\\(App.program): error: "), "\\(outcome)")
                #expect(outcome.standardError.contains(message), "\\(outcome)")
                #expect(outcome.standardError.filter { $0 == "\\n" }.count == 1)
                #expect(outcome.standardOutput.isEmpty)
            }

            @Test("A usage error: exit 2, one line; --help and --version: exit 0")
            func usage() async throws {
                let app = try App()
                defer { app.remove() }
                let wrong = try await app.run("frobnicate")
                #expect(wrong.status == 2, "\\(wrong)")
                #expect(wrong.standardError.hasPrefix("\\(App.program): error: unknown command 'frobnicate'"))
                let help = try await app.run("--help")
                #expect(help.status == 0 && help.standardOutput.contains("USAGE: \\(App.program)"), "\\(help)")
                let version = try await app.run("--version")
                #expect(version.status == 0 && version.standardOutput.hasPrefix("\\(App.program) "), "\\(version)")
            }

            @Test("Storage that cannot be used: exit 2 with a message")
            func brokenStorage() async throws {
                let app = try App()
                defer { app.remove() }
                try FileManager.default.createDirectory(at: app.dataDirectory, withIntermediateDirectories: true)
                let file = app.dataDirectory.appendingPathComponent("not-a-folder")
                try Data("x".utf8).write(to: file)
                let outcome = try await app.run("--data-dir", file.path, "\(word)", "list")
                #expect(outcome.status == 2, "\\(outcome)")
                #expect(outcome.standardError.hasPrefix("\\(App.program): error: "), "\\(outcome)")
            }
        }

        """
    }
}
