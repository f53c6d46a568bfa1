import UseCases

/// The sample items' unit of work over a fake repository (``FakeUnitRunner`` keeps the rules of a
/// unit): a unit whose work throws leaves the sample items as they were.
public final class FakeSampleItemUnitOfWork: UnitOfWork {
    public let sampleItems: FakeSampleItemRepository
    private let runner = FakeUnitRunner()

    /// A unit of work over `sampleItems` (an empty fake by default).
    public init(sampleItems: FakeSampleItemRepository = FakeSampleItemRepository()) {
        self.sampleItems = sampleItems
    }

    /// Failures and delays for the next units, or for every unit, before their work runs.
    public var faults: FaultInjector<RepositoryError> { runner.faults }

    /// How every unit so far ended, in order.
    public var outcomes: [FakeUnitRunner.Outcome] { runner.outcomes }

    public func perform<Result: Sendable, Failure: UnitOfWorkFailure>(
        _ work: @Sendable (SampleItemRepositories) async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        let sampleItems = self.sampleItems
        return try await runner.run(
            saving: {
                let (before, highest) = (await sampleItems.stored, await sampleItems.highestID)
                return { await sampleItems.restore(before, highestID: highest) }
            }
        ) { () async throws(Failure) in
            try await work(SampleItemRepositories(sampleItems: sampleItems))
        }
    }
}
