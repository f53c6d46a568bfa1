import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

@Suite("rename field and remove field: a step of the schema each, through every layer; or nothing, saying why")
struct RenameRemoveFieldTests {
    static let record = "Sources/InterfaceAdapters/Book/Records/BookRecord.swift"
    static let entity = "Sources/Entities/Book/Book.swift"

    @Test(
        "Renamed, then removed: the code, the record's steps and the lock follow; update sees nothing; adopt reads it back"
    )
    func renamesAndRemoves() async throws {
        let scratch = try TemporaryFolder(prefix: "rename-field")
        defer { scratch.remove() }
        let (package, _) = try await AddFieldTests.packageWithBook(in: scratch)
        let added = await runTemplate(["add", "field", "Book", "pages:Int", "--default", "3"], in: package)
        try #require(added.status == 0, "\(added)")
        try await UpdateFixture.commit(package, "pages")

        let before = UpdateFixture.snapshot(package)
        let dry = await runTemplate(["rename", "field", "Book", "pages", "pageCount", "--dry-run"], in: package)
        #expect(
            dry.status == 0
                && dry.output.hasPrefix(
                    "Would rename the field pages to pageCount: 14 files; its records' schema is version 3, records kept before keep their values\n"
                ), "\(dry)")
        #expect(UpdateFixture.snapshot(package) == before, "--dry-run changed the package")
        let renamed = await runTemplate(["rename", "field", "Book", "pages", "pageCount"], in: package)
        #expect(
            renamed.status == 0 && renamed.output == dry.output.replacing("Would rename", with: "Renamed"), "\(renamed)"
        )
        let entity = try AddFieldTests.text(Self.entity, in: package)
        #expect(entity.contains("public let pageCount: Int\n") && !entity.contains("pages"), "\(entity)")
        #expect(
            try AddFieldTests.text(Self.record, in: package).contains(
                #"SchemaMigration(to: 3, [.rename("pages", to: "pageCount")])"#))
        try await UpdateFixture.commit(package, "pageCount")

        let removed = await runTemplate(["remove", "field", "Book", "pageCount"], in: package)
        #expect(
            removed.status == 0
                && removed.output.hasPrefix(
                    "Removed the field pageCount from Book: 14 files; its records' schema is version 4, records kept before lose its values\n"
                ), "\(removed)")
        let record = try AddFieldTests.text(Self.record, in: package)
        #expect(
            record.contains(#"SchemaMigration(to: 4, [.remove("pageCount")])"#) && !record.contains("var pageCount"))
        let lock = try #require(try TemplateLock.read(in: package.path))
        #expect(lock.features.map(\.fields.description) == ["[title:String]"])
        #expect(lock.features.map(\.changes.description) == ["[pages:Int=3, rename pages pageCount, remove pageCount]"])
        try await UpdateFixture.commit(package, "no pageCount")
        let check = await runTemplate(["update", "--check", "--kit-path", Kit.root.path], in: package)
        #expect(check.status == 0 && check.output.hasPrefix("Shelf is up to date"), "\(check)")

        // Without its lock, adopt reads the history back from the record's steps.
        _ = try await UpdateFixture.git(["rm", "-rq", TemplateLock.folder, TemplateLock.file], in: package)
        try await UpdateFixture.commit(package, "no lock")
        let adopted = await runTemplate(["adopt", "--kit-path", Kit.root.path], in: package)
        #expect(adopted.status == 0, "\(adopted)")
        #expect(try TemplateLock.read(in: package.path)?.features == lock.features)
    }

    /// What each refusal gives: its arguments and the start of its message.
    static let refusals: [(arguments: [String], message: String)] = [
        (["rename", "field", "Book", "pages", "count"], "Book has no field named pages (it has title, due)"),
        (["rename", "field", "Book", "due", "class"], "the field name 'class' is a Swift keyword"),
        (["rename", "field", "Book", "due", "Due"], "the field name 'Due' must be lowerCamelCase"),
        (["rename", "field", "Book", "due", "title"], "Book has a field named title already"),
        (["rename", "field", "Book", "due", "due"], "the field due of Book is named due already"),
        (
            ["rename", "field", "Lamp", "due", "when"],
            ".clean-architecture.json records no feature Lamp (it records Book)"
        ),
        (["remove", "field", "Book", "pages"], "Book has no field named pages (it has title, due)"),
        (
            ["remove", "field", "Book", "title"],
            "Book would have no String field that is not optional, which its rows show"
        ),
    ]

    @Test("Refused, changing nothing, with the reason: a field it has not, a name it may not take, the rows' field")
    func refusals() async throws {
        let scratch = try TemporaryFolder(prefix: "rename-field")
        defer { scratch.remove() }
        let (package, _) = try await AddFieldTests.packageWithBook(in: scratch)
        let added = await runTemplate(["add", "field", "Book", "due:String?"], in: package)
        try #require(added.status == 0, "\(added)")
        try await UpdateFixture.commit(package, "due")
        let committed = UpdateFixture.snapshot(package)
        for (arguments, message) in Self.refusals {
            let run = await runTemplate(arguments, in: package)
            #expect(run.status == 2 && run.output.isEmpty, "\(arguments): \(run)")
            #expect(run.errors.hasPrefix("clean-architecture: error: \(message)"), "\(arguments): \(run)")
        }
        #expect(UpdateFixture.snapshot(package) == committed)
    }
}
