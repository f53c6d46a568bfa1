import InterfaceAdapters
import UseCases

/// The sample items on the app's command line: `sample-item add TITLE`, `sample-item list` and
/// `sample-item show ID`, each run by the sample item controller on the app's storage.
public enum SampleItemFeature: FeatureCommands {
    public enum Command: Hashable, Sendable {
        case create(title: String)
        case show(id: Int)
        case list
    }

    public static let word = "sample-item"

    public static let help: [(usage: String, summary: String)] = [
        ("sample-item add TITLE", "Create a sample item."), ("sample-item list", "List the sample items."),
        ("sample-item show ID", "Show one sample item."),
    ]

    public static func command(_ words: ArraySlice<String>) throws(UsageError) -> Command {
        switch (words.first, words.count) {
        case ("add", 2): return .create(title: words[words.startIndex + 1])
        case ("add", _): throw UsageError("'sample-item add' takes one TITLE")
        case ("list", 1): return .list
        case ("show", 2):
            let text = words[words.startIndex + 1]
            guard let id = Int(text) else { throw UsageError("ID must be a whole number, not '\(text)'") }
            return .show(id: id)
        case ("show", _): throw UsageError("'sample-item show' takes one ID")
        default: throw UsageError("'sample-item' needs add, list or show")
        }
    }

    public static func run(
        _ command: Command, on storage: any TransactionalRecordStorage, view: TerminalView
    ) async -> ControllerOutcome {
        let sampleItems = RecordStoreUnitOfWork<SampleItemRepositories>(storage: storage)
        let controller = SampleItemController(
            create: CreateSampleItem(sampleItems: sampleItems), find: FindSampleItem(sampleItems: sampleItems),
            list: ListSampleItems(sampleItems: sampleItems), view: view)
        switch command {
        case .create(let title): return await controller.create(title: title)
        case .show(let id): return await controller.show(id: id)
        case .list: return await controller.list()
        }
    }
}
