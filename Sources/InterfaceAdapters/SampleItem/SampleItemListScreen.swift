import Entities
import Observation
import UseCases

/// The sample items' list screen: its state, and the user's actions on it (load or retry, add,
/// select a row). A SwiftUI view holds it (`@State var screen = …`) and binds to ``state``,
/// ``notice`` and ``alert``; the terminal runs one action and prints what results. It runs the use
/// cases the composition root gave it; every sentence comes from ``SampleItemPresenter``.
@MainActor
@Observable
public final class SampleItemListScreen {
    /// The list as it stands. A reload keeps the rows on screen until the new ones arrive.
    public private(set) var state: ScreenState<[SampleItemRow]> = .loading
    /// What the last add said: the created item, once it is added.
    public private(set) var notice: MessageViewModel?
    /// Why the last add was refused or failed; the list stays as it was.
    public private(set) var alert: ErrorViewModel?

    private let list: ListSampleItems
    private let create: CreateSampleItem
    @ObservationIgnored private var loads = LoadSequence()

    public init(list: ListSampleItems, create: CreateSampleItem) {
        self.list = list
        self.create = create
    }

    /// Loads the list (on appearing, and to retry after a failure). A load whose task is
    /// cancelled (the view went away) changes nothing.
    public func load() async {
        let load = loads.start()
        state = state.reloading
        let next: ScreenState<[SampleItemRow]>
        do {
            next = SampleItemPresenter.listState(try await list.execute())
        } catch {
            next = .failed(SampleItemPresenter.error(error))
        }
        guard loads.isCurrent(load) else { return }
        state = next
    }

    /// Adds a sample item titled `title`, then shows the list with it; a refusal is the ``alert``.
    public func add(title: String) async {
        do {
            let created = try await create.execute(title: title)
            (notice, alert) = (SampleItemPresenter.created(created), nil)
        } catch {
            (notice, alert) = (nil, SampleItemPresenter.error(error))
            return
        }
        await load()
    }

    /// The user has read the notice.
    public func dismissNotice() { notice = nil }

    /// The user has read the alert.
    public func dismissAlert() { alert = nil }

    /// Where selecting `row` leads.
    public func select(_ row: SampleItemRow) -> SampleItemDestination {
        .detail(row.id)
    }
}
