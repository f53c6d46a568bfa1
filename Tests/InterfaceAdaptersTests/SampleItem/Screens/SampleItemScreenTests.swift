import Entities
import Fakes
import InterfaceAdapters
import Testing
import UseCases

/// The screens driven as a view would drive them, on the fake unit of work; a held call (the
/// fake's `holdNext`) orders concurrent loads without sleeping.
@MainActor
@Suite(
    "SampleItemListScreen and SampleItemScreen: their states, the user's actions, the errors",
    .timeLimit(.minutes(1)))
struct SampleItemScreenTests {
    let unit = FakeSampleItemUnitOfWork()

    func listScreen() -> SampleItemListScreen {
        SampleItemListScreen(
            list: ListSampleItems(sampleItems: unit), create: CreateSampleItem(sampleItems: unit))
    }

    @Test("Loading, then empty; adding shows the notice and the list with the new row; selecting leads to its screen")
    func loadAddSelect() async throws {
        let screen = listScreen()
        #expect(screen.state == .loading)
        await screen.load()
        #expect(screen.state == .empty(message: "No sample items yet", suggestion: nil))
        await screen.add(title: "First")
        #expect(screen.notice == MessageViewModel("Created sample item 1: First"))
        #expect(screen.alert == nil)
        let row = SampleItemRow(id: SampleItem.ID(1), title: "First", text: "1  First")
        #expect(screen.state == .loaded([row]))
        #expect(screen.select(row) == .detail(SampleItem.ID(1)))
    }

    @Test("A refused add is the alert, and the list stays as it was; the user dismisses it; the next add clears it")
    func refusedAdd() async {
        let screen = listScreen()
        await screen.load()
        await screen.add(title: " ")
        #expect(screen.alert == ErrorViewModel(message: "a sample item's title must not be blank", kind: .refused))
        #expect(screen.notice == nil)
        #expect(screen.state == .empty(message: "No sample items yet", suggestion: nil))
        screen.dismissAlert()
        #expect(screen.alert == nil)
        await screen.add(title: " ")
        await screen.add(title: "First")
        #expect(screen.alert == nil && screen.notice == MessageViewModel("Created sample item 1: First"))
        screen.dismissNotice()
        #expect(screen.notice == nil)
    }

    @Test("A reload keeps the rows on screen while it runs; a cancelled load changes nothing")
    func reloadAndCancel() async throws {
        let screen = listScreen()
        await screen.add(title: "First")
        let rows = screen.state
        unit.faults.holdNext()
        defer { unit.faults.releaseAll() }
        let reload = Swift.Task { await screen.load() }
        await unit.faults.waitUntilHeld()
        #expect(screen.state == rows, "a reload blanked the list")
        reload.cancel()
        unit.sampleItems.faults.failNext(with: .unavailable("gone"))
        #expect(unit.faults.releaseHeld())
        await reload.value
        #expect(screen.state == rows, "a cancelled load published its result")
    }

    @Test("A failed load is the failed state with the presenter's error; retrying loads again")
    func failedLoadAndRetry() async {
        let screen = listScreen()
        unit.sampleItems.faults.failNext(with: .unavailable("disk full"))
        await screen.load()
        #expect(
            screen.state == .failed(ErrorViewModel(message: "storage is unavailable: disk full", kind: .unavailable)))
        await screen.load()
        #expect(screen.state == .empty(message: "No sample items yet", suggestion: nil))
    }

    @Test("A stale load that ends after a newer one does not overwrite it")
    func staleLoad() async throws {
        // Units that may overlap, so that a held load lets a newer one run past it.
        let repository = FakeSampleItemRepository()
        let overlapping = OverlappingSampleItemUnits(sampleItems: repository)
        let screen = SampleItemListScreen(
            list: ListSampleItems(sampleItems: overlapping), create: CreateSampleItem(sampleItems: overlapping))
        let first = try await repository.create(try SampleItem.Draft(title: "First"))
        repository.faults.holdNext()
        defer { repository.faults.releaseAll() }  // never leave a call held, whatever fails
        let stale = Swift.Task { await screen.load() }
        await repository.faults.waitUntilHeld()
        let second = try await repository.create(try SampleItem.Draft(title: "Second"))
        await screen.load()
        let fresh = SampleItemPresenter.listState([first, second])
        #expect(screen.state == fresh)
        // The held load reads after this, and sees one item only.
        try await repository.delete(id: second.id)
        #expect(repository.faults.releaseHeld())
        await stale.value
        #expect(screen.state == fresh, "the stale load overwrote the newer one")
    }

    @Test("One sample item's screen: loaded, or refused for an unknown id")
    func detail() async throws {
        _ = try await CreateSampleItem(sampleItems: unit).execute(title: "First")
        let screen = SampleItemScreen(id: SampleItem.ID(1), find: FindSampleItem(sampleItems: unit))
        #expect(screen.state == .loading)
        await screen.load()
        #expect(screen.state == .loaded(MessageViewModel("Sample item 1: First")))
        let unknown = SampleItemScreen(id: SampleItem.ID(7), find: FindSampleItem(sampleItems: unit))
        await unknown.load()
        #expect(unknown.state == .failed(ErrorViewModel(message: "no sample item has id 7", kind: .refused)))
    }
}

/// A unit of work whose units run side by side, on one repository: enough for a screen's test,
/// where only the order of two reads matters.
private struct OverlappingSampleItemUnits: UnitOfWork {
    let sampleItems: FakeSampleItemRepository

    func perform<Result: Sendable, Failure: UnitOfWorkFailure>(
        _ work: @Sendable (SampleItemRepositories) async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        try await work(SampleItemRepositories(sampleItems: sampleItems))
    }
}
