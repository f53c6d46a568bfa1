import ArgumentReading
import FrameworksAndDrivers
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
        CommandSpec(
            "sample-item add", abstract: "Create a sample item.",
            arguments: [ArgumentSpec("TITLE", help: "What it is called; not blank.")]),
        CommandSpec("sample-item list", abstract: "List the sample items."),
        CommandSpec(
            "sample-item show", abstract: "Show one sample item.",
            arguments: [ArgumentSpec("ID", .integer, help: "Its id, as the list shows it.")]),
    ]

    public static func command(_ arguments: ParsedArguments) throws(UsageError) -> Command {
        switch arguments.command.name {
        case "sample-item add": .create(title: arguments.argument("TITLE")!)
        case "sample-item show": .show(id: Int(arguments.argument("ID")!)!)
        default: .list
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
