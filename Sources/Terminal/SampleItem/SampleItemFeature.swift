import ArgumentReading
import FrameworksAndDrivers
import InterfaceAdapters
import UseCases

/// The sample items on the app's command line: `sample-item add`, `list`, `show ID`, `update ID`
/// (the fields given) and `delete ID`, each one action on the sample items' screens, on the app's
/// database. Every field is an option (`--NAME VALUE`); an optional one given empty is none.
public enum SampleItemFeature: FeatureCommands {
    public enum Command: Hashable, Sendable {
        case create(SampleItemForm)
        case show(id: Int)
        case list
        case update(id: Int, Changes)
        case delete(id: Int)
    }

    /// The fields an update gives, each `nil` when not given: those keep their stored values. An
    /// optional field given empty is cleared: `.some(nil)`, and for text `""`, the form's none.
    public struct Changes: Hashable, Sendable {
        public var displayName: String?
        public var categoryName: String?
        public var commentText: String?
        public var stockCount: Int?
        public var reorderLevel: Int??
        public var isFeatured: Bool?
        public var isFragile: Bool??
        public var basePrice: Double?
        public var discountRate: Double??

        /// No field given.
        public init() {}

        /// `form` with the given fields changed. (Each field is read through `self`, so that no
        /// field's name can hide the form.)
        func applied(to form: SampleItemForm) -> SampleItemForm {
            var form = form
            if let value = self.displayName { form.displayName = value }
            if let value = self.categoryName { form.categoryName = value }
            if let value = self.commentText { form.commentText = value }
            if let value = self.stockCount { form.stockCount = value }
            if let value = self.reorderLevel { form.reorderLevel = value }
            if let value = self.isFeatured { form.isFeatured = value }
            if let value = self.isFragile { form.isFragile = value }
            if let value = self.basePrice { form.basePrice = value }
            if let value = self.discountRate { form.discountRate = value }
            return form
        }
    }

    /// The option of each field.
    enum Field {
        static let displayName = OptionSpec.value(
            "--display-name", "DISPLAY_NAME", .textOrEmpty, help: "What a row shows; not blank.")
        static let categoryName = OptionSpec.value("--category-name", "CATEGORY_NAME", .textOrEmpty, help: "Not blank.")
        static let commentText = OptionSpec.value(
            "--comment-text", "COMMENT_TEXT", .textOrEmpty, help: "Empty for none.")
        static let stockCount = OptionSpec.value("--stock-count", "STOCK_COUNT", .integer, help: "A whole number.")
        static let reorderLevel = OptionSpec.value(
            "--reorder-level", "REORDER_LEVEL", .orEmpty(.integer), help: "A whole number; empty for none.")
        static let isFeatured = OptionSpec.value("--is-featured", .boolean, help: "true or false.")
        static let isFragile = OptionSpec.value(
            "--is-fragile", .orEmpty(.boolean), help: "true or false; empty for none.")
        static let basePrice = OptionSpec.value("--base-price", "BASE_PRICE", .decimal, help: "A number.")
        static let discountRate = OptionSpec.value(
            "--discount-rate", "DISCOUNT_RATE", .orEmpty(.decimal), help: "A number; empty for none.")
    }

    public static let commands = [
        CommandSpec(
            "sample-item add", abstract: "Create a sample item.",
            arguments: [ArgumentSpec("DISPLAY_NAME", help: "What a row shows; not blank.")],
            options: [
                Field.categoryName.required(),
                Field.commentText,
                Field.stockCount.required(),
                Field.reorderLevel,
                Field.isFeatured.required(),
                Field.isFragile,
                Field.basePrice.required(),
                Field.discountRate,
            ]),
        CommandSpec("sample-item list", abstract: "List the sample items."),
        CommandSpec("sample-item show", abstract: "Show one sample item.", arguments: [id]),
        CommandSpec(
            "sample-item update", abstract: "Change a sample item's fields: those given.", arguments: [id],
            options: [
                Field.displayName,
                Field.categoryName,
                Field.commentText,
                Field.stockCount,
                Field.reorderLevel,
                Field.isFeatured,
                Field.isFragile,
                Field.basePrice,
                Field.discountRate,
            ]),
        CommandSpec("sample-item delete", abstract: "Delete a sample item.", arguments: [id]),
    ]

    /// The `ID` argument: which sample item.
    static let id = ArgumentSpec("ID", .integer, help: "Its id, as the list shows it.")

    public static func command(_ arguments: ParsedArguments) throws(UsageError) -> Command {
        let id = { Int(arguments.argument("ID")!)! }
        switch arguments.command.name {
        case "sample-item add":
            let form = SampleItemForm(
                displayName: arguments.argument("DISPLAY_NAME")!,
                categoryName: arguments.value("--category-name")!,
                commentText: arguments.value("--comment-text") ?? "",
                stockCount: arguments.integer("--stock-count")!,
                reorderLevel: arguments.integer("--reorder-level"),
                isFeatured: arguments.boolean("--is-featured")!,
                isFragile: arguments.boolean("--is-fragile"),
                basePrice: arguments.decimal("--base-price")!,
                discountRate: arguments.decimal("--discount-rate"),
            )
            return .create(form)
        case "sample-item show": return .show(id: id())
        case "sample-item update":
            var changes = Changes()
            changes.displayName = arguments.value("--display-name")
            changes.categoryName = arguments.value("--category-name")
            changes.commentText = arguments.value("--comment-text")
            changes.stockCount = arguments.integer("--stock-count")
            changes.reorderLevel = arguments.value("--reorder-level").map { Int($0) }
            changes.isFeatured = arguments.boolean("--is-featured")
            changes.isFragile = arguments.value("--is-fragile").map { Bool($0) }
            changes.basePrice = arguments.decimal("--base-price")
            changes.discountRate = arguments.value("--discount-rate").map { Double($0) }
            guard changes != Changes() else {
                let fields = arguments.command.options.map(\.name)
                throw UsageError(
                    "'sample-item update' needs a field to change: \(Wording.list(fields, or: true))",
                    command: "sample-item update")
            }
            return .update(id: id(), changes)
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
        case .create(let form):
            let screen = await listScreen()
            await MainActor.run { screen.form = form }
            await screen.add()
            return await context.view.show(notice: await screen.notice, alert: await screen.alert)
        case .list:
            let screen = await listScreen()
            await screen.load()
            return await context.view.show(await screen.state) { $0.text }
        case .show(let id):
            let screen = await itemScreen(id)
            await screen.load()
            return await context.view.show(await screen.state) { $0.lines }
        case .update(let id, let changes):
            let screen = await itemScreen(id)
            await screen.load()
            guard case .loaded = await screen.state else {
                return await context.view.show(await screen.state) { _ in [] }
            }
            await MainActor.run { screen.form = changes.applied(to: screen.form) }
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
