import Contracts
import FrameworksAndDrivers
import InterfaceAdapters

/// The memory store under contract: it lives as long as the process, holds no bytes to damage
/// and no medium to take away.
enum MemoryContracts: StoreContracts {
    static func store<Record: StorableRecord>(of type: Record.Type) -> Implementation<any RecordStore<Record>> {
        Implementation("InMemoryRecordStore", kind: "memory") { _ in InMemoryRecordStore<Record>() }
    }

    static func corruptible<Record: StorableRecord>(
        _ type: Record.Type
    ) -> Implementation<RecordStoreFaultContracts<Record>.Subject>? { nil }

    static func breakable<Record: StorableRecord>(
        _ type: Record.Type
    ) -> Implementation<RecordStoreFaultContracts<Record>.Subject>? { nil }

    static var database: Implementation<any RecordDatabase> {
        Implementation("in memory", kind: "memory") { _ in InMemoryDatabase() }
    }
}
