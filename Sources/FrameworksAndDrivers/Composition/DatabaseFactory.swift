import Foundation
import InterfaceAdapters

/// The medium an app keeps its records on, changed in units of work: what each app's composition
/// root asks for, on the store its command line chose.
public enum DatabaseFactory {
    /// - `sqlite`: `DATA/DATABASE` (the app's `league.sqlite`), the folder made if missing;
    /// - `files`: one JSON file per record under `DATA/records`;
    /// - `memory`: nothing on disk.
    public static func make(
        store: StoreKind, dataDirectory: URL, database: String
    ) throws(RecordStoreError) -> any RecordDatabase {
        switch store {
        case .memory:
            return InMemoryDatabase()
        case .files:
            return FileDatabase(root: dataDirectory.appendingPathComponent("records"))
        case .sqlite:
            do {
                try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
                return try SQLiteDatabase(path: dataDirectory.appendingPathComponent(database).path)
            } catch let error as SQLiteError {
                throw .unavailable("cannot open the database in \(dataDirectory.path): \(error.message)")
            } catch {
                throw .unavailable("cannot create the data folder \(dataDirectory.path): \(describeSystemError(error))")
            }
        }
    }
}
