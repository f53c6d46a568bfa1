import Entities
import UseCases

/// The fields of a sample item as the user edits them, before they are checked: what a view's
/// controls bind to, one a field (`$screen.form`). An optional text is empty for none.
public struct SampleItemForm: Hashable, Sendable {
    public var displayName: String
    public var categoryName: String
    public var commentText: String
    public var stockCount: Int
    public var reorderLevel: Int?
    public var isFeatured: Bool
    public var isFragile: Bool?
    public var basePrice: Double
    public var discountRate: Double?

    public init(
        displayName: String = "",
        categoryName: String = "",
        commentText: String = "",
        stockCount: Int = 0,
        reorderLevel: Int? = nil,
        isFeatured: Bool = false,
        isFragile: Bool? = nil,
        basePrice: Double = 0,
        discountRate: Double? = nil,
    ) {
        self.displayName = displayName
        self.categoryName = categoryName
        self.commentText = commentText
        self.stockCount = stockCount
        self.reorderLevel = reorderLevel
        self.isFeatured = isFeatured
        self.isFragile = isFragile
        self.basePrice = basePrice
        self.discountRate = discountRate
    }

    /// The form holding `sampleItem`'s fields.
    public init(_ sampleItem: SampleItem) {
        self.init(
            displayName: sampleItem.displayName,
            categoryName: sampleItem.categoryName,
            commentText: sampleItem.commentText ?? "",
            stockCount: sampleItem.stockCount,
            reorderLevel: sampleItem.reorderLevel,
            isFeatured: sampleItem.isFeatured,
            isFragile: sampleItem.isFragile,
            basePrice: sampleItem.basePrice,
            discountRate: sampleItem.discountRate,
        )
    }

    /// The fields checked against the sample item's rules.
    public func draft() throws(SampleItem.Invalid) -> SampleItem.Draft {
        try SampleItem.Draft(
            displayName: displayName,
            categoryName: categoryName,
            commentText: commentText,
            stockCount: stockCount,
            reorderLevel: reorderLevel,
            isFeatured: isFeatured,
            isFragile: isFragile,
            basePrice: basePrice,
            discountRate: discountRate,
        )
    }

    /// `form`'s draft, a broken rule as the feature's error: what the screens' actions check.
    static func checked(_ form: SampleItemForm) throws(SampleItemError) -> SampleItem.Draft {
        do {
            return try form.draft()
        } catch {
            throw .invalid(error)
        }
    }
}
