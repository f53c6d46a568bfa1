import Entities

/// Creates a sample item, in one unit of work.
public struct CreateSampleItem: Sendable {
    private let sampleItems: any UnitOfWork<SampleItemRepositories>

    public init(sampleItems: any UnitOfWork<SampleItemRepositories>) {
        self.sampleItems = sampleItems
    }

    /// Stores a sample item of `draft`'s fields, which its rules checked already.
    public func execute(_ draft: SampleItem.Draft) async throws(SampleItemError) -> SampleItem {
        // A rule that reads before it writes (a name that must be unique) goes here, inside the
        // unit: the read and the write then happen as one.
        try await sampleItems.perform { (repositories) async throws(SampleItemError) in
            do throws(RepositoryError) {
                return try await repositories.sampleItems.create(draft)
            } catch {
                throw .storage(error)
            }
        }
    }
}
