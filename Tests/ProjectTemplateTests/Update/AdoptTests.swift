import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

@Suite("adopt: a package made before the lock gets one, read from the package, and none of its files change")
struct AdoptTests {
    /// Package A as a kit before the lock would have left it: no lock, no base.
    static func lockless(in scratch: TemporaryFolder) async throws -> URL {
        let package = try await UpdateFixture.copyOfPackageA(in: scratch)
        try FileManager.default.removeItem(at: package.appendingPathComponent(TemplateLock.file))
        try FileManager.default.removeItem(at: package.appendingPathComponent(TemplateLock.folder))
        try await UpdateFixture.commit(package, "Before the lock")
        return package
    }

    @Test("Everything read from the package: the lock and base it would have had, and then it is up to date")
    func adopt() async throws {
        let scratch = try TemporaryFolder(prefix: "adopt")
        defer { scratch.remove() }
        let package = try await Self.lockless(in: scratch)
        let original = UpdateFixture.packageA
        let before = UpdateFixture.snapshot(package)

        let dry = await runTemplate(["adopt", "--dry-run", "--kit-path", Kit.root.path], in: package)
        #expect(dry.status == 0, "\(dry)")
        #expect(UpdateFixture.snapshot(package) == before, "--dry-run wrote nothing")

        let run = await runTemplate(["adopt", "--kit-path", Kit.root.path], in: package)
        #expect(run.status == 0, "\(run)")
        for line in [
            "  name: Bookshelf (read from the package)", "  module prefix: none (read from the package)",
            "  example: none (read from the package)", "  stores: memory (read from the package)",
            "  features: Book, Shelf (label:String, capacity:Int?) (read from the package)",
        ] {
            #expect(run.output.contains(line + "\n"), "\(line): \(run)")
        }
        #expect(run.output.contains("0 of your files differ from that copy"), "\(run)")
        // None of the package's files changed; the lock and base are those new wrote.
        var now = UpdateFixture.snapshot(package)
        let lock = try #require(try TemplateLock.read(in: package.path))
        let made = try #require(try TemplateLock.read(in: original.path))
        #expect(lock.project == made.project && lock.features == made.features && lock.kit.version == made.kit.version)
        #expect(
            try PackageRender.read(package.appendingPathComponent(TemplateLock.baseFolder).path).files
                == PackageRender.read(original.appendingPathComponent(TemplateLock.baseFolder).path).files)
        now = now.filter { !$0.key.hasPrefix(TemplateLock.folder) && $0.key != TemplateLock.file }
        #expect(now == before)
        try await UpdateFixture.commit(package, "Adopted")
        let check = await UpdateFixture.update(package, ["--check", "--kit-path", Kit.root.path])
        #expect(check.status == 0, "\(check)")

        let again = await runTemplate(["adopt", "--kit-path", Kit.root.path], in: package)
        #expect(again.status == 2 && again.errors.contains("has a .clean-architecture.json already"), "\(again)")
        // A damaged lock: mend it, or start over; not "update takes later kits".
        try Data("{ \"format\": 1,\n".utf8).write(to: package.appendingPathComponent(TemplateLock.file))
        let damaged = await runTemplate(["adopt", "--kit-path", Kit.root.path], in: package)
        #expect(damaged.status == 2, "\(damaged)")
        #expect(
            damaged.errors
                == "clean-architecture: error: \(package.path) has a .clean-architecture.json already, which this kit cannot read (\(package.path)/.clean-architecture.json:2:1: error: unexpected end of file: '}' is missing): mend it, or if the damage is committed, 'git rm -rq .clean-architecture .clean-architecture.json', commit, and 'clean-architecture adopt' records them again\n",
            "\(damaged)")
        // A lock of a later format is no damage: no advice to remove it.
        try Data(#"{ "format": 9 }"#.utf8).write(to: package.appendingPathComponent(TemplateLock.file))
        let newer = await runTemplate(["adopt", "--kit-path", Kit.root.path], in: package)
        #expect(newer.status == 2, "\(newer)")
        #expect(
            newer.errors.hasPrefix("clean-architecture: error: ")
                && newer.errors.hasSuffix(
                    "install that kit, or a later one): 'clean-architecture update' with that kit takes later kits into it\n"
                ),
            "\(newer)")
    }

    @Test("Given options win over what the package says; a package not laid out like one is refused")
    func options() async throws {
        let scratch = try TemporaryFolder(prefix: "adopt")
        defer { scratch.remove() }
        let package = try await Self.lockless(in: scratch)
        let run = await runTemplate(
            ["adopt", "--feature", "Book", "--created", "2020-01-02", "--kit-path", Kit.root.path, "--dry-run"],
            in: package)
        #expect(run.status == 0, "\(run)")
        #expect(run.output.contains("  created: 2020-01-02\n") && run.output.contains("  features: Book\n"), "\(run)")
        let wrongName = await runTemplate(["adopt", "Shelf", "--kit-path", Kit.root.path], in: package)
        #expect(wrongName.status == 2, "\(wrongName)")
        #expect(
            wrongName.errors.contains(
                "lists its features in Sources/Terminal/Bookshelf/BookshelfFeatures.swift, where a package named Shelf has Sources/Terminal/Shelf/ShelfFeatures.swift"
            ), "\(wrongName)")
        let prefixed = await runTemplate(["adopt", "--module-prefix", "--kit-path", Kit.root.path], in: package)
        #expect(prefixed.status == 2 && prefixed.errors.contains("has no Sources/BookshelfEntities"), "\(prefixed)")
        let badDate = await runTemplate(["adopt", "--created", "yesterday"], in: package)
        #expect(badDate.status == 2 && badDate.errors.contains("--created must be a date, YYYY-MM-DD"), "\(badDate)")
    }

    @Test("Files you deleted or moved before adopting are listed, and no update brings them back")
    func lackingFiles() async throws {
        typealias Change = UpdateFixture.KitChange
        let scratch = try TemporaryFolder(prefix: "adopt")
        defer { scratch.remove() }
        let package = try await Self.lockless(in: scratch)
        let moved = UpdateFixture.yourMove
        try await UpdateFixture.movedByYou(in: package)
        try await UpdateFixture.git(["rm", "-q", Change.deletedByYou], in: package)
        try await UpdateFixture.commit(package, "Moved one, deleted one")
        let run = await runTemplate(["adopt", "--kit-path", Kit.root.path], in: package)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.output.hasSuffix(
                "The package lacks 2 of its files (deleted or moved by you, or added or moved by the kit since; 'update' will not bring them back):\n  \(Change.deletedByYou)\n  \(Change.farFromYours)\n"
            ), "\(run)")
        try await UpdateFixture.commit(package, "Adopted")
        // Kit B changed both: the deleted one is not restored, the moved one is followed.
        let later = await UpdateFixture.update(package, ["--dry-run"])
        #expect(later.output.contains("  yours     \(Change.deletedByYou) (deleted by you"), "\(later)")
        #expect(later.output.contains("  updated   \(moved) (where you moved \(Change.farFromYours))\n"), "\(later)")
        #expect(!later.output.contains("  added     \(Change.deletedByYou)"), "\(later)")
    }

    @Test("The added fields are read back from the record's migrations, a step swift format wrapped included")
    func readsWrappedMigrations() throws {
        let scratch = try TemporaryFolder(prefix: "adopt")
        defer { scratch.remove() }
        let folder = scratch.url.appendingPathComponent("Sources/InterfaceAdapters/Book/Records")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let record = #"""
                    migrations: [
                        SchemaMigration(
                            to: 2,
                            [
                                .add(
                                    .init("tag", .text),
                                    default: .text("a very long default value that goes on and on, \"quoted\" (and closed)"))
                            ]),
                        SchemaMigration(to: 3, [.add(.init("pages", .integer), default: .integer(-3))]),
                        SchemaMigration(to: 4, [.add(.init("due", .decimal), default: .null)]),
                    ])
            """#
        try Data(record.utf8).write(to: folder.appendingPathComponent("BookRecord.swift"))
        let fields = try ["title:String", "tag:String", "pages:Int", "due:Double?"].map {
            try FeatureField(parsing: $0)
        }
        let changes = AdoptedPackage.changes(of: "Book", fields: fields, in: scratch.path, prefix: "")
        #expect(
            changes.map(\.description) == [
                #"tag:String=a very long default value that goes on and on, "quoted" (and closed)"#, "pages:Int=-3",
                "due:Double?",
            ])
    }

    @Test(
        "The name, the fields and the added fields read the same from a reformatted package: 3-space indents, breaks and comments between tokens, trailing commas"
    )
    func readsReformatted() throws {
        let scratch = try TemporaryFolder(prefix: "adopt")
        defer { scratch.remove() }
        let manifest = #"""
            let package = Package(  // the app
               name:
                  /* as shown */ "Book \\ \"shelf\"",
               targets: [])
            """#
        #expect(AdoptedPackage.packageName(in: manifest) == #"Book \ "shelf""#)
        #expect(AdoptedPackage.packageName(in: "let package = Package(name: \"A\\(b)\")") == nil)
        #expect(AdoptedPackage.packageName(in: "// Package(name: \"Commented\")\nlet x = 1") == nil)
        let entities = scratch.url.appendingPathComponent("Sources/Entities/Book")
        try FileManager.default.createDirectory(at: entities, withIntermediateDirectories: true)
        let entity = """
            public struct Book: Hashable {
               public struct Draft: Hashable {
                  /// Trimmed.
                  public let title:
                     String
                  public let pages: Int  // counted
                  public /* read-only */ let due: Double?
                  public static let limit: Int = 3
                  public let magnitude: Int.Magnitude
                  public init(title: String, pages: Int, due: Double?) {
                     let ignored: Int = 0
                     self.title = title
                     self.pages = pages
                     self.due = due
                  }
               }
            }
            """
        try Data(entity.utf8).write(to: entities.appendingPathComponent("Book.swift"))
        let fields = AdoptedPackage.fields(of: "Book", in: scratch.url.path, prefix: "")
        #expect(fields.map(\.description) == ["title:String", "pages:Int", "due:Double?"])
        let records = scratch.url.appendingPathComponent("Sources/InterfaceAdapters/Book/Records")
        try FileManager.default.createDirectory(at: records, withIntermediateDirectories: true)
        let record = """
            migrations: [
               SchemaMigration(
                  to: 2,  // the first field added
                  [.add(.init("pages", .integer), default: .integer(-3),),],
               ),
               SchemaMigration(to: 3, [
                  .add(
                     .init(  "due" , .decimal ) ,
                     default: /* none */ .decimal(2.5))
               ])
            ]
            """
        try Data(record.utf8).write(to: records.appendingPathComponent("BookRecord.swift"))
        let changes = AdoptedPackage.changes(of: "Book", fields: fields, in: scratch.url.path, prefix: "")
        #expect(changes.map(\.description) == ["pages:Int=-3", "due:Double?=2.5"])
        // A step add field does not write is no addition: then none are.
        try Data(record.replacing("[.add(", with: "[.remove(").utf8).write(
            to: records.appendingPathComponent("BookRecord.swift"))
        #expect(AdoptedPackage.changes(of: "Book", fields: fields, in: scratch.url.path, prefix: "").isEmpty)
    }
}
