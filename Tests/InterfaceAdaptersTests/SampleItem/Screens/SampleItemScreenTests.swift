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
    .timeLimit(.minutes(10)))
struct SampleItemScreenTests {
    let unit = FakeSampleItemUnitOfWork()

    /// A form of this name whose other fields keep the rules.
    static func form(_ name: String) -> SampleItemForm {
        SampleItemForm(
            displayName: name,
            categoryName: "Tools",
            commentText: "",
            stockCount: 1,
            reorderLevel: nil,
            isFeatured: false,
            isFragile: nil,
            basePrice: 2.5,
            discountRate: nil,
        )
    }

    /// Adds a sample item of this name through `screen`'s form, as a user does.
    func add(_ name: String, on screen: SampleItemListScreen) async {
        screen.form = Self.form(name)
        await screen.add()
    }

    /// The sample item of this name with `id`, as the form makes it.
    static func item(_ id: Int, _ name: String) throws -> SampleItem {
        SampleItem(id: SampleItem.ID(id), draft: try form(name).draft())
    }

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
        await add("First", on: screen)
        #expect(screen.notice == MessageViewModel("Created sample item 1: First"))
        #expect(screen.alert == nil && screen.form == SampleItemForm(), "the form was not emptied")
        let row = SampleItemRow(id: SampleItem.ID(1), displayName: "First", text: "1  First")
        #expect(screen.state == .loaded([row]))
        #expect(screen.select(row) == .detail(SampleItem.ID(1)))
    }

    @Test(
        "A refused add is the alert, and the list and the form stay as they were; the user dismisses it; the next add clears it"
    )
    func refusedAdd() async {
        let screen = listScreen()
        await screen.load()
        await add(" ", on: screen)
        #expect(
            screen.alert == ErrorViewModel(message: "a sample item's display name must not be blank", kind: .refused))
        #expect(screen.notice == nil && screen.form == Self.form(" "))
        #expect(screen.state == .empty(message: "No sample items yet", suggestion: nil))
        screen.isAlertPresented = false
        #expect(screen.alert == nil)
        await add(" ", on: screen)
        await add("First", on: screen)
        #expect(screen.alert == nil && screen.notice == MessageViewModel("Created sample item 1: First"))
        screen.dismissNotice()
        #expect(screen.notice == nil)
    }

    @Test("A reload keeps the rows on screen while it runs; a cancelled load changes nothing")
    func reloadAndCancel() async throws {
        let screen = listScreen()
        await add("First", on: screen)
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
        let first = try await repository.create(try Self.form("First").draft())
        repository.faults.holdNext()
        defer { repository.faults.releaseAll() }  // never leave a call held, whatever fails
        let stale = Swift.Task { await screen.load() }
        await repository.faults.waitUntilHeld()
        let second = try await repository.create(try Self.form("Second").draft())
        await screen.load()
        let fresh = SampleItemPresenter.listState([first, second])
        #expect(screen.state == fresh)
        // The held load reads after this, and sees one item only.
        try await repository.delete(id: second.id)
        #expect(repository.faults.releaseHeld())
        await stale.value
        #expect(screen.state == fresh, "the stale load overwrote the newer one")
    }

    func itemScreen(_ id: Int) -> SampleItemScreen {
        SampleItemScreen(
            id: SampleItem.ID(id), find: FindSampleItem(sampleItems: unit), update: UpdateSampleItem(sampleItems: unit),
            delete: DeleteSampleItem(sampleItems: unit))
    }

    /// The screen of a sample item "First", the first one stored, loaded.
    func loadedItem() async throws -> SampleItemScreen {
        _ = try await CreateSampleItem(sampleItems: unit).execute(try Self.form("First").draft())
        let screen = itemScreen(1)
        await screen.load()
        return screen
    }

    @Test("One sample item's screen: its fields loaded and in the form, or refused for an unknown id")
    func detail() async throws {
        _ = try await CreateSampleItem(sampleItems: unit).execute(try Self.form("First").draft())
        let screen = itemScreen(1)
        #expect(screen.state == .loading)
        await screen.load()
        #expect(screen.state == .loaded(SampleItemPresenter.detail(try Self.item(1, "First"))))
        #expect(screen.form == Self.form("First"))
        let unknown = itemScreen(7)
        await unknown.load()
        #expect(unknown.state == .failed(ErrorViewModel(message: "no sample item has id 7", kind: .refused)))
    }

    @Test("Saving the form stores and shows the fields; a refused save is the alert, and nothing changes")
    func save() async throws {
        let screen = try await loadedItem()
        screen.form = Self.form("Renamed")
        await screen.save()
        #expect(screen.notice == MessageViewModel("Saved sample item 1: Renamed") && screen.alert == nil)
        #expect(screen.state == .loaded(SampleItemPresenter.detail(try Self.item(1, "Renamed"))))
        screen.form = Self.form("  ")
        await screen.save()
        #expect(
            screen.alert == ErrorViewModel(message: "a sample item's display name must not be blank", kind: .refused))
        #expect(screen.notice == nil && screen.isAlertPresented)
        #expect(
            try await FindSampleItem(sampleItems: unit).execute(id: SampleItem.ID(1)) == (try Self.item(1, "Renamed")))
        // Deleted meanwhile, elsewhere: the save is refused as not found.
        try await DeleteSampleItem(sampleItems: unit).execute(id: SampleItem.ID(1))
        screen.form = Self.form("Ghost")
        await screen.save()
        #expect(screen.alert == ErrorViewModel(message: "no sample item has id 1", kind: .refused))
    }

    @Test("A screen whose item did not load saves nothing: its form holds no stored fields")
    func saveUnloaded() async throws {
        let unknown = itemScreen(9)
        await unknown.load()
        unknown.form = Self.form("Typed")
        await unknown.save()
        #expect(unknown.alert == nil && unknown.notice == nil)
        #expect(unit.outcomes == [.committed], "a unit ran for the save")
        #expect(try await ListSampleItems(sampleItems: unit).execute().isEmpty)
    }

    @Test("Loading again keeps what the user typed; a save puts the stored fields, as the rules left them, in the form")
    func formKeepsEdits() async throws {
        let screen = try await loadedItem()
        screen.form.displayName = "Typed"
        await screen.load()
        #expect(screen.form.displayName == "Typed", "a reload threw away the user's edit")
        screen.form.displayName = "  Saved "
        await screen.save()
        #expect(screen.form == Self.form("Saved"), "the form does not hold what was stored")
        _ = try await UpdateSampleItem(sampleItems: unit).execute(
            id: SampleItem.ID(1), try Self.form("Elsewhere").draft())
        await screen.load()
        #expect(screen.form == Self.form("Elsewhere"), "an untouched form did not take the stored fields")
    }

    @Test("Delete waits for the user's confirmation; confirmed, it deletes and the screen is deleted")
    func delete() async throws {
        _ = try await CreateSampleItem(sampleItems: unit).execute(try Self.form("First").draft())
        let screen = itemScreen(1)
        await screen.delete()
        #expect(!screen.isDeleted && screen.notice == nil, "deleted without a confirmation")
        #expect(try await ListSampleItems(sampleItems: unit).execute().count == 1)
        screen.isConfirmingDelete = true
        await screen.delete()
        #expect(screen.isDeleted && !screen.isConfirmingDelete)
        #expect(screen.notice == MessageViewModel("Deleted sample item 1"))
        #expect(try await ListSampleItems(sampleItems: unit).execute().isEmpty)
        let again = itemScreen(1)
        again.isConfirmingDelete = true
        await again.delete()
        #expect(!again.isDeleted && again.alert == ErrorViewModel(message: "no sample item has id 1", kind: .refused))
    }

    @Test("A double tap adds one sample item: the screen is busy while the first add runs, and ignores the second")
    func doubleTap() async throws {
        let screen = listScreen()
        unit.faults.holdNext()
        defer { unit.faults.releaseAll() }
        let first = Swift.Task { await add("First", on: screen) }
        await unit.faults.waitUntilHeld()
        #expect(screen.isBusy)
        await add("First", on: screen)
        #expect(unit.faults.releaseHeld())
        await first.value
        #expect(!screen.isBusy)
        #expect(try await ListSampleItems(sampleItems: unit).execute() == [try Self.item(1, "First")])
        #expect(screen.notice == MessageViewModel("Created sample item 1: First"))
    }

    @Test("A second save or delete while one runs is ignored too")
    func busyItem() async throws {
        let screen = try await loadedItem()
        screen.form = Self.form("Renamed")
        unit.faults.holdNext()
        defer { unit.faults.releaseAll() }
        let saving = Swift.Task { await screen.save() }
        await unit.faults.waitUntilHeld()
        screen.isConfirmingDelete = true
        await screen.delete()
        #expect(!screen.isDeleted && screen.isBusy)
        #expect(unit.faults.releaseHeld())
        await saving.value
        #expect(try await ListSampleItems(sampleItems: unit).execute() == [try Self.item(1, "Renamed")])
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
