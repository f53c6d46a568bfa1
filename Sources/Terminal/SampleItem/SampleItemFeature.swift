import ArgumentReading
import FrameworksAndDrivers
import InterfaceAdapters
import UseCases

/// The sample items on the app's command line: `sample-item add TITLE`, `sample-item list`,
/// `sample-item show ID`, `sample-item update ID --title TITLE` and `sample-item delete ID`, each one
/// action on the sample items' screens, on the app's database.
public enum SampleItemFeature: FeatureCommands {
    public enum Command: Hashable, Sendable {
        case create(title: String)
        case show(id: Int)
        case list
        /// The fields given; those not given keep their stored values.
        case update(id: Int, title: String?)
        case delete(id: Int)
    }

    public static let commands = [
        CommandSpec(
            "sample-item add", abstract: "Create a sample item.",
            arguments: [ArgumentSpec("TITLE", help: "What it is called; not blank.")]),
        CommandSpec("sample-item list", abstract: "List the sample items."),
        CommandSpec("sample-item show", abstract: "Show one sample item.", arguments: [id]),
        CommandSpec(
            "sample-item update", abstract: "Change a sample item's fields: those given.", arguments: [id],
            options: [.value("--title", "TITLE", .textOrEmpty, help: "What it is called; not blank.")]),
        CommandSpec("sample-item delete", abstract: "Delete a sample item.", arguments: [id]),
    ]

    /// The `ID` argument: which sample item.
    static let id = ArgumentSpec("ID", .integer, help: "Its id, as the list shows it.")

    public static func command(_ arguments: ParsedArguments) throws(UsageError) -> Command {
        let id = { Int(arguments.argument("ID")!)! }
        switch arguments.command.name {
        case "sample-item add": return .create(title: arguments.argument("TITLE")!)
        case "sample-item show": return .show(id: id())
        case "sample-item update":
            guard arguments.has("--title") else {
                throw UsageError("'sample-item update' needs a field to change: --title", command: "sample-item update")
            }
            return .update(id: id(), title: arguments.value("--title"))
        case "sample-item delete": return .delete(id: id())
        default: return .list
        }
    }

    /// Each command is one action on the feature's screens, then their state on the terminal.
    public static func run(_ command: Command, in context: CommandContext) async -> CommandOutcome {
        let sampleItems = RecordStoreUnitOfWork<SampleItemRepositories>(database: context.database)
        let listScreen = {
            await SampleItemListScreen(
                list: ListSampleItems(sampleItems: sampleItems), create: CreateSampleItem(sampleItems: sampleItems))
        }
        let itemScreen = { (id: Int) in
            await SampleItemScreen(
                id: .init(id), find: FindSampleItem(sampleItems: sampleItems),
                update: UpdateSampleItem(sampleItems: sampleItems), delete: DeleteSampleItem(sampleItems: sampleItems))
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
            let screen = await itemScreen(id)
            await screen.load()
            return await context.view.show(await screen.state) { [$0.text] }
        case .update(let id, let title):
            let screen = await itemScreen(id)
            await screen.load()
            guard case .loaded = await screen.state else {
                return await context.view.show(await screen.state) { _ in [] }
            }
            if let title { await MainActor.run { screen.form.title = title } }
            await screen.save()
            return await context.view.show(notice: await screen.notice, alert: await screen.alert)
        case .delete(let id):
            let screen = await itemScreen(id)
            // The command line is the user's confirmation.
            await MainActor.run { screen.isConfirmingDelete = true }
            await screen.delete()
            return await context.view.show(notice: await screen.notice, alert: await screen.alert)
        }
    }
}
