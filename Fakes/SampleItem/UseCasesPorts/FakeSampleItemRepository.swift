import Entities
import UseCases

/// A fake ``SampleItemRepository``: in memory, with the semantics of the real ones.
public typealias FakeSampleItemRepository = FakeRepository<SampleItem, SampleItem.Draft>

extension FakeRepository: SampleItemRepository where Entity == SampleItem, Draft == SampleItem.Draft {
    /// An empty repository, or one holding `sampleItems`.
    public init(_ sampleItems: [SampleItem] = []) {
        self.init(entityName: "sample item", seed: sampleItems, make: SampleItem.init(id:draft:))
    }
}
