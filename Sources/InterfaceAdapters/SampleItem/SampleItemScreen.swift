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

    public init(id: SampleItem.ID, find: FindSampleItem) {
        self.id = id
        self.find = find
    }

    /// Loads the sample item (on appearing, and to retry after a failure).
    public func load() async {
        state = .loading
        do {
            state = .loaded(SampleItemPresenter.shown(try await find.execute(id: id.rawValue)))
        } catch {
            state = .failed(SampleItemPresenter.error(error))
        }
    }
}
