import Entities

/// One sample item as its screen shows it: its id and each field, for a view to lay out, and its
/// lines, the terminal's.
public struct SampleItemDetail: Hashable, Sendable {
    public let id: SampleItem.ID
    public let displayName: String
    public let categoryName: String
    public let commentText: String?
    public let stockCount: Int
    public let reorderLevel: Int?
    public let isFeatured: Bool
    public let isFragile: Bool?
    public let basePrice: Double
    public let discountRate: Double?
    /// The sample item on a terminal: `Sample item 1`, then a line for each field.
    public let lines: [String]

    public init(
        id: SampleItem.ID,
        displayName: String,
        categoryName: String,
        commentText: String?,
        stockCount: Int,
        reorderLevel: Int?,
        isFeatured: Bool,
        isFragile: Bool?,
        basePrice: Double,
        discountRate: Double?,
        lines: [String],
    ) {
        self.id = id
        self.displayName = displayName
        self.categoryName = categoryName
        self.commentText = commentText
        self.stockCount = stockCount
        self.reorderLevel = reorderLevel
        self.isFeatured = isFeatured
        self.isFragile = isFragile
        self.basePrice = basePrice
        self.discountRate = discountRate
        self.lines = lines
    }
}
