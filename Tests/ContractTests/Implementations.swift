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

    static let byteStorages: [Implementation<ByteStorageContract.Subject>] = [
        Implementation("DiskByteStorage") { scratch in DiskByteStorage(root: URL(fileURLWithPath: scratch.path)) },
        Implementation("InMemoryByteStorage") { _ in InMemoryByteStorage() },
        Implementation("FakeByteStorage") { _ in FakeByteStorage() },
    ]

    static let valueStores: [Implementation<ValueStoreContract.Subject>] = [
        Implementation("MemoryValueStore") { _ in MemoryValueStore<[String]>() },
        Implementation("CodableValueStore on disk") { scratch in
            CodableValueStore<[String]>(
                storage: DiskByteStorage(root: URL(fileURLWithPath: scratch.path)), key: "v.json")
        },
        Implementation("CachedValueStore on disk") { scratch in
            CachedValueStore(
                back: CodableValueStore<[String]>(
                    storage: DiskByteStorage(root: URL(fileURLWithPath: scratch.path)), key: "v.json"))
        },
        Implementation("FakeValueStore") { _ in FakeValueStore<[String]>() },
    ]
}
