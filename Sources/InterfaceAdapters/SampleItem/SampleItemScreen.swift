import Entities
import Observation
import UseCases

/// One sample item's screen: loads it and shows it, or why it cannot.
@MainActor
@Observable
public final class SampleItemScreen {
    /// The sample item as it stands.
    public private(set) var state: ScreenState<MessageViewModel> = .loading

    public let id: SampleItem.ID
    private let find: FindSampleItem
    @ObservationIgnored private var loads = LoadSequence()

    public init(id: SampleItem.ID, find: FindSampleItem) {
        self.id = id
        self.find = find
    }

    /// Loads the sample item (on appearing, and to retry after a failure). A load whose task is
    /// cancelled, or that a newer one overtook, changes nothing.
    public func load() async {
        let load = loads.start()
        state = state.reloading
        let next: ScreenState<MessageViewModel>
        do {
            next = .loaded(SampleItemPresenter.shown(try await find.execute(id: id.rawValue)))
        } catch {
            next = .failed(SampleItemPresenter.error(error))
        }
        guard loads.isCurrent(load) else { return }
        state = next
    }
}
