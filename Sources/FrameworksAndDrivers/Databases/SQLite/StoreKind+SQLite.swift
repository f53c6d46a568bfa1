import Foundation
import InterfaceAdapters

extension StoreKind {
    /// One SQLite file in the data folder, named after the app (`league.sqlite`); the folder is
    /// made when missing.
    public static let sqlite = StoreKind(name: "sqlite", keepsData: true) {
        dataDirectory, program throws(RecordStoreError) in
        do {
            try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
            return try SQLiteDatabase(path: dataDirectory.appendingPathComponent(program + ".sqlite").path)
        } catch let error as SQLiteError {
            throw .unavailable("cannot open the database in \(dataDirectory.path): \(error.message)")
        } catch {
            throw .unavailable("cannot create the data folder \(dataDirectory.path): \(describeSystemError(error))")
        }
    }
}
