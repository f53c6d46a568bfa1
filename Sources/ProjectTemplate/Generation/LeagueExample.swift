/// `new --example league`: the kit's own example, copied from the kit's real files with the app's
/// names replaced (``AppRenaming``), so that it cannot drift from what the kit builds and tests.
struct LeagueExample {
    let project: ProjectName

    /// The kit's folders the example is made of.
    static let folders = [
        "Sources/Entities", "Sources/UseCases", "Sources/InterfaceAdapters", "Sources/FrameworksAndDrivers",
        "Sources/league", "Sources/CSQLite", "Sources/Contracts", "Sources/ProcessSpawning", "Sources/TestSupport",
        "Sources/storage-torture", "Fakes", "Tests/EntitiesTests", "Tests/UseCasesTests",
        "Tests/InterfaceAdaptersTests", "Tests/FrameworksAndDriversTests", "Tests/ContractTests",
        "Tests/LeagueCLITests", "Tests/ProcessSpawningTests", "Tests/ArchitectureTests",
    ]

    /// The kit's single files the example needs.
    static let files = [
        "Tests/Scripts/auth_server.py", "Tests/Scripts/http_server.py", "Tests/Scripts/embed_graph.py", ".swift-format",
    ]

    /// The example's executables besides the app: test helpers.
    static let helperPrograms: Set<String> = ["storage-torture"]

    /// The test-support targets (besides the fakes and contracts) of the example.
    static let testSupport = ["ProcessSpawning", "TestSupport", "storage-torture"]

    func files(from kit: KitSource) throws(GenerationError) -> FileTree {
        var tree = FileTree()
        for folder in Self.folders { tree.merge(try kit.files(in: folder)) }
        // The slice and the starter app are the other example's.
        for path in Slice.allFiles + StarterExample.shell { tree[path] = nil }
        for file in Self.files { tree[file] = try kit.file(file) }
        let renaming = AppRenaming(project: project)
        return try tree.mappingPaths(renaming.path).mappingContents { _, contents in renaming.text(contents) }
    }
}
