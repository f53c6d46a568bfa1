import Foundation
import ProcessSpawning
import Testing

@testable import DependencyRule

/// Whether `swiftc` is on `PATH` and the toolchain has the library where
/// ``IndexStoreLibrary/defaultPath()`` says. A toolchain it cannot locate the library of is
/// not absent: the tests run and fail.
private let indexToolchainPresent: Bool = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    guard folders.contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/swiftc") }) else {
        return false
    }
    guard let path = try? IndexStoreLibrary.defaultPath() else { return true }
    return FileManager.default.fileExists(atPath: path)
}()

/// The index resolver on a store the compiler writes for a tiny module: the references it finds
/// (an inferred member, an extension's member among them), and each refusal.
@Suite(
    "IndexStore: references from a compiler index store",
    .enabled(if: indexToolchainPresent, "no swiftc on PATH, or the toolchain has no libIndexStore"),
    .initAcceptsEveryFixture)
struct IndexStoreTests {
    /// The module's files, by path from the source folder, with their targets.
    static let sources: [(path: String, target: String, text: String)] = [
        ("Entities/User.swift", "Entities", "struct User {\n    var name: String\n}\n"),
        // A file that declares nothing: its record has no occurrences.
        ("Entities/Notes.swift", "Entities", "// Nothing here yet.\n"),
        (
            "Entities/User+Display.swift", "Entities",
            "extension User {\n    var displayName: String { \"@\" + name }\n}\n"
        ),
        (
            "Entities/Directory.swift", "Entities",
            "struct Directory {\n    var users: [User]\n\n    func first() -> User { users[0] }\n}\n"
        ),
        (
            "Presenters/UserPresenter.swift", "Presenters",
            """
            struct UserPresenter {
                let directory: Directory

                func title() -> String {
                    let user = directory.first()
                    return user.displayName
                }
            }

            """
        ),
    ]

    /// The module written to `root/src` and compiled into the store `root/store`.
    struct Fixture {
        let folder: TemporaryFolder
        var root: String { folder.path }
        var sourceFolder: String { root + "/src" }
        var store: String { root + "/store" }

        init() throws {
            folder = try TemporaryFolder(prefix: "index-store")
            try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
            for source in IndexStoreTests.sources {
                let path = sourceFolder + "/" + source.path
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try source.text.write(toFile: path, atomically: false, encoding: .utf8)
            }
            // One `swiftc -c` indexes every file (`-typecheck` would keep only the last one's).
            try compile(["-c"] + IndexStoreTests.sources.map { sourceFolder + "/" + $0.path })
        }

        /// Runs `swiftc` on the module with `arguments` (the mode and the files), its outputs in
        /// `root/out`.
        func compile(_ arguments: [String]) throws {
            let outcome = try ChildProcess.run(
                [
                    "swiftc", "-parse-as-library", "-module-name", "Fixture", "-index-store-path", store,
                    "-index-ignore-system-modules", "-working-directory", root + "/out",
                ] + arguments)
            try #require(outcome.status == 0, "swiftc failed: \(outcome)")
        }

        /// Every file, absolute, with its target, as the resolver is asked.
        func files(in folder: String? = nil) -> [String: String] {
            Dictionary(
                uniqueKeysWithValues: IndexStoreTests.sources.map {
                    ((folder ?? sourceFolder) + "/" + $0.path, $0.target)
                })
        }

        /// What the resolver reads from the store, the files named from the source folder.
        func read(
            _ files: [String: String]? = nil, from folder: String? = nil, prefixMap: [(old: String, new: String)] = []
        ) throws(CheckError) -> IndexedFiles {
            let store = try IndexStore(
                path: store, library: try IndexStoreLibrary.load(path: nil), prefixMap: prefixMap)
            return try store.read(files ?? self.files(in: folder), root: folder ?? sourceFolder)
        }
    }

    /// `file:line:column name -> file:line:column name (target -> target)`, top-level marked.
    static func lines(_ references: [Reference]) -> [String] {
        references.map {
            let reference = $0
            let declaration = reference.declaration
            return
                "\(reference.file):\(reference.line):\(reference.column) \(reference.name) -> \(declaration.file):\(declaration.line):\(declaration.column) \(declaration.name)"
                + " (\(reference.target) -> \(declaration.target))\(declaration.isTopLevel ? " top-level" : "")"
        }
    }

    static let expected = [
        "Entities/Directory.swift:2:17 User -> Entities/User.swift:1:8 User (Entities -> Entities) top-level",
        "Entities/Directory.swift:4:21 User -> Entities/User.swift:1:8 User (Entities -> Entities) top-level",
        "Entities/User+Display.swift:1:11 User -> Entities/User.swift:1:8 User (Entities -> Entities) top-level",
        "Entities/User+Display.swift:2:37 name -> Entities/User.swift:2:9 name (Entities -> Entities)",
        "Presenters/UserPresenter.swift:2:20 Directory -> Entities/Directory.swift:1:8 Directory (Presenters -> Entities) top-level",
        "Presenters/UserPresenter.swift:5:30 first() -> Entities/Directory.swift:4:10 first() (Presenters -> Entities)",
        "Presenters/UserPresenter.swift:6:21 displayName -> Entities/User+Display.swift:2:9 displayName (Presenters -> Entities)",
    ]

    @Test("Every name of another file's declaration: types, members, an extension's member on an inferred type")
    func references() throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        let indexed = try fixture.read()
        #expect(Self.lines(indexed.references()) == Self.expected)
        // The edges `make reference-check` compares: a file naming a top-level declaration of another.
        let edges = Set(
            indexed.references().filter(\.declaration.isTopLevel).map { "\($0.file) -> \($0.declaration.file)" })
        #expect(
            edges == [
                "Entities/Directory.swift -> Entities/User.swift", "Entities/User+Display.swift -> Entities/User.swift",
                "Presenters/UserPresenter.swift -> Entities/Directory.swift",
            ])
        #expect(indexed.files.map(\.file) == IndexStoreTests.sources.map(\.path).sorted())
        #expect(indexed.files.allSatisfy { $0.module == "Fixture" })
    }

    @Test("Of several units for a file, the newest is read")
    func newestUnit() throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        // The presenter moved down a line, and compiled again under another output name: a
        // second unit for the same file, beside the first.
        let presenter = try #require(IndexStoreTests.sources.first { $0.path.hasPrefix("Presenters/") })
        try ("\n" + presenter.text).write(
            toFile: fixture.sourceFolder + "/" + presenter.path, atomically: false, encoding: .utf8)
        try fixture.compile(
            ["-index-file", "-index-file-path", fixture.sourceFolder + "/" + presenter.path, "-o", "Second.o"]
                + IndexStoreTests.sources.map { fixture.sourceFolder + "/" + $0.path })
        let units = try IndexStore(path: fixture.store, library: try IndexStoreLibrary.load(path: nil)).unitNames()
        #expect(units.filter { $0.hasPrefix("UserPresenter") || $0.hasPrefix("Second") }.count == 2)
        let presenterLines = Self.lines(try fixture.read().references()).filter { $0.hasPrefix("Presenters/") }
        #expect(
            presenterLines.map { $0.split(separator: " ")[0] } == [
                "Presenters/UserPresenter.swift:3:20", "Presenters/UserPresenter.swift:6:30",
                "Presenters/UserPresenter.swift:7:21",
            ])
    }

    @Test("A store built elsewhere is read through a prefix map")
    func prefixMap() throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        let moved = fixture.root + "/moved"
        // A rename keeps the files' modification times: the store is as fresh as it was.
        try #require(rename(fixture.sourceFolder, moved) == 0)
        let mapped = try fixture.read(from: moved, prefixMap: [(old: fixture.sourceFolder, new: moved)])
        #expect(Self.lines(mapped.references()) == Self.expected)
        let error = #expect(throws: CheckError.self) { try fixture.read(from: moved) }
        #expect(error?.message.contains("has no unit for this file") == true)
    }

    @Test("The toolchain's library is found beside the toolchain and loaded")
    func toolchainLibrary() throws {
        let path = try IndexStoreLibrary.defaultPath()
        #expect(path.hasSuffix("/lib/" + IndexStoreLibrary.libraryName))
        let library = try IndexStoreLibrary.load(path: path)
        #expect(library.path == path)
        #expect(library.version > 0)
        #expect(library.formatVersion > 0)
    }

    @Test("A library that cannot be loaded is named, with the option to pass another")
    func badLibrary() {
        let error = #expect(throws: CheckError.self) {
            try IndexStoreLibrary.load(path: "/nowhere/libIndexStore.so")
        }
        #expect(error?.message.hasPrefix("cannot load libIndexStore from '/nowhere/libIndexStore.so': ") == true)
        #expect(error?.message.contains("--index-store-lib PATH") == true)
    }

    @Test("A folder that holds no store, or nothing, is refused, with where stores are")
    func noStore() throws {
        let folder = try TemporaryFolder(prefix: "index-store")
        defer { folder.remove() }
        let library = try IndexStoreLibrary.load(path: nil)
        for path in [folder.path, folder.path + "/missing"] {
            let error = #expect(throws: CheckError.self) { try IndexStore(path: path, library: library) }
            #expect(error?.message.hasPrefix("no index store at \(path)") == true)
            #expect(error?.message.contains(".build/<triple>/debug/index/store") == true)
        }
    }

    @Test("A file the store has no unit for is named")
    func noUnit() throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        let extra = fixture.sourceFolder + "/Entities/Extra.swift"
        try "struct Extra {}\n".write(toFile: extra, atomically: false, encoding: .utf8)
        var files = fixture.files()
        files[extra] = "Entities"
        let error = #expect(throws: CheckError.self) { try fixture.read(files) }
        #expect(error?.file == "Entities/Extra.swift")
        #expect(error?.message.hasPrefix("the index store at \(fixture.store) has no unit for this file:") == true)
    }

    @Test("A file changed since the store indexed it is named")
    func staleStore() throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(3600)],
            ofItemAtPath: fixture.sourceFolder + "/Entities/User.swift")
        let error = #expect(throws: CheckError.self) { try fixture.read() }
        #expect(error?.file == "Entities/User.swift")
        #expect(
            error?.message.hasPrefix("the file changed after the index store at \(fixture.store) last indexed it")
                == true)
    }
}
