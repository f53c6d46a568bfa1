import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

@Suite("Writing: a failed run leaves nothing half-written")
struct TreeWriterTests {
    static var tree: FileTree {
        var tree = FileTree()
        tree["Package.swift"] = "// swift-tools-version: 6.0\n"
        tree["Sources/A/A.swift"] = "struct A {}\n"
        tree["Sources/B/Deep/B.swift"] = "struct B {}\n"
        return tree
    }

    @Test("A package is moved into place whole; its missing parent folders are made")
    func writesPackage() throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        try TreeWriter().writePackage(Self.tree, to: scratch.url.appendingPathComponent("made/for/it").path)
        #expect(
            scratch.listing == [
                "made", "made/for", "made/for/it", "made/for/it/Package.swift", "made/for/it/Sources",
                "made/for/it/Sources/A", "made/for/it/Sources/A/A.swift", "made/for/it/Sources/B",
                "made/for/it/Sources/B/Deep", "made/for/it/Sources/B/Deep/B.swift",
            ])
    }

    @Test("When a step fails after writing began, the temporary folder and the parents it made are removed")
    func failedPackageLeavesNothing() throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        var staged: [String] = []
        #expect(throws: GenerationError("the graph could not be drawn")) {
            try TreeWriter().writePackage(Self.tree, to: scratch.url.appendingPathComponent("made/for/it").path) {
                staging throws(GenerationError) in
                staged = TemporaryFolder.listing(of: URL(fileURLWithPath: staging))
                throw GenerationError("the graph could not be drawn")
            }
        }
        #expect(staged.contains("Sources/B/Deep/B.swift"), "the failure came before anything was written")
        #expect(scratch.listing.isEmpty, "left behind: \(scratch.listing)")
    }

    @Test("An empty destination folder is used; after a failure it is still there, still empty")
    func emptyDestination() throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let destination = scratch.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
        #expect(throws: GenerationError.self) {
            try TreeWriter().writePackage(Self.tree, to: destination.path) { _ throws(GenerationError) in
                throw GenerationError("stop")
            }
        }
        #expect(scratch.listing == ["empty"])
        try TreeWriter().writePackage(Self.tree, to: destination.path)
        #expect(TemporaryFolder.listing(of: destination).contains("Sources/A/A.swift"))
    }

    @Test("Adding files refuses when any exists, and a failure after staging adds nothing")
    func addFiles() throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("Sources/A"), withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: scratch.url.appendingPathComponent("Sources/A/A.swift"))
        let before = scratch.listing
        #expect(throws: GenerationError("refusing to overwrite Sources/A/A.swift in \(scratch.path)")) {
            try TreeWriter().addFiles(Self.tree, to: scratch.path)
        }
        var other = FileTree()
        other["Sources/C/C.swift"] = "struct C {}\n"
        other["Sources/A/A2.swift"] = "struct A2 {}\n"
        #expect(throws: GenerationError("format failed")) {
            try TreeWriter().addFiles(other, to: scratch.path) { _ throws(GenerationError) in
                throw GenerationError("format failed")
            }
        }
        #expect(scratch.listing == before)
        #expect(
            try String(contentsOf: scratch.url.appendingPathComponent("Sources/A/A.swift"), encoding: .utf8) == "mine\n"
        )
        try TreeWriter().addFiles(other, to: scratch.path)
        #expect(scratch.listing == (before + ["Sources/A/A2.swift", "Sources/C", "Sources/C/C.swift"]).sorted())
    }

    @Test("Changed files are replaced whole, keeping their permissions; when a later step fails, they are as they were")
    func changesFiles() throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let list = scratch.url.appendingPathComponent("Sources/A/List.swift")
        try FileManager.default.createDirectory(
            at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("let all = [A.self]\n".utf8).write(to: list)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: list.path)
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("Sources/Folder"), withIntermediateDirectories: true)
        let before = scratch.listing
        var added = FileTree()
        added["Sources/B/B.swift"] = "struct B {}\n"
        var changes = FileTree()
        changes["Sources/A/List.swift"] = "let all = [A.self, B.self]\n"

        // A change to a file that is not there is refused before anything is written.
        var missing = changes
        missing["Sources/A/Gone.swift"] = "x\n"
        #expect(throws: GenerationError("cannot change Sources/A/Gone.swift in \(scratch.path): no such file")) {
            try TreeWriter().addFiles(added, changing: missing, to: scratch.path)
        }
        // The second change fails after the first was made: the first is put back, the new file goes.
        var failing = changes
        failing["Sources/Folder"] = "not a file\n"
        #expect(throws: GenerationError.self) {
            try TreeWriter().addFiles(added, changing: failing, to: scratch.path)
        }
        #expect(scratch.listing == before)
        #expect(try String(contentsOf: list, encoding: .utf8) == "let all = [A.self]\n")

        try TreeWriter().addFiles(added, changing: changes, to: scratch.path)
        #expect(try String(contentsOf: list, encoding: .utf8) == "let all = [A.self, B.self]\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: list.path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        #expect(scratch.listing == (before + ["Sources/B", "Sources/B/B.swift"]).sorted())
    }
}
