import DependencyRule
import Foundation
import ProcessSpawning

/// The `clean-architecture` command line: `new`, `add feature`, `update`, `adopt`, `kit`,
/// `--help` and `--version`.
///
/// Exit status: 0 done; 1 `update` left conflicts, or `update --check` finds the package behind;
/// 2 a usage error, a refused name or destination, or an I/O problem, and then nothing was
/// written; 128 + the signal when interrupted.
public enum CleanArchitectureCommand {
    /// The version, the checker's: they are released together.
    public static let version = DependencyRuleCommand.version

    /// Runs the process's command line and exits; an interrupted run takes back what it wrote.
    public static func main() -> Never {
        Interruption.shared.install()
        let status = run(
            Array(CommandLine.arguments.dropFirst()), currentDirectory: FileManager.default.currentDirectoryPath,
            environment: ProcessInfo.processInfo.environment,
            output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            errors: { FileHandle.standardError.write(Data($0.utf8)) })
        exit(status)
    }

    /// Runs `arguments` (without the program name), writing to `output` and `errors`.
    ///
    /// It runs `swift format` and `swift package dump-package` and blocks the calling thread while
    /// they work: call it from a thread of its own, never from Swift concurrency's cooperative pool.
    /// - Parameter environment: `$CLEAN_ARCHITECTURE_KIT` is read from it.
    public static func run(
        _ arguments: [String], currentDirectory: String, environment: [String: String],
        output: (String) -> Void, errors: (String) -> Void
    ) -> Int32 {
        run(
            arguments, currentDirectory: currentDirectory, environment: environment, checkpoint: nil, output: output,
            errors: errors)
    }

    /// ``run(_:currentDirectory:environment:output:errors:)`` with a test's seam in `update`
    /// (``UpdateApplier/checkpoint``).
    static func run(
        _ arguments: [String], currentDirectory: String, environment: [String: String],
        checkpoint: UpdateApplier.Checkpoint?, output: (String) -> Void, errors: (String) -> Void
    ) -> Int32 {
        let request: Request
        do {
            request = try Request(arguments)
        } catch {
            errors("clean-architecture: error: \(error.message)\n")
            // The help of the command at fault, where there is one: `help new`, `help add feature`.
            let topic =
                arguments.count >= 2 && arguments[0] == "add" && arguments[1] == "feature"
                ? "add feature" : arguments.first.flatMap { Help.commands[$0] != nil ? $0 : nil }
            errors("Run 'clean-architecture \(topic.map { "help \($0)" } ?? "--help")' for usage.\n")
            return 2
        }
        do {
            switch request {
            case .help(let text):
                output(text)
            case .version:
                output("clean-architecture \(version)\n")
            case .new(let options):
                try new(options, currentDirectory: currentDirectory, environment: environment, output: output)
            case .addFeature(let options):
                try addFeature(
                    options, currentDirectory: currentDirectory, environment: environment, output: output,
                    errors: errors)
            case .update(let options):
                return try update(
                    options, currentDirectory: currentDirectory, environment: environment, checkpoint: checkpoint,
                    output: output, errors: errors)
            case .adopt(let options):
                try adopt(
                    options, currentDirectory: currentDirectory, environment: environment, output: output,
                    errors: errors)
            case .kit(let options):
                let kit = try KitSource(
                    explicit: options.kitPath.map { absolute($0, in: currentDirectory) }, environment: environment)
                let identity = try KitIdentity.of(kit, programVersion: version)
                output(options.json ? identity.stamp : identity.description(in: kit.root))
            }
            return 0
        } catch let interrupted as UpdateApplier.Interrupted {
            errors("clean-architecture: interrupted: the update was taken back\n")
            return 128 + interrupted.signal
        } catch let error as GenerationError where error.isDiagnostic {
            errors(error.description + "\n")
            return 2
        } catch {
            errors("clean-architecture: error: \(error)\n")
            return 2
        }
    }

    private static func new(
        _ options: Request.New, currentDirectory: String, environment: [String: String], output: (String) -> Void
    ) throws {
        let name = try ProjectName(options.name)
        // The name as typed, as `swift package init` names a package after its folder.
        let folder = options.output ?? name.packageName
        let destination = URL(fileURLWithPath: absolute(folder, in: currentDirectory))
        let kit = try KitSource(
            explicit: options.kitPath.map { absolute($0, in: currentDirectory) }, environment: environment)
        try refuseInside(kit, destination)
        let identity = try KitIdentity.of(kit, programVersion: version)
        let lock = TemplateLock(
            kit: identity, swiftFormat: TemplateLock.formatterVersion(),
            project: .init(
                name: options.name, example: options.example, modulePrefix: options.modulePrefix,
                stores: options.stores, kitRepository: options.kitRepository ?? identity.repository ?? KitIdentity.home,
                created: ScaffoldTemplate.today))
        let generator = try PackageRender(kit: kit, lock: lock).generator()
        let writer = TreeWriter()
        try writer.refuseOverwriting(destination)
        let tree = try generator.files()
        if options.dryRun {
            output(listing(tree, in: destination))
            output(
                "  \(TemplateLock.file), and the pristine copy of those files in \(TemplateLock.baseFolder)/, for 'clean-architecture update'\n"
            )
            return
        }
        try writer.writePackage(tree, to: destination) { staging throws(GenerationError) in
            try PackageRender.finish(tree, in: staging, kit: kit)
            // The base is what was written, byte for byte; the lock, with its digest, goes beside it.
            let written = try PackageRender.read(staging)
            try TreeWriter.write(PackageRender.base(of: written), into: staging)
            var recorded = lock
            recorded.base = TemplateLock.digest(of: written)
            try TreeWriter.write(FileTree([TemplateLock.file: recorded.text]), into: staging)
        }
        let contents =
            options.example == .league
            ? "the league example" : "the four layers and the feature \(StarterExample.featureName)"
        let prefixed = options.modulePrefix ? ", targets prefixed \(generator.prefix)" : ""
        let stores =
            options.stores.isEmpty
            ? "" : ", on the store\(options.stores.count == 1 ? "" : "s") \(ScaffoldTemplate.sentence(options.stores))"
        let here =
            destination.standardizedFileURL.path == URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
        output(
            """
            Created \(name.packageName) in \(destination.path): \(tree.paths.count) files, \(contents)\(prefixed)\(stores).
            (Copied from the kit in \(kit.root.path). Its CI downloads dependency-rule from the release v\(lock.kit.version) of \(lock.project.kitRepository).)

            Next:
            \(here ? "" : "  cd \(shellQuoted(folder))\n")\
              git init && git add -A && git commit -m "From CleanArchitectureKit \(lock.kit.version)"   # unless in git already: 'clean-architecture update' needs it
              make check   # the dependency rule (needs dependency-rule: 'make install' in CleanArchitectureKit)
              make test    # every test
              swift run \(name.programName) --help

            """)
    }

    private static func addFeature(
        _ options: Request.AddFeature, currentDirectory: String, environment: [String: String],
        output: (String) -> Void, errors: (String) -> Void
    ) throws {
        let name = try FeatureName(options.name)
        let root = try packageRoot(options.packagePath, currentDirectory: currentDirectory)
        let work = try PackageWorkLock(root: root)
        defer { withExtendedLifetime(work) {} }
        try recoverInterruptedUpdate(in: root, errors: errors)
        let kit = try KitSource(
            explicit: options.kitPath.map { absolute($0, in: currentDirectory) }, environment: environment)
        let generator = try FeatureGenerator(name: name, packagePath: root, kit: kit)
        let tree = try generator.files()
        try generator.refuseShadowing(in: tree, allowed: options.allowShadowing)
        let edits = try generator.edits()
        var changes = edits
        try TreeWriter.refuseExisting(tree.paths, in: generator.root)
        // A package made with a lock records the feature in it and in its base.
        var written = tree
        let lock = try TemplateLock.read(in: generator.root)
        var recordedVersion = version
        let recorded =
            lock == nil
            ? "" : "Recorded in \(TemplateLock.file), with the pristine files in \(TemplateLock.baseFolder)/.\n"
        if let lock {
            let baseFolder = generator.root.appendingPathComponent(TemplateLock.baseFolder)
            try lock.verify(base: try PackageRender.read(baseFolder), at: baseFolder)
            recordedVersion = try KitIdentity.of(kit, programVersion: version).version
            let recording = try FeatureRecording(
                lock: lock, feature: name, files: tree, registration: generator.registration, root: generator.root,
                kitVersion: recordedVersion)
            try TreeWriter.refuseExisting(recording.newFiles.paths, in: generator.root)
            written.merge(recording.newFiles)
            changes.merge(recording.changes)
        }
        if options.dryRun {
            output(listing(tree, in: generator.root))
            if !edits.paths.isEmpty {
                output(
                    "Would change \(edits.paths.count == 1 ? "1 file" : "\(edits.paths.count) files"):\n"
                        + edits.paths.map { "  \($0)\n" }.joined())
            }
            if !recorded.isEmpty { output("Would be r" + recorded.dropFirst()) }
            if let shadowing = generator.shadowing(in: tree) { output("\n" + shadowing + "\n") }
            return
        }
        let configuration = generator.root.appendingPathComponent(".swift-format")
        let baseConfiguration = generator.root.appendingPathComponent(TemplateLock.baseFolder + "/.swift-format")
        let basePaths = (written.paths + changes.paths).filter { $0.hasPrefix(TemplateLock.baseFolder + "/") }
        try TreeWriter().addFiles(written, changing: changes, to: generator.root, last: TemplateLock.file) {
            staging throws(GenerationError) in
            // The package's files under its own .swift-format; the base's under the one the kit
            // wrote there, as a render formats them.
            let exists = { (url: URL) in FileManager.default.fileExists(atPath: url.path) }
            try SourceFormatter().format(
                (tree.paths + edits.paths), in: staging, configuration: exists(configuration) ? configuration : nil)
            guard var lock else { return }
            try SourceFormatter().format(
                basePaths, in: staging, configuration: exists(baseConfiguration) ? baseConfiguration : nil)
            // The lock's digest, of the base as it will be.
            var base = try PackageRender.read(generator.root.appendingPathComponent(TemplateLock.baseFolder))
            for path in basePaths {
                let staged = staging.appendingPathComponent(path)
                guard let data = FileManager.default.contents(atPath: staged.path) else {
                    throw GenerationError("cannot read the staged \(staged.path)")
                }
                base[String(path.dropFirst(TemplateLock.baseFolder.count + 1))] = String(decoding: data, as: UTF8.self)
            }
            lock.features.append(.init(name: name.typeName, kit: recordedVersion))
            lock.base = TemplateLock.digest(of: base)
            try TreeWriter.write(FileTree([TemplateLock.file: lock.text]), into: staging)
        }
        output("Added the feature \(name.typeName) to \(generator.root.path): \(tree.paths.count) new files.\n")
        for path in tree.paths { output("  \(path)\n") }
        if !edits.paths.isEmpty {
            output("Changed:\n" + edits.paths.map { "  \($0)\n" }.joined())
        }
        output(recorded)
        output("\n" + generator.wiring + "\n")
        if let shadowing = generator.shadowing(in: tree) { output("\n" + shadowing + "\n") }
    }

    /// `--package-path`, or the nearest folder from the current one up that holds a
    /// `Package.swift`, as `swift build` finds it.
    static func packageRoot(_ given: String?, currentDirectory: String) throws(GenerationError) -> URL {
        if let given {
            let folder = URL(fileURLWithPath: absolute(given, in: currentDirectory))
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
                throw GenerationError("--package-path \(given): no such folder")
            }
            guard isFolder.boolValue else { throw GenerationError("--package-path \(given): not a folder") }
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
                throw GenerationError(
                    "--package-path \(given): no Package.swift in \(folder.path), so not a Swift package")
            }
            return folder
        }
        var folder = URL(fileURLWithPath: currentDirectory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            guard folder.path != "/" else { break }
            folder.deleteLastPathComponent()
        }
        throw GenerationError(
            "no Package.swift in \(currentDirectory) or above it: run in a package made by 'clean-architecture new', or pass --package-path DIR"
        )
    }

    /// What `--dry-run` prints: the count, the folder, and one path a line.
    private static func listing(_ tree: FileTree, in folder: URL) -> String {
        "Would write \(tree.paths.count) files to \(folder.path):\n" + tree.paths.map { "  \($0)\n" }.joined()
    }

    /// Refuses a destination inside the kit (outside its `.build`): it would join the kit's sources.
    private static func refuseInside(_ kit: KitSource, _ destination: URL) throws(GenerationError) {
        let root = kit.root.resolvingSymlinksInPath().path
        var path = destination.standardizedFileURL.path
        // The part that exists decides: a link in the path may lead into the kit.
        var existing = URL(fileURLWithPath: path)
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            existing.deleteLastPathComponent()
        }
        path = existing.resolvingSymlinksInPath().path + String(path.dropFirst(existing.path.count))
        guard path == root || path.hasPrefix(root + "/"), !path.hasPrefix(root + "/.build/") else { return }
        throw GenerationError(
            "refusing to write into \(destination.path): it is inside the kit (\(kit.root.path)), whose build would take it for its own sources; choose a folder outside it"
        )
    }

    static func absolute(_ path: String, in folder: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path
    }

    private static func shellQuoted(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || "-_./".contains($0) }
            ? text : "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
