import DependencyRule
import Foundation
import ProcessSpawning
import ProjectTemplate
import TestSupport
import Testing

/// `add feature` against copies of the kit and of a generated package: never this checkout.
@Suite("add feature: refusals before anything is written, and what it writes where")
struct FeatureCommandTests {
    /// A copy of the kit, shared by the tests that only read it or are refused.
    static let kitCopy: URL = {
        let folder = try! TemporaryFolder(prefix: "template-kit").url
        try! Kit.copy(into: folder)
        return folder
    }()

    /// A starter package (`new Shelf --example none`), made once and copied into `folder` as
    /// `shelf` for each test that changes it.
    static func starter(in folder: URL) async throws -> URL {
        let made = try await madeStarter.value
        let copy = folder.appendingPathComponent("shelf")
        try FileManager.default.copyItem(at: made, to: copy)
        return copy
    }

    private static let madeStarter = Task { () throws -> URL in
        let folder = try TemporaryFolder(prefix: "template-starter").url
        // The generic names (`--no-module-prefix`), which these tests spell; the prefixed layout,
        // the default, is GeneratedPackageTests'.
        let made = await runTemplate(
            ["new", "Shelf", "--example", "none", "--no-module-prefix", "--output", "shelf"], in: folder)
        guard made.status == 0 else { throw GenerationFailure(description: "\(made)") }
        return folder.appendingPathComponent("shelf")
    }

    struct GenerationFailure: Error, CustomStringConvertible { let description: String }

    @Test("A folder that is not a package, or not laid out like the template, is refused")
    func refusedPackages() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let empty = await runTemplate(["add", "feature", "Book"], in: scratch.url)
        #expect(empty.status == 2, "\(empty)")
        #expect(empty.errors.contains("no Package.swift in \(scratch.url.path) or above it"), "\(empty)")
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: scratch.url.appendingPathComponent("Package.swift"))
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("Sources/Entities"), withIntermediateDirectories: true)
        let before = scratch.listing
        let bare = await runTemplate(["add", "feature", "Book", "--package-path", scratch.url.path], in: Kit.root)
        #expect(bare.status == 2, "\(bare)")
        #expect(
            bare.errors.contains(
                "is not laid out like the template: missing Sources/Contracts, Sources/InterfaceAdapters, Sources/Terminal"
            ),
            "\(bare)")
        #expect(
            bare.errors.hasSuffix(
                ", Tests/ContractTests, Tests/EntitiesTests, Tests/InterfaceAdaptersTests, Tests/TerminalTests, Tests/UseCasesTests\n"
            ), "\(bare)")
        #expect(scratch.listing == before)
    }

    @Test(
        "In the kit, a feature whose types exist, or a name the code uses, is refused in one line",
        arguments: [
            ("Team", "the feature 'Team' exists already: Sources/Entities/League/Team.swift declares Team"),
            ("Player", "the feature 'Player' exists already: Sources/Entities/League/Player.swift declares Player"),
            ("User", "the feature 'User' exists already: Sources/Entities/League/User.swift declares User"),
            (
                "Roster",
                "the feature 'Roster' would declare RosterPresenter, which Sources/InterfaceAdapters/League/Presenters/RosterPresenter.swift declares already"
            ),
            ("Entities", "the feature name 'Entities' clashes with the module Entities"),
            ("Repository", "the feature name 'Repository' would make the type Repository, which the generated code"),
            ("Entity", "the feature name 'Entity' would make the type Entity"),
            (
                "main",
                "the feature name 'main' would make the file Main.swift, which SwiftPM takes for a program's entry point"
            ),
        ])
    func refusedFeatures(name: String, message: String) async throws {
        let before = TemporaryFolder.listing(of: Self.kitCopy)
        let run = await runTemplate(["add", "feature", name, "--package-path", Self.kitCopy.path], in: Kit.root)
        #expect(run.status == 2, "\(run)")
        #expect(run.errors.hasPrefix("clean-architecture: error: \(message)"), "\(run)")
        #expect(run.errors.hasSuffix("choose another name\n"), "\(run)")
        #expect(run.errors.split(separator: "\n").count == 1, "\(run)")
        #expect(TemporaryFolder.listing(of: Self.kitCopy) == before)
    }

    @Test(
        "--dry-run lists the slice, the list of features and the configuration it would change, from a subfolder, and writes nothing"
    )
    func dryRunFeature() async throws {
        let before = TemporaryFolder.listing(of: Self.kitCopy)
        let run = await runTemplate(
            ["add", "feature", "Book", "--dry-run"], in: Self.kitCopy.appendingPathComponent("Sources/Entities"))
        #expect(run.status == 0, "\(run)")
        let sections = run.output.split(separator: "Would change 2 files:\n", omittingEmptySubsequences: false)
        try #require(sections.count == 2, "\(run)")
        #expect(sections[0].hasPrefix("Would write 31 files to \(Self.kitCopy.path):\n"), "\(run)")
        let listed = sections[0].split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(listed.count == 31, "\(run)")
        for path in [
            "Sources/Entities/Book/Book.swift", "Sources/Contracts/Book/BookRepositoryContract.swift",
            "Fakes/Book/UseCasesPorts/FakeBookRepository.swift", "Fakes/Book/UseCasesPorts/FakeBookUnitOfWork.swift",
            "Sources/Terminal/Book/BookFeature.swift", "Tests/StarterCLITests/Book/BookCLITests.swift",
        ] {
            #expect(listed.contains(path), "\(path) is not listed: \(run)")
        }
        #expect(
            sections[1] == "  Sources/Terminal/Starter/StarterFeatures.swift\n  dependency-rules.json\n",
            "\(run)")
        #expect(TemporaryFolder.listing(of: Self.kitCopy) == before)
    }

    @Test(
        "A feature named like a standard type is refused, saying what it shadows; with --allow-shadowing it is added, and the output says how to name Swift's own"
    )
    func shadowedNames() async throws {
        let before = TemporaryFolder.listing(of: Self.kitCopy)
        for (name, hidden) in [
            ("Task", "Swift.Task"), ("Date", "Foundation.Date"), ("URL", "Foundation.URL"), ("Image", "SwiftUI.Image"),
            ("View", "SwiftUI.View"), ("Text", "SwiftUI.Text"),
        ] {
            for extra in [["--dry-run"], []] {
                let refused = await runTemplate(["add", "feature", name] + extra, in: Self.kitCopy)
                #expect(refused.status == 2, "\(refused)")
                #expect(
                    refused.errors.hasPrefix("clean-architecture: error: the feature '\(name)' would shadow \(hidden)"),
                    "\(refused.errors)")
                #expect(refused.output.isEmpty, "\(refused.output)")
            }
        }
        #expect(TemporaryFolder.listing(of: Self.kitCopy) == before, "nothing written")
        // A type of Swift's other than the ones the package's code writes with their module: not
        // even with --allow-shadowing.
        let mirror = await runTemplate(
            ["add", "feature", "Mirror", "--allow-shadowing", "--dry-run"], in: Self.kitCopy)
        #expect(mirror.status == 2, "\(mirror)")
        #expect(
            mirror.errors.hasPrefix(
                "clean-architecture: error: the feature 'Mirror' would shadow Swift.Mirror; --allow-shadowing takes only the names the package's own code writes with their module ("
            ), "\(mirror.errors)")
        for (name, hidden) in [("Task", "Swift.Task"), ("Date", "Foundation.Date"), ("URL", "Foundation.URL")] {
            let run = await runTemplate(["add", "feature", name, "--allow-shadowing", "--dry-run"], in: Self.kitCopy)
            #expect(run.status == 0, "\(run)")
            #expect(
                run.output.hasSuffix(
                    "\nShadows \(hidden): in every file that imports the feature's modules, \(name) is now the feature's.\n"
                        + "Write \(hidden) there for \(hidden.split(separator: ".")[0])'s own, as the kit's code does, in your app's code too.\n"
                ),
                "\(run)")
        }
        let book = await runTemplate(["add", "feature", "Book", "--dry-run"], in: Self.kitCopy)
        #expect(book.status == 0 && !book.output.contains("Shadows"), "\(book)")
        #expect(TemporaryFolder.listing(of: Self.kitCopy) == before)
    }

    @Test(
        "In a starter package: the slice, its commands' tests beside the app's, and its line in the list; twice is refused"
    )
    func addsToTheStarter() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let package = try await Self.starter(in: scratch.url)
        let list = package.appendingPathComponent("Sources/Terminal/Shelf/ShelfFeatures.swift")
        let run = await runTemplate(["add", "feature", "reading list"], in: package)
        #expect(run.status == 0, "\(run)")
        #expect(run.output.hasPrefix("Added the feature ReadingList to \(package.path): 31 new files.\n"), "\(run)")
        #expect(
            run.output.contains("Changed:\n  Sources/Terminal/Shelf/ShelfFeatures.swift\n"),
            "\(run)")
        #expect(
            run.output.contains(
                "reading-list add, reading-list list, reading-list show, reading-list update, reading-list delete (each with --help)"
            ), "\(run)")
        let listed = try String(contentsOf: list, encoding: .utf8)
        #expect(listed.contains("        NoteFeature.self,\n        ReadingListFeature.self,\n    ]"), "\(listed)")
        let tests = try String(
            contentsOf: package.appendingPathComponent("Tests/ShelfCLITests/ReadingList/ReadingListCLITests.swift"),
            encoding: .utf8
        )
        #expect(tests.contains("\"reading-list\", \"add\""), "\(tests)")
        #expect(!tests.contains("SampleItem") && !tests.contains("sample") && !tests.contains("starter"), "\(tests)")

        let after = TemporaryFolder.listing(of: package)
        let again = await runTemplate(["add", "feature", "ReadingList"], in: package)
        #expect(again.status == 2, "\(again)")
        #expect(
            again.errors
                == "clean-architecture: error: the feature 'ReadingList' exists already: Sources/Entities/ReadingList/ReadingList.swift declares ReadingList; choose another name\n",
            "\(again)")
        #expect(TemporaryFolder.listing(of: package) == after)
        #expect(try String(contentsOf: list, encoding: .utf8) == listed)
    }

    @Test(
        "A list of features that is unreadable, or names the feature already, or an app without its CLI tests, is refused"
    )
    func refusedRegistrations() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let package = try await Self.starter(in: scratch.url)
        let list = package.appendingPathComponent("Sources/Terminal/Shelf/ShelfFeatures.swift")
        let original = try String(contentsOf: list, encoding: .utf8)
        let cases: [(text: String, error: String)] = [
            (
                original.replacing("NoteFeature.self", with: "NoteFeature.self, BookFeature.self"),
                "Sources/Terminal/Shelf/ShelfFeatures.swift lists BookFeature already: the feature exists"
            ),
            (
                original.replacing("NoteFeature.self", with: "NoteFeature.self, makeFeature()"),
                "cannot read the list of features in Sources/Terminal/Shelf/ShelfFeatures.swift: 'makeFeature()' is not a 'SomeFeature.self' entry"
            ),
            (
                original.replacing("public static let all", with: "static var all"),
                "cannot find the list of features in Sources/Terminal/Shelf/ShelfFeatures.swift"
            ),
        ]
        for (text, error) in cases {
            try Data(text.utf8).write(to: list)
            let before = TemporaryFolder.listing(of: package)
            let run = await runTemplate(["add", "feature", "Book"], in: package)
            #expect(run.status == 2, "\(run)")
            #expect(run.errors.hasPrefix("clean-architecture: error: \(error)"), "\(run)")
            #expect(TemporaryFolder.listing(of: package) == before)
            #expect(try String(contentsOf: list, encoding: .utf8) == text)
        }
        try Data(original.utf8).write(to: list)
        // A second list in the composition layer: which app the feature joins cannot be told.
        let second = package.appendingPathComponent("Sources/Terminal/Shelf/OtherFeatures.swift")
        try Data(original.replacing("ShelfFeatures", with: "OtherFeatures").utf8).write(to: second)
        let several = await runTemplate(["add", "feature", "Book"], in: package)
        #expect(several.status == 2, "\(several)")
        #expect(
            several.errors.contains(
                "has several lists of features (Sources/Terminal/Shelf/OtherFeatures.swift, Sources/Terminal/Shelf/ShelfFeatures.swift): keep one"
            ), "\(several)")
        try FileManager.default.removeItem(at: second)
        try FileManager.default.removeItem(at: package.appendingPathComponent("Tests/ShelfCLITests/AppUnderTest.swift"))
        let run = await runTemplate(["add", "feature", "Book"], in: package)
        #expect(run.status == 2, "\(run)")
        #expect(
            run.errors.contains(
                "lists its features in Sources/Terminal/Shelf/ShelfFeatures.swift but has no Tests/*/AppUnderTest.swift"
            ), "\(run)")
    }

    @Test(
        "--field: the feature's files hold those fields, the lock records them, and update renders the same feature"
    )
    func fields() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let package = try await Self.starter(in: scratch.url)
        let fields = [
            "--field", "pages:Int", "--field", "title:String", "--field", "due:String?", "--field",
            "read:Bool:optional",
        ]
        let run = await runTemplate(["add", "feature", "Book"] + fields, in: package)
        #expect(run.status == 0 && run.errors.isEmpty, "\(run)")
        let entity = try String(
            contentsOf: package.appendingPathComponent("Sources/Entities/Book/Book.swift"), encoding: .utf8)
        let declared = entity.matches(of: /(?m)^ {8}public let (\w+): (\w+\??)$/).map {
            "\($0.output.1): \($0.output.2)"
        }
        #expect(declared == ["pages: Int", "title: String", "due: String?", "read: Bool?"])
        let lock = try String(contentsOf: package.appendingPathComponent(".clean-architecture.json"), encoding: .utf8)
        #expect(
            lock.contains(#"{ "fields": ["pages:Int", "title:String", "due:String?", "read:Bool?"], "kit": "#),
            "\(lock)")
        let check = await runTemplate(["update", "--check", "--kit-path", Kit.root.path], in: package)
        #expect(check.status == 0 && check.output.hasPrefix("Shelf is up to date"), "\(check)")
    }

    @Test("A bad --field is refused before anything is written, saying why")
    func badFields() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let package = try await Self.starter(in: scratch.url)
        let before = UpdateFixture.snapshot(package)
        for (fields, message) in [
            (["--field", "pages"], "the field 'pages' must be NAME:TYPE"),
            (["--field", "pages:Float"], "the field 'pages:Float' has the type 'Float'"),
            (["--field", "pages:Int"], "a feature needs a String field that is not optional"),
            (["--field", "title:String", "--field", "Title:Int"], "the field name 'Title' must be lowerCamelCase"),
            (["--field", "title:String", "--field", "title:Int"], "the field 'title' is given twice"),
        ] {
            let run = await runTemplate(["add", "feature", "Book"] + fields, in: package)
            #expect(run.status == 2 && run.output.isEmpty, "\(run)")
            #expect(run.errors.hasPrefix("clean-architecture: error: \(message)"), "\(run)")
        }
        #expect(UpdateFixture.snapshot(package) == before)
    }

    @Test("A file of the feature that exists already is refused, by --dry-run too, and nothing is written")
    func refusesExistingFile() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let package = try await Self.starter(in: scratch.url)
        try FileManager.default.createDirectory(
            at: package.appendingPathComponent("Tests/EntitiesTests/Book"), withIntermediateDirectories: true)
        try Data("// mine\n".utf8).write(to: package.appendingPathComponent("Tests/EntitiesTests/Book/BookTests.swift"))
        let before = TemporaryFolder.listing(of: package)
        for extra in [["--dry-run"], []] {
            let run = await runTemplate(["add", "feature", "Book"] + extra, in: package)
            #expect(run.status == 2, "\(run)")
            #expect(
                run.errors
                    == "clean-architecture: error: refusing to overwrite Tests/EntitiesTests/Book/BookTests.swift in \(package.path)\n",
                "\(run)")
        }
        #expect(TemporaryFolder.listing(of: package) == before)
        #expect(
            try String(
                contentsOf: package.appendingPathComponent("Tests/EntitiesTests/Book/BookTests.swift"), encoding: .utf8)
                == "// mine\n")
    }

    @Test(
        "A name that differs only in case from a feature, a type or a folder is refused, naming it, and nothing is written"
    )
    func refusesCaseTwins() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let package = try await Self.starter(in: scratch.url)
        let added = await runTemplate(["add", "feature", "Book"], in: package)
        try #require(added.status == 0, "\(added)")
        let before = TemporaryFolder.listing(of: package)
        for (name, expected) in [
            (
                "BOOK",
                "clean-architecture: error: the feature 'BOOK' differs only in case from Book, which Sources/Entities/Book/Book.swift declares: both would claim the command 'book', and on a case-insensitive disk (every Mac's default) their files collide; choose another name\n"
            ),
            (
                "NOTE",
                "clean-architecture: error: the feature 'NOTE' differs only in case from Note, which Sources/Entities/Note/Note.swift declares: both would claim the command 'note', and on a case-insensitive disk (every Mac's default) their files collide; choose another name\n"
            ),
        ] {
            for extra in [["--dry-run"], []] {
                let run = await runTemplate(["add", "feature", name] + extra, in: package)
                #expect(run.status == 2, "\(name): \(run)")
                #expect(run.errors == expected, "\(name): \(run.errors)")
                #expect(run.output.isEmpty, "\(run.output)")
            }
        }
        // A folder alone (no type of that name) is found too.
        try FileManager.default.createDirectory(
            at: package.appendingPathComponent("Sources/Entities/Shelfmark"), withIntermediateDirectories: true)
        let folder = await runTemplate(["add", "feature", "ShelfMark"], in: package)
        #expect(folder.status == 2, "\(folder)")
        #expect(
            folder.errors.hasPrefix(
                "clean-architecture: error: the feature 'ShelfMark' would write Sources/Entities/ShelfMark, which differs only in case from Sources/Entities/Shelfmark:"
            ), "\(folder.errors)")
        try FileManager.default.removeItem(at: package.appendingPathComponent("Sources/Entities/Shelfmark"))
        #expect(TemporaryFolder.listing(of: package) == before, "nothing written")
    }

    @Test("With a prefixed layout beside an unrelated *Entities folder, the complete layout is the one used")
    func picksTheCompleteLayout() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let made = await runTemplate(
            ["new", "Shelf", "--example", "none", "--module-prefix", "--output", "shelf"], in: scratch.url)
        try #require(made.status == 0, "\(made)")
        let package = scratch.url.appendingPathComponent("shelf")
        try FileManager.default.createDirectory(
            at: package.appendingPathComponent("Sources/SharedEntities"), withIntermediateDirectories: true)
        let run = await runTemplate(["add", "feature", "Book", "--dry-run"], in: package)
        #expect(run.status == 0, "\(run)")
        #expect(run.output.contains("  Sources/ShelfEntities/Book/Book.swift\n"), "\(run)")
        #expect(run.output.contains("  Tests/ShelfContractTests/Book/BookContractTests.swift\n"), "\(run)")
        #expect(run.output.contains("  Fakes/Book/UseCasesPorts/FakeBookRepository.swift\n"), "\(run)")
    }

    @Test(
        "In a prefixed package, every module of the package a feature's file imports is imported by its prefixed name")
    func importsPrefixed() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let made = await runTemplate(["new", "Shelf", "--example", "none", "--output", "shelf"], in: scratch.url)
        try #require(made.status == 0, "\(made)")
        let package = scratch.url.appendingPathComponent("shelf")
        let modules = try FileManager.default.contentsOfDirectory(
            atPath: package.appendingPathComponent("Sources").path)
        let feature = try FeatureGenerator(
            name: try FeatureName("Book"), packagePath: package.path,
            kit: try KitSource(explicit: Kit.root.path, environment: [:])
        ).files()
        var imported: Set<String> = []
        for path in feature.paths where path.hasSuffix(".swift") {
            for module in ImportScanner.imports(in: feature[path]!).map(\.module) {
                imported.insert(module)
                #expect(!modules.contains("Shelf" + module), "\(path) imports \(module), not Shelf\(module)")
            }
        }
        #expect(
            imported.isSuperset(of: ["ShelfArgumentReading", "ShelfFrameworksAndDrivers", "ShelfEntities"]),
            "\(imported)")
    }

    @Test("In a copy of the kit itself: the feature is added and wired, and the checker passes --strict")
    func addsToTheKit() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let kit = scratch.url.appendingPathComponent("kit")
        try Kit.copy(into: kit)
        let run = await runTemplate(["add", "feature", "Date", "--allow-shadowing"], in: kit)
        #expect(run.status == 0, "\(run)")
        #expect(run.output.hasPrefix("Added the feature Date to \(kit.path): 31 new files.\n"), "\(run)")
        let list = try String(
            contentsOf: kit.appendingPathComponent("Sources/Terminal/Starter/StarterFeatures.swift"),
            encoding: .utf8)
        #expect(list.contains("DateFeature.self"), "\(list)")
        let rules = try String(contentsOf: kit.appendingPathComponent("dependency-rules.json"), encoding: .utf8)
        #expect(rules.contains(#"{ "name": "SampleItem", "paths": ["Sources/*/SampleItem/**"] },"#), "\(rules)")
        #expect(rules.contains(#"{ "name": "Date", "paths": ["Sources/*/Date/**"] }"#), "\(rules)")
        // The files compile where the kit's slice does (the generated packages build them); here
        // the checker proves every import the slice brings is declared and points inward.
        let checked = await onOwnThread {
            var output = ""
            let status = DependencyRuleCommand.run(
                ["check", "--package-path", kit.path, "--strict"], output: { output += $0 }, errors: { output += $0 })
            return (status, output)
        }
        #expect(checked.0 == 0, "\(checked.1)")
        #expect(checked.1.contains("CleanArchitectureKit: "), "\(checked.1)")
        #expect(checked.1.hasSuffix("; 0 errors, 0 warnings\n"), "\(checked.1)")
    }
}
