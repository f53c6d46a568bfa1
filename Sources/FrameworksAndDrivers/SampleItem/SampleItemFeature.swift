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

    public static let commands = [
        CommandSpec("sample-item add", "TITLE", summary: "Create a sample item."),
        CommandSpec("sample-item list", summary: "List the sample items."),
        CommandSpec("sample-item show", "ID", summary: "Show one sample item."),
    ]

    public static func command(_ name: String, from words: inout CommandWords) throws(UsageError) -> Command {
        switch name {
        case "sample-item add": .create(title: try words.positional("TITLE"))
        case "sample-item list": .list
        case "sample-item show": .show(id: try words.integerPositional("ID"))
        default: throw UsageError("'\(name)' is not a command of the sample items")
        }
    }

    public static func run(_ command: Command, in context: CommandContext) async -> ControllerOutcome {
        let sampleItems = RecordStoreUnitOfWork<SampleItemRepositories>(database: context.database)
        let controller = SampleItemController(
            create: CreateSampleItem(sampleItems: sampleItems), find: FindSampleItem(sampleItems: sampleItems),
            list: ListSampleItems(sampleItems: sampleItems), view: context.view)
        switch command {
        case .create(let title): return await controller.create(title: title)
        case .show(let id): return await controller.show(id: id)
        case .list: return await controller.list()
        }
    }
}
