import ArgumentReading
import DependencyRule
import Foundation

/// A `clean-architecture` command: read from its command line, then run.
protocol TemplateCommand: SendableMetatype {
    /// The command, once: how its command line is read, and its help.
    static var spec: CommandSpec { get }

    /// The command as `arguments` give it (read against ``spec``, so every value is of its kind);
    /// throws for what only the command can refuse, such as two options that contradict each other.
    init(_ arguments: ParsedArguments) throws(UsageError)

    /// Runs the command and returns its exit status; a thrown error is exit 2.
    func run(in environment: TemplateEnvironment) throws -> Int32
}

/// What a command runs in: the current folder, the environment, a test's seam, and where its
/// output and errors go.
struct TemplateEnvironment {
    /// What relative paths are relative to.
    let currentDirectory: String
    /// The environment variables (`CLEAN_ARCHITECTURE_KIT`).
    let variables: [String: String]
    /// A test's seam at each step of an update's writing (``UpdateApplier/checkpoint``).
    let checkpoint: UpdateApplier.Checkpoint?
    let output: (String) -> Void
    let errors: (String) -> Void
}

extension TemplateEnvironment {
    /// The package `--package-path` names (or the nearest one from here up), held against other
    /// runs of `update`, `add feature` and `adopt` while `work` lives (`nil`: the package has no
    /// lock folder to hold), with an update a killed run left taken back (or finished) first.
    func openPackage(_ packagePath: String?) throws -> (root: String, work: PackageWorkLock?) {
        let root = try CleanArchitectureCommand.packageRoot(packagePath, currentDirectory: currentDirectory)
        let work = try PackageWorkLock(root: root)
        try CleanArchitectureCommand.recoverInterruptedUpdate(in: root, errors: errors)
        return (root, work)
    }

    /// The kit `--kit-path` names, else the one ``KitSource`` finds.
    func kit(_ kitPath: String?) throws(GenerationError) -> KitSource {
        try KitSource(
            explicit: kitPath.map { Path.absolute($0, in: currentDirectory) },
            environment: variables)
    }
}
