import Entities
import Observation
import UseCases

/// The sample items' list screen: its state, and the user's actions on it (load or retry, add,
/// select a row). A SwiftUI view holds it (`@State var screen = …`) and binds to ``state``,
/// ``form``, ``notice`` and ``alert``; the terminal runs one action and prints what results. It runs the use
/// cases the composition root gave it; every sentence comes from ``SampleItemPresenter``.
@MainActor
@Observable
public final class SampleItemListScreen: ActingScreen {
    /// The list as it stands. A reload keeps the rows on screen until the new ones arrive.
    public internal(set) var state: ScreenState<[SampleItemRow]> = .loading
    /// The new sample item's fields, as the user types them.
    public var form = SampleItemForm()
    /// What the last add said: the created item, once it is added.
    public internal(set) var notice: MessageViewModel?
    /// Why the last add was refused or failed; the list stays as it was.
    public internal(set) var alert: ErrorViewModel?
    /// Whether an action is running: a view disables its buttons meanwhile, and another action
    /// is ignored until it ends.
    public internal(set) var isBusy = false

    private let list: ListSampleItems
    private let create: CreateSampleItem
    @ObservationIgnored var loads = LoadSequence()

    public init(list: ListSampleItems, create: CreateSampleItem) {
        self.list = list
        self.create = create
    }

    /// Loads the list (on appearing, and to retry after a failure). A load whose task is
    /// cancelled (the view went away) changes nothing.
    public func load() async {
        await refresh(
            { () async throws(SampleItemError) in SampleItemPresenter.listState(try await list.execute()) },
            failure: SampleItemPresenter.error)
    }

    /// Adds a sample item of the form's fields, then empties the form and shows the list with
    /// it; a refusal is the ``alert``, and the form keeps what the user typed.
    public func add() async {
        let form = form
        await act(
            { () async throws(SampleItemError) in try await create.execute(try SampleItemForm.checked(form)) },
            notice: SampleItemPresenter.created, failure: SampleItemPresenter.error
        ) { _ in
            self.form = SampleItemForm()
            await load()
        }
    }

    /// The user has read the notice.
    public func dismissNotice() { notice = nil }

    /// Whether the alert shows, for a view to bind (`.alert(…, isPresented: $screen.isAlertPresented)`);
    /// set to false, as the alert's button does, it dismisses the alert.
    public var isAlertPresented: Bool {
        get { alert != nil }
        set { if !newValue { alert = nil } }
    }

    /// Where selecting `row` leads.
    public func select(_ row: SampleItemRow) -> SampleItemDestination {
        .detail(row.id)
    }
}
