import Foundation
import FrameworksAndDrivers
import InterfaceAdapters

/// What a feature's command runs with (``FeatureCommands/run(_:in:)``): the app's database, its
/// data folder, and the terminal. The shell makes it; the feature makes its screens on it.
public struct CommandContext: Sendable {
    /// The store the command line chose.
    public let store: StoreKind
    /// The app's data folder, absolute.
    public let dataDirectory: URL
    /// The app's records, opened by the first unit of work that uses them: a command that uses
    /// none creates no database.
    public let database: any RecordDatabase
    /// Results on standard output, errors on standard error, suggestions worded with the app's
    /// commands.
    public let view: TerminalView
    /// What the user types when a command asks (a password).
    public let input: TextInput

    public init(
        store: StoreKind, dataDirectory: URL, database: any RecordDatabase, view: TerminalView,
        input: TextInput
    ) {
        self.store = store
        self.dataDirectory = dataDirectory
        self.database = database
        self.view = view
        self.input = input
    }
}
