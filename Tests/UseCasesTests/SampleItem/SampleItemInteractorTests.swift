import Entities
import Fakes
import Testing
import UseCases

@Suite(
    "CreateSampleItem, FindSampleItem, ListSampleItems, UpdateSampleItem and DeleteSampleItem, each in a unit of work")
struct SampleItemInteractorTests {
    @Test("Creating validates the title and stores the sample item in one unit")
    func creates() async throws {
        let unit = FakeSampleItemUnitOfWork()
        let created = try await CreateSampleItem(sampleItems: unit).execute(title: " First ")
        #expect(created.title == "First")
        #expect(await unit.sampleItems.stored == [created])
        #expect(unit.outcomes == [.committed])
    }

    @Test("A blank title is refused before any unit starts, and nothing is stored")
    func refusesBlank() async throws {
        let unit = FakeSampleItemUnitOfWork()
        await #expect(throws: SampleItemError.invalid(.blankTitle)) {
            try await CreateSampleItem(sampleItems: unit).execute(title: " ")
        }
        #expect(await unit.sampleItems.calls.isEmpty)
        #expect(unit.outcomes.isEmpty)
    }

    @Test("Finding an unknown id is refused as not found")
    func findsOrRefuses() async throws {
        let unit = FakeSampleItemUnitOfWork()
        let created = try await CreateSampleItem(sampleItems: unit).execute(title: "First")
        #expect(try await FindSampleItem(sampleItems: unit).execute(id: created.id) == created)
        await #expect(throws: SampleItemError.notFound(SampleItem.ID(42))) {
            try await FindSampleItem(sampleItems: unit).execute(id: SampleItem.ID(42))
        }
    }

    @Test("Listing gives every sample item; a storage failure, in the repository or the unit, is reported as such")
    func lists() async throws {
        let unit = FakeSampleItemUnitOfWork()
        _ = try await CreateSampleItem(sampleItems: unit).execute(title: "First")
        #expect(try await ListSampleItems(sampleItems: unit).execute().map(\.title) == ["First"])
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

    @Test(
        "Updating validates the fields and replaces the stored ones; an unknown id is not found, a blank title refused")
    func updates() async throws {
        let unit = FakeSampleItemUnitOfWork()
        let created = try await CreateSampleItem(sampleItems: unit).execute(title: "First")
        let updated = try await UpdateSampleItem(sampleItems: unit).execute(id: created.id, title: " Renamed ")
        #expect(updated == SampleItem(id: created.id, draft: try SampleItem.Draft(title: "Renamed")))
        #expect(await unit.sampleItems.stored == [updated])
        await #expect(throws: SampleItemError.invalid(.blankTitle)) {
            try await UpdateSampleItem(sampleItems: unit).execute(id: created.id, title: " ")
        }
        await #expect(throws: SampleItemError.notFound(SampleItem.ID(42))) {
            try await UpdateSampleItem(sampleItems: unit).execute(id: SampleItem.ID(42), title: "Ghost")
        }
        #expect(await unit.sampleItems.stored == [updated])
        #expect(unit.outcomes == [.committed, .committed, .rolledBack])
    }

    @Test("Deleting removes the sample item; deleting it again is refused as not found")
    func deletes() async throws {
        let unit = FakeSampleItemUnitOfWork()
        let created = try await CreateSampleItem(sampleItems: unit).execute(title: "First")
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
