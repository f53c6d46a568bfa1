import ArgumentReading
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
        output: @escaping (String) -> Void, errors: @escaping (String) -> Void
    ) -> Int32 {
        run(
            arguments, currentDirectory: currentDirectory, environment: environment, checkpoint: nil, output: output,
            errors: errors)
    }

    /// ``run(_:currentDirectory:environment:output:errors:)`` with a test's seam in `update`
    /// (``UpdateApplier/checkpoint``).
    static func run(
        _ arguments: [String], currentDirectory: String, environment: [String: String],
        checkpoint: UpdateApplier.Checkpoint?, output: @escaping (String) -> Void,
        errors: @escaping (String) -> Void
    ) -> Int32 {
        let tool = CleanArchitectureTool.tool
        let environment = TemplateEnvironment(
            currentDirectory: currentDirectory, variables: environment, checkpoint: checkpoint, output: output,
            errors: errors)
        let command: any TemplateCommand
        do throws(UsageError) {
            switch try tool.read(arguments) {
            case .help(let page):
                output(page)
                return 0
            case .version:
                output("clean-architecture \(version)\n")
                return 0
            case .run(let parsed):
                let type = CleanArchitectureTool.commands.first { $0.spec.name == parsed.command.name }!
                do throws(UsageError) {
                    command = try type.init(parsed)
                } catch {
                    throw UsageError(error.message, command: parsed.command.name)
                }
            }
        } catch {
            errors(tool.message(for: error))
            return 2
        }
        do {
            return try command.run(in: environment)
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

    /// `--package-path`, or the nearest folder from the current one up that holds a
    /// `Package.swift`, as `swift build` finds it.
    static func packageRoot(_ given: String?, currentDirectory: String) throws(GenerationError) -> String {
        if let given {
            let folder = Path.absolute(given, in: currentDirectory)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
                throw GenerationError("--package-path \(given): no such folder")
            }
            guard isFolder.boolValue else { throw GenerationError("--package-path \(given): not a folder") }
            guard FileManager.default.fileExists(atPath: Path.appending("Package.swift", to: folder)) else {
                throw GenerationError(
                    "--package-path \(given): no Package.swift in \(folder), so not a Swift package")
            }
            return folder
        }
        var folder = Path.absolute(currentDirectory, in: "/")
        while true {
            if FileManager.default.fileExists(atPath: Path.appending("Package.swift", to: folder)) { return folder }
            guard folder != "/" else { break }
            folder = Path.parent(of: folder)
        }
        throw GenerationError(
            "no Package.swift in \(currentDirectory) or above it: run in a package made by 'clean-architecture new', or pass --package-path DIR"
        )
    }

    /// What `--dry-run` prints: the count, the folder, and one path a line.
    static func listing(_ tree: FileTree, in folder: String) -> String {
        "Would write \(tree.paths.count) files to \(folder):\n" + tree.paths.map { "  \($0)\n" }.joined()
    }

    /// Refuses a destination inside the kit (outside its `.build`): it would join the kit's sources.
    static func refuseInside(_ kit: KitSource, _ destination: String) throws(GenerationError) {
        let root = Path.resolved(kit.root)
        var path = Path.absolute(destination, in: "/")
        // The part that exists decides: a link in the path may lead into the kit.
        var existing = path
        while !FileManager.default.fileExists(atPath: existing), existing != "/" {
            existing = Path.parent(of: existing)
        }
        path = Path.resolved(existing) + String(path.dropFirst(existing.count))
        guard path == root || path.hasPrefix(root + "/"), !path.hasPrefix(root + "/.build/") else { return }
        throw GenerationError(
            "refusing to write into \(destination): it is inside the kit (\(kit.root)), whose build would take it for its own sources; choose a folder outside it"
        )
    }
}
