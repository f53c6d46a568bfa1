import ArgumentReading

/// `graph`: the layers, targets and dependencies drawn, violations marked; printed, written, or
/// embedded in a Markdown file.
struct GraphCommand: CheckerCommand {
    static let spec = CommandSpec(
        "graph", abstract: "Draw the layers, targets and dependencies, violations marked.",
        discussion: """
            Draws the layers as groups from inner (on top) to outer, then test support, unlayered and
            unassigned targets; the targets (not test targets) as nodes and their dependencies as
            edges, pointing inward. An edge that breaks a rule is dashed, coloured (red for an
            error, amber for a warning) and labelled with the rules.
            """,
        options: PackageOptions.specs + [
            RuleRun.configSpec,
            .value(
                "--format", .choice(["mermaid", "dot", "json"]), help: "mermaid (default), dot (Graphviz) or json."),
            RuleRun.outputSpec,
            .value(
                "--embed", "FILE",
                help:
                    "Rewrite the fenced graph block of the Markdown FILE between the line starting '<!-- BEGIN dependency-rule graph' and the line '<!-- END dependency-rule graph -->', the rest kept byte for byte. Markers missing, doubled or out of order: exit 2."
            ),
            .flag(
                "--check",
                help:
                    "Write nothing; exit 1 (FILE:LINE:1: error: the graph in this block is not the one dependency-rule draws now: …) when the block is stale, else 0.",
                requires: "--embed"),
            .flag(
                "--counts",
                help:
                    "Label the edges between the folder layers of a split target with how many names one uses of the other."
            ),
        ] + IndexStoreOptions.specs + PackageOptions.cacheSpecs,
        exclusive: [PackageOptions.exclusive, ["--output", "--embed"]],
        sections: [
            HelpSection(
                "EXIT STATUS",
                "0 drawn (even with violations), or the block current; 1 with --check, the block stale;\n2 usage, configuration, manifest, markers or I/O problem."
            )
        ])

    let package: PackageOptions
    let config: String?
    let format: String
    let output: String?
    let embed: String?
    let check: Bool
    let counts: Bool
    let resolution: IndexStoreOptions.Resolution

    init(_ arguments: ParsedArguments) throws(UsageError) {
        package = try PackageOptions(arguments)
        config = arguments.value("--config")
        format = arguments.value("--format") ?? "mermaid"
        output = arguments.value("--output")
        embed = arguments.value("--embed")
        check = arguments.has("--check")
        counts = arguments.has("--counts")
        resolution = try IndexStoreOptions.resolution(arguments, cachePath: package.cachePath)
    }

    func run(in environment: CommandEnvironment) throws(CheckError) -> Int32 {
        var clock = PhaseClock()
        let (analysis, root) = try package.load(config: config, for: .check, in: environment)
        let rules = try RuleRun(
            analysis, root: root, config: config, resolution: resolution, counting: true, clock: &clock,
            in: environment)
        var graph = ArchitectureGraph(
            checker: rules.checker, diagnostics: rules.architecture.policy.apply(to: rules.diagnostics))
        graph.showsCounts = counts
        let rendered =
            switch format {
            case "dot": graph.dot
            case "json": graph.json
            default: graph.mermaid
            }
        guard let embed else {
            try RuleRun.emit(rendered, to: output, in: environment)
            return DependencyRuleCommand.ExitStatus.success
        }
        return try embedGraph(rendered, in: embed, environment: environment)
    }

    /// `--embed FILE [--check]`: the graph between the markers of `file`, rewritten in one
    /// rename, or compared.
    private func embedGraph(
        _ graph: String, in file: String, environment: CommandEnvironment
    ) throws(CheckError)
        -> Int32
    {
        let path = environment.absolute(file)
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path)
        } catch {
            throw CheckError(error.message, file: file)
        }
        let block = try GraphBlock(text: String(decoding: bytes, as: UTF8.self), file: file)
        let fenced = GraphBlock.fenced(graph, language: format)
        if block.contents == fenced {
            environment.output("\(file): the graph is current\n")
            return DependencyRuleCommand.ExitStatus.success
        }
        if check {
            environment.errors(
                "\(file):\(block.line):1: error: the graph in this block is not the one dependency-rule draws now: run 'dependency-rule graph --embed \(file)' and commit it\n"
            )
            return DependencyRuleCommand.ExitStatus.violations
        }
        do {
            try FileSystem.writeAtomically(Array(block.replacingContents(with: fenced).utf8), to: path)
        } catch {
            throw CheckError(error.message, file: file)
        }
        environment.output("\(file): graph updated\n")
        return DependencyRuleCommand.ExitStatus.success
    }
}
