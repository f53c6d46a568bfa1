import Entities
import UseCases

/// What every ``SampleItemRepository`` must do. Fresh, empty repository per check.
public enum SampleItemRepositoryContract {
    public typealias Subject = any SampleItemRepository

    static func draft(_ title: String) throws -> SampleItem.Draft { try SampleItem.Draft(title: title) }

    public static let contract = Contract<Subject>(
        port: "SampleItemRepository",
        checks: [
            .init("create gives ascending ids; find and list return what was created") { sampleItems in
                let first = try await sampleItems.create(try draft("First"))
                let second = try await sampleItems.create(try draft("Second"))
                try expect(
                    first.id == SampleItem.ID(1) && second.id == SampleItem.ID(2), "ids were \(first.id), \(second.id)")
                try expect(try await sampleItems.find(id: second.id) == second, "find(id: 2) is not the second")
                try expect(try await sampleItems.list() == [first, second], "list is not [first, second]")
            },
            .init("an unknown id is not found, and updating or deleting it is refused") { sampleItems in
                try expect(try await sampleItems.find(id: SampleItem.ID(9)) == nil, "an empty repository found id 9")
                let ghost = SampleItem(id: SampleItem.ID(9), draft: try draft("Ghost"))
                try await expectThrows(RepositoryError.notFound(entity: "sample item", id: "9")) {
                    () async throws(RepositoryError) in try await sampleItems.update(ghost)
                }
                try await expectThrows(RepositoryError.notFound(entity: "sample item", id: "9")) {
                    () async throws(RepositoryError) in try await sampleItems.delete(id: ghost.id)
                }
            },
            .init("update replaces, delete removes") { sampleItems in
                let created = try await sampleItems.create(try draft("Before"))
                let changed = SampleItem(id: created.id, draft: try draft("After"))
                try await sampleItems.update(changed)
                try expect(try await sampleItems.find(id: created.id) == changed, "the update was not kept")
                try await sampleItems.delete(id: created.id)
                try expect(try await sampleItems.list().isEmpty, "the deleted sample item is still listed")
            },
        ])
}
