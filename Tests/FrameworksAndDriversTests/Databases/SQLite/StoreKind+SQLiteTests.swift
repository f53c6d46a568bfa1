import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import ProcessSpawning
import TestSupport
import Testing

@Suite("StoreKind.sqlite: one file named after the app in its data folder, made when missing")
struct StoreKindSQLiteTests {
    @Test("The database is DATA/PROGRAM.sqlite; the data folder is made, with its parents")
    func file() async throws {
        let folder = try TemporaryFolder(prefix: "sqlite-store")
        defer { folder.remove() }
        let data = folder.url.appendingPathComponent("deep/data")
        let database = try StoreKind.sqlite.open(in: data, program: "bookshelf")
        try await database.transaction { (_: any TransactionStores) async throws(Never) in }
        #expect(StoreKind.sqlite.keepsData)
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("bookshelf.sqlite").path))
    }

    @Test("A data folder that cannot be made is the store being unavailable, naming the folder")
    func unavailable() throws {
        let folder = try TemporaryFolder(prefix: "sqlite-store")
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        #expect {
            _ = try StoreKind.sqlite.open(in: file.appendingPathComponent("data"), program: "bookshelf")
        } throws: { error in
            guard case RecordStoreError.unavailable(let message) = error else { return false }
            return message.hasPrefix("cannot create the data folder \(file.path)/data: ")
        }
        #expect(folder.listing == ["a-file"])
    }
}
