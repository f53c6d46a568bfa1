import Fakes
import InterfaceAdapters

/// A database whose units run on fake record stores and keep nothing: enough for a command that
/// opens one.
struct ProbeDatabase: RecordDatabase {
    private struct Stores: TransactionStores {
        func store<Record: StorableRecord>(of type: Record.Type) -> any RecordStore<Record> {
            FakeRecordStore<Record>()
        }
    }

    func transaction<Result: Sendable, Failure: Error>(
        _ work: @Sendable (any TransactionStores) async throws(Failure) -> Result
    ) async throws(TransactionError<Failure>) -> Result {
        do {
            return try await work(Stores())
        } catch {
            throw .work(error)
        }
    }
}
