import DependencyRule
import Foundation

/// The `clean-architecture` command line: `new`, `add feature`, `--help` and `--version`.
///
/// Exit status: 0 done, 2 usage error, a refused name or destination, or an I/O problem; nothing is
/// written unless the whole of it can be.
public enum CleanArchitectureCommand {
    public static let version = DependencyRuleCommand.version

    /// Runs the process's command line and exits.
    public static func main() -> Never {
        let status = run(
            Array(CommandLine.arguments.dropFirst()), currentDirectory: FileManager.default.currentDirectoryPath,
            environment: ProcessInfo.processInfo.environment,
            output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            errors: { FileHandle.standardError.write(Data($0.utf8)) })
        exit(status)
    }

    /// Runs `arguments` (without the program name), writing to `output` and `errors`.
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
                try addFeature(options, currentDirectory: currentDirectory, output: output)
            }
            return 0
        } catch {
            errors("clean-architecture: error: \(error)\n")
            return 2
        }
    }

    private static func new(
        _ options: Request.New, currentDirectory: String, environment: [String: String], output: (String) -> Void
    ) throws -> Void {
        let name = try ProjectName(options.name)
        let destination = URL(
            fileURLWithPath: options.output ?? name.packageName,
            relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)
        ).standardizedFileURL
        let kit = try KitSource(
            explicit: options.kitPath.map { absolute($0, in: currentDirectory) }, environment: environment)
        let generator = try ProjectGenerator(
            name: name, example: options.example, modulePrefix: options.modulePrefix, kit: kit)
        let writer = TreeWriter()
        try writer.refuseOverwriting(destination)
        let tree = try generator.files()
        if options.dryRun {
            output("Would write \(tree.paths.count) files to \(destination.path):\n")
            for path in tree.paths { output("  \(path)\n") }
            return
        }
        try writer.writePackage(tree, to: destination) { staging throws(GenerationError) in
            try SourceFormatter().format(
                tree.paths, in: staging, configuration: staging.appendingPathComponent(".swift-format"))
            try drawGraph(
                in: staging,
                scaffold: ScaffoldTemplate(
                    project: name, prefix: generator.prefix, example: options.example.rawValue, testSupport: []))
        }
        let relative = options.output ?? name.packageName
        output(
            """
            Created \(name.packageName) in \(destination.path): \(tree.paths.count) files, \(options.example == .league ? "the league example" : "the four layers and the feature Note")\(options.modulePrefix ? ", targets prefixed \(generator.prefix)" : "").
            (Copied from the kit in \(kit.root.path).)

            Next:
              cd \(shellQuoted(relative))
              make check   # the dependency rule (needs dependency-rule: 'make install' in CleanArchitectureKit)
              make test    # every test
              swift run \(name.programName) --help

            """)
    }

    private static func addFeature(
        _ options: Request.AddFeature, currentDirectory: String, output: (String) -> Void
    ) throws {
        let name = try FeatureName(options.name)
        let root = URL(fileURLWithPath: absolute(options.packagePath ?? ".", in: currentDirectory))
        let generator = try FeatureGenerator(name: name, packagePath: root)
        let tree = generator.files
        if options.dryRun {
            output("Would write \(tree.paths.count) files to \(generator.root.path):\n")
            for path in tree.paths { output("  \(path)\n") }
            return
        }
        let configuration = generator.root.appendingPathComponent(".swift-format")
        try TreeWriter().addFiles(tree, to: generator.root) { staging throws(GenerationError) in
            try SourceFormatter().format(
                tree.paths, in: staging,
                configuration: FileManager.default.fileExists(atPath: configuration.path) ? configuration : nil)
        }
        output("Added the feature \(name.typeName) to \(generator.root.path): \(tree.paths.count) new files.\n")
        for path in tree.paths { output("  \(path)\n") }
        output("\n" + generator.wiring + "\n")
    }

    /// Fills `Docs/Architecture.md` in the written package with the graph `dependency-rule graph` draws.
    private static func drawGraph(in package: URL, scaffold: ScaffoldTemplate) throws(GenerationError) {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "clean-architecture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        var graph = ""
        var problems = ""
        let status = DependencyRuleCommand.run(
            ["graph", "--package-path", package.path, "--cache-path", cache.path],
            output: { graph += $0 }, errors: { problems += $0 })
        guard status == 0 else {
            throw GenerationError(
                "cannot draw the architecture graph of the new package: \(problems.trimmingCharacters(in: .whitespacesAndNewlines))"
            )
        }
        let document = package.appendingPathComponent("Docs/Architecture.md")
        do {
            try Data(scaffold.architecture(graph: graph).utf8).write(to: document)
        } catch {
            throw GenerationError("cannot write \(document.path): \(TreeWriter.reason(error))")
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
