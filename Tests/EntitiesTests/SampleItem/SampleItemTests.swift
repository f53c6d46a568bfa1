import Entities
import Testing

@Suite("SampleItem: the rules of a sample item")
struct SampleItemTests {
    @Test("A title is trimmed")
    func trims() throws {
        #expect(try SampleItem.Draft(title: "  A title ").title == "A title")
    }

    @Test("A blank title is refused", arguments: ["", "   ", "\n\t"])
    func refusesBlank(title: String) {
        #expect(throws: SampleItem.Invalid.blankTitle) { try SampleItem.Draft(title: title) }
    }

    @Test("A sample item is its id and its draft")
    func entity() throws {
        let sampleItem = SampleItem(id: SampleItem.ID(3), draft: try SampleItem.Draft(title: "Three"))
        #expect(sampleItem.id == SampleItem.ID(3))
        #expect(sampleItem.draft == (try SampleItem.Draft(title: "Three")))
    }
}
