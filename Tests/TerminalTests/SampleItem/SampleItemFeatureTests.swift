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

    @Test("add, list, show, update and delete")
    func commands() throws {
        #expect(
            try command(["sample-item", "add", "A title"])
                == FeatureCommand(SampleItemFeature.self, .create(title: "A title")))
        #expect(try command(["sample-item", "list"]) == FeatureCommand(SampleItemFeature.self, .list))
        #expect(try command(["sample-item", "show", "3"]) == FeatureCommand(SampleItemFeature.self, .show(id: 3)))
        #expect(
            try command(["sample-item", "update", "3", "--title", "New"])
                == FeatureCommand(SampleItemFeature.self, .update(id: 3, title: "New")))
        #expect(try command(["sample-item", "delete", "3"]) == FeatureCommand(SampleItemFeature.self, .delete(id: 3)))
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
            (
                ["sample-item", "update", "3"], "'sample-item update' needs a field to change: --title",
                "sample-item update"
            ),
            (["sample-item", "delete"], "'sample-item delete' needs ID", "sample-item delete"),
            (["sample-item", "add"], "'sample-item add' needs TITLE", "sample-item add"),
            (["sample-item", "list", "x"], "unexpected argument 'x' for 'sample-item list'", "sample-item list"),
            (["sample-item", "show"], "'sample-item show' needs ID", "sample-item show"),
            (["sample-item", "show", "x"], "ID must be a whole number, not 'x'", "sample-item show"),
        ] as [([String], String, String?)])
    func usageErrors(arguments: [String], message: String, command: String?) {
        #expect(throws: UsageError(message, command: command)) { try self.command(arguments) }
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
        #expect(await run(["sample-item", "add", "First"]) == (0, "Created sample item 1: First\n", ""))
        #expect(await run(["sample-item", "list"]) == (0, "1  First\n", ""))
        #expect(await run(["sample-item", "show", "7"]) == (1, "", "app: error: no sample item has id 7\n"))
        #expect(
            await run(["sample-item", "update", "1", "--title", "Renamed"])
                == (0, "Saved sample item 1: Renamed\n", ""))
        #expect(
            await run(["sample-item", "update", "1", "--title", " "])
                == (1, "", "app: error: a sample item's title must not be blank\n"))
        #expect(
            await run(["sample-item", "update", "7", "--title", "X"]) == (
                1, "", "app: error: no sample item has id 7\n"
            ))
        #expect(await run(["sample-item", "show", "1"]) == (0, "Sample item 1: Renamed\n", ""))
        #expect(await run(["sample-item", "delete", "1"]) == (0, "Deleted sample item 1\n", ""))
        #expect(await run(["sample-item", "delete", "1"]) == (1, "", "app: error: no sample item has id 1\n"))
        #expect(await run(["sample-item", "list"]) == (0, "No sample items yet.\n", ""))
    }
}
