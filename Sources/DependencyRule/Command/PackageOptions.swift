import ArgumentReading

/// What every command reads, and how: one package (`--package-path`) or a whole app
/// (`--workspace`), the caches' folder, and how long SwiftPM may take to read a manifest.
struct PackageOptions {
    /// What a command reads the package for: `init` reads declarations' outlines and leaves out
    /// what it will propose to exclude; `imports` lists what a broken "exclude" cannot exclude.
    enum Purpose {
        case check, imports, initialize
    }

    static let specs: [OptionSpec] = [
        .value("--package-path", "DIR", help: "The package to read. Default: the current folder."),
        .value(
            "--workspace", "DIR",
            help:
                "A whole app instead: every package and Xcode project under DIR (a folder, an .xcworkspace or an .xcodeproj) and all they reference, in one graph; paths relative to DIR."
        ),
    ]

    /// `--cache-path` and `--manifest-timeout`, last on every page.
    static let cacheSpecs: [OptionSpec] = [
        .value(
            "--cache-path", "DIR",
            help:
                "Keep the manifest cache, SwiftPM's scratch folder and the references cache in DIR instead of .build/dependency-rule in the package (the plugins pass their work folder)."
        ),
        .value(
            "--manifest-timeout", "SECONDS", .decimal,
            help:
                "How long swift package dump-package may take: above 0, at most 86400 (default 120). Then SwiftPM and every process it started (its own process group) are stopped, nothing is cached, and the command exits 2."
        ),
    ]

    static let exclusive = ["--package-path", "--workspace"]

    /// What was read, as a command line says it again: ` --workspace DIR`, ` --package-path DIR`,
    /// or nothing for the current folder.
    var scope: String {
        if let workspacePath { return " --workspace " + ShellWord.quoted(workspacePath) }
        if let packagePath { return " --package-path " + ShellWord.quoted(packagePath) }
        return ""
    }

    var packagePath: String?
    var workspacePath: String?
    var cachePath: String?
    var manifestTimeout: Duration = .seconds(120)

    init(_ arguments: ParsedArguments) throws(UsageError) {
        packagePath = arguments.value("--package-path")
        workspacePath = arguments.value("--workspace")
        cachePath = arguments.value("--cache-path")
        if let seconds = arguments.decimal("--manifest-timeout") {
            guard seconds > 0, seconds <= 86_400 else {
                throw UsageError(
                    "--manifest-timeout must be a number of seconds above 0 (at most 86400), not '\(arguments.value("--manifest-timeout")!)'"
                )
            }
            manifestTimeout = .milliseconds(Int((seconds * 1000).rounded()))
        }
    }

    /// The package (the current folder by default) or the whole app, read with the configuration
    /// `config` names (or the package's own), and the folder paths are relative to.
    /// The manifests `environment` hands in are used instead of SwiftPM's.
    func load(
        config: String?, for purpose: Purpose, in environment: CommandEnvironment
    ) throws(CheckError) -> (analysis: PackageAnalysis, root: String) {
        let cacheFolder = cachePath.map(environment.absolute)
        /// The configuration file, when there is one it can read, its folder, and what its
        /// "exclude" leaves out. (A broken configuration stops every command but `imports` later,
        /// with its own error; `imports`, a listing for debugging, lists what it cannot exclude.)
        func configuration(root: String) throws(CheckError) -> (Configuration, folder: String, exclusion: Exclusion)? {
            guard
                let configuration = try? Configuration.locate(
                    config, root: root, currentDirectory: environment.currentDirectory),
                let file = configuration.file
            else {
                // init leaves out what it will propose to exclude, whatever is there already.
                return purpose == .initialize ? (.standard, root, try Self.proposedExclusion(root: root)) : nil
            }
            let folder = config.map { Path.resolved(Path.parent(of: environment.absolute($0))) } ?? root
            if purpose == .initialize { return (configuration, folder, try Self.proposedExclusion(root: root)) }
            let exclusion =
                purpose == .imports
                ? (try? Exclusion(configuration.exclude, in: folder, file: file)) ?? Exclusion()
                : try Exclusion(configuration.exclude, in: folder, file: file)
            return (configuration, folder, exclusion)
        }
        guard let workspacePath else {
            let root = environment.absolute(packagePath ?? ".")
            let source =
                environment.manifest.map(ManifestSource.dumpPackageJSON)
                ?? .swiftPM(cacheFolder: cacheFolder, deadline: manifestTimeout)
            var analysis = try PackageAnalysis.load(
                packageRoot: root, manifest: source, outlines: purpose == .initialize)
            if let (_, _, exclusion) = try configuration(root: root) { analysis.exclude(exclusion) }
            return (analysis, root)
        }
        var loader = WorkspaceLoader(entry: environment.absolute(workspacePath))
        loader.cacheFolder = cacheFolder
        loader.deadline = manifestTimeout
        loader.handedIn = Dictionary(
            environment.manifests.map { (Path.absolute($0.key, in: "/"), $0.value) }, uniquingKeysWith: { $1 })
        loader.outlines = purpose == .initialize
        // The configuration's "members", when it has them, say what the workspace is.
        let found = try configuration(root: loader.root)
        if let (configuration, folder, exclusion) = found {
            if let members = configuration.members {
                loader.listed = (members, folder, configuration.file ?? Configuration.fileName)
            }
            loader.exclusion = exclusion
        }
        let loaded = try loader.load()
        for note in loaded.notes { environment.errors(note + "\n") }
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
}
