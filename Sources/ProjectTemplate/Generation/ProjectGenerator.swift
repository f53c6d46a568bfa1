/// `clean-architecture new`: the whole package, in memory, ready to be written.
public struct ProjectGenerator: Sendable {
    /// The project's name in all its forms.
    public let name: ProjectName
    /// What goes in the layers.
    public let example: Example
    /// Whether the targets take the project's name in front (`BookshelfEntities`).
    public let modulePrefix: Bool
    /// Where the kit's files are read from.
    public let kit: KitSource
    /// The stores `--store` named; empty for all of the kit's.
    public let stores: [String]
    /// The kit the package is made from: its version, and where its CI gets the checker.
    public let kitVersion: String
    public let kitRepository: String
    /// The day the package is made, `YYYY-MM-DD`: its first decision record's date (default today).
    public let created: String

    /// The kit's own executables, which a prefixed package that depends on the kit may not reuse.
    static let kitPrograms: Set<String> = ["league", "dependency-rule", "storage-torture", "clean-architecture"]

    /// - Throws: ``GenerationError`` for a program name the package or the kit uses already.
    public init(
        name: ProjectName, example: Example, modulePrefix: Bool, stores: [String] = [], kit: KitSource,
        kitVersion: String = CleanArchitectureCommand.version, kitRepository: String = KitIdentity.home,
        created: String? = nil
    ) throws(GenerationError) {
        if example == .league, !stores.isEmpty {
            throw GenerationError(
                "--store picks the stores of --example none: the league example shows every store, so its lock names none"
            )
        }
        if modulePrefix, Self.kitPrograms.contains(name.programName) {
            throw GenerationError(
                "the project name '\(name.packageName)' would make the program '\(name.programName)', which CleanArchitectureKit also declares: choose another name, or pass --no-module-prefix"
            )
        }
        self.name = name
        self.example = example
        self.modulePrefix = modulePrefix
        self.stores = stores
        self.kit = kit
        self.kitVersion = kitVersion
        self.kitRepository = kitRepository
        self.created = created ?? ScaffoldTemplate.today
    }

    /// The executables of `kernel` (`Sources/x/main.swift`, named in lower case): test helpers.
    static func helperPrograms(in kernel: FileTree) -> Set<String> {
        Set(
            kernel.paths.compactMap { path in
                let components = path.split(separator: "/")
                guard components.count == 3, components[0] == "Sources", components[2] == "main.swift",
                    components[1].first?.isLowercase == true
                else { return nil }
                return String(components[1])
            })
    }

    /// The module prefix: the project's type name, or nothing.
    public var prefix: String { modulePrefix ? name.typeName : "" }

    /// Every file of the package. `Docs/Architecture.md` holds no graph yet: the graph is drawn
    /// from the written package, before it is moved into place (``CleanArchitectureCommand``).
    public func files() throws(GenerationError) -> FileTree {
        let template = try kit.template()
        let inputs = Inputs(
            template: template, scaffold: try kit.files(in: ScaffoldTemplate.folder),
            packageFiles: try KitSource.packageFiles.map { path throws(GenerationError) in try kit.file(path) },
            name: name, example: example, modulePrefix: modulePrefix, stores: stores, kitVersion: kitVersion,
            kitRepository: kitRepository, created: created)
        return try Self.rendered.value(for: inputs) { () throws(GenerationError) in
            try files(from: template, scaffold: inputs.scaffold)
        }
    }

    /// The packages made in this process, by everything they are made from: the kit's files that
    /// go into a package, and the generator's settings.
    private static let rendered = ProcessMemo<Inputs, FileTree>()

    private struct Inputs: Hashable {
        let template: KitTemplate
        let scaffold: FileTree
        let packageFiles: [String]
        let name: ProjectName
        let example: Example
        let modulePrefix: Bool
        let stores: [String]
        let kitVersion: String
        let kitRepository: String
        let created: String
    }

    private func files(from template: KitTemplate, scaffold: FileTree) throws(GenerationError) -> FileTree {
        if !modulePrefix, Self.helperPrograms(in: template[.kernel]).contains(name.programName) {
            throw GenerationError(
                "the project name '\(name.packageName)' would make the program '\(name.programName)', which every package has as a test helper: choose another name"
            )
        }
        let selection = try StoreSelection(chosen: stores, kernel: template[.kernel])
        var tree: FileTree
        switch example {
        case .league: tree = try LeagueExample(project: name).files(from: kit, template: template)
        case .none: tree = selection.apply(to: try StarterExample(project: name).files(from: kit, template: template))
        }
        // The configuration's lists, from the kit's own, for the targets this package has.
        let present = ModulePrefix.targets(in: tree)
        let support = template.testSupport.filter(present.contains)
        let shared = template.unlayered.filter(present.contains)
        tree.merge(
            try ScaffoldTemplate(
                project: name, prefix: "", example: example, testSupport: support, unlayered: shared, stores: selection,
                kitVersion: kitVersion, kitRepository: kitRepository, date: created
            )
            .files(of: scaffold))
        var outside = Set(shared)
        if modulePrefix {
            let renaming = ModulePrefix(
                prefix: prefix, programName: name.programName,
                keeping: [name.programName, "\(name.typeName)CLITests"])
            let renames = renaming.renames(of: ModulePrefix.targets(in: tree))
            tree = try ModulePrefix.apply(renames, to: tree)
            // The configuration and the docs name the prefixed targets (the test moved with its folder).
            let prefixed = ScaffoldTemplate(
                project: name, prefix: prefix, example: example, testSupport: support.map { renames[$0] ?? $0 },
                unlayered: shared.map { renames[$0] ?? $0 }, stores: selection, kitVersion: kitVersion,
                kitRepository: kitRepository, date: created)
            tree.merge(try prefixed.files(of: scaffold))
            outside = Set(shared.map { renames[$0] ?? $0 })
        }
        tree["Package.swift"] = ManifestRenderer(
            packageName: name.packageName, programName: name.programName, tree: tree, unlayered: outside
        )
        .render()
        return tree
    }
}
