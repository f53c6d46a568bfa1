import DependencyRule
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("A target's files: what cannot be read is said, never silently skipped", .initAcceptsEveryFixture)
struct SourceFilesTests {
    @Test("A FIFO named like a Swift file is skipped, not waited on")
    func fifo() async throws {
        let package = try FixturePackage(
            targets: #"        .target(name: "Entities"),"#, files: ["Sources/Entities/E.swift": "\n"])
        defer { package.remove() }
        #expect(mkfifo(package.root.appendingPathComponent("Sources/Entities/Pipe.swift").path, 0o644) == 0)
        let run = await package.run("imports", "--format", "json")
        #expect(run.status == 0)
        #expect(!run.output.contains("Pipe.swift"))
    }

    @Test("A Swift file whose name is not valid UTF-8 is an error naming its folder, not a file left unseen")
    func invalidFileName() async throws {
        let package = try FixturePackage(
            targets: #"        .target(name: "Entities", resources: [.process("Resources")]),"#,
            files: ["Sources/Entities/E.swift": "\n", "Sources/Entities/Resources/logo.txt": "\n"])
        defer { package.remove() }
        /// Creates a file whose name is `prefix`, the byte 0xFF, then `suffix`, in `folder`.
        func create(_ prefix: String, _ suffix: String, in folder: String) throws {
            var name =
                Array(package.root.appendingPathComponent(folder).path.utf8) + Array("/\(prefix)".utf8) + [0xFF]
                + Array(suffix.utf8) + [0]
            let descriptor = name.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    open($0, O_WRONLY | O_CREAT, 0o644)
                }
            }
            try #require(descriptor >= 0)
            close(descriptor)
        }
        // What SwiftPM never compiles is passed over as it passes it over: a hidden file, a
        // resource, a file that is no source.
        try create(".caf", ".swift", in: "Sources/Entities")
        try create("caf", ".png", in: "Sources/Entities/Resources")
        try create("notes", ".txt", in: "Sources/Entities")
        let passed = await package.run("check")
        #expect(passed.status == 0, "\(passed.output)\(passed.errors)")
        #expect(passed.errors.isEmpty)

        try create("Bad\u{1}", ".swift", in: "Sources/Entities")
        let run = await package.run("check")
        #expect(run.status == 2, "\(run.output)\(run.errors)")
        #expect(
            run.errors
                == "Sources/Entities: error: a name in this folder is not valid UTF-8 ('Bad\\x01\\xFF.swift'): SwiftPM still compiles what it names, but its imports could not be checked; rename it\n"
        )
    }

    @Test("Broken symbolic links and link loops in a target: warnings, as SwiftPM gives, and --strict fails")
    func brokenLinks() async throws {
        let package = try FixturePackage(
            targets: #"        .target(name: "Entities"),"#, files: ["Sources/Entities/E.swift": "\n"])
        defer { package.remove() }
        let folder = package.root.appendingPathComponent("Sources/Entities")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Gone.swift").path, withDestinationPath: "Nowhere.swift")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Loop.swift").path, withDestinationPath: "Loop.swift")
        let run = await package.check()
        #expect(run.status == 0)
        #expect(
            run.findings == [
                "broken-symlink Sources/Entities/Gone.swift", "broken-symlink Sources/Entities/Loop.swift",
            ])
        let messages = run.diagnostics.compactMap { $0["message"] as? String }
        #expect(messages.first?.hasPrefix("a broken symbolic link in target 'Entities': SwiftPM skips it") == true)
        #expect(messages.last?.hasPrefix("a symbolic link loop in target 'Entities'") == true)
        #expect(await package.check("--strict").status == 1)
    }
}
