import ArgumentReading
import FrameworksAndDrivers
import InterfaceAdapters

/// One feature of an app on the command line: its commands, how to read each from what the
/// command line gave it, and how to run it. Each feature has one such type in the composition
/// root (`BookFeature`; the league's `TeamsFeature`), listed in its app's
/// ``CommandLineApp/features``; ``AppShell`` does the rest.
public protocol FeatureCommands: SendableMetatype {
    /// What the feature's commands ask for (`create(title:)`).
    associatedtype Command: Hashable & Sendable

    /// The feature's commands, in the order the app's help lists them: their words, arguments and
    /// options, from which the app's command line is read and its help drawn.
    static var commands: [CommandSpec] { get }

    /// The command `arguments` name (one of ``commands``), read from them: every value is already
    /// of its kind, every required one given. Throws for what only the feature can refuse.
    static func command(_ arguments: ParsedArguments) throws(UsageError) -> Command

    /// Makes the feature's screen on what `context` holds, runs `command` as one action on it, and
    /// prints what results.
    static func run(_ command: Command, in context: CommandContext) async -> CommandOutcome

    /// The name of the command that takes `step` (`team add`), which the app's suggestions name;
    /// `nil`, the default, when the feature has none.
    static func command(for step: NextStep) -> String?
}

extension FeatureCommands {
    public static func command(for step: NextStep) -> String? { nil }
}
