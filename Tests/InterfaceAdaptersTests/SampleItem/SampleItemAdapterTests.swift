import Entities
import Fakes
import InterfaceAdapters
import Testing
import UseCases

/// A view that records what it was asked to display.
private actor SpySampleItemView: MessageView, ListView, ErrorView {
    private(set) var shown: [String] = []
    func display(_ message: MessageViewModel) { shown.append(message.text) }
    func display(_ list: ListViewModel) {
        shown.append(list.lines.isEmpty ? list.emptyText : list.lines.joined(separator: "|"))
    }
    func display(_ error: ErrorViewModel) { shown.append("error: \(error.message)") }
}

@Suite("SampleItemBridge, SampleItemPresenter and SampleItemController")
struct SampleItemAdapterTests {
    @Test("The bridge maps a sample item to its record and back, and refuses an incomplete or invalid record")
    func bridge() throws {
        let sampleItem = SampleItem(id: SampleItem.ID(1), draft: try SampleItem.Draft(title: "First"))
        #expect(try SampleItemBridge.entity(from: SampleItemBridge.record(from: sampleItem)) == sampleItem)
        #expect(throws: BridgeError.self) { try SampleItemBridge.entity(from: SampleItemRecord(id: 1)) }
        #expect(throws: BridgeError.self) { try SampleItemBridge.entity(from: SampleItemRecord(id: 1, title: " ")) }
    }

    @Test("The controller shows what happened: created, shown, listed, refused")
    func controller() async throws {
        let unit = FakeSampleItemUnitOfWork()
        let view = SpySampleItemView()
        let controller = SampleItemController(
            create: CreateSampleItem(sampleItems: unit), find: FindSampleItem(sampleItems: unit),
            list: ListSampleItems(sampleItems: unit), view: view)
        #expect(await controller.list() == .succeeded)
        #expect(await controller.create(title: "First") == .succeeded)
        #expect(await controller.show(id: 1) == .succeeded)
        #expect(await controller.list() == .succeeded)
        #expect(await controller.show(id: 7) == .failed(.refused))
        #expect(await controller.create(title: "") == .failed(.refused))
        unit.sampleItems.faults.failNext(with: .unavailable("disk full"))
        #expect(await controller.list() == .failed(.unavailable))
        #expect(
            await view.shown == [
                "No sample items yet", "Created sample item 1: First", "Sample item 1: First", "1  First",
                "error: no sample item has id 7", "error: a sample item's title must not be blank",
                "error: storage is unavailable: disk full",
            ])
    }
}
