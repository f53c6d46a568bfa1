import DependencyRule
import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

@Suite("new --store keeps the chosen stores and nothing of the others, and what is left holds together")
struct StoreSelectionTests {
    static let kit = try! KitSource(explicit: Kit.root.path, environment: [:])
    static let name = try! ProjectName("Bookshelf")

    /// The kit's kernel, read once.
    static let kernel = try! kit.template()[.kernel]
    /// The package with every store, made once.
    static let everyStore = try! package([])

    /// `new Bookshelf --example none --no-module-prefix [--store …]`, in memory.
    static func package(_ stores: [String]) throws -> FileTree {
        try ProjectGenerator(name: name, example: .none, modulePrefix: false, stores: stores, kit: kit).files()
    }

    /// The names of code (no comment, no string) in a Swift file, and those of them it reaches as
    /// members (`.sqlite`).
    static func identifiers(in text: String) -> (all: Set<String>, members: Set<String>) {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            var lexer = SwiftLexer(bytes: UnsafeBufferPointer(buffer))
            var (names, members) = (Set<String>(), Set<String>())
            var afterDot = false
            while let token = lexer.next() {
                let text = String(decoding: buffer[token.start..<token.end], as: UTF8.self)
                if token.kind == .identifier {
                    names.insert(text)
                    if afterDot { members.insert(text) }
                }
                afterDot = token.kind == .punctuation && text == "."
            }
            return (names, members)
        }
    }

    @Test("The kit's stores are the folders of its Databases/, named in lower case")
    func available() throws {
        let selection = try StoreSelection(chosen: [], kernel: Self.kernel)
        #expect(selection.available.map(\.name) == ["files", "memory", "sqlite"])
        #expect(selection.available.map(\.folder) == ["Files", "Memory", "SQLite"])
        #expect(selection.keepsAll && selection.kept == ["files", "memory", "sqlite"])
        #expect(
            throws: GenerationError(
                "--store must be one of files, memory, sqlite, not 'cloud' (run 'clean-architecture new --help' for usage)"
            )
        ) {
            try StoreSelection(chosen: ["memory", "cloud"], kernel: Self.kernel)
        }
    }

    @Test(
        "A package with some stores has none of the others' folders, list entries or targets, and no name they declared",
        arguments: [["memory"], ["files"], ["sqlite"], ["memory", "sqlite"]])
    func cut(_ stores: [String]) throws {
        let all = Self.everyStore
        let package = try Self.package(stores)
        let selection = try StoreSelection(chosen: stores, kernel: Self.kernel)
        let cut = selection.cutFolders
        #expect(!cut.isEmpty)
        let removed = Set(all.paths).subtracting(package.paths)
        // Each cut store's folders are gone, in every target.
        for path in package.paths {
            #expect(!path.split(separator: "/").contains { cut.contains(String($0)) }, "\(path) is kept")
        }
        #expect(removed.contains { $0.contains("/Databases/\(cut.sorted()[0])/") })
        // Nothing kept names what the removed files declared: it compiles without them. (A program's
        // names are its own: no other target can import them.)
        var gone = FileTree()
        for path in removed where !path.hasPrefix("Sources/storage-torture/") { gone[path] = all[path] }
        // Types and functions by name; a store's member of StoreKind (`.sqlite`) as a member.
        var types = FeatureGenerator.declaredTypes(in: gone)
        for path in gone.paths where path.hasSuffix(".swift") {
            types.formUnion(StoreSelection.topLevelFunctions(in: all[path]!))
        }
        let members = StoreSelection.declarations(in: gone).subtracting(types)
        #expect(!types.contains("StoreKind") && !members.isEmpty)
        for path in package.paths where path.hasSuffix(".swift") {
            let used = Self.identifiers(in: package[path]!)
            let dangling = used.all.intersection(types).union(used.members.intersection(members))
            #expect(dangling.isEmpty, "\(path) uses \(dangling.sorted()), which only the cut stores declared")
        }
        // What only the cut stores used goes too: the busy wait of SQLite and the files, the files'
        // byte storage, the system errors' wording.
        let onDisk = stores.contains("files") || stores.contains("sqlite")
        let shared = [
            "Databases/BusyWait.swift": onDisk, "Databases/SystemError.swift": onDisk,
            "Bytes/StorageKey.swift": stores.contains("files"),
        ]
        for (file, kept) in shared {
            #expect(package.paths.contains { $0.hasSuffix(file) } == kept, "\(file) for \(stores)")
        }
        // The lists hold the kept stores, in the kit's order.
        let order = ["sqlite", "files", "memory"].filter(stores.contains)
        let appList = try #require(package["Sources/FrameworksAndDrivers/Composition/StoreKind+All.swift"])
        #expect(
            appList.contains("public static let all: [StoreKind] = [\n" + order.map { "        .\($0),\n" }.joined()))
        let contracts = try #require(package["Tests/ContractTests/Databases/Databases.swift"])
        let contractOrder = ["memory": "MemoryContracts", "files": "FilesContracts", "sqlite": "SQLiteContracts"]
        for (store, type) in contractOrder {
            #expect(contracts.contains("        \(type).self,\n") == stores.contains(store), "\(type)")
        }
        // The targets only the cut stores used are gone, and what the scaffold says follows.
        let targets = ModulePrefix.targets(in: package)
        #expect(targets.contains("CSQLite") == stores.contains("sqlite"), "\(targets.sorted())")
        #expect(targets.contains("PowerCut") == stores.contains("files"), "\(targets.sorted())")
        // The kill tests' helper goes with the last store that keeps data, and its commands with their store.
        #expect(targets.contains("storage-torture") == onDisk, "\(targets.sorted())")
        #expect(package["README.md"]!.contains("`storage-torture`: a test helper") == onDisk)
        if onDisk {
            let commands = try #require(package["Sources/storage-torture/TortureCommand.swift"])
            #expect(commands.contains("        .bytes,\n") == stores.contains("files"), "\(commands)")
            #expect(commands.contains("        .units,\n"), "\(commands)")
        }
        #expect(package["Package.swift"]!.contains("CSQLite") == stores.contains("sqlite"))
        #expect(package["dependency-rules.json"]!.contains("CSQLite") == stores.contains("sqlite"))
        #expect(package["Makefile"]!.contains("libsqlite3-dev") == stores.contains("sqlite"))
        #expect(package[".github/workflows/architecture.yml"]!.contains("libsqlite3-dev") == stores.contains("sqlite"))
        #expect(
            package["README.md"]!.contains(
                "every store (\(ScaffoldTemplate.sentence(selection.kept.map { "`\($0)`" }))"))
    }

    @Test("The league keeps every store: --store with it is refused, on the command line and from a lock")
    func league() throws {
        #expect(throws: GenerationError.self) {
            try ProjectGenerator(
                name: Self.name, example: .league, modulePrefix: false, stores: ["memory"], kit: Self.kit)
        }
    }

    @Test("Every store, by default: the package has the kit's every store and its lists unchanged")
    func everyStore() throws {
        let package = Self.everyStore
        let kitList = try Self.kit.file("Sources/FrameworksAndDrivers/Composition/StoreKind+All.swift")
        #expect(package["Sources/FrameworksAndDrivers/Composition/StoreKind+All.swift"] == kitList)
        #expect(try Self.package(["sqlite", "memory", "files"]).paths == package.paths)
    }

    @Test(
        "--store on the command line: repeatable, refused with the league or when unknown, before anything is written")
    func commandLine() async throws {
        let folder = try TemporaryFolder(prefix: "store-option")
        defer { folder.remove() }
        let listed = await runTemplate(
            ["new", "Bookshelf", "--example", "none", "--store", "memory", "--store", "memory", "--dry-run"],
            in: folder.url)
        #expect(listed.status == 0, "\(listed)")
        #expect(!listed.output.contains("SQLite") && listed.output.contains("Databases/Memory/"), "\(listed)")
        // The starter is the default: --store alone picks its stores.
        let starter = await runTemplate(["new", "Bookshelf", "--store", "memory", "--dry-run"], in: folder.url)
        #expect(starter.status == 0 && starter.output.contains("Databases/Memory/"), "\(starter)")
        let league = await runTemplate(
            ["new", "Bookshelf", "--example", "league", "--store", "memory"], in: folder.url)
        #expect(league.status == 2)
        #expect(
            league.errors.hasPrefix(
                "clean-architecture: error: --store needs --example none: the league example shows every store\n"
            ), "\(league)")
        let unknown = await runTemplate(["new", "Bookshelf", "--example", "none", "--store", "cloud"], in: folder.url)
        #expect(unknown.status == 2)
        #expect(
            unknown.errors
                == "clean-architecture: error: --store must be one of files, memory, sqlite, not 'cloud' (run 'clean-architecture new --help' for usage)\n",
            "\(unknown)")
        #expect(folder.listing.isEmpty, "a refused or dry run writes nothing")
    }

    @Test("Store code read by tokens, reformatted: top-level functions, an extension's static members, list entries")
    func readsReformatted() {
        let functions = """
            @inline(never) public
               func describe(_ error: Error) -> String { "" }
            struct S { func member() {} }
            // func commented() {}
            let text = "func quoted()"
            func `backticked`() {}
            """
        #expect(StoreSelection.topLevelFunctions(in: functions) == ["describe", "backticked"])
        let tree = FileTree([
            "Sources/A/StoreKind+SQLite.swift": """
            public
            extension StoreKind
            {
               /// SQLite.
               public static let sqlite = StoreKind("sqlite")
               static var
                  `files`: StoreKind { .init("files") }
               struct Nested { static let notAMember = 1 }
                 }
            struct After { static let notInAnExtension = 2 }
            """
        ])
        let declared = StoreSelection.declarations(in: tree)
        #expect(declared.isSuperset(of: ["sqlite", "files"]), "\(declared)")
        #expect(declared.isDisjoint(with: ["notAMember", "notInAnExtension"]), "\(declared)")
        let list = #"""
            let all: [StoreKind] = [
               .memory,
               .sqlite,  // the default
               SQLiteContracts.self,
               /*
               .sqlite,
               */
               .files
            ]
            let note = """
               .sqlite,
               """
            """#
        #expect(
            StoreSelection.removingEntries(naming: ["sqlite", "SQLiteContracts"], from: list) == #"""
                let all: [StoreKind] = [
                   .memory,
                   /*
                   .sqlite,
                   */
                   .files
                ]
                let note = """
                   .sqlite,
                   """
                """#)
        #expect(StoreSelection.removingEntries(naming: ["other"], from: list) == list)
    }
}
