import Entities
import Observation
import UseCases

/// One sample item's screen: loads it and shows it, or why it cannot.
@MainActor
@Observable
public final class SampleItemScreen: LoadingScreen {
    /// The sample item as it stands.
    public internal(set) var state: ScreenState<MessageViewModel> = .loading

    public let id: SampleItem.ID
    private let find: FindSampleItem
    @ObservationIgnored var loads = LoadSequence()

    public init(id: SampleItem.ID, find: FindSampleItem) {
        self.id = id
        self.find = find
    }

    /// Loads the sample item (on appearing, and to retry after a failure). A load whose task is
    /// cancelled, or that a newer one overtook, changes nothing.
    public func load() async {
        await refresh(
            { () async throws(SampleItemError) in
                .loaded(SampleItemPresenter.shown(try await find.execute(id: id)))
            },
            failure: SampleItemPresenter.error)
    }
}
