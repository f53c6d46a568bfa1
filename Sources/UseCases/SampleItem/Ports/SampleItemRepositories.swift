/// The repositories a unit of work of the sample items hands to its work: every read or write of
/// a sample item interactor goes through these, inside one ``UnitOfWork``.
public struct SampleItemRepositories: Sendable {
    public let sampleItems: any SampleItemRepository

    public init(sampleItems: any SampleItemRepository) {
        self.sampleItems = sampleItems
    }
}
