import Entities
import InterfaceAdapters
import Testing

@Suite("SampleItemBridge and SampleItemPresenter")
struct SampleItemAdapterTests {
    @Test("The bridge maps a sample item to its record and back, and refuses an incomplete or invalid record")
    func bridge() throws {
        let sampleItem = SampleItem(id: SampleItem.ID(1), draft: try SampleItem.Draft(title: "First"))
        #expect(try SampleItemBridge.entity(from: SampleItemBridge.record(from: sampleItem)) == sampleItem)
        #expect(throws: BridgeError.self) { try SampleItemBridge.entity(from: SampleItemRecord(id: 1)) }
        #expect(throws: BridgeError.self) { try SampleItemBridge.entity(from: SampleItemRecord(id: 1, title: " ")) }
    }

    @Test("Every sentence: created, saved, deleted, the detail, the rows, the empty list, the refusals")
    func sentences() throws {
        let first = SampleItem(id: SampleItem.ID(1), draft: try SampleItem.Draft(title: "First"))
        #expect(SampleItemPresenter.created(first).text == "Created sample item 1: First")
        #expect(SampleItemPresenter.detail(first).text == "Sample item 1: First")
        #expect(SampleItemPresenter.updated(first).text == "Saved sample item 1: First")
        #expect(SampleItemPresenter.deleted(first.id).text == "Deleted sample item 1")
        #expect(
            SampleItemPresenter.listState([first])
                == .loaded([SampleItemRow(id: SampleItem.ID(1), title: "First", text: "1  First")]))
        #expect(SampleItemPresenter.listState([]) == .empty(message: "No sample items yet", suggestion: nil))
        #expect(SampleItemPresenter.error(.notFound(SampleItem.ID(7))).message == "no sample item has id 7")
        #expect(SampleItemPresenter.error(.storage(.unavailable("disk full"))).kind == .unavailable)
    }
}
