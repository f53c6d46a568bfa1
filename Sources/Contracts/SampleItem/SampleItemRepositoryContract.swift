import Entities
import UseCases

/// What every ``SampleItemRepository`` must do. Fresh, empty repository per check.
public enum SampleItemRepositoryContract {
    public typealias Subject = any SampleItemRepository

    /// A draft of this name, every other field set: optional ones to a value, so that a
    /// store that loses one is caught.
    static func draft(_ name: String) -> SampleItem.Draft {
        try! SampleItem.Draft(
            displayName: name,
            categoryName: "Tools",
            commentText: "Handle with care",
            stockCount: -3,
            reorderLevel: 12,
            isFeatured: true,
            isFragile: false,
            basePrice: 0.1,
            discountRate: -2.5,
        )
    }

    /// A draft of this name, every optional field none and every other changed: what an
    /// update must keep, a cleared field included.
    static func sparse(_ name: String) -> SampleItem.Draft {
        try! SampleItem.Draft(
            displayName: name,
            categoryName: "Garden",
            commentText: nil,
            stockCount: 0,
            reorderLevel: nil,
            isFeatured: false,
            isFragile: nil,
            basePrice: 1e9,
            discountRate: nil,
        )
    }

    public static let contract = Contract<Subject>(
        port: "SampleItemRepository",
        checks: [
            .init("create gives ascending ids; find and list return what was created") { sampleItems in
                let first = try await sampleItems.create(draft("First"))
                let second = try await sampleItems.create(draft("Second"))
                try expect(
                    first.id == SampleItem.ID(1) && second.id == SampleItem.ID(2), "ids were \(first.id), \(second.id)")
                try expect(try await sampleItems.find(id: second.id) == second, "find(id: 2) is not the second")
                try expect(try await sampleItems.list() == [first, second], "list is not [first, second]")
            },
            .init("an unknown id is not found, and updating or deleting it is refused") { sampleItems in
                try expect(try await sampleItems.find(id: SampleItem.ID(9)) == nil, "an empty repository found id 9")
                let ghost = SampleItem(id: SampleItem.ID(9), draft: draft("Ghost"))
                try await expectThrows(RepositoryError.notFound(entity: "sample item", id: "9")) {
                    () async throws(RepositoryError) in try await sampleItems.update(ghost)
                }
                try await expectThrows(RepositoryError.notFound(entity: "sample item", id: "9")) {
                    () async throws(RepositoryError) in try await sampleItems.delete(id: ghost.id)
                }
            },
            .init("update replaces, delete removes") { sampleItems in
                let created = try await sampleItems.create(draft("Before"))
                let changed = SampleItem(id: created.id, draft: sparse("After"))
                try await sampleItems.update(changed)
                try expect(try await sampleItems.find(id: created.id) == changed, "the update was not kept")
                try await sampleItems.delete(id: created.id)
                try expect(try await sampleItems.list().isEmpty, "the deleted sample item is still listed")
            },
            .init("a deleted sample item's id is never given again") { sampleItems in
                let first = try await sampleItems.create(draft("First"))
                try await sampleItems.delete(id: first.id)
                let next = try await sampleItems.create(draft("Next"))
                try expect(next.id == SampleItem.ID(2), "after deleting id 1, the next id is \(next.id), not 2")
            },
        ])
}
