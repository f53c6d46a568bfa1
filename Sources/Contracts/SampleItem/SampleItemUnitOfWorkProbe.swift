import Entities
import UseCases

/// The sample items for the ``UnitOfWorkContract``: a sample item's name carries the number
/// (`Count 3`).
public enum SampleItemUnitOfWorkProbe: UnitOfWorkProbe {
    static func draft(_ number: Int) -> SampleItem.Draft { SampleItemRepositoryContract.draft("Count \(number)") }

    public static func create(
        _ number: Int, in repositories: SampleItemRepositories
    ) async throws(RepositoryError)
        -> SampleItem
    {
        try await repositories.sampleItems.create(draft(number))
    }

    public static func list(in repositories: SampleItemRepositories) async throws(RepositoryError) -> [SampleItem] {
        try await repositories.sampleItems.list()
    }

    public static func find(
        _ sampleItem: SampleItem, in repositories: SampleItemRepositories
    )
        async throws(RepositoryError) -> SampleItem?
    {
        try await repositories.sampleItems.find(id: sampleItem.id)
    }

    public static func renumber(
        _ sampleItem: SampleItem, to number: Int, in repositories: SampleItemRepositories
    )
        async throws(RepositoryError) -> SampleItem
    {
        let renumbered = SampleItem(id: sampleItem.id, draft: draft(number))
        try await repositories.sampleItems.update(renumbered)
        return renumbered
    }

    public static func number(of sampleItem: SampleItem) -> Int? {
        Int(sampleItem.displayName.dropFirst("Count ".count))
    }

    public static func deleteMissing(in repositories: SampleItemRepositories) async throws(RepositoryError) {
        try await repositories.sampleItems.delete(id: SampleItem.ID(99))
    }
}
