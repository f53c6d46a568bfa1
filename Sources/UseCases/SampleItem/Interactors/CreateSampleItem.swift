import Entities

/// Creates a sample item from what the user typed, in one unit of work.
public struct CreateSampleItem: Sendable {
    private let sampleItems: any UnitOfWork<SampleItemRepositories>

    public init(sampleItems: any UnitOfWork<SampleItemRepositories>) {
        self.sampleItems = sampleItems
    }

    /// Validates the title and stores the sample item.
    public func execute(title: String) async throws(SampleItemError) -> SampleItem {
        let draft: SampleItem.Draft
        do {
            draft = try SampleItem.Draft(title: title)
        } catch {
            throw .invalid(error)
        }
        // A rule that reads before it writes (a title that must be unique) goes here, inside the
        // unit: the read and the write then happen as one.
        return try await sampleItems.perform { (repositories) async throws(SampleItemError) in
            do throws(RepositoryError) {
                return try await repositories.sampleItems.create(draft)
            } catch {
                throw .storage(error)
            }
        }
    }
}
