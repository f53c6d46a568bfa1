import ArgumentReading
import FrameworksAndDrivers
import InterfaceAdapters

/// An app on the command line, as its composition root declares it (`<App>Factory.app`): its
/// name, its version, where its data lives and on which stores, what its exit statuses mean, and
/// its features. ``AppShell`` runs it.
public struct CommandLineApp: Sendable {
    /// The program's name, which starts its messages and its help.
    public let programName: String
    public let version: String
    /// One sentence for the top of the help; none when `nil`.
    public let abstract: String?
    /// The environment variable that names the data folder (`LEAGUE_DATA_DIR`).
    public let dataDirectoryVariable: String
    /// What the exit statuses mean for this app, for the help's last lines.
    public let exitStatus: String
    /// The app's features, in the order its help lists their commands.
    public let features: [any FeatureCommands.Type]
    /// The stores `--store` may name, the default first; never empty.
    public let stores: [StoreKind]

    public init(
        programName: String, version: String, abstract: String? = nil, dataDirectoryVariable: String,
        exitStatus: String, features: [any FeatureCommands.Type], stores: [StoreKind] = StoreKind.all
    ) {
        self.programName = programName
        self.version = version
        self.abstract = abstract
        self.dataDirectoryVariable = dataDirectoryVariable
        self.exitStatus = exitStatus
        self.features = features
        precondition(!stores.isEmpty, "\(programName) offers no store")
        self.stores = stores
    }

    /// The data folder when neither `--data-dir` nor the environment names one: `.league`.
    public var defaultDataDirectory: String { "." + programName }

    /// The app's command line, described once: its features' commands, and `--store` and
    /// `--data-dir`, read anywhere on the line. ``AppCommandLine`` reads it; its help and usage
    /// errors are drawn from it.
    public var tool: CommandLineTool {
        let names = stores.map(\.name)
        let storeHelp =
            names.count == 1
            ? "\(names[0]) (the only one)."
            : "\(names[0]) (default)\(names.dropFirst().dropLast().map { ", " + $0 }.joined()) or \(names.last!)."
        return CommandLineTool(
            name: programName, version: version, abstract: abstract, commands: commands.map(\.spec),
            options: [
                .value("--store", .choice(names), help: storeHelp),
                .value(
                    "--data-dir", "DIR",
                    help: "Where the data lives (default: $\(dataDirectoryVariable), else ./\(defaultDataDirectory))."),
            ],
            sections: [HelpSection("EXIT STATUS", exitStatus)])
    }

    /// What would keep a command from being reached or read, one sentence each: two stores of one
    /// name, and what ``CommandLineTool/problems`` finds. Empty for a sound app; each app's tests
    /// check theirs.
    public var problems: [String] {
        var problems: [String] = []
        for name in Set(stores.map(\.name)).sorted() where stores.filter({ $0.name == name }).count > 1 {
            problems.append("the store '\(name)' is offered twice")
        }
        return problems + tool.problems
    }

    /// Every command with the feature that reads it, in the help's order.
    var commands: [(spec: CommandSpec, feature: any FeatureCommands.Type)] {
        features.flatMap { feature in feature.commands.map { (spec: $0, feature: feature) } }
    }

    /// The command line that takes `step` (`league team add`), when a feature has a command for it.
    public func command(for step: NextStep) -> String? {
        features.lazy.compactMap { $0.command(for: step) }.first.map { "\(programName) \($0)" }
    }
}
