import Foundation
import ProcessSpawning
import ProjectTemplate
import TestSupport
import Testing

@Suite("Where new writes: a new or empty folder, never over anything, nothing left behind")
struct DestinationTests {
    @Test("A folder that is not empty, a file, or a path through a file is never written into")
    func refusesOccupiedDestination() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let occupied = scratch.url.appendingPathComponent("occupied")
        try FileManager.default.createDirectory(at: occupied, withIntermediateDirectories: true)
        try Data("keep me\n".utf8).write(to: occupied.appendingPathComponent("notes.txt"))
        try Data("a file\n".utf8).write(to: scratch.url.appendingPathComponent("file"))
        let before = scratch.listing

        let intoFolder = await runTemplate(["new", "Bookshelf", "--output", "occupied"], in: scratch.url)
        #expect(intoFolder.status == 2, "\(intoFolder)")
        #expect(intoFolder.errors.contains("the folder is not empty (1 entry); choose a new folder"), "\(intoFolder)")
        let overFile = await runTemplate(
            ["new", "Bookshelf", "--output", "file", "--example", "none"], in: scratch.url)
        #expect(overFile.status == 2, "\(overFile)")
        #expect(overFile.errors.contains("refusing to overwrite \(scratch.url.path)/file: it is a file"), "\(overFile)")
        let throughFile = await runTemplate(["new", "Bookshelf", "--output", "file/sub/dir"], in: scratch.url)
        #expect(throughFile.status == 2, "\(throughFile)")
        #expect(throughFile.errors.contains("\(scratch.url.path)/file is a file, not a folder"), "\(throughFile)")

        #expect(scratch.listing == before)
        #expect(try String(contentsOf: occupied.appendingPathComponent("notes.txt"), encoding: .utf8) == "keep me\n")
        #expect(try String(contentsOf: scratch.url.appendingPathComponent("file"), encoding: .utf8) == "a file\n")
    }

    @Test("Inside the kit (but for its .build) is refused: the kit's build would take the files for its own")
    func refusesInsideTheKit() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let inside = Kit.root.appendingPathComponent("Sources/Entities/Generated-\(UUID().uuidString.prefix(6))")
        let run = await runTemplate(
            ["new", "Bookshelf", "--output", inside.path, "--kit-path", Kit.root.path], in: scratch.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.errors.contains("it is inside the kit (\(Kit.root.path))"), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: inside.path))
    }

    @Test("--dry-run lists exactly the files a real run writes, and writes nothing")
    func dryRun() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let dry = await runTemplate(
            ["new", "Bookshelf", "--example", "none", "--output", "dry", "--dry-run"], in: scratch.url)
        #expect(dry.status == 0, "\(dry)")
        #expect(scratch.listing.isEmpty, "--dry-run wrote \(scratch.listing)")
        // Every file, then the lock and the base beside them.
        let lines = dry.output.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        let listed = Array(lines.dropLast())
        #expect(
            lines.last
                == ".clean-architecture.json, and the pristine copy of those files in .clean-architecture/base/, for 'clean-architecture update'"
        )
        #expect(
            dry.output.hasPrefix(
                "Would write \(listed.count) files to \(scratch.url.appendingPathComponent("dry").path):"))

        let real = await runTemplate(
            [
                "new", "Bookshelf", "--example", "none", "--output", "real", "--kit-repository",
                "https://github.com/acme/Kit.git/",
            ],
            in: scratch.url)
        #expect(real.status == 0, "\(real)")
        #expect(real.output.contains("  cd real\n"), "\(real)")
        let all = Self.files(in: scratch.url.appendingPathComponent("real"))
        let written = all.filter { !$0.hasPrefix(".clean-architecture") }
        #expect(listed == written)
        #expect(
            Set(all).subtracting(written)
                == Set([".clean-architecture.json"] + written.map { ".clean-architecture/base/" + $0 }))
        #expect(written.contains("Sources/bookshelf/main.swift"))
        // The kit's repository given goes, as a web address, into the workflow and the lock.
        let made = scratch.url.appendingPathComponent("real")
        let workflow = try String(
            contentsOf: made.appendingPathComponent(".github/workflows/architecture.yml"), encoding: .utf8)
        #expect(workflow.contains("  KIT_REPOSITORY: https://github.com/acme/Kit\n"), "\(workflow)")
        let lock = try String(contentsOf: made.appendingPathComponent(".clean-architecture.json"), encoding: .utf8)
        #expect(lock.contains(#""kitRepository": "https://github.com/acme/Kit""#), "\(lock)")
        #expect(written.contains("Docs/Decisions/0001-four-layers-enforced-by-dependency-rule.md"))
        // The targets take the project's name by default; --no-module-prefix keeps the generic ones.
        #expect(
            written.contains("Sources/BookshelfEntities/Identifier.swift")
                && !written.contains("Sources/Entities/Identifier.swift"))
        let generic = await runTemplate(
            ["new", "Bookshelf", "--example", "none", "--no-module-prefix", "--output", "generic", "--dry-run"],
            in: scratch.url)
        #expect(generic.status == 0 && generic.output.contains("  Sources/Entities/Identifier.swift\n"), "\(generic)")
        #expect(!generic.output.contains("BookshelfEntities"), "\(generic)")
        // Nothing but the package: no staging folder left beside it.
        #expect(scratch.listing.filter { !$0.contains("/") } == ["real"])
    }

    @Test("Without --output the package goes in a folder named as the name was typed, quoted in the next steps")
    func defaultFolder() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let run = await runTemplate(["new", "Café Latte", "--example", "none"], in: scratch.url)
        #expect(run.status == 0, "\(run)")
        #expect(run.output.hasPrefix("Created Café Latte in \(scratch.url.path)/Café Latte: "), "\(run)")
        #expect(scratch.listing.filter { !$0.contains("/") } == ["Café Latte"])
        // The next steps go into it, and into git, which update needs.
        #expect(run.output.contains("\n  cd 'Café Latte'\n"), "\(run)")
        #expect(
            run.output.contains(
                "  git init && git add -A && git commit -m \"From CleanArchitectureKit \(CleanArchitectureCommand.version)\""
            ),
            "\(run)")
    }

    @Test("An empty folder that exists (., a link to one) is filled in place: the folder, its mode and the link stay")
    func fillsEmptyFolder() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let here = scratch.url.appendingPathComponent("here")
        try FileManager.default.createDirectory(at: here, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: here.path)
        let identity = try FileManager.default.attributesOfItem(atPath: here.path)[.systemFileNumber] as? Int
        let dot = await runTemplate(["new", "Bookshelf", "--example", "none", "--output", "."], in: here)
        #expect(dot.status == 0, "\(dot)")
        #expect(!dot.output.contains("  cd "), "no need to change folder: \(dot)")
        let after = try FileManager.default.attributesOfItem(atPath: here.path)
        #expect(after[.systemFileNumber] as? Int == identity, "the folder was replaced")
        #expect(after[.posixPermissions] as? Int == 0o700)
        #expect(FileManager.default.fileExists(atPath: here.appendingPathComponent("Package.swift").path))
        #expect(
            !TemporaryFolder.listing(of: here).contains { $0.contains("clean-architecture-") }, "staging left behind")

        let target = scratch.url.appendingPathComponent("target")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            at: scratch.url.appendingPathComponent("link"), withDestinationURL: target)
        let linked = await runTemplate(["new", "Bookshelf", "--example", "none", "--output", "link"], in: scratch.url)
        #expect(linked.status == 0, "\(linked)")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: scratch.url.appendingPathComponent("link").path)
                == target.path)
        #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent("Package.swift").path))
    }

    /// The regular files below `folder`, relative, sorted.
    static func files(in folder: URL) -> [String] {
        TemporaryFolder.listing(of: folder).filter { path in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            return exists && !isFolder.boolValue
        }
    }
}
