import Contracts
import Fakes
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import PowerCut
import TestSupport
import UseCases

/// The storage every feature's records live on, for the record-store and unit-of-work contracts:
/// memory, files and SQLite, and the fake, made fresh in a scratch folder. Generic over the
/// record, so that each feature's contract tests run the same checks on its own record.
///
/// The files medium is opened again as a power cut would leave it (``RecordedDisk``); SQLite as it
/// is, since SQLite keeps that promise itself (`synchronous = FULL`, checked in SQLiteTests);
/// memory and the fake live as long as the process.
enum Databases {
    /// The four record stores of `Record`'s collection.
    static func stores<Record: StorableRecord>(of type: Record.Type) -> [Implementation<any RecordStore<Record>>] {
        [
            Implementation("InMemoryRecordStore", kind: "memory") { _ in InMemoryRecordStore<Record>() },
            Implementation("FileRecordStore", kind: "files") { scratch in
                let disk = try RecordedDisk(root: URL(fileURLWithPath: scratch.path + "/records"))
                return Opened(
                    FileRecordStore<Record>(storage: DiskByteStorage(root: disk.root, system: disk.operations)),
                    reopening: disk.reopening(in: scratch) { FileRecordStore<Record>(root: $0) })
            },
            Implementation("SQLiteRecordStore", kind: "SQLite") { scratch in
                let path = scratch.path + "/records.sqlite"
                return Opened(
                    SQLiteRecordStore<Record>(database: try SQLiteDatabase(path: path)),
                    reopening: Reopening { [SQLiteRecordStore<Record>(database: try SQLiteDatabase(path: path))] })
            },
            Implementation("FakeRecordStore", kind: "fake") { _ in FakeRecordStore<Record>() },
        ]
    }

    /// The stores that can hold corrupt data, each with a way to damage one record.
    static func corruptible<Record: StorableRecord>(
        _ type: Record.Type
    ) -> [Implementation<RecordStoreFaultContracts<Record>.Subject>] {
        let collection = Record.schema.collection
        return [
            Implementation("FileRecordStore", kind: "files") { scratch in
                RecordStoreFaultContracts<Record>.Subject(
                    store: FileRecordStore<Record>(root: URL(fileURLWithPath: scratch.path)),
                    corrupt: { id in
                        try Data("{ not json".utf8).write(
                            to: URL(fileURLWithPath: "\(scratch.path)/\(collection)/\(id).json"))
                    })
            },
            Implementation("FakeRecordStore", kind: "fake") { _ in
                let store = FakeRecordStore<Record>()
                return RecordStoreFaultContracts<Record>.Subject(
                    store: store,
                    corrupt: { id in
                        store.faults.failAlways(with: .corrupt(collection: collection, detail: "record \(id) damaged"))
                    })
            },
        ]
    }

    /// The stores whose medium can go away, each with a way to take it away.
    static func breakable<Record: StorableRecord>(
        _ type: Record.Type
    ) -> [Implementation<RecordStoreFaultContracts<Record>.Subject>] {
        let collection = Record.schema.collection
        return [
            Implementation("FileRecordStore", kind: "files") { scratch in
                RecordStoreFaultContracts<Record>.Subject(
                    store: FileRecordStore<Record>(root: URL(fileURLWithPath: scratch.path)),
                    breakMedium: {
                        // The collection's folder replaced by a file.
                        let folder = URL(fileURLWithPath: "\(scratch.path)/\(collection)")
                        try FileManager.default.removeItem(at: folder)
                        try Data("not a folder".utf8).write(to: folder)
                    })
            },
            Implementation("SQLiteRecordStore", kind: "SQLite") { scratch in
                let database = try SQLiteDatabase(path: scratch.path + "/records.sqlite")
                return RecordStoreFaultContracts<Record>.Subject(
                    store: SQLiteRecordStore<Record>(database: database),
                    breakMedium: {
                        // The table dropped behind the store's back.
                        _ = try await database.run { connection throws(SQLiteError) in
                            try connection.query("DROP TABLE \"\(collection)\"")
                        }
                    })
            },
            Implementation("FakeRecordStore", kind: "fake") { _ in
                let store = FakeRecordStore<Record>()
                return RecordStoreFaultContracts<Record>.Subject(
                    store: store,
                    breakMedium: { store.faults.failAlways(with: .unavailable("the fake's medium is gone")) })
            },
        ]
    }

    /// The three media that keep records in atomic units, fresh and empty.
    static let transactional: [Implementation<any RecordDatabase>] = [
        Implementation("in memory", kind: "memory") { _ in InMemoryDatabase() },
        Implementation("on files", kind: "files") { scratch in
            let disk = try RecordedDisk(root: URL(fileURLWithPath: scratch.path + "/records"))
            return Opened(
                FileDatabase(
                    root: disk.root, lockTimeout: .seconds(10),
                    disk: DiskByteStorage(root: disk.root, system: disk.operations)),
                reopening: disk.reopening(in: scratch) { FileDatabase(root: $0) })
        },
        Implementation("on SQLite", kind: "SQLite") { scratch in
            let path = scratch.path + "/records.sqlite"
            return Opened(try SQLiteDatabase(path: path), reopening: Reopening { [try SQLiteDatabase(path: path)] })
        },
    ]

    /// A feature's `RecordStoreUnitOfWork` on every medium: `make` builds it on a medium.
    static func unitsOfWork<Repositories: Sendable>(
        _ make: @escaping @Sendable (any RecordDatabase) -> RecordStoreUnitOfWork<Repositories>
    ) -> [Implementation<any UnitOfWork<Repositories>>] {
        transactional.map { medium in
            Implementation("RecordStoreUnitOfWork \(medium.name)", kind: medium.kind) { scratch in
                let opened = try await medium.open(scratch)
                return Opened(
                    make(opened.subject), reopening: Reopening { try await opened.reopening.afterPowerCut().map(make) })
            }
        }
    }
}

extension RecordedDisk {
    /// Opens the storage again as a power cut now would leave this disk: each state it could be in,
    /// written into a folder of its own under `scratch`, opened by `open`.
    func reopening<Subject: Sendable>(
        in scratch: ScratchFolder, _ open: @escaping @Sendable (URL) -> Subject
    ) -> Reopening<Subject> {
        Reopening { try self.statesAfterPowerCut(in: URL(fileURLWithPath: scratch.path)).map(open) }
    }
}
