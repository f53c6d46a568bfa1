import Foundation
import ProcessSpawning
import Testing

@testable import ProjectTemplate

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("KitSource.files(in:): every file of a kit's folder, hidden ones and folder links left out")
struct KitSourceFilesTests {
    /// A folder that passes for a kit (it has the marker file), with `files` written in it.
    static func kit(_ files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(prefix: "kit-files")
        for (path, text) in files.merging([KitSource.marker: "protocol UnitOfWork {}\n"], uniquingKeysWith: { $1 }) {
            let url = folder.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    @Test(
        "Nested files are read with their paths; hidden files and folders are not; a link to a file is read, a link to a folder is not followed"
    )
    func walk() throws {
        let folder = try Self.kit([
            "Sources/Entities/Team.swift": "struct Team {}\n",
            "Sources/Entities/League/Season.swift": "struct Season {}\n",
            "Sources/Entities/.hidden.swift": "x", "Sources/Entities/.build/Built.swift": "x",
            "Sources/Other/Elsewhere.swift": "struct Elsewhere {}\n",
        ])
        defer { folder.remove() }
        let root = folder.url.path
        #expect(symlink("\(root)/Sources/Entities/Team.swift", "\(root)/Sources/Entities/Linked.swift") == 0)
        #expect(symlink("\(root)/Sources/Other", "\(root)/Sources/Entities/OtherLink") == 0)
        let tree = try KitSource(explicit: root, environment: [:]).files(in: "Sources/Entities")
        #expect(
            tree.paths == [
                "Sources/Entities/League/Season.swift", "Sources/Entities/Linked.swift", "Sources/Entities/Team.swift",
            ])
        #expect(tree["Sources/Entities/League/Season.swift"] == "struct Season {}\n")
        #expect(tree["Sources/Entities/Linked.swift"] == "struct Team {}\n")
    }

    @Test("A missing folder, and a file that is not UTF-8, are errors naming them")
    func refusals() throws {
        let folder = try Self.kit(["Sources/Entities/Team.swift": "struct Team {}\n"])
        defer { folder.remove() }
        let kit = try KitSource(explicit: folder.url.path, environment: [:])
        #expect(throws: GenerationError.self) { try kit.files(in: "Sources/Missing") }
        do {
            _ = try kit.files(in: "Sources/Missing")
        } catch {
            #expect(error.description.contains("has no folder Sources/Missing"), "\(error)")
        }
        try Data([0x66, 0xFF, 0x0A]).write(to: folder.url.appendingPathComponent("Sources/Entities/Bad.swift"))
        do {
            _ = try kit.files(in: "Sources/Entities")
            Issue.record("a file that is not UTF-8 was read")
        } catch {
            #expect(
                error.description.contains("cannot read the kit's file") && error.description.contains("Bad.swift"),
                "\(error)")
        }
    }
}
