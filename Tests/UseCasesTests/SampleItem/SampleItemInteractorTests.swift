import Entities
import Fakes
import Testing
import UseCases

@Suite(
    "CreateSampleItem, FindSampleItem, ListSampleItems, UpdateSampleItem and DeleteSampleItem, each in a unit of work")
struct SampleItemInteractorTests {
    /// A draft of this name, the other fields valid.
    func draft(_ name: String) throws -> SampleItem.Draft {
        try SampleItem.Draft(
            displayName: name,
            categoryName: "Tools",
            commentText: nil,
            stockCount: 1,
            reorderLevel: nil,
            isFeatured: false,
            isFragile: nil,
            basePrice: 2.5,
            discountRate: nil,
        )
    }

    @Test("Creating stores the sample item in one unit")
    func creates() async throws {
        let unit = FakeSampleItemUnitOfWork()
        let created = try await CreateSampleItem(sampleItems: unit).execute(try draft("First"))
        #expect(created.draft == (try draft("First")))
        #expect(await unit.sampleItems.stored == [created])
        #expect(unit.outcomes == [.committed])
    }

    @Test("Finding an unknown id is refused as not found")
    func findsOrRefuses() async throws {
        let unit = FakeSampleItemUnitOfWork()
        let created = try await CreateSampleItem(sampleItems: unit).execute(try draft("First"))
        #expect(try await FindSampleItem(sampleItems: unit).execute(id: created.id) == created)
        await #expect(throws: SampleItemError.notFound(SampleItem.ID(42))) {
            try await FindSampleItem(sampleItems: unit).execute(id: SampleItem.ID(42))
        }
    }

    @Test("Listing gives every sample item; a storage failure, in the repository or the unit, is reported as such")
    func lists() async throws {
        let unit = FakeSampleItemUnitOfWork()
        let created = try await CreateSampleItem(sampleItems: unit).execute(try draft("First"))
        #expect(try await ListSampleItems(sampleItems: unit).execute() == [created])
        unit.sampleItems.faults.failNext(with: .unavailable("disk full"))
        await #expect(throws: SampleItemError.storage(.unavailable("disk full"))) {
            try await ListSampleItems(sampleItems: unit).execute()
        }
        unit.faults.failNext(with: .unavailable("locked"))
        await #expect(throws: SampleItemError.storage(.unavailable("locked"))) {
            try await ListSampleItems(sampleItems: unit).execute()
        }
        #expect(unit.outcomes == [.committed, .committed, .rolledBack, .failedToStart])
    }

    @Test("Updating replaces the stored fields; an unknown id is not found, and nothing changes")
    func updates() async throws {
        let unit = FakeSampleItemUnitOfWork()
        let created = try await CreateSampleItem(sampleItems: unit).execute(try draft("First"))
        let updated = try await UpdateSampleItem(sampleItems: unit).execute(id: created.id, try draft("Renamed"))
        #expect(updated == SampleItem(id: created.id, draft: try draft("Renamed")))
        #expect(await unit.sampleItems.stored == [updated])
        await #expect(throws: SampleItemError.notFound(SampleItem.ID(42))) {
            try await UpdateSampleItem(sampleItems: unit).execute(id: SampleItem.ID(42), try draft("Ghost"))
        }
        #expect(await unit.sampleItems.stored == [updated])
        #expect(unit.outcomes == [.committed, .committed, .rolledBack])
    }

    @Test("Deleting removes the sample item; deleting it again is refused as not found")
    func deletes() async throws {
        let unit = FakeSampleItemUnitOfWork()
        let created = try await CreateSampleItem(sampleItems: unit).execute(try draft("First"))
        try await DeleteSampleItem(sampleItems: unit).execute(id: created.id)
        #expect(await unit.sampleItems.stored.isEmpty)
        await #expect(throws: SampleItemError.notFound(created.id)) {
            try await DeleteSampleItem(sampleItems: unit).execute(id: created.id)
        }
        unit.sampleItems.faults.failNext(with: .unavailable("disk full"))
        await #expect(throws: SampleItemError.storage(.unavailable("disk full"))) {
            try await DeleteSampleItem(sampleItems: unit).execute(id: created.id)
        }
    }
}
