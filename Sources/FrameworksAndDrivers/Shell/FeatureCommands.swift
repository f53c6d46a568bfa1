import InterfaceAdapters

/// One feature of an app on the command line: its commands, how to read each from the words and
/// options that follow its name, and how to run it. Each feature has one such type in the
/// composition root (`BookFeature`; the league's `TeamsFeature`), listed in its app's
/// ``CommandLineApp/features``; ``AppShell`` does the rest.
public protocol FeatureCommands: SendableMetatype {
    /// What the feature's commands ask for (`create(title:)`).
    associatedtype Command: Hashable & Sendable

    /// The feature's commands, in the order the app's help lists them.
    static var commands: [CommandSpec] { get }

    /// Reads the command `name` (one of ``commands``) from `words`, which hold what followed its
    /// name; the shell refuses whatever it leaves unread.
    static func command(_ name: String, from words: inout CommandWords) throws(UsageError) -> Command

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
