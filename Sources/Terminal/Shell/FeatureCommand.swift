import FrameworksAndDrivers
import InterfaceAdapters

/// A command of one feature, read from the command line and ready to run.
public struct FeatureCommand: Sendable, Equatable, CustomStringConvertible {
    /// The feature and its command: `BookFeature.create(title: "A")`, for messages and tests.
    public let description: String
    private let feature: ObjectIdentifier
    private let command: any Hashable & Sendable
    private let body: @Sendable (CommandContext) async -> CommandOutcome

    /// `command` of `feature`.
    public init<Feature: FeatureCommands>(_ feature: Feature.Type, _ command: Feature.Command) {
        description = "\(Feature.self).\(command)"
        self.feature = ObjectIdentifier(feature)
        self.command = command
        body = { context in await Feature.run(command, in: context) }
    }

    /// Runs the command with what `context` holds.
    public func run(in context: CommandContext) async -> CommandOutcome {
        await body(context)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.feature == rhs.feature && AnyHashable(lhs.command) == AnyHashable(rhs.command)
    }
}
