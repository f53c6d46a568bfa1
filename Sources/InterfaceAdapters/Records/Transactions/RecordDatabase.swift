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
public protocol RecordDatabase: Sendable {
    /// Runs `work` with record stores that belong to one unit, and keeps or undoes its writes.
    ///
    /// The stores must not be used once `work` has returned: they fail with `.unavailable`.
    func transaction<Result: Sendable, Failure: Error>(
        _ work: @Sendable (any TransactionStores) async throws(Failure) -> Result
    ) async throws(TransactionError<Failure>) -> Result
}
