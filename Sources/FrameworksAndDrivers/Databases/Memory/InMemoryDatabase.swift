import InterfaceAdapters

/// Collections of records in memory that change in atomic units: the `--store memory` medium.
///
/// Units take turns in the process (``UnitRunner``; there is no other process to keep out). Each unit works
/// on a copy of the records; when its work returns the copy replaces them in one assignment, and
/// when it throws the copy is dropped, so nothing it wrote is seen.
public actor InMemoryDatabase: RecordDatabase {
    private var committed: RecordTables.Contents = [:]
    private let runner = UnitRunner()

    public init() {}

    public func transaction<Result: Sendable, Failure: Error>(
        _ work: @Sendable (any TransactionStores) async throws(Failure) -> Result
    ) async throws(TransactionError<Failure>) -> Result {
        try await runner.run {
            RecordTables(committed)
        } work: { (workingCopy) async throws(Failure) in
            try await work(Stores(tables: workingCopy))
        } commit: { workingCopy in
            // Closed before its contents are read: a store kept past the unit fails, rather than
            // write into a copy that is no longer looked at.
            workingCopy.close()
            committed = workingCopy.contents
        } rollBack: { workingCopy in
            workingCopy.close()
        }
    }

    /// The stores of one unit: views on its working copy.
    private struct Stores: TransactionStores {
        let tables: RecordTables

        func store<Record: StorableRecord>(of type: Record.Type) -> any RecordStore<Record> {
            InMemoryRecordStore<Record>(tables: tables)
        }
    }
}
