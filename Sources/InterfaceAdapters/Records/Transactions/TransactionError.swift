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
