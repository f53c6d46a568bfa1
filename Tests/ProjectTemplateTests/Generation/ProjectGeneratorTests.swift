import Foundation
import ProcessSpawning
import Testing

@testable import ProjectTemplate

@Suite("ProjectGenerator: a package made again in one process is made once, and anew from a kit that changed")
struct ProjectGeneratorTests {
    @Test("A kit whose template, scaffold or slice changed makes the package anew; the same kit, the same package")
    func madeAnewFromAChangedKit() throws {
        let scratch = try TemporaryFolder(prefix: "project-generator")
        defer { scratch.remove() }
        let kit = scratch.url.appendingPathComponent("kit")
        try Kit.copy(into: kit)
        let name = try ProjectName("Bookshelf")
        func made() throws -> FileTree {
            let source = try KitSource(explicit: kit.path, environment: [:])
            return try ProjectGenerator(
                name: name, example: .none, modulePrefix: true, kit: source, created: "2026-01-01"
            ).files()
        }
        /// The paths whose files differ between two packages.
        func changed(_ one: FileTree, _ other: FileTree) -> [String] {
            Set(one.paths + other.paths).filter { one[$0] != other[$0] }.sorted()
        }
        var previous = try made()
        #expect(changed(try made(), previous) == [])
        // A line added to a kit file of each kind: the kernel, the scaffold, the slice; each changes
        // the one file made from it.
        let edits = [
            "Sources/UseCases/Ports/UnitOfWork.swift", "Sources/ProjectTemplate/Scaffold/README.md",
            "Sources/Entities/SampleItem/SampleItem.swift",
        ]
        for (index, path) in edits.enumerated() {
            let file = kit.appendingPathComponent(path)
            let line = "// Kit C, change \(index)\n"
            try Data((try String(contentsOf: file, encoding: .utf8) + line).utf8).write(to: file)
            let again = try made()
            let differing = changed(again, previous)
            #expect(differing.count == 1 && again[differing[0]]?.hasSuffix(line) == true, "\(path): \(differing)")
            previous = again
        }
    }
}
