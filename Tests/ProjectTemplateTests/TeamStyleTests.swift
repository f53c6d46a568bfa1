import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

@Suite("A package in its team's own style grows as one in the kit's: add feature, add field, remove feature, adopt")
struct TeamStyleTests {
    /// The team's style: 3 spaces, 70 columns, a break before each argument.
    static let style = """
        {
          "version": 1,
          "lineLength": 70,
          "indentation": { "spaces": 3 },
          "tabWidth": 3,
          "maximumBlankLines": 1,
          "respectsExistingLineBreaks": true,
          "lineBreakBeforeEachArgument": true,
          "indentConditionalCompilationBlocks": true
        }

        """

    /// Comments the team put between the tokens the template reads: the package's name, the list
    /// of features, Book's draft (none beside a line the field changes: that is a real conflict).
    static let comments: [(path: String, old: String, new: String)] = [
        ("Package.swift", #"name: "Shelf""#, #"name: /* the app */ "Shelf""#),
        ("Sources/Terminal/Shelf/ShelfFeatures.swift", "BookFeature.self,", "/* ours */ BookFeature.self,  // books"),
        (
            "Sources/Entities/Book/Book.swift", "public struct Draft: Hashable",
            "public struct Draft: /* checked */ Hashable"
        ),
    ]

    /// A starter package (`Shelf`, in git) with `Book` added, then formatted in ``style``
    /// (declared in its `.swift-format`) with ``comments`` added, and committed.
    static func teamPackage(in scratch: TemporaryFolder) async throws -> URL {
        let (package, _) = try await AddFieldTests.packageWithBook(in: scratch)
        try await restyle(package)
        for (path, old, new) in Self.comments {
            let text = try AddFieldTests.text(path, in: package)
            try #require(text.contains(old), "\(path): \(text)")
            try Data(text.replacing(old, with: new).utf8).write(to: package.appendingPathComponent(path))
        }
        let entity = try AddFieldTests.text("Sources/Entities/Book/Book.swift", in: package)
        try #require(entity.contains("\n   public struct Draft"), "not in the team's style: \(entity)")
        try await UpdateFixture.commit(package, "our style")
        return package
    }

    /// Declares ``style`` in `package`'s `.swift-format` and formats its Swift files in it.
    static func restyle(_ package: URL) async throws {
        try Data(Self.style.utf8).write(to: package.appendingPathComponent(".swift-format"))
        let formatted = try await ChildProcess.run(
            ["swift", "format", "format", "--in-place", "--recursive", "--parallel", "--configuration"]
                + [".swift-format", "Package.swift", "Sources", "Tests", "Fakes"].map {
                    package.appendingPathComponent($0).path
                })
        try #require(formatted.status == 0, "\(formatted)")
    }

    /// What a team does to its package: each step must work in its style, keep its comments and
    /// write its new lines in that style.
    static func grow(_ package: URL) async throws {
        let movie = await runTemplate(
            ["add", "feature", "Movie", "--field", "title:String", "--field", "pages:Int"], in: package)
        #expect(movie.status == 0 && movie.errors.isEmpty, "\(movie)")
        let made = try AddFieldTests.text("Sources/Entities/Movie/Movie.swift", in: package)
        #expect(made.contains("\n   public struct Draft"), "\(made)")
        try await UpdateFixture.commit(package, "Movie")

        let field = await runTemplate(["add", "field", "Book", "pages:Int", "--default", "3"], in: package)
        #expect(field.status == 0 && field.errors.isEmpty, "\(field)")
        let book = try AddFieldTests.text("Sources/Entities/Book/Book.swift", in: package)
        #expect(
            book.contains("      public let title: String\n")
                && book.contains("      public let pages: Int\n"), "\(book)")
        try await UpdateFixture.commit(package, "pages")
        let check = await runTemplate(["update", "--check", "--kit-path", Kit.root.path], in: package)
        #expect(check.status == 0 && check.output.hasPrefix("Shelf is up to date"), "\(check)")

        let removed = await runTemplate(["remove", "feature", "Movie"], in: package)
        #expect(removed.status == 0 && removed.errors.isEmpty, "\(removed)")
        try await UpdateFixture.commit(package, "no Movie")

        // Without its lock, adopt reads the features and fields back.
        let lock = try #require(try TemplateLock.read(in: package.path))
        _ = try await UpdateFixture.git(["rm", "-rq", TemplateLock.folder, TemplateLock.file], in: package)
        try await UpdateFixture.commit(package, "no lock")
        let adopted = await runTemplate(["adopt", "--kit-path", Kit.root.path], in: package)
        #expect(
            adopted.status == 0 && adopted.output.contains("  features: Book (title:String, pages:Int)"), "\(adopted)")
        #expect(try TemplateLock.read(in: package.path)?.features == lock.features)
        try await UpdateFixture.commit(package, "adopted")
        let again = await runTemplate(["update", "--check", "--kit-path", Kit.root.path], in: package)
        #expect(again.status == 0 && again.output.hasPrefix("Shelf is up to date"), "\(again)")
        for (path, _, new) in Self.comments where !path.contains("Movie") {
            let text = try AddFieldTests.text(path, in: package)
            #expect(text.contains(new), "\(path) lost the comment \(new): \(text)")
        }
    }

    @Test("Reformatted (3 spaces, 70 columns, a break before each argument, comments between tokens), then grown")
    func grows() async throws {
        let scratch = try TemporaryFolder(prefix: "team-style")
        defer { scratch.remove() }
        try await Self.grow(try await Self.teamPackage(in: scratch))
    }

    @Test("update: a package in its own style takes a later kit's changes as one in the kit's style does, in its style")
    func updates() async throws {
        let scratch = try TemporaryFolder(prefix: "team-style")
        defer { scratch.remove() }
        // Copies of package A: as the kit formats it, in the team's style, and with the style
        // declared but not yet applied (the files as the kit wrote them are not edits either).
        let team = scratch.url.appendingPathComponent("team")
        try FileManager.default.moveItem(at: try await UpdateFixture.copyOfPackageA(in: scratch), to: team)
        try await Self.restyle(team)
        try await UpdateFixture.commit(team, "our style")
        let declared = scratch.url.appendingPathComponent("declared")
        try FileManager.default.moveItem(at: try await UpdateFixture.copyOfPackageA(in: scratch), to: declared)
        try Data(Self.style.utf8).write(to: declared.appendingPathComponent(".swift-format"))
        try await UpdateFixture.commit(declared, "our style, declared")
        let plain = try await UpdateFixture.copyOfPackageA(in: scratch)
        let steps = { (run: TemplateRun) in run.output.split(separator: "\n").filter { $0.hasPrefix("  ") } }
        let expected = await UpdateFixture.update(plain)
        let run = await UpdateFixture.update(team)
        #expect(run.status == 0 && expected.status == 0 && steps(run) == steps(expected), "\(run)\n\(expected)")
        let declaredRun = await UpdateFixture.update(declared)
        #expect(
            declaredRun.status == 0 && steps(declaredRun) == steps(expected),
            "\(declaredRun)\n\(expected)")
        let merged = try #require(UpdateFixture.read(UpdateFixture.KitChange.farFromYours, in: team))
        #expect(merged.hasPrefix(UpdateFixture.kitLine) && merged.contains("\n   public"), "\(merged)")
    }
}
