import Foundation
import ProcessSpawning
import Testing

@testable import ProjectTemplate

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("PackageRender.read: a package's files as an update compares them")
struct PackageRenderReadTests {
    @Test(
        "Every regular file, hidden ones too; not the lock, its folder, .build or .git at the top; links neither followed nor read"
    )
    func reads() throws {
        let folder = try TemporaryFolder(prefix: "package-read")
        defer { folder.remove() }
        let root = folder.url.path
        let files = [
            "Package.swift": "// swift-tools-version: 6.0\n", ".swift-format": "{}\n",
            "Sources/A/A.swift": "struct A {}\n",
            "Sources/A/.hidden/H.swift": "struct H {}\n", "Sources/A/.build/Kept.swift": "struct K {}\n",
            ".build/debug/x.o": "x", ".git/HEAD": "ref", TemplateLock.file: "{}",
            "\(TemplateLock.folder)/base/Package.swift": "x",
        ]
        for (path, text) in files {
            let url = folder.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        #expect(symlink("\(root)/Sources/A/A.swift", "\(root)/Sources/A/Link.swift") == 0)
        #expect(symlink("\(root)/Sources", "\(root)/Linked") == 0)
        let tree = try PackageRender.read(root)
        #expect(
            tree.paths == [
                ".swift-format", "Package.swift", "Sources/A/.build/Kept.swift", "Sources/A/.hidden/H.swift",
                "Sources/A/A.swift",
            ])
        #expect(tree["Sources/A/.hidden/H.swift"] == "struct H {}\n")
    }

    @Test("A folder that cannot be listed, and a file that is not UTF-8, are errors naming them")
    func refusals() throws {
        let folder = try TemporaryFolder(prefix: "package-read")
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("missing").path
        do {
            _ = try PackageRender.read(missing)
            Issue.record("a missing folder was read as empty")
        } catch {
            #expect(error.description.hasPrefix("\(missing): cannot list"), "\(error)")
        }
        try Data([0x66, 0xFF]).write(to: folder.url.appendingPathComponent("Bad.swift"))
        do {
            _ = try PackageRender.read(folder.url.path)
            Issue.record("a file that is not UTF-8 was read")
        } catch {
            #expect(error.description.contains("cannot read \(folder.url.path)/Bad.swift"), "\(error)")
        }
    }
}
