import DependencyRule
import Foundation
import ProcessSpawning

/// The `clean-architecture` command line: `new`, `add feature`, `--help` and `--version`.
///
/// Exit status: 0 done; 2 a usage error, a refused name or destination, or an I/O problem, and
/// then nothing was written.
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
        let request: Request
        do {
            request = try Request(arguments)
        } catch {
            errors("clean-architecture: error: \(error.message)\n")
            errors("Run 'clean-architecture --help' for usage.\n")
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
                try addFeature(options, currentDirectory: currentDirectory, environment: environment, output: output)
            }
            return 0
        } catch {
            errors("clean-architecture: error: \(error)\n")
            return 2
        }
    }

    private static func new(
        _ options: Request.New, currentDirectory: String, environment: [String: String], output: (String) -> Void
    ) throws {
        let name = try ProjectName(options.name)
        let folder = options.output ?? name.programName
        let destination = URL(fileURLWithPath: absolute(folder, in: currentDirectory))
        let kit = try KitSource(
            explicit: options.kitPath.map { absolute($0, in: currentDirectory) }, environment: environment)
        try refuseInside(kit, destination)
        let identity = try KitIdentity.of(kit, programVersion: version)
        let generator = try ProjectGenerator(
            name: name, example: options.example, modulePrefix: options.modulePrefix, stores: options.stores, kit: kit,
            kitVersion: identity.version,
            kitRepository: options.kitRepository ?? identity.repository ?? KitIdentity.home)
        let writer = TreeWriter()
        try writer.refuseOverwriting(destination)
        let tree = try generator.files()
        if options.dryRun {
            output(listing(tree, in: destination))
            return
        }
        // A file copied unchanged is formatted already, under the same `.swift-format`: only the
        // renamed ones go through `swift format` (most of the time `new` takes).
        let copied = try kit.swiftContents()
        let renamed = tree.paths.filter { path in tree[path].map { !copied.contains($0) } ?? true }
        try writer.writePackage(tree, to: destination) { staging throws(GenerationError) in
            try SourceFormatter().format(
                renamed, in: staging, configuration: staging.appendingPathComponent(".swift-format"))
            try drawGraph(in: staging)
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
            (Copied from the kit in \(kit.root.path).)

            Next:
            \(here ? "" : "  cd \(shellQuoted(folder))\n")\
              make check   # the dependency rule (needs dependency-rule: 'make install' in CleanArchitectureKit)
              make test    # every test
              swift run \(name.programName) --help

            """)
    }

    private static func addFeature(
        _ options: Request.AddFeature, currentDirectory: String, environment: [String: String],
        output: (String) -> Void
    ) throws {
        let name = try FeatureName(options.name)
        let root = try packageRoot(options.packagePath, currentDirectory: currentDirectory)
        let kit = try KitSource(
            explicit: options.kitPath.map { absolute($0, in: currentDirectory) }, environment: environment)
        let generator = try FeatureGenerator(name: name, packagePath: root, kit: kit)
        let tree = try generator.files()
        let changes = try generator.edits()
        try TreeWriter.refuseExisting(tree.paths, in: generator.root)
        if options.dryRun {
            output(listing(tree, in: generator.root))
            if !changes.paths.isEmpty {
                output(
                    "Would change \(changes.paths.count == 1 ? "1 file" : "\(changes.paths.count) files"):\n"
                        + changes.paths.map { "  \($0)\n" }.joined())
            }
            if let shadowing = generator.shadowing(in: tree) { output("\n" + shadowing + "\n") }
            return
        }
        let configuration = generator.root.appendingPathComponent(".swift-format")
        try TreeWriter().addFiles(tree, changing: changes, to: generator.root) { staging throws(GenerationError) in
            try SourceFormatter().format(
                tree.paths + changes.paths, in: staging,
                configuration: FileManager.default.fileExists(atPath: configuration.path) ? configuration : nil)
        }
        output("Added the feature \(name.typeName) to \(generator.root.path): \(tree.paths.count) new files.\n")
        for path in tree.paths { output("  \(path)\n") }
        if !changes.paths.isEmpty {
            output("Changed:\n" + changes.paths.map { "  \($0)\n" }.joined())
        }
        output("\n" + generator.wiring + "\n")
        if let shadowing = generator.shadowing(in: tree) { output("\n" + shadowing + "\n") }
    }

    /// `--package-path`, or the nearest folder from the current one up that holds a
    /// `Package.swift`, as `swift build` finds it.
    private static func packageRoot(_ given: String?, currentDirectory: String) throws(GenerationError) -> URL {
        if let given { return URL(fileURLWithPath: absolute(given, in: currentDirectory)) }
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

    /// Fills `Docs/Architecture.md` in the written package with the graph `dependency-rule graph` draws.
    private static func drawGraph(in package: URL) throws(GenerationError) {
        let cache: TemporaryFolder
        do {
            cache = try TemporaryFolder(prefix: "clean-architecture")
        } catch {
            throw GenerationError(error.description)
        }
        defer { cache.remove() }
        var problems = ""
        // The checker's own embedder, as `make graph` runs it in the package.
        let status = DependencyRuleCommand.run(
            [
                "graph", "--package-path", package.path, "--cache-path", cache.path, "--embed",
                package.appendingPathComponent("Docs/Architecture.md").path,
            ],
            output: { _ in }, errors: { problems += $0 })
        guard status == 0 else {
            throw GenerationError(
                "cannot draw the architecture graph of the new package: \(problems.trimmingCharacters(in: .whitespacesAndNewlines))"
            )
        }
    }

    private static func absolute(_ path: String, in folder: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path
    }

    private static func shellQuoted(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || "-_./".contains($0) }
            ? text : "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
