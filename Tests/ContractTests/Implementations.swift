import Contracts
import Fakes
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters

/// Every implementation of each port in this package, the fake included.
enum Implementations {
    static let recordStores: [Implementation<RecordStoreContract.Subject>] = [
        Implementation("InMemoryRecordStore") { _ in InMemoryRecordStore<TeamRecord>() },
        Implementation("FileRecordStore") { scratch in
            FileRecordStore<TeamRecord>(root: URL(fileURLWithPath: scratch.path))
        },
        Implementation("SQLiteRecordStore") { scratch in
            try await SQLiteRecordStore<TeamRecord>(database: SQLiteDatabase(path: scratch.path + "/league.sqlite"))
        },
        Implementation("FakeRecordStore") { _ in FakeRecordStore<TeamRecord>() },
    ]
}
