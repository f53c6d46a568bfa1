import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

/// Names that are not Swift identifiers reach the code through ``ProjectName``'s forms, which
/// NamingTests covers; what a build would add is what SwiftPM and the parser say of the result,
/// and that needs no build.
@Suite("Odd names make packages whose manifest loads and whose Swift parses")
struct OddNameTests {
    @Test(
        "The package, its program and every Swift file",
        arguments: [("my-app", "my-app"), ("2048", "2048"), ("Café Latte", "cafe-latte"), ("class", "class")])
    func oddName(name: String, program: String) async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let kit = try KitSource(explicit: Kit.root.path, environment: [:])
        let tree = try ProjectGenerator(name: try ProjectName(name), example: .none, modulePrefix: false, kit: kit)
            .files()
        for (path, contents) in tree.files {
            let url = scratch.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        // SwiftPM reads the manifest of the names that are unusual as package and product names
        // (a space and an accent; digits); the other two are ordinary there, and their Swift is parsed.
        if name.contains(" ") || name.first?.isNumber == true {
            let described = try await ChildProcess.run([
                "swift", "package", "--package-path", scratch.url.path, "describe", "--type", "json",
            ])
            try #require(described.status == 0, "\(described)")
            let description =
                try JSONSerialization.jsonObject(with: Data(described.standardOutput.utf8)) as? [String: Any]
            #expect(description?["name"] as? String == name, "\(described.standardOutput.prefix(300))")
            let products = (description?["products"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
            #expect(products.contains(program), "\(products)")
        }

        let swiftFiles = tree.paths.filter { $0.hasSuffix(".swift") && $0 != "Package.swift" }
        #expect(swiftFiles.count > 50)
        // One frontend parses them all (the driver's `swiftc -parse` starts one per file, 70 times
        // the time), but each program's main.swift, the one file a frontend takes as the main one.
        let (mains, others) = (
            swiftFiles.filter { $0.hasSuffix("/main.swift") }, swiftFiles.filter { !$0.hasSuffix("/main.swift") }
        )
        #expect(mains.count == 2, "\(mains)")
        for files in [others] + mains.map({ [$0] }) {
            let parsed = try await ChildProcess.run(
                ["swiftc", "-frontend", "-parse"] + files.map { scratch.url.appendingPathComponent($0).path })
            #expect(parsed.status == 0 && parsed.standardError.isEmpty, "\(parsed.standardError.prefix(3000))")
        }
        // The program calls itself by its name in its messages and --help.
        let named = swiftFiles.filter { tree[$0]?.contains("public static let programName = \"\(program)\"") == true }
        #expect(named.count == 1, "\(named)")
    }
}
