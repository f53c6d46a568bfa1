import Foundation
import InterfaceAdapters

/// The `starter` program's main loop: parses the command line, runs the feature's command on the
/// storage the composition root opens, and turns the outcome into an exit status (0 done, 1
/// refused, 2 usage or storage). It creates nothing itself.
public enum StarterApplication {
    /// Opens the storage on the store the command line chose: the composition root's
    /// (``StarterFactory/makeRecordStorage(store:dataDirectory:)``), or another in tests.
    public typealias StorageFactory =
        @Sendable (StoreKind, URL) throws(RecordStoreError) -> any TransactionalRecordStorage

    /// Runs `arguments` (without the program name) and returns the exit status.
    public static func run(
        arguments: [String], environment: [String: String], output: TextOutput, errors: TextOutput,
        makeStorage: @escaping StorageFactory
    ) async -> Int32 {
        let commandLine: StarterCommandLine
        do {
            commandLine = try StarterCommandLine(arguments: arguments, environment: environment)
        } catch {
            errors.write("\(StarterCommandLine.programName): error: \(error)\n")
            return 2
        }
        switch commandLine.action {
        case .help(let text):
            output.write(text + "\n")
            return 0
        case .version:
            output.write("\(StarterCommandLine.programName) \(StarterCommandLine.version)\n")
            return 0
        case .run(let command):
            let (store, data) = (commandLine.store, commandLine.dataDirectory)
            // Opened by the first unit of work: a failure to open is that unit's storage failure.
            let storage = OpenedOnFirstUse { () throws(RecordStoreError) in try makeStorage(store, data) }
            let view = TerminalView(programName: StarterCommandLine.programName, output: output, errors: errors)
            switch await command.run(on: storage, view: view) {
            case .succeeded: return 0
            case .failed(.refused): return 1
            case .failed(.unavailable): return 2
            }
        }
    }
}
