import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

/// `make test-e2e` (`KIT_E2E=1`): a package built twice, its program run between the changes.
@Suite(
    "A feature's life end to end: made with fields, used across processes, a field added, the old records kept, removed",
    .enabled(if: ProcessInfo.processInfo.environment["KIT_E2E"] == "1", "end to end: make test-e2e"))
struct FeatureLifecycleTests {
    @Test(
        "new, add feature Movie with fields, use it on SQLite and files, add field, rebuild, use, rename and remove fields, remove feature and add it again"
    )
    func lifecycle() async throws {
        let package = try await GeneratedPackage.generate("lifecycle", ["Cinema", "--example", "none"])
        let root = package.root
        try? FileManager.default.removeItem(at: root.appendingPathComponent(".git"))
        _ = try await UpdateFixture.git(["init", "-q"], in: root)
        try await UpdateFixture.commit(root, "new")
        let tool = try GeneratedPackage.tool("clean-architecture")
        func template(_ arguments: [String]) async throws -> ChildProcess.Outcome {
            try await ChildProcess.run([tool] + arguments + ["--package-path", root.path, "--kit-path", Kit.root.path])
        }
        let fields = [
            "--field", "title:String", "--field", "pages:Int", "--field", "read:Bool", "--field", "rating:Double",
            "--field", "due:String?",
        ]
        let added = try await template(["add", "feature", "Movie"] + fields)
        try #require(added.status == 0, "\(added)")
        try await UpdateFixture.commit(root, "Movie")

        let data = try TemporaryFolder(prefix: "cinema-data")
        defer { data.remove() }
        var environment = ProcessInfo.processInfo.environment
        environment["CINEMA_DATA_DIR"] = data.path
        /// Builds the program, then runs it once per call, each a process of its own.
        func build() async throws -> (_ store: String, _ words: [String]) async throws -> ChildProcess.Outcome {
            let built = try await ChildProcess.run(
                ["swift", "build", "--package-path", root.path, "--product", "cinema"] + GeneratedPackage.ciBuildFlags)
            try #require(built.status == 0, "\(built.standardOutput.suffix(4000))\(built.standardError.suffix(2000))")
            #expect(!built.standardOutput.contains("warning:"), "\(built.standardOutput)")
            let bin = try await ChildProcess.run(
                ["swift", "build", "--package-path", root.path, "--show-bin-path"] + GeneratedPackage.ciBuildFlags)
            let program = bin.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) + "/cinema"
            return { store, words in
                try await ChildProcess.run([program, "--store", store, "movie"] + words, environment: environment)
            }
        }
        var cinema = try await build()
        for store in ["sqlite", "files"] {
            let made = try await cinema(
                store, ["add", "Dune", "--pages", "412", "--read", "false", "--rating", "4.5", "--due", "Friday"])
            #expect(made.status == 0 && made.standardOutput == "Created movie 1: Dune\n", "\(store): \(made)")
            let refused = try await cinema(
                store, ["add", "Solaris", "--pages", "204", "--read", "maybe", "--rating", "4"])
            #expect(refused.status == 2 && refused.standardError.contains("--read must be true or false"), "\(refused)")
            let listed = try await cinema(store, ["list"])
            #expect(listed.status == 0 && listed.standardOutput == "1  Dune\n", "\(store): \(listed)")
        }

        let field = try await template(["add", "field", "Movie", "seen:Int", "--default", "0"])
        #expect(field.status == 0 && field.standardOutput.contains("schema is version 2"), "\(field)")
        try await UpdateFixture.commit(root, "seen")
        cinema = try await build()
        for store in ["sqlite", "files"] {
            let shown = try await cinema(store, ["show", "1"])
            #expect(
                shown.status == 0
                    && shown.standardOutput == """
                        Movie 1
                          title: Dune
                          pages: 412
                          read: false
                          rating: 4.5
                          due: Friday
                          seen: 0

                        """,
                "\(store): the movie kept before the field: \(shown)")
            let updated = try await cinema(store, ["update", "1", "--seen", "2", "--due", "", "--read", "true"])
            #expect(updated.status == 0 && updated.standardOutput == "Saved movie 1: Dune\n", "\(store): \(updated)")
            let again = try await cinema(store, ["show", "1"])
            #expect(
                again.standardOutput.contains("  read: true\n  rating: 4.5\n  due: none\n  seen: 2\n"),
                "\(store): \(again)")
            let deleted = try await cinema(store, ["delete", "1"])
            #expect(deleted.status == 0 && deleted.standardOutput == "Deleted movie 1\n", "\(store): \(deleted)")
            let empty = try await cinema(store, ["list"])
            #expect(empty.standardOutput == "No movies yet.\n", "\(store): \(empty)")
            // The deleted movie's id is not given again.
            let next = try await cinema(
                store, ["add", "Solaris", "--pages", "204", "--read", "true", "--rating", "4", "--seen", "1"])
            #expect(next.status == 0 && next.standardOutput == "Created movie 2: Solaris\n", "\(store): \(next)")
        }
        // A field renamed and one removed over stored data: the values follow, or go, on each store.
        let renamed = try await template(["rename", "field", "Movie", "seen", "views"])
        #expect(renamed.status == 0 && renamed.standardOutput.contains("schema is version 3"), "\(renamed)")
        try await UpdateFixture.commit(root, "views")
        let removedField = try await template(["remove", "field", "Movie", "due"])
        #expect(removedField.status == 0 && removedField.standardOutput.contains("version 4"), "\(removedField)")
        try await UpdateFixture.commit(root, "no due")
        cinema = try await build()
        for store in ["sqlite", "files"] {
            let shown = try await cinema(store, ["show", "2"])
            #expect(
                shown.status == 0 && shown.standardOutput.hasPrefix("Movie 2\n  title: Solaris\n  pages: 204\n")
                    && shown.standardOutput.hasSuffix("  views: 1\n") && !shown.standardOutput.contains("due:"),
                "\(store): \(shown)")
        }
        try await package.passes(
            including: GeneratedPackage.featureSuites("Movie", command: "movie"), filter: "Movie|ArchitectureGraph",
            program: "cinema")

        let removed = try await template(["remove", "feature", "Movie"])
        #expect(removed.status == 0 && removed.standardOutput.hasPrefix("Removed the feature Movie"), "\(removed)")
        let rebuilt = try await ChildProcess.run(
            ["swift", "build", "--package-path", root.path, "--product", "cinema"] + GeneratedPackage.ciBuildFlags)
        #expect(rebuilt.status == 0, "\(rebuilt.standardOutput.suffix(3000))")
        try await package.passesStrictCheck()

        // Added again with other fields, over the records it left: they stay, reshaped.
        try await UpdateFixture.commit(root, "no Movie")
        let again = try await template([
            "add", "feature", "Movie", "--field", "title:String", "--field", "genre:String?",
        ])
        #expect(again.status == 0, "\(again)")
        try await UpdateFixture.commit(root, "Movie again")
        cinema = try await build()
        for store in ["sqlite", "files"] {
            let shown = try await cinema(store, ["show", "2"])
            #expect(
                shown.status == 0 && shown.standardOutput == "Movie 2\n  title: Solaris\n  genre: none\n",
                "\(store): \(shown)")
        }
    }

    @Test("A package in its team's own style, grown by every command (TeamStyleTests), builds and passes its tests")
    func teamStyle() async throws {
        let scratch = try TemporaryFolder(prefix: "team-style")
        defer { scratch.remove() }
        let grown = try await TeamStyleTests.teamPackage(in: scratch)
        try await TeamStyleTests.grow(grown)
        let package = GeneratedPackage(root: GeneratedPackage.workspace.appendingPathComponent("team-style"))
        try GeneratedPackage.sync(grown, into: package.root)
        try await package.passes(
            including: GeneratedPackage.featureSuites("Book", command: "book"), filter: "Book|ArchitectureGraph",
            program: "shelf")
    }

    @Test("A feature whose fields are named after every identifier of the slice's code builds and passes its tests")
    func fieldsNamedLikeTheSlice() async throws {
        let slice = try KitSource(explicit: Kit.root.path, environment: [:]).template()[.slice]
        var names: Set<String> = []
        for path in slice.paths where path.hasSuffix(".swift") {
            let code = slice[path]!.replacing(#/"(?:[^"\\\n]|\\.)*"/#, with: "").replacing(#///[^\n]*/#, with: "")
            names.formUnion(code.matches(of: #/\b[a-z][A-Za-z0-9]*\b/#).map { String($0.output) })
        }
        let kinds = ["String", "Int", "Bool", "Double", "String?", "Int?", "Bool?", "Double?"]
        let template = Set(Slice.fields.map(\.name))
        // Each a field a user may ask for: not reserved, not a keyword, not the slice's own fields.
        let fields = names.subtracting(template).sorted().enumerated().compactMap { index, name in
            (try? FeatureField(parsing: "\(name):\(kinds[index % kinds.count])"))?.description
        }
        try #require(fields.count > 150, "\(fields.count) names")
        let package = try await GeneratedPackage.generate("sweep", ["Sweep", "--example", "none", "--store", "sqlite"])
        let added = try await ChildProcess.run(
            [try GeneratedPackage.tool("clean-architecture"), "add", "feature", "Gadget", "--field", "title:String"]
                + fields.flatMap { ["--field", $0] } + [
                    "--package-path", package.root.path, "--kit-path", Kit.root.path,
                ])
        try #require(added.status == 0, "\(added)")
        try await package.passes(
            including: GeneratedPackage.featureSuites("Gadget", command: "gadget"), filter: "Gadget|ArchitectureGraph",
            program: "sweep")
    }
}
