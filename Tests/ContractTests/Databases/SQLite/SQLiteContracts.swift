import Contracts
import FrameworksAndDrivers
import InterfaceAdapters

/// The SQLite store under contract, opened again as it is: SQLite keeps its promise across a
/// power cut itself (`synchronous = FULL`). A table can be dropped behind the store's back.
enum SQLiteContracts: StoreContracts {
    static func store<Record: StorableRecord>(of type: Record.Type) -> Implementation<any RecordStore<Record>> {
        Implementation("SQLiteRecordStore", kind: "SQLite") { scratch in
            let path = scratch.path + "/records.sqlite"
            return Opened(
                SQLiteRecordStore<Record>(database: try SQLiteDatabase(path: path)),
                reopening: Reopening { [SQLiteRecordStore<Record>(database: try SQLiteDatabase(path: path))] })
        }
    }

    static func corruptible<Record: StorableRecord>(
        _ type: Record.Type
    ) -> Implementation<RecordStoreFaultContracts<Record>.Subject>? { nil }

    static func breakable<Record: StorableRecord>(
        _ type: Record.Type
    ) -> Implementation<RecordStoreFaultContracts<Record>.Subject>? {
        let collection = Record.schema.collection
        return Implementation("SQLiteRecordStore", kind: "SQLite") { scratch in
            let database = try SQLiteDatabase(path: scratch.path + "/records.sqlite")
            return RecordStoreFaultContracts<Record>.Subject(
                store: SQLiteRecordStore<Record>(database: database),
                breakMedium: {
                    // The table dropped behind the store's back.
                    _ = try await database.run { connection throws(SQLiteError) in
                        try connection.query("DROP TABLE \"\(collection)\"")
                    }
                })
        }
    }

    static var database: Implementation<any RecordDatabase> {
        Implementation("on SQLite", kind: "SQLite") { scratch in
            let path = scratch.path + "/records.sqlite"
            return Opened(try SQLiteDatabase(path: path), reopening: Reopening { [try SQLiteDatabase(path: path)] })
        }
    }
}
