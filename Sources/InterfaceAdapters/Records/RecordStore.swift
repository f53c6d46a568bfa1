/// The CRUD helper every storage driver implements: insert, find, find all, update, delete.
///
/// Implementations must agree on these semantics (the contract suites check them):
/// - `insert` with `id == nil` assigns the next id and returns it: greater than every id the
///   store has ever given or kept (a deleted record's id is never given again, through
///   migrations, reopening and power cuts too; the files store's standalone writers in two
///   processes at once excepted, as for unique keys); with an id, stores under it or throws
///   `.duplicateID` when it is taken.
/// - `find` returns `nil` for an unknown id; `findAll` returns every record in ascending id order.
/// - `update` and `delete` throw `.notFound` for an unknown id; `update` of a record without an id
///   throws `.incompleteRecord`.
/// - `insert` and `update` throw `.conflict` when another record has the same values in one of
///   the schema's unique keys (``RecordSchema/uniqueKeys``), and store nothing. A key with a
///   `null` field never conflicts, as in SQL.
/// - Failures of the medium are `.unavailable`; unreadable stored data is `.corrupt`.
public protocol RecordStore<Record>: Sendable {
    associatedtype Record: StorableRecord

    func insert(_ record: Record) async throws(RecordStoreError) -> Int
    func find(id: Int) async throws(RecordStoreError) -> Record?
    func findAll() async throws(RecordStoreError) -> [Record]
    func update(_ record: Record) async throws(RecordStoreError)
    func delete(id: Int) async throws(RecordStoreError)
}
