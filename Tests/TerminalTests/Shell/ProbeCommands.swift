import ArgumentReading
import FrameworksAndDrivers
import InterfaceAdapters
import Terminal

/// A feature made for the shell's tests: `probe run NAME [--times N]` answers the outcome its
/// name asks for, `probe show` writes a line, and `echo WORD --twice X` is a command of one word.
/// `probe show` names the store and the data folder it ran on; `probe open` opens the storage.
enum ProbeCommands: FeatureCommands {
    enum Command: Hashable, Sendable {
        case run(name: String, times: Int)
        case show
        case open
        case echo(word: String, twice: String)
    }

    static let commands = [
        CommandSpec(
            "probe run", abstract: "Run a probe.", discussion: "Runs a probe NAME, N times.",
            arguments: [ArgumentSpec("NAME", help: "What it answers.")],
            options: [.value("--times", "N", .integer, help: "How often.").required()]),
        CommandSpec("probe show", abstract: "Show the probes."),
        CommandSpec("probe open", abstract: "Open the storage."),
        CommandSpec(
            "echo", abstract: "Echo a word.", arguments: [ArgumentSpec("WORD", help: "The word.")],
            options: [.value("--twice", "TEXT", .textOrEmpty, help: "Said twice.").required()]),
    ]

    static func command(_ arguments: ParsedArguments) throws(UsageError) -> Command {
        switch arguments.command.name {
        case "probe run": .run(name: arguments.argument("NAME")!, times: arguments.integer("--times")!)
        case "probe show": .show
        case "probe open": .open
        default: .echo(word: arguments.argument("WORD")!, twice: arguments.value("--twice")!)
        }
    }

    static func run(_ command: Command, in context: CommandContext) async -> CommandOutcome {
        switch command {
        case .run("refused", _):
            await context.view.display(
                ErrorViewModel(
                    message: "refused", kind: .refused, suggestion: Suggestion("show them", step: .showProbes)))
            return .failed(.refused)
        case .run("unavailable", _): return .failed(.unavailable)
        case .run: return .succeeded
        case .show:
            await context.view.display(MessageViewModel("shown on \(context.store) in \(context.dataDirectory.path)"))
            return .succeeded
        case .open:
            do {
                try await context.database.transaction { (_: any TransactionStores) async throws(Never) in }
                return .succeeded
            } catch {
                await context.view.display(ErrorViewModel(message: "\(error)", kind: .unavailable))
                return .failed(.unavailable)
            }
        case .echo(let word, let twice):
            await context.view.display(MessageViewModel("\(word) \(twice) \(twice)"))
            return .succeeded
        }
    }

    static func command(for step: NextStep) -> String? {
        step == .showProbes ? "probe show" : nil
    }
}

extension NextStep {
    static let showProbes = NextStep("show-probes")
}

/// The app the shell's tests run: the probes only, on three stores of its own (the shell knows a
/// store by its name alone), each opening a ``ProbeDatabase``.
let probeApp = CommandLineApp(
    programName: "probe", version: "9.9.9", abstract: "Probes the shell.", dataDirectoryVariable: "PROBE_DATA_DIR",
    exitStatus: "0 done; 1 refused; 2 usage error, or storage failed.", features: [ProbeCommands.self],
    stores: ["alpha", "beta", "gamma"].map { name in StoreKind(name: name, keepsData: true) { _, _ in ProbeDatabase() }
    })
