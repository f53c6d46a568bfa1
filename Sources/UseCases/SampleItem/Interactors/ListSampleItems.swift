import Entities

/// Lists every sample item, in id order.
public struct ListSampleItems: Sendable {
    private let sampleItems: any UnitOfWork<SampleItemRepositories>

    public init(sampleItems: any UnitOfWork<SampleItemRepositories>) {
        self.sampleItems = sampleItems
    }

    public func execute() async throws(SampleItemError) -> [SampleItem] {
        try await sampleItems.perform { (repositories) async throws(SampleItemError) in
            do throws(RepositoryError) {
                return try await repositories.sampleItems.list()
            } catch {
                throw .storage(error)
            }
        }
    }
}
