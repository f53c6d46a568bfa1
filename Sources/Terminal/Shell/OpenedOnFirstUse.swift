import FrameworksAndDrivers
import InterfaceAdapters
import Locking

/// A database opened when its first unit of work starts, not when the app is wired: a
/// command that never touches teams or players (`league login`, `league users`) creates no
/// database file. A failure to open is that unit's storage failure; the next unit tries again.
final class OpenedOnFirstUse: RecordDatabase {
    private let open: @Sendable () throws(RecordStoreError) -> any RecordDatabase
    private let opened = Locked<(any RecordDatabase)?>(nil)

    init(_ open: @escaping @Sendable () throws(RecordStoreError) -> any RecordDatabase) {
        self.open = open
    }

    func transaction<Result: Sendable, Failure: Error>(
        _ work: @Sendable (any TransactionStores) async throws(Failure) -> Result
    ) async throws(TransactionError<Failure>) -> Result {
        let storage: any RecordDatabase
        do {
            storage = try opened.withLock { (opened) throws(RecordStoreError) in
                if let opened { return opened }
                let storage = try open()
                opened = storage
                return storage
            }
        } catch {
            throw .storage(error)
        }
        return try await storage.transaction(work)
    }
}
