import Foundation
import ProcessSpawning
import Testing

@testable import DependencyRule

/// The one durable write both tools use: whole or not at all, with its folders, nothing left over.
@Suite(
    "FileSystem.writeAtomically: a file replaced whole, its folders made, refusals that leave the old one",
    .initAcceptsEveryFixture)
struct FileSystemTests {
    @Test("A new file with its folders, a file replaced, no temporary file left")
    func writes() throws {
        let folder = try TemporaryFolder(prefix: "file-system")
        defer { folder.remove() }
        let path = folder.path + "/a/b/c.txt"
        try FileSystem.writeAtomically(Array("one\n".utf8), to: path)
        try FileSystem.writeAtomically(Array("two\n".utf8), to: path)
        #expect(try FileSystem.read(path) == Array("two\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/a/b") == ["c.txt"])
    }

    @Test("A path through a file, or a folder in the way: refused naming it, the old file kept, nothing left over")
    func refusals() throws {
        let folder = try TemporaryFolder(prefix: "file-system")
        defer { folder.remove() }
        try FileSystem.writeAtomically(Array("old\n".utf8), to: folder.path + "/file")
        #expect(
            throws: CheckError(
                "cannot create its folder: 'file' is a file, not a folder", file: folder.path + "/file/x")
        ) {
            try FileSystem.writeAtomically(Array("new\n".utf8), to: folder.path + "/file/x")
        }
        try FileManager.default.createDirectory(atPath: folder.path + "/taken", withIntermediateDirectories: false)
        #expect(throws: CheckError.self) {
            try FileSystem.writeAtomically(Array("new\n".utf8), to: folder.path + "/taken")
        }
        #expect(try FileSystem.read(folder.path + "/file") == Array("old\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["file", "taken"])
        #expect(throws: CheckError.self) { try FileSystem.syncFolder(folder.path + "/missing") }
    }
}
