import Entities
import UseCases

/// Turns sample items, and the refusals about them, into what a person reads: every sentence of
/// the feature is here.
public enum SampleItemPresenter {
    /// "Created sample item 1: Name".
    public static func created(_ sampleItem: SampleItem) -> MessageViewModel {
        MessageViewModel("Created sample item \(sampleItem.id): \(sampleItem.displayName)")
    }

    /// "Saved sample item 1: Name".
    public static func updated(_ sampleItem: SampleItem) -> MessageViewModel {
        MessageViewModel("Saved sample item \(sampleItem.id): \(sampleItem.displayName)")
    }

    /// "Deleted sample item 1".
    public static func deleted(_ id: SampleItem.ID) -> MessageViewModel {
        MessageViewModel("Deleted sample item \(id)")
    }

    /// A sample item as its screen shows it: its fields, and on a terminal a line for each.
    public static func detail(_ sampleItem: SampleItem) -> SampleItemDetail {
        SampleItemDetail(
            id: sampleItem.id,
            displayName: sampleItem.displayName,
            categoryName: sampleItem.categoryName,
            commentText: sampleItem.commentText,
            stockCount: sampleItem.stockCount,
            reorderLevel: sampleItem.reorderLevel,
            isFeatured: sampleItem.isFeatured,
            isFragile: sampleItem.isFragile,
            basePrice: sampleItem.basePrice,
            discountRate: sampleItem.discountRate,
            lines: [
                "Sample item \(sampleItem.id)",
                "  display name: \(sampleItem.displayName)",
                "  category name: \(sampleItem.categoryName)",
                "  comment text: \(orNone(sampleItem.commentText))",
                "  stock count: \(sampleItem.stockCount)",
                "  reorder level: \(orNone(sampleItem.reorderLevel))",
                "  is featured: \(sampleItem.isFeatured)",
                "  is fragile: \(orNone(sampleItem.isFragile))",
                "  base price: \(sampleItem.basePrice)",
                "  discount rate: \(orNone(sampleItem.discountRate))",
            ])
    }

    /// A sample item as a list's row; on a terminal, "1  Name".
    public static func row(_ sampleItem: SampleItem) -> SampleItemRow {
        SampleItemRow(
            id: sampleItem.id, displayName: sampleItem.displayName,
            text: "\(sampleItem.id)  \(sampleItem.displayName)")
    }

    /// The list screen's state for `sampleItems`: their rows, or the empty screen.
    public static func listState(_ sampleItems: [SampleItem]) -> ScreenState<[SampleItemRow]> {
        sampleItems.isEmpty ? .empty(message: "No sample items yet", suggestion: nil) : .loaded(sampleItems.map(row))
    }

    /// The rule a draft broke, as a sentence (the bridge says it of a stored record, too).
    public static func sentence(for broken: SampleItem.Invalid) -> String {
        switch broken {
        case .blankDisplayName: "a sample item's display name must not be blank"
        case .blankCategoryName: "a sample item's category name must not be blank"
        case .nonFiniteBasePrice: "a sample item's base price must be a finite number"
        case .nonFiniteDiscountRate: "a sample item's discount rate must be a finite number"
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

    /// An optional field's value on a terminal: "none" when it has none.
    static func orNone<Value>(_ value: Value?) -> String {
        value.map { "\($0)" } ?? "none"
    }
}
