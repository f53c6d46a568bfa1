import ArgumentReading

/// `init`: a starting configuration inferred from the package, written where `check` reads it.
struct InitCommand: CheckerCommand {
    static let spec = CommandSpec(
        "init", abstract: "Write a starting dependency-rules.json inferred from the package.",
        discussion: """
            Writes a starting configuration inferred from the package, with a comment for every choice.
            The declared graph is the evidence: no target is placed outward of one that declares it.
            Names are hints: a layer's word (Domain, Data, Presentation, Infra, App…) keeps its layer
            unless what depends on it is further in (its comment then asks you); a suffix (AppCore,
            SettingsUI) only moves its target toward that layer as far as its neighbours allow; the
            others are placed by depth between their named neighbours, or, when names suggest fewer
            than two layers, by their depth alone. Test support (named for tests and used only by
            tests, or used only by tests), unlayered tooling (plugins, macros, their tools, targets
            without Swift files), "independent" groups of targets named alike (their composers left
            out with "except") and "linkOnly" targets (linked, not imported, only extending others'
            types) are proposed too. 'check' always accepts the file it writes.
            """,
        options: PackageOptions.specs + [
            .value(
                "--output", "FILE",
                help:
                    "Where to write the configuration (default DIR/dependency-rules.json); its \"members\" are relative to FILE's folder, as check --config FILE reads them."
            ),
            .flag("--force", help: "Replace an existing configuration (without it: exit 2, nothing written)."),
            .value(
                "--layer-names", .choice(["found", "clean"]),
                help:
                    "Name the layers found by names in the app's own words (found, the default: Domain, Data, App…) or Uncle Bob's four (clean)."
            ),
        ] + PackageOptions.cacheSpecs,
        exclusive: [PackageOptions.exclusive],
        sections: [
            HelpSection(
                nil,
                """
                Then: 'dependency-rule check' to see what the rules find, and
                'dependency-rule check --update-baseline dependency-rules.baseline.json' to adopt the
                checker without fixing everything first.
                """),
            HelpSection("EXIT STATUS", "0 written; 2 usage, manifest or I/O problem, or a file that exists."),
        ])

    let package: PackageOptions
    let outputPath: String?
    let force: Bool
    let layerNames: ConfigurationInference.LayerNames

    init(_ arguments: ParsedArguments) throws(UsageError) {
        package = try PackageOptions(arguments)
        outputPath = arguments.value("--output")
        force = arguments.has("--force")
        layerNames = arguments.value("--layer-names").flatMap(ConfigurationInference.LayerNames.init) ?? .found
    }

    /// `init`: infers a configuration, proves that `check` accepts it, and writes it unless a file
    /// is there (or `--force`).
    func run(in environment: CommandEnvironment) throws(CheckError) -> Int32 {
        let (analysis, root) = try package.load(config: nil, for: .initialize, in: environment)
        let graph = DependencyGraph(analysis: analysis)
        // Folder layers are proposed from the references between a target's folders.
        let references =
            FolderLayerInference.candidates(in: analysis).isEmpty
            ? [] : try SyntaxResolver(analysis: analysis).references()
        var inference = ConfigurationInference(
            analysis: analysis, graph: graph, layerNames: layerNames, references: references)
        let displayPath = outputPath ?? Configuration.fileName
        let path =
            outputPath.map(environment.absolute) ?? root + "/" + Configuration.fileName
        // "members" are relative to the file's folder, as check reads them, wherever it is written.
        let folder = Path.parent(of: path)
        func rebased(_ path: String) -> String {
            Path.displayed("/" + Path.normalized(path == "." ? root : root + "/" + path), from: folder)
        }
        inference.members = inference.members.map(rebased)
        inference.rebasePaths(rebased)
        inference.exclude = ExclusionInference.proposals(root: root).map { (rebased($0.pattern), $0.reason) }
        let text = inference.text(package: analysis.name)
        // Fail closed: never write a file that check would refuse, or that contradicts the
        // declared graph (an outward dependency on a declared edge of an acyclic graph).
        do throws(CheckError) {
            var configuration = try Configuration.parse(Array(text.utf8), file: displayPath)
            configuration.folder = folder  // its "paths" are relative to where it is written
            let architecture = try LayerAssignment(
                configuration: configuration, targets: analysis.targets.map(\.target), root: root)
            let checker = Checker(analysis: analysis, architecture: architecture)
            try checker.verifyCoverage()
            if DependencyGraph.stronglyConnectedComponents(
                of: graph.edges.mapValues { $0.filter { $0.value.declared } }
            )
            .isEmpty,
                let outward = checker.diagnostics().first(where: { diagnostic in
                    diagnostic.rule == .outwardDependency
                        && analysis.members.contains { $0.declarationFile == diagnostic.file }
                })
            {
                throw CheckError("it places \(outward.module ?? "a target") outward of \(outward.target ?? "its user")")
            }
        } catch {
            throw CheckError(
                "init inferred a configuration that check would refuse (\(error.message)); nothing was written: please report this",
                file: displayPath)
        }
        if !force, FileSystem.exists(path) {
            throw CheckError(
                "refusing to overwrite the configuration: pass --force to replace it, or --output FILE to write elsewhere",
                file: displayPath)
        }
        do {
            try FileSystem.writeAtomically(Array(text.utf8), to: path)
        } catch {
            throw CheckError(error.message, file: displayPath)  // named as it was given
        }
        let workspace = CheckReport(analysis: analysis, diagnostics: []).membersText
        var summary = "dependency-rule: wrote \(displayPath) for \(analysis.name)\(workspace): "
        summary += inference.layers.map {
            $0.paths.isEmpty
                ? "\($0.name) (\($0.targets.count))" : "\($0.name) (\(counted($0.paths.count, "folder", "folders")))"
        }.joined(separator: ", ")
        summary += "; \(counted(inference.testSupport.count, "test-support target"))"
        summary += ", \(counted(inference.unlayered.count, "unlayered target"))"
        summary += ", \(counted(inference.independent.count, "independent group"))"
        summary += ", \(counted(inference.linkOnly.count, "link-only target"))"
        summary += "; layers by \(inference.method).\n"
        let config = path == root + "/" + Configuration.fileName ? "" : " --config \(displayPath)"
        summary +=
            "Next: read it and correct it, then run 'dependency-rule check\(config)'; to adopt the checker before fixing everything, record what it finds with 'dependency-rule check\(config) --update-baseline dependency-rules.baseline.json'.\n"
        environment.output(summary)
        return DependencyRuleCommand.ExitStatus.success
    }
}
