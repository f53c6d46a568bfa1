import ArgumentReading
import DependencyRule
import Foundation
import ProcessSpawning

/// `remove feature`: takes out everything `add feature` wrote for a feature, all or nothing.
struct RemoveFeatureCommand: TemplateCommand {
    static let spec = CommandSpec(
        "remove feature", abstract: "Take out a feature 'add feature' wrote, all or nothing.",
        discussion: """
            Deletes every file 'add feature' wrote for the feature (as the package's lock and its
            pristine copies record them), takes its line out of the app's list of features and out of
            dependency-rules.json, and its record out of the lock and the base, so that a later
            'update' neither brings it back nor conflicts. The package then builds, passes its tests
            and the checker as before the feature was added; adding it again works.
            """,
        arguments: [ArgumentSpec("NAME", help: "The feature, as 'add feature' was given it (Book, ReadingList).")],
        options: [
            TemplateOptions.packagePath,
            .flag("--dry-run", help: "List the files it would delete and change, and change nothing."),
            .flag(
                "--force",
                help:
                    "Remove too the feature's files that changed since 'add feature' wrote them, and files of yours in its folders, once git has them committed."
            ),
            TemplateOptions.kitPath,
        ],
        sections: [
            HelpSection(
                nil,
                """
                It refuses, changing nothing, a feature the lock does not record, and one whose folders hold
                a file changed since 'add feature' wrote it or one it did not write, unless --force and
                git has them committed. If anything fails, or the run is interrupted, it takes back what
                it changed.
                """)
        ])

    let name: String
    let packagePath: String?
    let dryRun: Bool
    let force: Bool
    let kitPath: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        kitPath = arguments.value("--kit-path")
        name = arguments.argument("NAME")!
        packagePath = arguments.value("--package-path")
        dryRun = arguments.has("--dry-run")
        force = arguments.has("--force")
    }

    func run(in environment: TemplateEnvironment) throws -> Int32 {
        let feature = try FeatureName(name)
        let (root, work) = try environment.openPackage(packagePath)
        defer { withExtendedLifetime(work) {} }
        guard let lock = try TemplateLock.read(in: root) else {
            throw GenerationError(
                "\(root) has no \(TemplateLock.file), which records what 'add feature' wrote: 'clean-architecture adopt' records one"
            )
        }
        let baseFolder = Path.appending(TemplateLock.baseFolder, to: root)
        let base = try PackageRender.read(baseFolder)
        try lock.verify(base: base, at: baseFolder)
        // What `add feature` wrote is what the package's kit renders for the feature, formatted as
        // the package's files are: the kit must be the one that last wrote the package.
        let kit = try environment.kit(kitPath)
        let installed = try KitIdentity.of(kit, programVersion: CleanArchitectureCommand.version).version
        guard KitIdentity.compare(installed, lock.kit.version) == .orderedSame else {
            throw GenerationError(
                "the installed kit (\(installed)) is not the one that last wrote this package (\(lock.kit.version), in \(TemplateLock.file)): what it renders for \(feature.typeName) may differ from what 'add feature' wrote; run 'clean-architecture update' first, or install \(lock.kit.version)"
            )
        }
        // An unrecorded feature is refused below, by the removal.
        let recorded = lock.features.first { $0.name == feature.typeName }
        let generator = try FeatureGenerator(
            name: feature, fields: recorded?.fields ?? FeatureField.defaults, changes: recorded?.changes ?? [],
            packagePath: root, kit: kit, refusingExisting: false)
        let packageConfiguration = Path.appending(".swift-format", to: root)
        let rendered = try SourceFormatter().formatted(try generator.files(), configuration: packageConfiguration)
        let registration = generator.registration
        var removal = try FeatureRemoval(
            feature: feature, lock: lock, base: base,
            files: try Self.files(
                in: root, folders: Set(rendered.paths.compactMap(FeatureRemoval.featureFolder)),
                also: [registration, FeatureIndependence.file]),
            registration: registration, rendered: rendered, force: force)
        if force { try Self.refuseUncommitted(removal.edited + removal.yours, in: root) }
        let listing =
            removal.deletions.map { "  \($0)\n" }.joined() + "Changed:\n"
            + (removal.writes.paths + [TemplateLock.file]).map { "  \($0)\n" }.joined()
        if dryRun {
            environment.output(
                "Would remove the feature \(feature.typeName) from \(root): \(removal.deletions.count) files.\n"
                    + listing)
            return 0
        }
        try Self.format(&removal, configuration: packageConfiguration, baseFolder: baseFolder)
        let applier = UpdateApplier(root: root, checkpoint: environment.checkpoint)
        try applier.apply(
            writes: removal.writes, deletions: removal.deletions, base: removal.base, lock: removal.lockText,
            unmerged: UnmergedConflicts(head: nil, files: [])
        ) { _ in }
        environment.output(
            "Removed the feature \(feature.typeName) from \(root): \(removal.deletions.count) files.\n" + listing)
        return 0
    }

    /// The lists `removal` edits as `add feature` leaves them: formatted, the package's under its
    /// own `.swift-format` (`configuration`), the base's under the one the kit wrote there.
    private static func format(
        _ removal: inout FeatureRemoval, configuration: String, baseFolder: String
    ) throws(GenerationError) {
        removal.writes = try SourceFormatter().formatted(removal.writes, configuration: configuration)
        let changedInBase = FileTree(
            Dictionary(
                uniqueKeysWithValues: removal.writes.paths.compactMap { path in removal.base[path].map { (path, $0) } })
        )
        removal.base.merge(
            try SourceFormatter().formatted(
                changedInBase, configuration: Path.appending(".swift-format", to: baseFolder)))
    }

    /// Refuses to remove `edits` (your changes in the feature's folders, which `--force` takes)
    /// unless git has them committed: outside a git work tree, uncommitted or ignored.
    private static func refuseUncommitted(_ edits: [String], in root: String) throws(GenerationError) {
        guard !edits.isEmpty else { return }
        let git = try GitWorkTree(root: root, needs: "--force removes your edits only when git has them")
        try git.refuseUncommitted(edits, doing: "removing the feature", ignored: true)
    }

    /// The package's files in `folders` (the feature's, ``FeatureRemoval/featureFolder(_:)``), and
    /// the files `also` names, with their texts.
    static func files(in root: String, folders: Set<String>, also: [String?]) throws(GenerationError) -> FileTree {
        var tree = FileTree()
        for top in ["Sources", "Tests", "Fakes"] {
            guard let walker = FileManager.default.enumerator(atPath: Path.appending(top, to: root)) else { continue }
            while let relative = walker.nextObject() as? String {
                let path = top + "/" + relative
                guard (walker.fileAttributes?[.type] as? FileAttributeType) == .typeRegular,
                    FeatureRemoval.featureFolder(path).map(folders.contains) == true
                else { continue }
                tree[path] = try read(path, in: root)
            }
        }
        for path in also.compactMap({ $0 }) where FileManager.default.fileExists(atPath: Path.appending(path, to: root))
        {
            tree[path] = try read(path, in: root)
        }
        return tree
    }

    private static func read(_ path: String, in root: String) throws(GenerationError) -> String {
        do {
            return try String(contentsOfFile: Path.appending(path, to: root), encoding: .utf8)
        } catch {
            throw GenerationError("cannot read \(path): \(TreeWriter.reason(error))")
        }
    }
}
