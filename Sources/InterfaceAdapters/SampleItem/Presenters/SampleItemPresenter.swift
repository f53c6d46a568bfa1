import Entities
import UseCases

/// Turns sample items, and the refusals about them, into what a person reads: every sentence of
/// the feature is here.
public enum SampleItemPresenter {
    /// "Created sample item 1: Title".
    public static func created(_ sampleItem: SampleItem) -> MessageViewModel {
        MessageViewModel("Created sample item \(sampleItem.id): \(sampleItem.title)")
    }

    /// "Saved sample item 1: Title".
    public static func updated(_ sampleItem: SampleItem) -> MessageViewModel {
        MessageViewModel("Saved sample item \(sampleItem.id): \(sampleItem.title)")
    }

    /// "Deleted sample item 1".
    public static func deleted(_ id: SampleItem.ID) -> MessageViewModel {
        MessageViewModel("Deleted sample item \(id)")
    }

    /// A sample item as its screen shows it; on a terminal, "Sample item 1: Title".
    public static func detail(_ sampleItem: SampleItem) -> SampleItemDetail {
        SampleItemDetail(
            id: sampleItem.id, title: sampleItem.title, text: "Sample item \(sampleItem.id): \(sampleItem.title)")
    }

    /// A sample item as a list's row; on a terminal, "1  Title".
    public static func row(_ sampleItem: SampleItem) -> SampleItemRow {
        SampleItemRow(id: sampleItem.id, title: sampleItem.title, text: "\(sampleItem.id)  \(sampleItem.title)")
    }

    /// The list screen's state for `sampleItems`: their rows, or the empty screen.
    public static func listState(_ sampleItems: [SampleItem]) -> ScreenState<[SampleItemRow]> {
        sampleItems.isEmpty ? .empty(message: "No sample items yet", suggestion: nil) : .loaded(sampleItems.map(row))
    }

    /// The rule a draft broke, as a sentence (the bridge says it of a stored record, too).
    public static func sentence(for broken: SampleItem.Invalid) -> String {
        switch broken {
        case .blankTitle: "a sample item's title must not be blank"
        }
    }

    /// A refusal, or a failure of the storage.
    public static func error(_ error: SampleItemError) -> ErrorViewModel {
        switch error {
        case .invalid(let broken):
            ErrorViewModel(message: sentence(for: broken), kind: .refused)
        case .notFound(let id):
            ErrorViewModel(message: "no sample item has id \(id)", kind: .refused)
        case .storage(let failure):
            ErrorViewModel(message: "\(failure)", kind: .unavailable)
        }
    }
}
