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

    /// What would keep a command from being reached, one sentence each: two stores of one name; a
    /// name of more than two words or named `help`, a name two commands share, an option
    /// the shell reads itself. Empty for a sound app; each app's tests check theirs.
    public var problems: [String] {
        var problems: [String] = []
        for name in Set(stores.map(\.name)).sorted() where stores.filter({ $0.name == name }).count > 1 {
            problems.append("the store '\(name)' is offered twice")
        }
        var seen: Set<String> = []
        for (spec, feature) in commands {
            let words = spec.name.split(separator: " ")
            if !(1...2).contains(words.count) || words.first == "help" {
                problems.append("\(feature): '\(spec.name)' must be one or two words, and not start with 'help'")
            }
            if !seen.insert(spec.name).inserted { problems.append("\(feature): '\(spec.name)' is declared twice") }
            for option in spec.valueOptions where ["--store", "--data-dir", "--help", "--version"].contains(option) {
                problems.append("\(feature): '\(spec.name)' reads \(option), which the shell reads itself")
            }
        }
        return problems
    }

    /// Every command with the feature that reads it, in the help's order.
    var commands: [(spec: CommandSpec, feature: any FeatureCommands.Type)] {
        features.flatMap { feature in feature.commands.map { (spec: $0, feature: feature) } }
    }

    /// The command line that takes `step` (`league team add`), when a feature has a command for it.
    public func command(for step: NextStep) -> String? {
        features.lazy.compactMap { $0.command(for: step) }.first.map { "\(programName) \($0)" }
    }

    /// The commands of the group `word` (`player`: sign, release, transfer); empty when it is none.
    func group(_ word: String) -> [CommandSpec] {
        commands.map(\.spec).filter { $0.name.hasPrefix(word + " ") }
    }

    /// The command the first words of `words` name, and how many words its name has.
    func command(named words: some Collection<String>) -> (spec: CommandSpec, feature: any FeatureCommands.Type)? {
        for length in stride(from: min(words.count, 2), through: 1, by: -1) {
            let name = words.prefix(length).joined(separator: " ")
            if let found = commands.first(where: { $0.spec.name == name }) { return found }
        }
        return nil
    }

    /// Where the help of what `words` name is: the command's, the group's, or the app's.
    func hint(for words: some Collection<String>) -> String {
        if let command = command(named: words) { return "run '\(programName) \(command.spec.name) --help' for usage" }
        if let first = words.first, !group(first).isEmpty { return "run '\(programName) \(first) --help' for usage" }
        return "run '\(programName) --help' for usage"
    }
}
