import Entities
import UseCases

/// Turns sample items, and the refusals about them, into what a person reads: every sentence of
/// the feature is here.
public enum SampleItemPresenter {
    /// "Created sample item 1: Title".
    public static func created(_ sampleItem: SampleItem) -> MessageViewModel {
        MessageViewModel("Created sample item \(sampleItem.id): \(sampleItem.title)")
    }

    /// "Sample item 1: Title".
    public static func shown(_ sampleItem: SampleItem) -> MessageViewModel {
        MessageViewModel("Sample item \(sampleItem.id): \(sampleItem.title)")
    }

    /// One line per sample item: "1  Title".
    public static func list(_ sampleItems: [SampleItem]) -> ListViewModel {
        ListViewModel(lines: sampleItems.map { "\($0.id)  \($0.title)" }, emptyText: "No sample items yet")
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
