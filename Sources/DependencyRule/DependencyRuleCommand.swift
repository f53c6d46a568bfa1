#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `dependency-rule` command line: `check`, `graph`, `imports`, `init`, `fix`, `--help` and
/// `--version`.
///
/// Exit status: 0 no error (warnings allowed unless `--strict`), 1 rule violations, 2 usage,
/// configuration, manifest or I/O problems.
public enum DependencyRuleCommand {
    public static let version = "1.0.0"

    /// Exit statuses.
    public enum ExitStatus {
        public static let success: Int32 = 0
        public static let violations: Int32 = 1
        public static let failure: Int32 = 2
    }

    /// Runs the process's command line and exits.
    public static func main() -> Never {
        let status = run(
            Array(CommandLine.arguments.dropFirst()),
            output: { writeAll($0, to: STDOUT_FILENO) },
            errors: { writeAll($0, to: STDERR_FILENO) })
        exit(status)
    }

    /// Runs `arguments` (without the program name), writing to `output` and `errors`.
    /// - Parameters:
    ///   - currentDirectory: what relative paths are relative to; the process's own by default.
    ///   - environment: the environment variables (`CI`); the process's own by default.
    ///   - manifest: the package description as `dump-package` JSON, used instead of running
    ///     SwiftPM (`--cache-path` and `--manifest-timeout` then have nothing to do); by default
    ///     SwiftPM reads the manifest.
    ///   - manifests: with `--workspace`, package descriptions handed in by package folder
    ///     (absolute), used instead of running SwiftPM for those packages.
    public static func run(
        _ arguments: [String], currentDirectory: String? = nil, environment: [String: String]? = nil,
        manifest: [UInt8]? = nil, manifests: [String: [UInt8]] = [:], output: (String) -> Void,
        errors: (String) -> Void
    ) -> Int32 {
        let currentDirectory = currentDirectory ?? Path.current
        let variable = { (name: String) in environment.map { $0[name] } ?? Path.environment(name) }
        let invocation: Invocation
        do {
            invocation = try Invocation(arguments)
        } catch {
            errors("dependency-rule: error: \(error.message)\n")
            errors("Run 'dependency-rule --help' for usage.\n")
            return ExitStatus.failure
        }
        switch invocation.command {
        case .help:
            output(invocation.helpText)
            return ExitStatus.success
        case .version:
            output("dependency-rule \(version)\n")
            return ExitStatus.success
        case .check, .imports, .graph, .initialize, .fix, .references:
            do {
                if let path = invocation.updateBaselinePath, let ci = variable("CI"), !ci.isEmpty {
                    throw CheckError(
                        "refusing to rewrite the baseline because CI is set (CI=\(ci)): a baseline is updated by people, in a commit they review; check against it with --baseline \(path)",
                        file: path)
                }
                // A stamp stands for a passing check: gone first, so that a check that stops
                // early (exit 2) leaves none behind either.
                if let path = invocation.stampPath { try FileSystem.remove(absolute(path, in: currentDirectory)) }
                return try execute(
                    invocation, currentDirectory: currentDirectory, manifest: manifest, manifests: manifests,
                    output: output, errors: errors)
            } catch {
                errors("\(error)\n")
                return ExitStatus.failure
            }
        }
    }

    private static func execute(
        _ invocation: Invocation, currentDirectory: String, manifest: [UInt8]?, manifests: [String: [UInt8]],
        output: (String) -> Void, errors: (String) -> Void
    ) throws(CheckError) -> Int32 {
        var clock = PhaseClock()
        let (analysis, root) = try load(
            invocation, currentDirectory: currentDirectory, manifest: manifest, manifests: manifests, errors: errors)
        clock.lap("total load")
        switch invocation.command {
        case .initialize:
            return try initialize(analysis, invocation, root: root, currentDirectory: currentDirectory, output: output)
        case .fix:
            // After the edits, the manifests are read by SwiftPM again: none handed in is current.
            return try fix(
                analysis, invocation, root: root, currentDirectory: currentDirectory,
                reload: { () throws(CheckError) in
                    try load(
                        invocation, currentDirectory: currentDirectory, manifest: nil, manifests: [:], errors: { _ in }
                    ).analysis
                }, output: output, errors: errors)
        case .imports:
            return listImports(
                analysis, invocation, root: root, currentDirectory: currentDirectory, output: output,
                errors: errors)
        case .references:
            return try listReferences(
                analysis, invocation, root: root, currentDirectory: currentDirectory, output: output)
        default:
            return try check(
                analysis, invocation, root: root, currentDirectory: currentDirectory, clock: &clock, output: output,
                errors: errors)
        }
    }

    /// `imports`: a listing for debugging, where a broken configuration only loses the layer names.
    private static func listImports(
        _ analysis: PackageAnalysis, _ invocation: Invocation, root: String, currentDirectory: String,
        output: (String) -> Void, errors: (String) -> Void
    ) -> Int32 {
        var architecture: LayerAssignment?
        do {
            let configuration = try loadConfiguration(nil, root: root, currentDirectory: currentDirectory)
            architecture = try LayerAssignment(
                configuration: configuration, targets: analysis.targets.map(\.target), root: root)
        } catch {
            errors("\(error) (layers are not shown)\n".replacing("error: ", with: "warning: "))
        }
        let report = ImportsReport(analysis: analysis, architecture: architecture)
        output(invocation.format == .json ? report.json : report.text)
        return ExitStatus.success
    }

    /// `references`: every reference from a file to a declaration in another, of the targets asked for.
    private static func listReferences(
        _ analysis: PackageAnalysis, _ invocation: Invocation, root: String, currentDirectory: String,
        output: (String) -> Void
    ) throws(CheckError) -> Int32 {
        let selected = try selectedTargets(invocation, in: analysis)
        let resolution = ReferenceResolution(invocation, currentDirectory: currentDirectory)
        let references = try resolution.references(in: analysis, root: root, selected: selected).references.filter {
            selected?.contains($0.target) ?? true
        }
        let report = ReferencesReport(references: references)
        output(invocation.format == .json ? report.json : report.text)
        return ExitStatus.success
    }

    /// `check` and `graph`: the configuration applied, the rules run, their findings drawn or
    /// reported.
    private static func check(
        _ analysis: PackageAnalysis, _ invocation: Invocation, root: String, currentDirectory: String,
        clock: inout PhaseClock, output: (String) -> Void, errors: (String) -> Void
    ) throws(CheckError) -> Int32 {
        let configuration = try loadConfiguration(invocation.configPath, root: root, currentDirectory: currentDirectory)
        let architecture = try LayerAssignment(
            configuration: configuration, targets: analysis.targets.map(\.target), root: root)
        clock.lap("configuration")
        // The names files use are read only when folders need them.
        let (references, cached) =
            configuration.hasFolders
            ? try ReferenceResolution(invocation, currentDirectory: currentDirectory).references(
                in: analysis, root: root,
                needed: architecture.targetsWithFolders(in: analysis.targets.map(\.target)),
                filter: Checker.referenceFilter(for: architecture, counting: invocation.command == .graph))
            : ([], false)
        clock.lap(cached ? "references (cached)" : "references")
        let checker = Checker(analysis: analysis, architecture: architecture, references: references)
        try checker.verifyCoverage()
        let (diagnostics, suppressed) = InlineSuppressions(analysis: analysis, configuration: configuration).apply(
            to: checker.diagnostics())

        if invocation.command == .graph {
            var graph = ArchitectureGraph(checker: checker, diagnostics: architecture.policy.apply(to: diagnostics))
            graph.showsCounts = invocation.counts
            let rendered =
                switch invocation.format {
                case .dot: graph.dot
                case .json: graph.json
                default: graph.mermaid
                }
            guard let embed = invocation.embedPath else {
                try emit(rendered, to: invocation.outputPath, currentDirectory: currentDirectory, output: output)
                return ExitStatus.success
            }
            return try embedGraph(
                rendered, format: invocation.format, in: embed, check: invocation.checkEmbedded,
                currentDirectory: currentDirectory, output: output, errors: errors)
        }

        let (remaining, baselined, newBaseline) = try findings(
            diagnostics, invocation, configuration: configuration, analysis: analysis, root: root,
            currentDirectory: currentDirectory)
        let report = CheckReport(
            analysis: analysis, diagnostics: remaining, suppressed: suppressed, baselined: baselined)
        clock.lap("rules")
        let rendered = render(report, format: invocation.format, checker: checker, root: root)
        // Each file is written whole or not at all, the report file first: a run that fails with
        // exit 2 leaves the baseline as it was.
        if let path = invocation.outputPath {
            try emit(rendered, to: path, currentDirectory: currentDirectory, output: output)
        }
        if let (baseline, path) = newBaseline {
            try FileSystem.writeAtomically(Array(baseline.text.utf8), to: absolute(path, in: currentDirectory))
            errors(
                "dependency-rule: wrote \(counted(baseline.entries.count, "entry", "entries")) (\(counted(baselined, "violation", "violations"))) to \(path)\n"
            )
        }
        // With a stamp (a check on every build), a target with nothing to report prints nothing.
        let quiet = invocation.stampPath != nil && invocation.format == .text && remaining.isEmpty
        if invocation.outputPath == nil && !quiet { output(rendered) }
        if let path = invocation.stampPath, !report.fails {
            let targets = invocation.targets.isEmpty ? "every target" : invocation.targets.joined(separator: ", ")
            try FileSystem.writeAtomically(
                Array("// dependency-rule check passed: \(targets)\n".utf8), to: absolute(path, in: currentDirectory))
        }
        clock.lap("report")
        if invocation.timings {
            for (phase, seconds) in analysis.timings + clock.laps.dropFirst() {
                let tenths = Int((seconds * 10_000).rounded())
                errors("dependency-rule: timing: \(phase): \(tenths / 10).\(tenths % 10) ms\n")
            }
        }
        return report.fails ? ExitStatus.violations : ExitStatus.success
    }

    /// What `check` reports of `diagnostics`: less what the baseline holds (or recording them
    /// all, with `--update-baseline`), with their severities decided and their consequences
    /// folded, for the targets `--target` names; with `--stamp`, at absolute paths.
    private static func findings(
        _ diagnostics: [Diagnostic], _ invocation: Invocation, configuration: Configuration,
        analysis: PackageAnalysis, root: String, currentDirectory: String
    ) throws(CheckError) -> (remaining: [Diagnostic], baselined: Int, newBaseline: (Baseline, String)?) {
        var remaining = diagnostics
        var baselined = 0
        var newBaseline: (Baseline, String)?
        if let path = invocation.baselinePath {
            // Stale entries are reported in the baseline file, located like every diagnostic:
            // relative to the package root when it is inside the package.
            let file = absolute(path, in: currentDirectory)
            let baseline = try Baseline.load(path: file, displayPath: path)
            (remaining, baselined) = baseline.apply(to: diagnostics, file: Path.relative(file, to: root))
        } else if let path = invocation.updateBaselinePath {
            let baseline = Baseline(recording: diagnostics)
            (remaining, baselined) = baseline.apply(to: diagnostics, file: path)
            newBaseline = (baseline, path)
        }
        remaining = Consequences.folded(
            SeverityPolicy(configured: configuration.rules, strict: invocation.strict || configuration.strict)
                .apply(to: remaining))
        if let selected = try selectedTargets(invocation, in: analysis) {
            remaining = remaining.filter { $0.target.map(selected.contains) ?? false }
        }
        if invocation.stampPath != nil {
            // A build log is read by tools that do not know the package's folder.
            func absolute(_ diagnostic: Diagnostic) -> Diagnostic {
                var located = diagnostic
                if !located.file.hasPrefix("/") { located.file = root + "/" + located.file }
                located.notes = located.notes.map(absolute)
                return located
            }
            remaining = remaining.map(absolute)
        }
        return (remaining, baselined, newBaseline)
    }

    /// `report` in `format`.
    private static func render(
        _ report: CheckReport, format: Invocation.Format, checker: Checker, root: String
    ) -> String {
        let run = CheckRun(report: report, checker: checker, root: root)
        return (CheckReport.formats.first { $0.format == format.name } ?? TextReport.self).render(run)
    }

    /// The targets `--target` names (by any of their names: in a workspace, `Member/Target` too);
    /// `nil` without `--target`.
    private static func selectedTargets(
        _ invocation: Invocation, in analysis: PackageAnalysis
    ) throws(CheckError) -> Set<String>? {
        guard !invocation.targets.isEmpty else { return nil }
        var selected: Set<String> = []
        for name in invocation.targets {
            let matching = analysis.targets.filter { $0.target.names.contains(name) }.map(\.target.name)
            guard !matching.isEmpty else {
                throw CheckError(
                    "--target: the \(analysis.isWorkspace ? "workspace" : "package") has no target '\(name)'")
            }
            selected.formUnion(matching)
        }
        return selected
    }

    /// The package (`--package-path`, the current folder by default) or the whole app
    /// (`--workspace`), read, and the folder paths are relative to.
    static func load(
        _ invocation: Invocation, currentDirectory: String, manifest: [UInt8]?, manifests: [String: [UInt8]],
        errors: (String) -> Void
    ) throws(CheckError) -> (analysis: PackageAnalysis, root: String) {
        let cacheFolder = invocation.cachePath.map { absolute($0, in: currentDirectory) }
        /// The configuration file, when there is one it can read, its folder, and what its
        /// "exclude" leaves out. (A broken configuration stops every command but `imports` later,
        /// with its own error; `imports`, a listing for debugging, lists what it cannot exclude.)
        func configuration(root: String) throws(CheckError) -> (Configuration, folder: String, exclusion: Exclusion)? {
            guard
                let configuration = try? loadConfiguration(
                    invocation.configPath, root: root, currentDirectory: currentDirectory),
                let file = configuration.file
            else {
                // init leaves out what it will propose to exclude, whatever is there already.
                return invocation.command == .initialize ? (.standard, root, try proposedExclusion(root: root)) : nil
            }
            let folder = invocation.configPath.map { Path.parent(of: absolute($0, in: currentDirectory)) } ?? root
            if invocation.command == .initialize { return (configuration, folder, try proposedExclusion(root: root)) }
            let exclusion =
                invocation.command == .imports
                ? (try? Exclusion(configuration.exclude, in: folder, file: file)) ?? Exclusion()
                : try Exclusion(configuration.exclude, in: folder, file: file)
            return (configuration, folder, exclusion)
        }
        guard let workspace = invocation.workspacePath else {
            let root = absolute(invocation.packagePath ?? ".", in: currentDirectory)
            let source =
                manifest.map(ManifestSource.dumpPackageJSON)
                ?? .swiftPM(cacheFolder: cacheFolder, deadline: invocation.manifestTimeout)
            var analysis = try PackageAnalysis.load(
                packageRoot: root, manifest: source, outlines: invocation.command == .initialize)
            if let (_, _, exclusion) = try configuration(root: root) { analysis.exclude(exclusion) }
            return (analysis, root)
        }
        var loader = WorkspaceLoader(entry: absolute(workspace, in: currentDirectory))
        loader.cacheFolder = cacheFolder
        loader.deadline = invocation.manifestTimeout
        loader.handedIn = Dictionary(manifests.map { (absolute($0.key, in: "/"), $0.value) }, uniquingKeysWith: { $1 })
        loader.outlines = invocation.command == .initialize
        // The configuration's "members", when it has them, say what the workspace is.
        let found = try configuration(root: loader.root)
        if let (configuration, folder, exclusion) = found {
            if let members = configuration.members {
                loader.listed = (members, folder, configuration.file ?? Configuration.fileName)
            }
            loader.exclusion = exclusion
        }
        let loaded = try loader.load()
        for note in loaded.notes { errors(note + "\n") }
        var analysis = loaded.analysis
        if let exclusion = found?.exclusion { analysis.exclude(exclusion) }
        return (analysis, loader.root)
    }

    /// What `init` proposes to exclude under `root` (``ExclusionInference``).
    private static func proposedExclusion(root: String) throws(CheckError) -> Exclusion {
        try Exclusion(
            ExclusionInference.proposals(root: root).map { TargetPattern($0.pattern) }, in: root,
            file: Configuration.fileName)
    }

    /// `init`: infers a configuration, proves that `check` accepts it, and writes it unless a file
    /// is there (or `--force`).
    private static func initialize(
        _ analysis: PackageAnalysis, _ invocation: Invocation, root: String, currentDirectory: String,
        output: (String) -> Void
    ) throws(CheckError) -> Int32 {
        let graph = DependencyGraph(analysis: analysis)
        // Folder layers are proposed from the references between a target's folders.
        let references =
            FolderLayerInference.candidates(in: analysis).isEmpty
            ? [] : try SyntaxResolver(analysis: analysis).references()
        var inference = ConfigurationInference(
            analysis: analysis, graph: graph, layerNames: invocation.layerNames, references: references)
        let displayPath = invocation.outputPath ?? Configuration.fileName
        let path =
            invocation.outputPath.map { absolute($0, in: currentDirectory) } ?? root + "/" + Configuration.fileName
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
        if !invocation.force, FileSystem.exists(path) {
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
        output(summary)
        return ExitStatus.success
    }

    /// Writes `text` to the file at `path` (atomically), or to `output` without one.
    /// `graph --embed FILE [--check]`: the graph between the markers of `file`, rewritten in one
    /// rename, or compared.
    private static func embedGraph(
        _ graph: String, format: Invocation.Format, in file: String, check: Bool, currentDirectory: String,
        output: (String) -> Void, errors: (String) -> Void
    ) throws(CheckError) -> Int32 {
        let path = absolute(file, in: currentDirectory)
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path)
        } catch {
            throw CheckError(error.message, file: file)
        }
        let block = try GraphBlock(text: String(decoding: bytes, as: UTF8.self), file: file)
        let fenced = GraphBlock.fenced(graph, language: format.name)
        if block.contents == fenced {
            output("\(file): the graph is current\n")
            return ExitStatus.success
        }
        if check {
            errors(
                "\(file):\(block.line):1: error: the graph in this block is not the one dependency-rule draws now: run 'dependency-rule graph --embed \(file)' and commit it\n"
            )
            return ExitStatus.violations
        }
        do {
            try FileSystem.writeAtomically(Array(block.replacingContents(with: fenced).utf8), to: path)
        } catch {
            throw CheckError(error.message, file: file)
        }
        output("\(file): graph updated\n")
        return ExitStatus.success
    }

    private static func emit(
        _ text: String, to path: String?, currentDirectory: String, output: (String) -> Void
    ) throws(CheckError) {
        if let path {
            try FileSystem.writeAtomically(Array(text.utf8), to: absolute(path, in: currentDirectory))
        } else {
            output(text)
        }
    }

    /// `--config FILE`, else `dependency-rules.json` at the package root, else the standard layers.
    static func loadConfiguration(
        _ explicit: String?, root: String, currentDirectory: String
    ) throws(CheckError)
        -> Configuration
    {
        if let explicit {
            let path = absolute(explicit, in: currentDirectory)
            guard FileSystem.kind(of: path) == .file else {
                throw CheckError("no such configuration file", file: explicit)
            }
            return try Configuration.load(path: path, displayPath: explicit)
        }
        let path = root + "/" + Configuration.fileName
        guard FileSystem.kind(of: path) != nil else { return .standard }
        return try Configuration.load(path: path, displayPath: Configuration.fileName)
    }

    static func absolute(_ path: String, in folder: String) -> String {
        Path.absolute(path, in: folder)
    }

}

/// Writes all of `text` to a file descriptor.
private func writeAll(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { buffer in
        var written = 0
        while written < buffer.count {
            let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return }
            written += count
        }
    }
}
