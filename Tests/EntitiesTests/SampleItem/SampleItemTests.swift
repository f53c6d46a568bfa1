import Entities
import Testing

@Suite("SampleItem: the rules of a sample item")
struct SampleItemTests {
    /// A draft of valid fields but those given.
    func draft(
        displayName: String = "A name",
        categoryName: String = "Tools",
        commentText: String? = nil,
        stockCount: Int = 1,
        reorderLevel: Int? = nil,
        isFeatured: Bool = false,
        isFragile: Bool? = nil,
        basePrice: Double = 2.5,
        discountRate: Double? = nil,
    ) throws(SampleItem.Invalid) -> SampleItem.Draft {
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

    @Test("display name: trimmed, not blank")
    func rulesOfDisplayName() throws {
        #expect(try draft(displayName: "  A name ").displayName == "A name")
        #expect(throws: SampleItem.Invalid.blankDisplayName) { try draft(displayName: " \n\t") }
    }

    @Test("category name: trimmed, not blank")
    func rulesOfCategoryName() throws {
        #expect(try draft(categoryName: "  Tools ").categoryName == "Tools")
        #expect(throws: SampleItem.Invalid.blankCategoryName) { try draft(categoryName: "") }
    }

    @Test("comment text: trimmed, none when blank")
    func rulesOfCommentText() throws {
        #expect(try draft(commentText: " Signed ").commentText == "Signed")
        #expect(try draft(commentText: "  ").commentText == nil)
        #expect(try draft(commentText: nil).commentText == nil)
    }

    @Test("stock count: any whole number")
    func rulesOfStockCount() throws {
        #expect(try draft(stockCount: -4).stockCount == -4)
    }

    @Test("reorder level: any whole number, or none")
    func rulesOfReorderLevel() throws {
        #expect(try draft(reorderLevel: 0).reorderLevel == 0)
        #expect(try draft(reorderLevel: nil).reorderLevel == nil)
    }

    @Test("is featured: true or false")
    func rulesOfIsFeatured() throws {
        #expect(try draft(isFeatured: true).isFeatured == true)
    }

    @Test("is fragile: true, false, or none")
    func rulesOfIsFragile() throws {
        #expect(try draft(isFragile: false).isFragile == false)
        #expect(try draft(isFragile: nil).isFragile == nil)
    }

    @Test("base price: a finite number", arguments: [Double.nan, .infinity, -.infinity])
    func rulesOfBasePrice(refused: Double) throws {
        #expect(try draft(basePrice: -0.5).basePrice == -0.5)
        #expect(throws: SampleItem.Invalid.nonFiniteBasePrice) { try draft(basePrice: refused) }
    }

    @Test("discount rate: a finite number, or none", arguments: [Double.nan, .infinity, -.infinity])
    func rulesOfDiscountRate(refused: Double) throws {
        #expect(try draft(discountRate: 0.25).discountRate == 0.25)
        #expect(try draft(discountRate: nil).discountRate == nil)
        #expect(throws: SampleItem.Invalid.nonFiniteDiscountRate) { try draft(discountRate: refused) }
    }

    @Test("A sample item is its id and its draft, whose fields it reads through")
    func entity() throws {
        let sampleItem = SampleItem(id: SampleItem.ID(3), draft: try draft(displayName: "Three"))
        #expect(sampleItem.id == SampleItem.ID(3))
        #expect(sampleItem.draft == (try draft(displayName: "Three")))
        #expect(sampleItem.displayName == "Three")
    }
}
