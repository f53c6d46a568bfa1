import Foundation
import Testing

@Suite("clean-architecture: help, usage errors and refusals, with nothing written")
struct CommandLineTests {
    @Test(
        "--help on every command, and --version",
        arguments: [
            (["--help"], "USAGE: clean-architecture <command>"),
            (["-h"], "USAGE: clean-architecture <command>"),
            ([], "USAGE: clean-architecture <command>"),
            (["help", "new"], "USAGE: clean-architecture new NAME"),
            (["new", "--help"], "USAGE: clean-architecture new NAME"),
            (["new", "Bookshelf", "-h"], "USAGE: clean-architecture new NAME"),
            (["add", "--help"], "USAGE: clean-architecture add feature NAME"),
            (["add", "feature", "--help"], "OVERVIEW: Add one vertical slice"),
            (["help", "add", "feature"], "OVERVIEW: Add one vertical slice"),
            (["--version"], "clean-architecture 1."),
        ])
    func help(arguments: [String], expected: String) async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let run = await runTemplate(arguments, in: scratch.url)
        #expect(run.status == 0, "\(run)")
        #expect(run.output.contains(expected), "\(run)")
        #expect(run.errors.isEmpty, "\(run)")
        #expect(scratch.listing.isEmpty)
    }

    @Test(
        "A usage error is one line naming the problem, exit 2",
        arguments: [
            (["frobnicate"], "unknown command 'frobnicate': use new or add feature"),
            (["new"], "new needs a NAME"),
            (["new", "A", "B"], "new takes one NAME, not 2"),
            (["new", "A", "--example", "big"], "--example must be league or none, not 'big'"),
            (["new", "A", "--output"], "--output needs a value"),
            (["new", "A", "--output="], "--output needs a value"),
            (["new", "A", "--bogus"], "unknown option '--bogus'"),
            (["new", "A", "--dry-run=yes"], "--dry-run takes no value"),
            (["add"], "add needs what to add"),
            (["add", "widget", "X"], "unknown thing to add 'widget'"),
            (["add", "feature"], "add feature needs a NAME"),
            (["add", "feature", "Book", "--output", "x"], "unknown option '--output'"),
        ])
    func usageErrors(arguments: [String], message: String) async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let run = await runTemplate(arguments, in: scratch.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.errors.hasPrefix("clean-architecture: error: \(message)"), "\(run)")
        #expect(run.errors.contains("Run 'clean-architecture --help' for usage."), "\(run)")
        #expect(run.output.isEmpty, "\(run)")
        #expect(scratch.listing.isEmpty, "a usage error wrote \(scratch.listing)")
    }

    @Test(
        "A bad project name is refused before anything is written",
        arguments: [
            ("", "the project name is empty"),
            ("!!!", "has no letter or digit"),
            ("Entities", "clashes with the module Entities"),
            ("Swift", "clashes with the module Swift"),
            ("Foundation", "clashes with the module Foundation"),
            ("Testing", "clashes with the module Testing"),
            ("XCTest", "clashes with the module XCTest"),
            ("Dispatch", "clashes with the module Dispatch"),
        ])
    func refusedNames(name: String, message: String) async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let run = await runTemplate(["new", name, "--output", "out/project"], in: scratch.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.errors.hasPrefix("clean-architecture: error: "), "\(run)")
        #expect(run.errors.contains(message), "\(run)")
        #expect(run.errors.split(separator: "\n").count == 1, "\(run)")
        #expect(scratch.listing.isEmpty, "a refused name wrote \(scratch.listing)")
    }

    @Test("A folder that is not empty, or a file, is never written into")
    func refusesOccupiedDestination() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let occupied = scratch.url.appendingPathComponent("occupied")
        try FileManager.default.createDirectory(at: occupied, withIntermediateDirectories: true)
        try Data("keep me\n".utf8).write(to: occupied.appendingPathComponent("notes.txt"))
        try Data("a file\n".utf8).write(to: scratch.url.appendingPathComponent("file"))
        let before = scratch.listing

        let intoFolder = await runTemplate(["new", "Bookshelf", "--output", "occupied"], in: scratch.url)
        #expect(intoFolder.status == 2, "\(intoFolder)")
        #expect(intoFolder.errors.contains("the folder is not empty (1 entries)"), "\(intoFolder)")
        let overFile = await runTemplate(
            ["new", "Bookshelf", "--output", "file", "--example", "none"], in: scratch.url)
        #expect(overFile.status == 2, "\(overFile)")
        #expect(overFile.errors.contains("it is a file"), "\(overFile)")

        #expect(scratch.listing == before)
        #expect(try String(contentsOf: occupied.appendingPathComponent("notes.txt"), encoding: .utf8) == "keep me\n")
        #expect(try String(contentsOf: scratch.url.appendingPathComponent("file"), encoding: .utf8) == "a file\n")
    }

    @Test("--dry-run lists exactly the files a real run writes, and writes nothing")
    func dryRun() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let dry = await runTemplate(
            ["new", "Bookshelf", "--example", "none", "--output", "dry", "--dry-run"], in: scratch.url)
        #expect(dry.status == 0, "\(dry)")
        #expect(scratch.listing.isEmpty, "--dry-run wrote \(scratch.listing)")
        let listed = dry.output.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            dry.output.hasPrefix(
                "Would write \(listed.count) files to \(scratch.url.appendingPathComponent("dry").path):"))

        let real = await runTemplate(["new", "Bookshelf", "--example", "none", "--output", "real"], in: scratch.url)
        #expect(real.status == 0, "\(real)")
        let written = Scratch.listing(of: scratch.url.appendingPathComponent("real")).filter { path in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: scratch.url.appendingPathComponent("real/\(path)").path, isDirectory: &isFolder)
            return exists && !isFolder.boolValue
        }
        #expect(listed == written)
        #expect(written.contains("Sources/bookshelf/main.swift"))
        #expect(written.contains("Docs/Decisions/0001-four-layers-enforced-by-dependency-rule.md"))
        // Nothing but the package: no staging folder left beside it.
        #expect(scratch.listing.filter { !$0.contains("/") } == ["real"])
    }

    @Test("A missing kit, or a prefixed name that is one of the kit's programs, is refused with nothing written")
    func refusedKitAndPrefix() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let noKit = await runTemplate(["new", "Bookshelf", "--kit-path", "/nonexistent/kit"], in: scratch.url)
        #expect(noKit.status == 2, "\(noKit)")
        #expect(
            noKit.errors.contains("cannot find the kit's files: looked in --kit-path (/nonexistent/kit)"), "\(noKit)")
        let clash = await runTemplate(["new", "League", "--module-prefix"], in: scratch.url)
        #expect(clash.status == 2, "\(clash)")
        #expect(clash.errors.contains("which CleanArchitectureKit also declares"), "\(clash)")
        #expect(scratch.listing.isEmpty)
    }

    @Test("add feature refuses a folder that is not a package, or not laid out like the template")
    func refusedPackages() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let empty = await runTemplate(["add", "feature", "Book"], in: scratch.url)
        #expect(empty.status == 2, "\(empty)")
        #expect(empty.errors.contains("no Package.swift in \(scratch.url.path)"), "\(empty)")
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: scratch.url.appendingPathComponent("Package.swift"))
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("Sources/Entities"), withIntermediateDirectories: true)
        let before = scratch.listing
        let bare = await runTemplate(["add", "feature", "Book", "--package-path", scratch.url.path], in: Kit.root)
        #expect(bare.status == 2, "\(bare)")
        #expect(bare.errors.contains("is not laid out like the template: missing Sources/UseCases"), "\(bare)")
        #expect(scratch.listing == before)
    }

    @Test(
        "add feature in the kit itself: an existing feature is refused, a new one listed by --dry-run, nothing written",
        arguments: [
            ("Team", "the feature 'Team' exists already: Sources/Entities/Team.swift declares Team"),
            ("Player", "the feature 'Player' exists already: Sources/Entities/Player.swift declares Player"),
            ("User", "the feature 'User' exists already: Sources/Entities/User.swift declares User"),
            ("Entities", "the feature name 'Entities' clashes with the module Entities"),
            ("Repository", "the feature name 'Repository' would make the type Repository, which the generated code"),
        ])
    func refusedFeatures(name: String, message: String) async throws {
        let run = await runTemplate(["add", "feature", name, "--package-path", Kit.root.path], in: Kit.root)
        #expect(run.status == 2, "\(run)")
        #expect(run.errors.hasPrefix("clean-architecture: error: \(message)"), "\(run)")
        #expect(run.errors.hasSuffix("choose another name\n"), "\(run)")
        #expect(run.errors.split(separator: "\n").count == 1, "\(run)")
    }

    @Test("add feature --dry-run in the kit lists the slice and writes nothing")
    func dryRunFeature() async throws {
        let run = await runTemplate(["add", "feature", "Book", "--dry-run"], in: Kit.root)
        #expect(run.status == 0, "\(run)")
        let listed = run.output.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(listed.count == 16, "\(run)")
        #expect(listed.contains("Sources/Entities/Book.swift"))
        #expect(listed.contains("Sources/Contracts/BookRepositoryContract.swift"))
        #expect(listed.contains("Fakes/UseCasesPorts/FakeBookRepository.swift"))
        for path in listed {
            #expect(
                !FileManager.default.fileExists(atPath: Kit.root.appendingPathComponent(path).path), "\(path) exists")
        }
    }
}
