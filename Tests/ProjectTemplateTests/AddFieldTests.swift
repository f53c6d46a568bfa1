import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

@Suite("add field: one more field through every layer, with its migration; or nothing, saying why")
struct AddFieldTests {
    /// A starter package (`Shelf`, unprefixed, in git) with `Book` added and committed, and its files then.
    static func packageWithBook(in scratch: TemporaryFolder) async throws -> (URL, before: [String: Data]) {
        let package = try await FeatureCommandTests.starter(in: scratch.url)
        _ = try await UpdateFixture.git(["init", "-q"], in: package)
        let added = await runTemplate(["add", "feature", "Book", "--field", "title:String"], in: package)
        try #require(added.status == 0, "\(added)")
        try await UpdateFixture.commit(package, "Book")
        return (package, UpdateFixture.snapshot(package))
    }

    static func text(_ path: String, in package: URL) throws -> String {
        try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(
        "Added: every layer has the field and your change, the schema a step, the lock the field; update sees nothing; adopt reads it back; remove feature takes all"
    )
    func adds() async throws {
        let scratch = try TemporaryFolder(prefix: "add-field")
        defer { scratch.remove() }
        let (package, _) = try await Self.packageWithBook(in: scratch)
        // A change of yours, which the field is merged into.
        let presenter = "Sources/InterfaceAdapters/Book/Presenters/BookPresenter.swift"
        let mine = try Self.text(presenter, in: package).replacing("No books yet", with: "Your shelf is empty")
        try Data(mine.utf8).write(to: package.appendingPathComponent(presenter))
        try await UpdateFixture.commit(package, "mine")
        let before = UpdateFixture.snapshot(package)
        let dry = await runTemplate(["add", "field", "Book", "pages:Int", "--default", "3", "--dry-run"], in: package)
        #expect(dry.status == 0 && dry.errors.isEmpty, "\(dry)")
        #expect(
            dry.output.hasPrefix(
                "Would add the field pages:Int to Book: 14 files; its records' schema is version 2, records kept before get '3'\n"
            ), "\(dry)")
        #expect(dry.output.contains("  Sources/Entities/Book/Book.swift\n"), "\(dry)")
        #expect(UpdateFixture.snapshot(package) == before, "--dry-run changed the package")

        let run = await runTemplate(["add", "field", "Book", "pages:Int", "--default", "3"], in: package)
        #expect(run.status == 0 && run.errors.isEmpty, "\(run)")
        #expect(run.output == dry.output.replacing("Would add", with: "Added"), "\(run)")
        let entity = try Self.text("Sources/Entities/Book/Book.swift", in: package)
        #expect(entity.contains("        public let title: String\n        public let pages: Int\n"), "\(entity)")
        let record = try Self.text("Sources/InterfaceAdapters/Book/Records/BookRecord.swift", in: package)
        #expect(record.contains(#"SchemaMigration(to: 2, [.add(.init("pages", .integer), default: .integer(3))])"#))
        let feature = try Self.text("Sources/Terminal/Book/BookFeature.swift", in: package)
        #expect(feature.contains(#""--pages", "PAGES", .integer"#), "\(feature)")
        let merged = try Self.text(presenter, in: package)
        #expect(merged.contains("Your shelf is empty") && merged.contains(#""  pages: \(book.pages)","#), "\(merged)")
        let lock = try #require(try TemplateLock.read(in: package.path))
        #expect(lock.features.map(\.fields.description) == ["[title:String, pages:Int]"])
        #expect(lock.features.map(\.changes.description) == ["[pages:Int=3]"])
        try await UpdateFixture.commit(package, "pages")
        let check = await runTemplate(["update", "--check", "--kit-path", Kit.root.path], in: package)
        #expect(check.status == 0 && check.output.hasPrefix("Shelf is up to date"), "\(check)")

        // A second, whose default a Swift literal must escape.
        let tag = await runTemplate(["add", "field", "Book", "tag:String", "--default", #"say "hi"\ 2"#], in: package)
        #expect(tag.status == 0, "\(tag)")
        #expect(tag.output.contains("schema is version 3"), "\(tag)")
        let migrations = try Self.text("Sources/InterfaceAdapters/Book/Records/BookRecord.swift", in: package)
        #expect(
            migrations.contains(
                #"SchemaMigration(to: 3, [.add(.init("tag", .text), default: .text("say \"hi\"\\ 2"))])"#),
            "\(migrations)")
        try await UpdateFixture.commit(package, "tag")

        // Without its lock, adopt reads the fields and the added ones back.
        let made = try #require(try TemplateLock.read(in: package.path))
        _ = try await UpdateFixture.git(["rm", "-rq", TemplateLock.folder, TemplateLock.file], in: package)
        try await UpdateFixture.commit(package, "no lock")
        let adopted = await runTemplate(["adopt", "--kit-path", Kit.root.path], in: package)
        #expect(adopted.status == 0, "\(adopted)")
        #expect(adopted.output.contains("  features: Book (title:String, pages:Int, tag:String)"), "\(adopted)")
        #expect(try TemplateLock.read(in: package.path)?.features == made.features)
        try await UpdateFixture.commit(package, "adopted")

        // Your change to the presenter stops remove feature, until --force.
        let refused = await runTemplate(["remove", "feature", "Book"], in: package)
        #expect(refused.status == 2 && refused.errors.contains(presenter), "\(refused)")
        let removed = await runTemplate(["remove", "feature", "Book", "--force"], in: package)
        #expect(removed.status == 0, "\(removed)")
        let left = UpdateFixture.snapshot(package).keys.filter { !$0.hasPrefix(".git/") && $0.contains("Book") }
        #expect(left == [], "\(left)")
    }

    /// What each refusal gives: its arguments and the start of its message.
    static let refusals: [(arguments: [String], message: String)] = [
        (["Book", "pages:Int"], "pages:Int is not optional: the records kept before need a value, --default VALUE"),
        (["Book", "pages:Int", "--default", "many"], "the default 'many' of pages:Int must be a whole number"),
        (["Book", "rating:Double", "--default", "nan"], "the default 'nan' of rating:Double must be a finite number"),
        (["Book", "read:Bool", "--default", "yes"], "the default 'yes' of read:Bool must be true or false"),
        (
            ["Book", "author:String", "--default", " "],
            "the default ' ' of author:String must be text that is not blank"
        ),
        (["Book", "due:String?", "--default", ""], "the default '' of due:String? must be text that is not blank"),
        (["Book", "Title:String"], "the field name 'Title' must be lowerCamelCase"),
        (["Book", "title:Int", "--default", "1"], "Book has a field named title already"),
        (["Lamp", "due:String?"], ".clean-architecture.json records no feature Lamp (it records Book)"),
    ]

    /// One package for every refusal, since none changes it.
    @Test(
        "Refused, changing nothing, with the reason: bad input, another kit, uncommitted work, markers, a change it cannot merge with"
    )
    func refusals() async throws {
        let scratch = try TemporaryFolder(prefix: "add-field")
        defer { scratch.remove() }
        let (package, committed) = try await Self.packageWithBook(in: scratch)
        for (arguments, message) in Self.refusals {
            let run = await runTemplate(["add", "field"] + arguments, in: package)
            #expect(run.status == 2 && run.output.isEmpty, "\(run)")
            #expect(run.errors.hasPrefix("clean-architecture: error: \(message)"), "\(run)")
        }
        #expect(UpdateFixture.snapshot(package) == committed)

        // A kit of the same version whose kernel differs.
        let kit = scratch.url.appendingPathComponent("kit")
        try Kit.copy(into: kit)
        let identifier = kit.appendingPathComponent("Sources/Entities/Identifier.swift")
        try Data((try String(contentsOf: identifier, encoding: .utf8) + "// changed\n").utf8).write(to: identifier)
        let other = await runTemplate(["add", "field", "Book", "due:String?", "--kit-path", kit.path], in: package)
        #expect(other.status == 2, "\(other)")
        #expect(
            other.errors.contains(
                "the installed kit renders Sources/Entities/Identifier.swift otherwise than the base holds it"),
            "\(other)")
        #expect(UpdateFixture.snapshot(package) == committed)

        let presenter = "Sources/InterfaceAdapters/Book/Presenters/BookPresenter.swift"
        let committedPresenter = try Self.text(presenter, in: package)
        try Data(committedPresenter.replacing("No books yet", with: "Nothing yet").utf8)
            .write(to: package.appendingPathComponent(presenter))
        var before = UpdateFixture.snapshot(package)
        let dirty = await runTemplate(["add", "field", "Book", "due:String?"], in: package)
        #expect(
            dirty.status == 2
                && dirty.errors.contains(
                    "1 file with uncommitted changes, which adding the field would touch: \(presenter);"),
            "\(dirty)")
        #expect(UpdateFixture.snapshot(package) == before)
        try Data(committedPresenter.utf8).write(to: package.appendingPathComponent(presenter))

        let finder = "Sources/UseCases/Book/Interactors/FindBook.swift"
        let committedFinder = try Self.text(finder, in: package)
        try Data((committedFinder + "<<<<<<< yours\n").utf8).write(to: package.appendingPathComponent(finder))
        try await UpdateFixture.commit(package, "markers")
        before = UpdateFixture.snapshot(package)
        let marked = await runTemplate(["add", "field", "Book", "due:String?"], in: package)
        #expect(
            marked.status == 2 && marked.errors.contains("conflict markers from an earlier update remain in \(finder)"),
            "\(marked)")
        #expect(UpdateFixture.snapshot(package) == before)
        try Data(committedFinder.utf8).write(to: package.appendingPathComponent(finder))

        let entity = "Sources/Entities/Book/Book.swift"
        let clashing = try Self.text(entity, in: package).replacing(
            "        public let title: String\n",
            with: "        public let title: String\n        public let isbn: String\n")
        try Data(clashing.utf8).write(to: package.appendingPathComponent(entity))
        try await UpdateFixture.commit(package, "mine")
        before = UpdateFixture.snapshot(package)
        let clash = await runTemplate(["add", "field", "Book", "due:String?"], in: package)
        #expect(clash.status == 2, "\(clash)")
        #expect(
            clash.errors.hasPrefix(
                "clean-architecture: error: the field would conflict with your changes in \(entity)"), "\(clash)")
        #expect(UpdateFixture.snapshot(package) == before)
    }
}
