/// A sample item as a store holds it: every field optional.
public struct SampleItemRecord: StorableRecord {
    public static let schema = RecordSchema(
        collection: "sampleItems",
        fields: [
            .init("displayName", .text),
            .init("categoryName", .text),
            .init("commentText", .text),
            .init("stockCount", .integer),
            .init("reorderLevel", .integer),
            .init("isFeatured", .boolean),
            .init("isFragile", .boolean),
            .init("basePrice", .decimal),
            .init("discountRate", .decimal),
        ],
        // Each step since the first version: `add field`, `rename field` and `remove field` write them.
        migrations: [
            SchemaMigration(to: 2, [.add(.init("discountRate", .decimal), default: .null)])
        ])

    public var id: Int?
    public var displayName: String?
    public var categoryName: String?
    public var commentText: String?
    public var stockCount: Int?
    public var reorderLevel: Int?
    public var isFeatured: Bool?
    public var isFragile: Bool?
    public var basePrice: Double?
    public var discountRate: Double?

    public init(
        id: Int? = nil,
        displayName: String? = nil,
        categoryName: String? = nil,
        commentText: String? = nil,
        stockCount: Int? = nil,
        reorderLevel: Int? = nil,
        isFeatured: Bool? = nil,
        isFragile: Bool? = nil,
        basePrice: Double? = nil,
        discountRate: Double? = nil,
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
    }

    public init(id: Int?, fields: [String: FieldValue]) {
        self.init(
            id: id,
            displayName: fields["displayName"]?.text,
            categoryName: fields["categoryName"]?.text,
            commentText: fields["commentText"]?.text,
            stockCount: fields["stockCount"]?.integer,
            reorderLevel: fields["reorderLevel"]?.integer,
            isFeatured: fields["isFeatured"]?.boolean,
            isFragile: fields["isFragile"]?.boolean,
            basePrice: fields["basePrice"]?.decimal,
            discountRate: fields["discountRate"]?.decimal,
        )
    }

    public var fields: [String: FieldValue] {
        [
            "displayName": FieldValue(displayName),
            "categoryName": FieldValue(categoryName),
            "commentText": FieldValue(commentText),
            "stockCount": FieldValue(stockCount),
            "reorderLevel": FieldValue(reorderLevel),
            "isFeatured": FieldValue(isFeatured),
            "isFragile": FieldValue(isFragile),
            "basePrice": FieldValue(basePrice),
            "discountRate": FieldValue(discountRate),
        ]
    }
}
