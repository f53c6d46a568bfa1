import InterfaceAdapters
import UseCases

/// The sample items on the app's command line: `sample-item add TITLE`, `sample-item list` and
/// `sample-item show ID`, each one action on the sample items' screens, on the app's database.
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

    /// Each command is one action on the feature's screens, then their state on the terminal.
    public static func run(_ command: Command, in context: CommandContext) async -> CommandOutcome {
        let sampleItems = RecordStoreUnitOfWork<SampleItemRepositories>(database: context.database)
        let listScreen = {
            await SampleItemListScreen(
                list: ListSampleItems(sampleItems: sampleItems), create: CreateSampleItem(sampleItems: sampleItems))
        }
        switch command {
        case .create(let title):
            let screen = await listScreen()
            await screen.add(title: title)
            return await context.view.show(notice: await screen.notice, alert: await screen.alert)
        case .list:
            let screen = await listScreen()
            await screen.load()
            return await context.view.show(await screen.state) { $0.text }
        case .show(let id):
            let screen = await SampleItemScreen(id: .init(id), find: FindSampleItem(sampleItems: sampleItems))
            await screen.load()
            return await context.view.show(await screen.state)
        }
    }
}
