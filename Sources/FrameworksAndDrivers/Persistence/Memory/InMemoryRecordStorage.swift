import InterfaceAdapters

/// Collections of records in memory that change in atomic units: the `--store memory` medium.
///
/// Units take turns on an in-process lock (there is no other process to keep out). Each unit works
/// on a copy of the records; when its work returns the copy replaces them in one assignment, and
/// when it throws the copy is dropped, so nothing it wrote is seen.
public actor InMemoryRecordStorage: TransactionalRecordStorage {
    private var committed: RecordTables.Contents = [:]
    private let turns = AsyncLock()

    public init() {}

    public func transaction<Result: Sendable, Failure: Error>(
        _ work: @Sendable (any RecordStores) async throws(Failure) -> Result
    ) async throws(TransactionError<Failure>) -> Result {
        guard !UnitOfWorkScope.isInside(self) else { throw .storage(UnitOfWorkScope.nestedUnitRefusal) }
        await turns.acquire()
        defer { turns.release() }
        let workingCopy = RecordTables(committed)
        let outcome = await UnitOfWorkScope.inside(self) { () async -> Swift.Result<Result, Failure> in
            do throws(Failure) {
                return .success(try await work(Stores(tables: workingCopy)))
            } catch {
                return .failure(error)
            }
        }
        // Closed before its contents are read: a store kept past the unit fails, rather than
        // write into a copy that is no longer looked at.
        workingCopy.close()
        switch outcome {
        case .failure(let error):
            throw .work(error)
        case .success(let result):
            committed = workingCopy.contents
            return result
        }
    }

    /// The stores of one unit: views on its working copy.
    private struct Stores: RecordStores {
        let tables: RecordTables

        func store<Record: StorableRecord>(of type: Record.Type) -> any RecordStore<Record> {
            InMemoryRecordStore<Record>(tables: tables)
        }
    }
}
