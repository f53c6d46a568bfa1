import ArgumentReading
import Foundation
import FrameworksAndDrivers

/// An app's command line read into what to do: a command of one of its features, or help, or the
/// version, with the store and the data folder. It is read as every tool of the kit reads its own
/// (``CommandLineTool``); `--store` and `--data-dir` are the app's options, read anywhere on the
/// line, the last one kept when given twice.
public struct AppCommandLine: Sendable {
    /// What the command line asks for.
    public enum Action: Sendable, Equatable {
        /// Print this page and exit 0.
        case help(String)
        /// Print the version and exit 0.
        case version
        /// Run a command.
        case run(FeatureCommand)
    }

    public let action: Action
    public let store: StoreKind
    /// Absolute.
    public let dataDirectory: URL

    /// - Parameters:
    ///   - arguments: without the program name.
    ///   - environment: for the app's data folder variable.
    ///   - currentDirectory: what a relative `--data-dir` is relative to.
    public init(
        _ app: CommandLineApp, arguments: [String], environment: [String: String] = [:],
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) throws(UsageError) {
        var store = app.stores[0]
        var dataDirectory =
            environment[app.dataDirectoryVariable].flatMap { $0.isEmpty ? nil : $0 } ?? app.defaultDataDirectory
        switch try app.tool.read(arguments) {
        case .help(let page):
            action = .help(page)
        case .version:
            action = .version
        case .run(let arguments):
            if let name = arguments.value("--store") { store = StoreKind.named(name, in: app.stores)! }
            if let folder = arguments.value("--data-dir") { dataDirectory = folder }
            let feature = app.commands.first { $0.spec.name == arguments.command.name }!.feature
            do throws(UsageError) {
                action = .run(try Self.read(feature, arguments))
            } catch {
                throw UsageError(error.message, command: error.command ?? arguments.command.name)
            }
        }
        self.store = store
        let base = URL(fileURLWithPath: currentDirectory.path, isDirectory: true)
        self.dataDirectory = URL(fileURLWithPath: dataDirectory, relativeTo: base).standardizedFileURL
    }

    private static func read<Feature: FeatureCommands>(
        _ feature: Feature.Type, _ arguments: ParsedArguments
    ) throws(UsageError) -> FeatureCommand {
        FeatureCommand(feature, try Feature.command(arguments))
    }
}
