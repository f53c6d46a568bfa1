/// A medium that keeps collections of records and changes them in atomic units: what a storage
/// driver (memory, files, SQLite) implements so that ``RecordStoreUnitOfWork`` can offer the use
/// cases their `UnitOfWork`. A driver runs its units with a ``UnitRunner`` and supplies how to
/// begin, commit and roll back one.
///
/// An implementation must guarantee, for the units of every process that uses the same medium:
/// - **serialised**: a unit's reads and writes happen as if no other unit ran meanwhile;
/// - **all or nothing**: when the work returns, all its writes are kept; when it throws, or the
///   process dies mid-unit, none are;
/// - **read your writes**: inside a unit, the stores see the unit's own writes;
/// - **bounded waiting**: a unit that cannot start within the medium's timeout (another process
///   holds the medium) fails with ``TransactionError/storage(_:)``, it does not wait forever.
///
/// The `UnitOfWork` contract checks the first three on every implementation.
public protocol TransactionalRecordStorage: Sendable {
    /// Runs `work` with record stores that belong to one unit, and keeps or undoes its writes.
    ///
    /// The stores must not be used once `work` has returned: they fail with `.unavailable`.
    func transaction<Result: Sendable, Failure: Error>(
        _ work: @Sendable (any RecordStores) async throws(Failure) -> Result
    ) async throws(TransactionError<Failure>) -> Result
}

/// The record stores of one unit of work, one per kind of record.
public protocol RecordStores: Sendable {
    /// The store of `Record`'s collection, inside this unit.
    func store<Record: StorableRecord>(of type: Record.Type) -> any RecordStore<Record>
}

/// Why a transaction failed: its work threw (and everything was undone), or the medium failed to
/// start, keep or undo the unit.
public enum TransactionError<Failure: Error>: Error {
    /// The work threw this error; nothing it wrote was kept.
    case work(Failure)
    /// The unit was asked for inside another unit of the same storage, and would have waited for
    /// it forever: nothing ran. Do that work in the outer unit.
    case nested
    /// The medium failed (a lock held past the timeout, a disk error while committing); nothing
    /// the work wrote was kept.
    case storage(RecordStoreError)
}
