import ArgumentReading
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters

/// Every app's main loop: reads the command line (``AppCommandLine``), runs the command of the
/// feature it names with the app's database and the terminal (``CommandContext``), and turns the
/// outcome into an exit status: 0 done, 1 refused, 2 usage error or storage (or network) failure.
/// It creates nothing of the features': each makes its own screens.
public enum AppShell {
    /// Opens the app's database on the store the command line chose, under its data folder.
    public typealias DatabaseOpener =
        @Sendable (StoreKind, URL) throws(RecordStoreError) -> any RecordDatabase

    /// The app as a process: the terminal, the database on disk, and the exit status.
    public static func main(_ app: CommandLineApp) async -> Never {
        let status = await run(
            app, arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
            output: .standardOutput, errors: .standardError, input: .standardInput)
        exit(status)
    }

    /// Runs `arguments` (without the program name) and returns the exit status.
    /// - Parameter openDatabase: by default the store's own (``StoreKind/open(in:program:)``);
    ///   another in tests.
    public static func run(
        _ app: CommandLineApp, arguments: [String], environment: [String: String], output: TextOutput,
        errors: TextOutput, input: TextInput, openDatabase: DatabaseOpener? = nil
    ) async -> Int32 {
        let commandLine: AppCommandLine
        do {
            commandLine = try AppCommandLine(app, arguments: arguments, environment: environment)
        } catch {
            errors.write(app.tool.message(for: error))
            return 2
        }
        switch commandLine.action {
        case .help(let page):
            output.write(page)
            return 0
        case .version:
            output.write("\(app.programName) \(app.version)\n")
            return 0
        case .run(let command):
            let (store, data, program) = (commandLine.store, commandLine.dataDirectory, app.programName)
            let open: DatabaseOpener
            if let openDatabase {
                open = openDatabase
            } else {
                open = { store, data throws(RecordStoreError) in try store.open(in: data, program: program) }
            }
            let context = CommandContext(
                store: store, dataDirectory: data,
                // Opened by the first unit of work: a failure to open is that unit's storage failure.
                database: OpenedOnFirstUse { () throws(RecordStoreError) in try open(store, data) },
                view: TerminalView(
                    programName: app.programName, output: output, errors: errors, command: app.command(for:)),
                input: input)
            switch await command.run(in: context) {
            case .succeeded: return 0
            case .failed(.refused): return 1
            case .failed(.unavailable): return 2
            }
        }
    }
}
