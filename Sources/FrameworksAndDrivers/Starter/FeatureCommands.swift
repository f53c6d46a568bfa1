import InterfaceAdapters

/// One feature of an app on the command line: its command word, its commands' help, how to read
/// the words that follow the command word, and how to run a command on the app's storage. Each
/// feature has one such type in the composition root (`SampleItemFeature`), listed in
/// ``RegisteredFeatures``.
public protocol FeatureCommands: SendableMetatype {
    /// What the feature's words ask for (`create(title:)`).
    associatedtype Command: Hashable & Sendable

    /// The word that starts the feature's commands: `sample-item` in `sample-item add TITLE`.
    static var word: String { get }
    /// One row per command for the help: how to type it, and what it does.
    static var help: [(usage: String, summary: String)] { get }
    /// Reads the words after ``word``.
    static func command(_ words: ArraySlice<String>) throws(UsageError) -> Command
    /// Wires the feature's controller on `storage` and runs `command`.
    static func run(
        _ command: Command, on storage: any TransactionalRecordStorage, view: TerminalView
    ) async
        -> ControllerOutcome
}

/// A command of one feature, read from the command line and ready to run.
public struct FeatureCommand: Sendable, CustomStringConvertible {
    /// The feature's word and its command: `sample-item create(title: "A")`, for messages and tests.
    public let description: String
    private let body: @Sendable (any TransactionalRecordStorage, TerminalView) async -> ControllerOutcome

    /// Reads `words` (those after the command word) as a command of `feature`.
    public init<Feature: FeatureCommands>(_ feature: Feature.Type, words: ArraySlice<String>) throws(UsageError) {
        let command = try Feature.command(words)
        description = "\(Feature.word) \(command)"
        body = { storage, view in await Feature.run(command, on: storage, view: view) }
    }

    public func run(on storage: any TransactionalRecordStorage, view: TerminalView) async -> ControllerOutcome {
        await body(storage, view)
    }
}
