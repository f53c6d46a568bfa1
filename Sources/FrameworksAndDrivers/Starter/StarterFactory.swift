import Foundation
import InterfaceAdapters

/// The composition root of the `starter` app: the one place that names the concrete storage and
/// hands the terminal to ``StarterApplication``. What each feature wires is in its own `…Feature`
/// type, listed in ``RegisteredFeatures``.
public enum StarterFactory {
    /// The `starter` process: the terminal, the storage, and the exit status.
    public static func main() async -> Never {
        let status = await StarterApplication.run(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
            output: .standardOutput, errors: .standardError, makeStorage: makeRecordStorage)
        exit(status)
    }

    /// The medium the records are kept on: `DATA/starter.sqlite`, `DATA/records/<collection>/<id>.json`,
    /// or memory.
    @Sendable
    public static func makeRecordStorage(
        store: StoreKind, dataDirectory: URL
    ) throws(RecordStoreError) -> any TransactionalRecordStorage {
        try RecordStorageFactory.make(store: store, dataDirectory: dataDirectory, database: "starter.sqlite")
    }
}
