import ArgumentReading
import Foundation
import ProcessSpawning
import ProjectTemplate
import TestSupport
import Testing

@Suite("clean-architecture: help, usage errors and refused names, with nothing written")
struct CommandLineTests {
    @Test(
        "--help on every command, and --version",
        arguments: [
            (["--help"], "USAGE: clean-architecture COMMAND ..."),
            (["-h"], "USAGE: clean-architecture COMMAND ..."),
            ([], "USAGE: clean-architecture COMMAND ..."),
            (["help", "new"], "USAGE: clean-architecture new NAME"),
            (["new", "--help"], "USAGE: clean-architecture new NAME"),
            (["new", "Bookshelf", "-h"], "USAGE: clean-architecture new NAME"),
            (["add", "--help"], "USAGE: clean-architecture add feature NAME"),
            (["add", "feature", "--help"], "OVERVIEW: Add one vertical slice"),
            (["help", "add", "feature"], "OVERVIEW: Add one vertical slice"),
            (["kit", "--help"], "USAGE: clean-architecture kit [--kit-path DIR]"),
            (["help", "kit"], "USAGE: clean-architecture kit [--kit-path DIR]"),
            (["--version"], "clean-architecture 1."),
        ])
    func help(arguments: [String], expected: String) async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let run = await runTemplate(arguments, in: scratch.url)
        #expect(run.status == 0, "\(run)")
        #expect(run.output.contains(expected), "\(run)")
        #expect(run.errors.isEmpty, "\(run)")
        #expect(scratch.listing.isEmpty)
    }

    @Test(
        "A usage error is a line naming the problem and one saying where the help is, exit 2",
        arguments: [
            (["frobnicate"], "unknown command 'frobnicate': use new, add, rename, remove, update, adopt or kit", nil),
            (
                ["help", "frobnicate"],
                "unknown command 'frobnicate': use new, add, rename, remove, update, adopt or kit", nil
            ),
            (["kit", "--format", "yaml"], "--format must be text or json, not 'yaml'", "kit"),
            (["kit", "Bookshelf"], "unexpected argument 'Bookshelf' for 'kit'", "kit"),
            (["new"], "'new' needs NAME", "new"),
            (["new", "A", "B"], "unexpected argument 'B' for 'new'", "new"),
            (["new", "A", "--example", "big"], "--example must be none or league, not 'big'", "new"),
            (["new", "A", "--output"], "--output needs a value", "new"),
            (["new", "A", "--output="], "--output needs a value", "new"),
            (["new", "A", "--bogus"], "unknown option '--bogus' for 'new'", "new"),
            (["new", "A", "--dry-run=yes"], "--dry-run takes no value", "new"),
            (
                ["new", "A", "--module-prefix", "--no-module-prefix"],
                "give --module-prefix or --no-module-prefix, not both", "new"
            ),
            (
                ["new", "A", "--kit-repository", "git@github.com:acme/Kit.git"],
                "--kit-repository must be the kit's repository as an https URL (https://github.com/OWNER/NAME), whose releases hold its checker, not 'git@github.com:acme/Kit.git'",
                "new"
            ),
            (
                ["new", "A", "--kit-repository", "https://github.com/acme"],
                "--kit-repository must be the kit's repository as an https URL (https://github.com/OWNER/NAME), whose releases hold its checker, not 'https://github.com/acme'",
                "new"
            ),
            (
                ["new", "A", "--example", "league", "--store", "memory"],
                "--store needs --example none: the league example shows every store", "new"
            ),
            (
                ["update", "--dry-run", "--diff", "--format", "json"], "--diff prints text: not with --format json",
                "update"
            ),
            (["update", "--diff"], "--diff goes with --dry-run", "update"),
            (["update", "--check", "--dry-run"], "give --dry-run or --check, not both", "update"),
            (["update", "--format", "yaml"], "--format must be text or json, not 'yaml'", "update"),
            (["update", "Bookshelf"], "unexpected argument 'Bookshelf' for 'update'", "update"),
            (["adopt", "--created", "May"], "--created must be a date, YYYY-MM-DD, not 'May'", "adopt"),
            (["adopt", "A", "B"], "unexpected argument 'B' for 'adopt'", "adopt"),
            (["add"], "'add' needs a subcommand: feature or field", "add"),
            (["add", "widget", "X"], "unknown command 'add widget': 'add' has feature or field", "add"),
            (["add", "feature"], "'add feature' needs NAME", "add feature"),
            (
                ["add", "feature", "Book", "--output", "x"], "unknown option '--output' for 'add feature'",
                "add feature"
            ),
        ] as [([String], String, String?)])
    func usageErrors(arguments: [String], message: String, command: String?) async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let run = await runTemplate(arguments, in: scratch.url)
        #expect(run.status == 2, "\(run)")
        let help = ["clean-architecture"] + (command.map { [$0] } ?? []) + ["--help"]
        #expect(
            run.errors
                == "clean-architecture: error: \(message)\nRun '\(help.joined(separator: " "))' for usage.\n", "\(run)")
        #expect(run.output.isEmpty, "\(run)")
        #expect(scratch.listing.isEmpty, "a usage error wrote \(scratch.listing)")
    }

    @Test("The commands are sound, and Docs/Template.md's option tables are the ones their specs draw")
    func optionTables() throws {
        #expect(CleanArchitectureTool.tool.problems.isEmpty)
        let file = Kit.root.appendingPathComponent("Docs/Template.md")
        let document = try String(contentsOf: file, encoding: .utf8)
        let redrawn = OptionTable(tool: CleanArchitectureTool.tool).redrawn(document)
        for command in ["new", "add feature", "update", "adopt", "kit"] {
            #expect(document.contains("<!-- BEGIN options: clean-architecture \(command) -->"), "\(command)")
        }
        #expect(redrawn == document, "redraw the tables in Docs/Template.md:\n\(redrawn)")
    }

    @Test(
        "A bad project name is refused in one line before anything is written",
        arguments: [
            ("", "the project name is empty"),
            ("!!!", "has no letter or digit"),
            ("a/b", "holds a double quote, a slash, a backslash or a line break: a name is not a path"),
            ("../escape", "a name is not a path"),
            ("Entities", "clashes with the module Entities"),
            ("Swift", "clashes with the module Swift"),
            ("Foundation", "clashes with the module Foundation"),
            ("Testing", "clashes with the module Testing"),
            ("XCTest", "clashes with the module XCTest"),
            ("Dispatch", "clashes with the module Dispatch"),
            ("storage-torture", "which CleanArchitectureKit also declares"),
        ])
    func refusedNames(name: String, message: String) async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let run = await runTemplate(["new", name, "--output", "out/project"], in: scratch.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.errors.hasPrefix("clean-architecture: error: "), "\(run)")
        #expect(run.errors.contains(message), "\(run)")
        #expect(run.errors.split(separator: "\n").count == 1, "\(run)")
        #expect(run.output.isEmpty, "\(run)")
        #expect(scratch.listing.isEmpty, "a refused name wrote \(scratch.listing)")
    }

    @Test(
        "A test helper's name is refused unprefixed, with either example", arguments: [["--example", "league"], []])
    func helperName(example: [String]) async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let run = await runTemplate(
            ["new", "storage-torture"] + example + ["--no-module-prefix", "--output", "out"], in: scratch.url)
        #expect(run.status == 2, "\(run)")
        #expect(
            run.errors
                == "clean-architecture: error: the project name 'storage-torture' would make the program 'storage-torture', which every package has as a test helper: choose another name\n",
            "\(run)")
        #expect(scratch.listing.isEmpty, "a refused name wrote \(scratch.listing)")
    }

    @Test(
        "A --package-path that is no package: exit 2, naming it, nothing written",
        arguments: [
            (["update"], "nowhere", "--package-path nowhere: no such folder"),
            (["update", "--check"], "file", "--package-path file: not a folder"),
            (["adopt"], "empty", "--package-path empty: no Package.swift in "),
            (["add", "feature", "Book"], "nowhere", "--package-path nowhere: no such folder"),
        ])
    func refusedPackagePaths(command: [String], path: String, message: String) async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        try Data("not a folder\n".utf8).write(to: scratch.url.appendingPathComponent("file"))
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("empty"), withIntermediateDirectories: false)
        let before = scratch.listing
        let run = await runTemplate(command + ["--package-path", path], in: scratch.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.errors.hasPrefix("clean-architecture: error: " + message), "\(run)")
        #expect(run.errors.split(separator: "\n").count == 1 && run.output.isEmpty, "\(run)")
        #expect(scratch.listing == before)
    }

    @Test("A missing kit, a kit missing a folder, or a prefixed name that is one of the kit's programs is refused")
    func refusedKits() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let noKit = await runTemplate(["new", "Bookshelf", "--kit-path", "/nonexistent/kit"], in: scratch.url)
        #expect(noKit.status == 2, "\(noKit)")
        #expect(
            noKit.errors
                == "clean-architecture: error: cannot find the kit's files: looked in --kit-path (/nonexistent/kit), which has no Sources/UseCases/Ports/UnitOfWork.swift; give the folder of a kit's checkout, or of the copy 'make install' put in PREFIX/share/clean-architecture/kit\n",
            "\(noKit)")
        // --kit-path is the only place looked at, even when the variable names a good kit.
        let overridden = await runTemplate(
            ["new", "Bookshelf", "--kit-path", "/nonexistent/kit"], in: scratch.url,
            environment: ["CLEAN_ARCHITECTURE_KIT": Kit.root.path])
        #expect(overridden.status == 2 && overridden.errors == noKit.errors, "\(overridden)")
        // A kit with its marker but without the tests: refused, not copied without them.
        let partial = scratch.url.appendingPathComponent("partial")
        try FileManager.default.createDirectory(
            at: partial.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Kit.root.appendingPathComponent("Sources/UseCases"),
            to: partial.appendingPathComponent("Sources/UseCases"))
        let incomplete = await runTemplate(
            ["new", "Bookshelf", "--example", "none", "--output", "made"], in: scratch.url,
            environment: ["CLEAN_ARCHITECTURE_KIT": partial.path])
        #expect(incomplete.status == 2, "\(incomplete)")
        #expect(
            incomplete.errors.hasPrefix("clean-architecture: error: the kit in \(partial.path) has no "),
            "\(incomplete)")
        #expect(incomplete.errors.hasSuffix(": is it a complete CleanArchitectureKit?\n"), "\(incomplete)")
        let clash = await runTemplate(["new", "League", "--module-prefix", "--output", "made"], in: scratch.url)
        #expect(clash.status == 2, "\(clash)")
        #expect(clash.errors.contains("which CleanArchitectureKit also declares"), "\(clash)")
        #expect(scratch.listing.filter { !$0.hasPrefix("partial") }.isEmpty)
    }
}
