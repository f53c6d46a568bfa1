/// A sample item: the vertical slice `clean-architecture add feature` copies, renamed (a feature
/// `Book` gets `Book`, `Book.Draft`, `Book.Invalid`), with the fields its `--field` options name.
/// Keep every rule in the draft's initialiser: an entity cannot exist in a state the rules forbid.
@dynamicMemberLookup
public struct SampleItem: Identifiable, Hashable, Sendable {
    public typealias ID = Identifier<SampleItem, Int>

    /// A sample item before it has an identity: its fields, each checked against its rules.
    public struct Draft: Hashable, Sendable {
        /// What a row shows; trimmed, not blank.
        public let displayName: String
        /// Trimmed, not blank.
        public let categoryName: String
        /// Trimmed; none when blank.
        public let commentText: String?
        public let stockCount: Int
        public let reorderLevel: Int?
        public let isFeatured: Bool
        public let isFragile: Bool?
        /// A finite number.
        public let basePrice: Double
        /// A finite number, or none.
        public let discountRate: Double?

        /// Checks each field against its rules: a rule on a field goes on its lines here.
        public init(
            displayName: String,
            categoryName: String,
            commentText: String?,
            stockCount: Int,
            reorderLevel: Int?,
            isFeatured: Bool,
            isFragile: Bool?,
            basePrice: Double,
            discountRate: Double?,
        ) throws(Invalid) {
            self.displayName = Self.trimmed(displayName)
            guard !self.displayName.isEmpty else { throw .blankDisplayName }
            self.categoryName = Self.trimmed(categoryName)
            guard !self.categoryName.isEmpty else { throw .blankCategoryName }
            self.commentText = commentText.map(Self.trimmed).flatMap { $0.isEmpty ? nil : $0 }
            self.stockCount = stockCount
            self.reorderLevel = reorderLevel
            self.isFeatured = isFeatured
            self.isFragile = isFragile
            guard basePrice.isFinite else { throw .nonFiniteBasePrice }
            self.basePrice = basePrice
            guard discountRate?.isFinite ?? true else { throw .nonFiniteDiscountRate }
            self.discountRate = discountRate
        }

        /// `text` without the white space around it.
        private static func trimmed(_ text: String) -> String {
            String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        }
    }

    /// Which rule a draft broke. It carries data only: the presenter words it.
    public enum Invalid: Swift.Error, Hashable, Sendable {
        case blankDisplayName
        case blankCategoryName
        case nonFiniteBasePrice
        case nonFiniteDiscountRate
    }

    public let id: ID
    /// The sample item's fields, which it reads through (`sampleItem.displayName`).
    public let draft: Draft

    public init(id: ID, draft: Draft) {
        self.id = id
        self.draft = draft
    }

    /// A field of the sample item: its draft's.
    public subscript<Value>(dynamicMember field: KeyPath<Draft, Value>) -> Value { draft[keyPath: field] }
}
