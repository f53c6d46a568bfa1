import UseCases

/// The use cases' ``UnitOfWork`` port over any ``RecordDatabase``: each unit's
/// repositories are record-store repositories on the stores of one transaction. Swapping the
/// medium (memory, files, SQLite) changes nothing here.
public struct RecordStoreUnitOfWork<Repositories: Sendable>: UnitOfWork {
    private let database: any RecordDatabase
    private let repositories: @Sendable (any TransactionStores) -> Repositories

    /// - Parameter repositories: the repositories a unit's work gets, made on its stores.
    public init(
        database: any RecordDatabase,
        repositories: @escaping @Sendable (any TransactionStores) -> Repositories
    ) {
        self.database = database
        self.repositories = repositories
    }

    public func perform<Result: Sendable, Failure: UnitOfWorkFailure>(
        _ work: @Sendable (Repositories) async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        do {
            return try await database.transaction { (stores) async throws(Failure) in
                try await work(repositories(stores))
            }
        } catch {
            switch error {
            case .work(let failure): throw failure
            case .storage(let failure): throw .storage(RepositoryError(failure, entity: "record"))
            case .nested: throw .storage(.nestedUnit)
            }
        }
    }
}
