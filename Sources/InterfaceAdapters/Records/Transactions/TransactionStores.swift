/// The record stores of one unit of work, one per kind of record.
public protocol TransactionStores: Sendable {
    /// The store of `Record`'s collection, inside this unit.
    func store<Record: StorableRecord>(of type: Record.Type) -> any RecordStore<Record>
}
