import Contracts
import InterfaceAdapters

/// One store's part in the record-store and unit-of-work contracts, declared in the store's folder
/// and listed in ``Databases/all``: its record store and its database, made fresh in a scratch
/// folder, and, where the medium allows, a way to damage a record or take the medium away.
protocol StoreContracts: SendableMetatype {
    /// `Record`'s collection on this store.
    static func store<Record: StorableRecord>(of type: Record.Type) -> Implementation<any RecordStore<Record>>
    /// The store with a way to damage one record; `nil` when it cannot hold corrupt data.
    static func corruptible<Record: StorableRecord>(
        _ type: Record.Type
    ) -> Implementation<RecordStoreFaultContracts<Record>.Subject>?
    /// The store with a way to take its medium away; `nil` when the medium cannot go.
    static func breakable<Record: StorableRecord>(
        _ type: Record.Type
    ) -> Implementation<RecordStoreFaultContracts<Record>.Subject>?
    /// The medium, keeping records in atomic units, fresh and empty.
    static var database: Implementation<any RecordDatabase> { get }
}
