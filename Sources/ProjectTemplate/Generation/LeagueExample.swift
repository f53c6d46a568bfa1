/// `new --example league`: the kit's own example, copied from the kit's real files and renamed,
/// so that it cannot drift from what the kit builds and tests.
struct LeagueExample {
    let project: ProjectName

    /// The kit's folders the example is made of.
    static let folders = [
        "Sources/Entities", "Sources/UseCases", "Sources/InterfaceAdapters", "Sources/FrameworksAndDrivers",
        "Sources/league", "Sources/CSQLite", "Sources/Contracts", "Sources/ProcessSpawning", "Sources/TestSupport",
        "Sources/storage-torture", "Fakes", "Tests/EntitiesTests", "Tests/UseCasesTests",
        "Tests/InterfaceAdaptersTests", "Tests/FrameworksAndDriversTests", "Tests/ContractTests",
        "Tests/LeagueCLITests", "Tests/ProcessSpawningTests",
    ]

    /// The kit's single files the example needs.
    static let files = ["Tests/Scripts/auth_server.py", "Tests/Scripts/http_server.py", ".swift-format"]

    /// The test-support targets (besides the fakes and contracts) of the example.
    static let testSupport = ["ProcessSpawning", "TestSupport", "storage-torture"]

    func files(from kit: KitSource) throws(GenerationError) -> FileTree {
        var tree = FileTree()
        for folder in Self.folders { tree.merge(try kit.files(in: folder)) }
        for file in Self.files { tree[file] = try kit.file(file) }
        return tree.mappingPaths(renamedPath).mappingContents { _, contents in renamed(contents) }
    }

    /// `Sources/league` is the project's program; `LeagueCLITests` and the app's types take the
    /// project's name.
    private func renamedPath(_ path: String) -> String {
        var path = path
        if path.hasPrefix("Sources/league/") {
            path = "Sources/\(project.programName)/" + path.dropFirst("Sources/league/".count)
        }
        return renamed(path)
    }

    /// The app's names in `text`: the types that are the app rather than the league domain
    /// (`LeagueFactory`, `LeagueApplication`, `LeagueCommandLine`, `LeagueCLITests`), the program's
    /// name, its data folder, its database and its environment variables. The domain keeps its
    /// names: a team still plays in a league.
    func renamed(_ text: String) -> String {
        var text = text.replacing(/\bLeague(Factory|Application|CommandLine|CLITests)/) {
            project.typeName + $0.output.1
        }
        text = text.replacing(/\bLEAGUE_(DATA_DIR|BIN)\b/) { "\(project.constantName)_\($0.output.1)" }
        text = text.replacing(/\bleague\.sqlite\b/) { _ in "\(project.programName).sqlite" }
        // The data folder: ".league" and "./.league", but not `self.league`.
        text = text.replacing(/(["\/])\.league\b/) { "\($0.output.1).\(project.programName)" }
        text = text.replacing(/(programName|static let program) = "league"/) {
            "\($0.output.1) = \"\(project.programName)\""
        }
        return text
    }
}
