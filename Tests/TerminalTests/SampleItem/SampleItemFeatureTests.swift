import ArgumentReading
import FrameworksAndDrivers
import InterfaceAdapters
import ProcessSpawning
import Terminal
import TestSupport
import Testing

@Suite("SampleItemFeature reads its commands, refuses bad words with a clear message, and runs on the app's storage")
struct SampleItemFeatureTests {
    /// An app with this feature only.
    let app = CommandLineApp(
        programName: "app", version: "1", dataDirectoryVariable: "APP_DATA_DIR", exitStatus: "",
        features: [SampleItemFeature.self])

    func command(_ arguments: [String]) throws(UsageError) -> FeatureCommand? {
        if case .run(let command) = try AppCommandLine(app, arguments: arguments).action { return command }
        return nil
    }

    /// `sample-item add First` with a value for every other field.
    static let add = [
        "sample-item", "add", "First",
        "--category-name", "Tools",
        "--comment-text", "Signed",
        "--stock-count", "3",
        "--reorder-level", "12",
        "--is-featured", "true",
        "--is-fragile", "false",
        "--base-price", "2.5",
        "--discount-rate", "-0.5",
    ]

    /// What ``add`` means.
    static let added = SampleItemForm(
        displayName: "First",
        categoryName: "Tools",
        commentText: "Signed",
        stockCount: 3,
        reorderLevel: 12,
        isFeatured: true,
        isFragile: false,
        basePrice: 2.5,
        discountRate: -0.5,
    )

    @Test("add, list, show, update and delete")
    func commands() throws {
        #expect(try command(Self.add) == FeatureCommand(SampleItemFeature.self, .create(Self.added)))
        #expect(try command(["sample-item", "list"]) == FeatureCommand(SampleItemFeature.self, .list))
        #expect(try command(["sample-item", "show", "3"]) == FeatureCommand(SampleItemFeature.self, .show(id: 3)))
        #expect(try command(["sample-item", "delete", "3"]) == FeatureCommand(SampleItemFeature.self, .delete(id: 3)))
    }

    @Test("update reads each field given, and an optional one given empty as none")
    func update() throws {
        /// Whether `update 3` with `words` is the update with `change` made.
        func reads(_ words: [String], _ change: (inout SampleItemFeature.Changes) -> Void) throws -> Bool {
            var changes = SampleItemFeature.Changes()
            change(&changes)
            let expected = FeatureCommand(SampleItemFeature.self, .update(id: 3, changes))
            return try command(["sample-item", "update", "3"] + words) == expected
        }
        #expect(try reads(["--display-name", "New"]) { $0.displayName = "New" })
        #expect(try reads(["--category-name", "Garden"]) { $0.categoryName = "Garden" })
        #expect(try reads(["--comment-text", ""]) { $0.commentText = "" })
        #expect(try reads(["--stock-count", "-2"]) { $0.stockCount = -2 })
        #expect(try reads(["--reorder-level", ""]) { $0.reorderLevel = .some(nil) })
        #expect(try reads(["--reorder-level", "4"]) { $0.reorderLevel = 4 })
        #expect(try reads(["--is-featured", "false"]) { $0.isFeatured = false })
        #expect(try reads(["--is-fragile", ""]) { $0.isFragile = .some(nil) })
        #expect(try reads(["--is-fragile", "true"]) { $0.isFragile = true })
        #expect(try reads(["--base-price", "7"]) { $0.basePrice = 7 })
        #expect(try reads(["--discount-rate", ""]) { $0.discountRate = .some(nil) })
        #expect(try reads(["--discount-rate", "0.5"]) { $0.discountRate = 0.5 })
    }

    @Test(
        "Bad words are a usage error naming the problem and the command whose help to read",
        arguments: [
            (["sample-item"], "'sample-item' needs a subcommand: add, list, show, update or delete", "sample-item"),
            (
                ["sample-item", "remove"],
                "unknown command 'sample-item remove': 'sample-item' has add, list, show, update or delete",
                "sample-item"
            ),
            (["sample-item", "delete"], "'sample-item delete' needs ID", "sample-item delete"),
            (["sample-item", "add"], "'sample-item add' needs DISPLAY_NAME", "sample-item add"),
            (["sample-item", "list", "x"], "unexpected argument 'x' for 'sample-item list'", "sample-item list"),
            (["sample-item", "show"], "'sample-item show' needs ID", "sample-item show"),
            (["sample-item", "show", "x"], "ID must be a whole number, not 'x'", "sample-item show"),
        ] as [([String], String, String?)])
    func usageErrors(arguments: [String], message: String, command: String?) {
        #expect(throws: UsageError(message, command: command)) { try self.command(arguments) }
    }

    @Test("update needs a field to change, naming them all")
    func updateNeedsAField() throws {
        let options = SampleItemFeature.commands.first { $0.name == "sample-item update" }!.options.map(\.name)
        #expect(options.contains("--display-name"))
        #expect(
            throws: UsageError(
                "'sample-item update' needs a field to change: \(Wording.list(options, or: true))",
                command: "sample-item update")
        ) { try self.command(["sample-item", "update", "3"]) }
    }

    @Test(
        "A field's value of the wrong kind is a usage error naming the option",
        arguments: [
            ("--stock-count", "many", "must be a whole number, not 'many'"),
            ("--reorder-level", "x", "must be a whole number, not 'x'"),
            ("--is-featured", "yes", "must be true or false, not 'yes'"),
            ("--is-fragile", "no", "must be true or false, not 'no'"),
            ("--base-price", "nan", "must be a number, not 'nan'"),
            ("--discount-rate", "lots", "must be a number, not 'lots'"),
        ] as [(String, String, String)])
    func badValues(option: String, value: String, problem: String) {
        #expect(throws: UsageError("\(option) \(problem)", command: "sample-item update")) {
            try self.command(["sample-item", "update", "1", option, value])
        }
    }

    @Test("Its commands run on the app's storage (its first store): exit statuses and what the terminal shows")
    func runs() async throws {
        let folder = try TemporaryFolder(prefix: "sample-item-feature")
        defer { folder.remove() }
        let storage = try app.stores[0].open(in: folder.url, program: app.programName)
        func run(_ arguments: [String]) async -> (Int32, String, String) {
            let (output, errors) = (CapturedText(), CapturedText())
            let status = await AppShell.run(
                app, arguments: arguments, environment: [:], output: output.output, errors: errors.output,
                input: TextInput { _ in nil }, openDatabase: { _, _ throws(RecordStoreError) in storage })
            return (status, output.value, errors.value)
        }
        #expect(await run(Self.add) == (0, "Created sample item 1: First\n", ""))
        #expect(await run(["sample-item", "list"]) == (0, "1  First\n", ""))
        #expect(await run(["sample-item", "show", "7"]) == (1, "", "app: error: no sample item has id 7\n"))
        let show = """
            Sample item 1
              display name: Renamed
              category name: Tools
              comment text: Signed
              stock count: 3
              reorder level: 12
              is featured: true
              is fragile: false
              base price: 2.5
              discount rate: none

            """
        let saved = (Int32(0), "Saved sample item 1: Renamed\n", "")
        #expect(await run(["sample-item", "update", "1", "--display-name", "Renamed"]) == saved)
        #expect(await run(["sample-item", "update", "1", "--discount-rate", ""]) == saved)
        #expect(await run(["sample-item", "show", "1"]) == (0, show, ""))
        #expect(
            await run(["sample-item", "update", "1", "--display-name", " "])
                == (1, "", "app: error: a sample item's display name must not be blank\n"))
        #expect(
            await run(["sample-item", "update", "7", "--display-name", "X"]) == (
                1, "", "app: error: no sample item has id 7\n"
            ))
        #expect(await run(["sample-item", "show", "1"]) == (0, show, ""))
        #expect(await run(["sample-item", "delete", "1"]) == (0, "Deleted sample item 1\n", ""))
        #expect(await run(["sample-item", "delete", "1"]) == (1, "", "app: error: no sample item has id 1\n"))
        #expect(await run(["sample-item", "list"]) == (0, "No sample items yet.\n", ""))
    }
}
