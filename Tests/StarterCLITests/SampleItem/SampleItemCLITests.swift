import Foundation
import Testing

@Suite("sample-item on the command line, across processes")
struct SampleItemCLITests {
    /// `sample-item add NAME` with a value for every other field.
    static func add(_ name: String) -> [String] {
        [
            "sample-item", "add", name,
            "--category-name", "Tools",
            "--comment-text", "Signed",
            "--stock-count", "3",
            "--reorder-level", "12",
            "--is-featured", "true",
            "--is-fragile", "false",
            "--base-price", "2.5",
            "--discount-rate", "-0.5",
        ]
    }

    @Test(
        "Add, list, show, update and delete sample items; the data stays between processes",
        .enabled(if: !AppUnderTest.storesKeepingData.isEmpty, "no store of this app keeps data"),
        arguments: AppUnderTest.storesKeepingData)
    func session(store: String) async throws {
        let app = try AppUnderTest()
        defer { app.remove() }
        #expect(try await app.run("--store", store, "sample-item", "list").lines == ["No sample items yet."])
        let created = try await app.run(["--store", store] + Self.add("First"))
        #expect(created.status == 0, "\(created)")
        #expect(created.lines == ["Created sample item 1: First"])
        #expect(try await app.run(["--store", store] + Self.add("Second")).status == 0)
        #expect(try await app.run("--store", store, "sample-item", "list").lines == ["1  First", "2  Second"])
        let updated = try await app.run("--store", store, "sample-item", "update", "2", "--display-name", "Renamed")
        #expect(updated.lines == ["Saved sample item 2: Renamed"], "\(updated)")
        let shown = try await app.run("--store", store, "sample-item", "show", "2")
        #expect(
            shown.lines == [
                "Sample item 2",
                "  display name: Renamed",
                "  category name: Tools",
                "  comment text: Signed",
                "  stock count: 3",
                "  reorder level: 12",
                "  is featured: true",
                "  is fragile: false",
                "  base price: 2.5",
                "  discount rate: -0.5",
            ], "\(shown)")
        #expect(try await app.run("--store", store, "sample-item", "update", "2", "--reorder-level", "").status == 0)
        #expect(try await app.run("--store", store, "sample-item", "show", "2").lines.contains("  reorder level: none"))
        #expect(try await app.run("--store", store, "sample-item", "delete", "1").lines == ["Deleted sample item 1"])
        #expect(try await app.run("--store", store, "sample-item", "list").lines == ["2  Renamed"])
    }

    @Test("--help lists the feature's commands among the app's")
    func help() async throws {
        let app = try AppUnderTest()
        defer { app.remove() }
        let help = try await app.run("--help")
        #expect(help.status == 0, "\(help)")
        for command in [
            "sample-item add DISPLAY_NAME", "sample-item list", "sample-item show ID", "sample-item update ID",
            "sample-item delete ID",
        ] {
            #expect(help.lines.contains { $0.hasPrefix("  \(command) ") }, "\(command) is not listed: \(help)")
        }
    }

    @Test(
        "A store that keeps no data (memory) has nothing left for the next process",
        .enabled(if: !AppUnderTest.storesKeepingNothing.isEmpty, "every store of this app keeps data"),
        arguments: AppUnderTest.storesKeepingNothing)
    func keepingNothing(store: String) async throws {
        let app = try AppUnderTest()
        defer { app.remove() }
        #expect(try await app.run(["--store", store] + Self.add("First")).status == 0)
        #expect(try await app.run("--store", store, "sample-item", "list").lines == ["No sample items yet."])
    }

    @Test(
        "A refusal: exit 1 and one line on standard error",
        arguments: [
            (SampleItemCLITests.add(" "), "a sample item's display name must not be blank"),
            (["sample-item", "show", "9"], "no sample item has id 9"),
            (["sample-item", "update", "9", "--display-name", "X"], "no sample item has id 9"),
            (["sample-item", "delete", "9"], "no sample item has id 9"),
        ])
    func refusals(arguments: [String], message: String) async throws {
        let app = try AppUnderTest()
        defer { app.remove() }
        let outcome = try await app.run(arguments)
        #expect(outcome.status == 1, "\(outcome)")
        #expect(outcome.standardError == "\(AppUnderTest.program): error: \(message)\n", "\(outcome)")
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test(
        "The feature's usage errors: exit 2, naming what to type",
        arguments: [
            (["sample-item"], "'sample-item' needs a subcommand: add, list, show, update or delete"),
            (["sample-item", "update", "1"], "'sample-item update' needs a field to change: --"),
            (["sample-item", "add"], "'sample-item add' needs DISPLAY_NAME"),
            (["sample-item", "show", "x"], "ID must be a whole number, not 'x'"),
        ])
    func usage(arguments: [String], message: String) async throws {
        let app = try AppUnderTest()
        defer { app.remove() }
        let outcome = try await app.run(arguments)
        #expect(outcome.status == 2, "\(outcome)")
        #expect(outcome.standardError.hasPrefix("\(AppUnderTest.program): error: \(message)"), "\(outcome)")
    }
}
