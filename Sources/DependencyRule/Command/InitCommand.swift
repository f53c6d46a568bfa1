import ArgumentReading

/// `init`: a starting configuration inferred from the package, written where `check` reads it.
struct InitCommand: CheckerCommand {
    static let spec = CommandSpec(
        "init", abstract: "Write a starting dependency-rules.json inferred from the package.",
        discussion: """
            Writes a starting configuration inferred from the package (or, with --workspace, the whole
            app), with a comment for every choice. The declared graph is the evidence: no target is
            placed outward of one that declares it. Names are hints: a layer's word (Domain, Data,
            Presentation, Infra, App…) keeps its layer unless what depends on it is further in (its
            comment then asks you); a suffix (AppCore, SettingsUI) only moves its target toward that
            layer as far as its neighbours allow; the others are placed by depth between their named
            neighbours, or, when names suggest fewer than two layers, by their depth alone. Where an
            app keeps its layers as folders of one target, that target is split into folder layers,
            ordered by the references between its folders (never a folder inward of one it names).
            Presentation and data that never use each other become parts of one layer. Test support,
            unlayered tooling, "independent" groups, "linkOnly" targets and "exclude" (vendored code,
            test doubles compiled into an app) are proposed too. 'check' always accepts the file it
            writes.
            """,
        options: PackageOptions.specs + [
            .value(
                "--output", "FILE",
                help:
                    "Where to write the configuration (default DIR/dependency-rules.json); its \"members\" are relative to FILE's folder, as check --config FILE reads them."
            ),
            .flag("--force", help: "Replace an existing configuration (without it: exit 2, nothing written)."),
            .value(
                "--layer-names", .choice(LayerNaming.Style.allCases.map(\.rawValue)),
                help:
                    "Name the layers found by names in the app's own words (found, the default: Domain, Data, App…) or Uncle Bob's four (clean)."
            ),
        ] + PackageOptions.cacheSpecs,
        exclusive: [PackageOptions.exclusive],
        sections: [
            HelpSection(
                nil,
                """
                Then check with what init read, as the last line it prints says: 'dependency-rule check
                --workspace DIR' after 'init --workspace DIR' ('--package-path DIR' alike, and
                '--config FILE' after '--output FILE'); to adopt the checker before fixing everything,
                add '--update-baseline dependency-rules.baseline.json' to that command.
                """),
            HelpSection("EXIT STATUS", "0 written; 2 usage, manifest or I/O problem, or a file that exists."),
        ])

    let package: PackageOptions
    let outputPath: String?
    let force: Bool
    let layerNames: LayerNaming.Style

    init(_ arguments: ParsedArguments) throws(UsageError) {
        package = try PackageOptions(arguments)
        outputPath = arguments.value("--output")
        force = arguments.has("--force")
        layerNames = arguments.value("--layer-names").flatMap(LayerNaming.Style.init) ?? .found
    }

    /// `init`: infers a configuration, proves that `check` accepts it, and writes it unless a file
    /// is there (or `--force`).
    func run(in environment: CommandEnvironment) throws(CheckError) -> Int32 {
        var (analysis, root) = try package.load(config: nil, for: .initialize, in: environment)
        let displayPath = outputPath ?? Configuration.fileName
        let path = outputPath.map(environment.absolute) ?? root + "/" + Configuration.fileName
        // Test doubles compiled into a target to split are left out, as the file proposes.
        var graph = DependencyGraph(analysis: analysis)
        var split = FolderLayerInference.candidates(in: analysis, graph: graph)
        let doubles = FolderLayerInference.testDoubles(of: split.candidates)
        if !doubles.isEmpty {
            analysis.exclude(
                try Exclusion(doubles.map { TargetPattern($0.pattern) }, in: root, file: Configuration.fileName))
            graph = DependencyGraph(analysis: analysis)
            split = FolderLayerInference.candidates(in: analysis, graph: graph)
        }
        // Folder layers are ordered by the references between a target's folders.
        let references = split.candidates.isEmpty ? [] : try SyntaxResolver(analysis: analysis).references()
        var inference = ConfigurationInference(
            analysis: analysis, graph: graph, style: layerNames, references: references, split: split)
        guard !inference.layers.isEmpty else {
            throw CheckError(
                "nothing to place in layers: no target holds Swift files that check reads (test targets, plugins and macros are not layered), so init writes no configuration",
                file: analysis.isWorkspace
                    ? Path.displayed(root, from: environment.currentDirectory) : analysis.manifestFile)
        }
        // "members" are relative to the file's folder, as check reads them, wherever it is written.
        // Relative with every symbolic link resolved, as check reads the file wherever a link to it is.
        let folder = Path.resolved(Path.parent(of: path))
        let resolvedRoot = Path.resolved(root)
        func rebased(_ path: String) -> String {
            PathPattern.escaped(
                Path.displayed(
                    "/" + Path.normalized(path == "." ? resolvedRoot : resolvedRoot + "/" + path), from: folder))
        }
        inference.members = inference.members.map(rebased)
        inference.rebasePaths(rebased)
        inference.exclude = (ExclusionInference.proposals(root: root) + doubles).map {
            (rebased($0.pattern), $0.reason)
        }
        let check = checkCommand(config: path == root + "/" + Configuration.fileName ? nil : displayPath)
        let text = inference.text(package: analysis.name, check: check)
        try verify(text, analysis: analysis, graph: graph, root: root, folder: folder, displayPath: displayPath)
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
        environment.output(summary(of: inference, analysis: analysis, written: displayPath, check: check))
        return DependencyRuleCommand.ExitStatus.success
    }

    /// The check to run next, on what init read: `dependency-rule check --workspace DIR` (or
    /// `--package-path DIR`), with `--config FILE` when the file is not where check looks.
    private func checkCommand(config: String?) -> String {
        "dependency-rule check" + package.scope + (config.map { " --config " + ShellWord.quoted($0) } ?? "")
    }

    /// Fails closed: never a file that check would refuse, that leaves a target in no layer, or
    /// that contradicts the declared graph (an outward dependency on a declared edge of an acyclic
    /// graph).
    private func verify(
        _ text: String, analysis: PackageAnalysis, graph: DependencyGraph, root: String, folder: String,
        displayPath: String
    ) throws(CheckError) {
        do throws(CheckError) {
            var configuration = try Configuration.parse(Array(text.utf8), file: displayPath)
            configuration.folder = folder  // its "paths" are relative to where it is written
            let architecture = try LayerAssignment(
                configuration: configuration, targets: analysis.targets.map(\.target), root: root)
            let checker = Checker(analysis: analysis, architecture: architecture)
            try checker.verifyCoverage()
            let diagnostics = checker.diagnostics()
            if let unassigned = diagnostics.first(where: { $0.rule == .unassignedTarget }) {
                throw CheckError("it leaves \(unassigned.target ?? "a target") in no layer")
            }
            let declared = graph.edges.mapValues { $0.filter { $0.value.declared } }
            if DependencyGraph.stronglyConnectedComponents(of: declared).isEmpty,
                let outward = diagnostics.first(where: { diagnostic in
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
    }

    /// What init says once it wrote the file: where, what it found, and what to run next.
    private func summary(
        of inference: ConfigurationInference, analysis: PackageAnalysis, written: String, check: String
    ) -> String {
        let workspace = CheckReport(analysis: analysis, diagnostics: []).membersText
        var summary = "dependency-rule: wrote \(written) for \(analysis.name)\(workspace): "
        summary += inference.layers.map { layer in
            let units = layer.allUnits
            let folders = units.filter { $0.paths.contains { $0.hasSuffix("/**") } }.count
            let held = [
                units.contains { $0.target != nil } ? String(units.filter { $0.target != nil }.count) : nil,
                folders > 0 ? counted(folders, "folder", "folders") : nil,
                units.contains { $0.target == nil && !$0.paths.contains { $0.hasSuffix("/**") } } ? "files" : nil,
                layer.parts.isEmpty ? nil : "\(layer.parts.count) parts",
            ]
            return "\(layer.name) (\(held.compactMap { $0 }.joined(separator: ", ")))"
        }.joined(separator: ", ")
        summary += "; \(counted(inference.testSupport.count, "test-support target"))"
        summary += ", \(counted(inference.unlayered.count, "unlayered target"))"
        summary += ", \(counted(inference.independent.count, "independent group"))"
        summary += ", \(counted(inference.linkOnly.count, "link-only target"))"
        summary += "; layers by \(inference.method).\n"
        summary +=
            "Next: read it and correct it, then run '\(check)'; to adopt the checker before fixing everything, record what it finds with '\(check) --update-baseline dependency-rules.baseline.json'.\n"
        return summary
    }
}
