import Entities

/// Deletes a sample item, in one unit of work.
public struct DeleteSampleItem: Sendable {
    private let sampleItems: any UnitOfWork<SampleItemRepositories>

    public init(sampleItems: any UnitOfWork<SampleItemRepositories>) {
        self.sampleItems = sampleItems
    }

    /// Deletes the sample item `id`; `.notFound` when there is none.
    public func execute(id: SampleItem.ID) async throws(SampleItemError) {
        try await sampleItems.perform { (repositories) async throws(SampleItemError) in
            do throws(RepositoryError) {
                try await repositories.sampleItems.delete(id: id)
            } catch .notFound {
                throw .notFound(id)
            } catch {
                throw .storage(error)
            }
        }
    }
}
