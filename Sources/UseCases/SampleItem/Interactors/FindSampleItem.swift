import Entities

/// Finds one sample item by its id.
public struct FindSampleItem: Sendable {
    private let sampleItems: any UnitOfWork<SampleItemRepositories>

    public init(sampleItems: any UnitOfWork<SampleItemRepositories>) {
        self.sampleItems = sampleItems
    }

    /// The sample item with `id`; `.notFound` when there is none.
    public func execute(id: SampleItem.ID) async throws(SampleItemError) -> SampleItem {
        let found = try await sampleItems.perform { (repositories) async throws(SampleItemError) in
            do throws(RepositoryError) {
                return try await repositories.sampleItems.find(id: id)
            } catch {
                throw .storage(error)
            }
        }
        guard let found else { throw .notFound(id) }
        return found
    }
}
