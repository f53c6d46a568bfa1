import Entities
import InterfaceAdapters
import Testing

@Suite("SampleItemBridge and SampleItemPresenter")
struct SampleItemAdapterTests {
    /// The sample item 1 of this name: an optional text none, the other optional fields set.
    func first(_ name: String = "First") throws -> SampleItem {
        let draft = try SampleItem.Draft(
            displayName: name,
            categoryName: "Tools",
            commentText: nil,
            stockCount: 3,
            reorderLevel: 12,
            isFeatured: true,
            isFragile: false,
            basePrice: 2.5,
            discountRate: -0.5,
        )
        return SampleItem(id: SampleItem.ID(1), draft: draft)
    }

    @Test("The bridge maps a sample item to its record and back, every field kept")
    func bridge() throws {
        let sampleItem = try first()
        #expect(try SampleItemBridge.entity(from: SampleItemBridge.record(from: sampleItem)) == sampleItem)
        #expect(SampleItemBridge.record(from: sampleItem.draft).id == nil)
    }

    @Test("The bridge refuses a record that lacks a field that is not optional, naming each, or breaks a rule")
    func refusals() throws {
        #expect(
            throws: BridgeError.incompleteRecord(
                collection: "sampleItems", id: "1",
                missing: [
                    "displayName",
                    "categoryName",
                    "stockCount",
                    "isFeatured",
                    "basePrice",
                ])
        ) { try SampleItemBridge.entity(from: SampleItemRecord(id: 1)) }
        var blank = SampleItemBridge.record(from: try first())
        blank.displayName = " "
        #expect(
            throws: BridgeError.invalidRecord(
                collection: "sampleItems", id: "1", reason: "a sample item's display name must not be blank")
        ) { try SampleItemBridge.entity(from: blank) }
    }

    @Test("Every sentence: created, saved, deleted, the detail, the rows, the empty list, the refusals")
    func sentences() throws {
        let first = try first()
        #expect(SampleItemPresenter.created(first).text == "Created sample item 1: First")
        #expect(SampleItemPresenter.updated(first).text == "Saved sample item 1: First")
        #expect(SampleItemPresenter.deleted(first.id).text == "Deleted sample item 1")
        #expect(
            SampleItemPresenter.detail(first).lines == [
                "Sample item 1",
                "  display name: First",
                "  category name: Tools",
                "  comment text: none",
                "  stock count: 3",
                "  reorder level: 12",
                "  is featured: true",
                "  is fragile: false",
                "  base price: 2.5",
                "  discount rate: -0.5",
            ])
        #expect(
            SampleItemPresenter.listState([first])
                == .loaded([SampleItemRow(id: SampleItem.ID(1), displayName: "First", text: "1  First")]))
        #expect(SampleItemPresenter.listState([]) == .empty(message: "No sample items yet", suggestion: nil))
        #expect(SampleItemPresenter.error(.notFound(SampleItem.ID(7))).message == "no sample item has id 7")
        #expect(SampleItemPresenter.error(.storage(.unavailable("disk full"))).kind == .unavailable)
    }

    @Test("The detail holds each field, for a view to lay out")
    func detailFields() throws {
        let detail = SampleItemPresenter.detail(try first())
        #expect(detail.id == SampleItem.ID(1))
        #expect(detail.displayName == "First")
        #expect(detail.categoryName == "Tools")
        #expect(detail.commentText == nil)
        #expect(detail.stockCount == 3)
        #expect(detail.reorderLevel == 12)
        #expect(detail.isFeatured == true)
        #expect(detail.isFragile == false)
        #expect(detail.basePrice == 2.5)
        #expect(detail.discountRate == -0.5)
    }

    @Test("Each broken rule as a sentence")
    func brokenRules() {
        let sentence = SampleItemPresenter.sentence(for:)
        #expect(sentence(.blankDisplayName) == "a sample item's display name must not be blank")
        #expect(sentence(.blankCategoryName) == "a sample item's category name must not be blank")
        #expect(sentence(.nonFiniteBasePrice) == "a sample item's base price must be a finite number")
        #expect(sentence(.nonFiniteDiscountRate) == "a sample item's discount rate must be a finite number")
    }
}
