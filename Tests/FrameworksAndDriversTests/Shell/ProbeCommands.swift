import FrameworksAndDrivers
import InterfaceAdapters

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
        CommandSpec("probe run", "NAME --times N", summary: "Run a probe.", discussion: "Runs a probe NAME, N times."),
        CommandSpec("probe show", summary: "Show the probes."),
        CommandSpec("probe open", summary: "Open the storage."),
        CommandSpec("echo", "WORD --twice TEXT", summary: "Echo a word."),
    ]

    static func command(_ name: String, from words: inout CommandWords) throws(UsageError) -> Command {
        switch name {
        case "probe run": .run(name: try words.positional("NAME"), times: try words.integerOption("--times"))
        case "probe show": .show
        case "probe open": .open
        case "echo": .echo(word: try words.positional("WORD"), twice: try words.option("--twice"))
        default: throw UsageError("'\(name)' is not a probe command")
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
