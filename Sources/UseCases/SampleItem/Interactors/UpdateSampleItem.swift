import Entities

/// Replaces a sample item's fields, in one unit of work.
public struct UpdateSampleItem: Sendable {
    private let sampleItems: any UnitOfWork<SampleItemRepositories>

    public init(sampleItems: any UnitOfWork<SampleItemRepositories>) {
        self.sampleItems = sampleItems
    }

    /// Stores `draft`'s fields as the sample item `id`'s; `.notFound` when there is none.
    public func execute(id: SampleItem.ID, _ draft: SampleItem.Draft) async throws(SampleItemError) -> SampleItem {
        let changed = SampleItem(id: id, draft: draft)
        return try await sampleItems.perform { (repositories) async throws(SampleItemError) in
            do throws(RepositoryError) {
                try await repositories.sampleItems.update(changed)
                return changed
            } catch .notFound {
                throw .notFound(id)
            } catch {
                throw .storage(error)
            }
        }
    }
}
