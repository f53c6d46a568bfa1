import ArgumentReading

/// A `dependency-rule` command: read from its command line, then run.
protocol CheckerCommand: SendableMetatype {
    /// The command, once: how its command line is read, and its help.
    static var spec: CommandSpec { get }

    /// The command as `arguments` give it (read against ``spec``, so every value is of its kind);
    /// throws for what only the command can refuse, such as two options that contradict each other.
    init(_ arguments: ParsedArguments) throws(UsageError)

    /// Runs the command and returns its exit status.
    func run(in environment: CommandEnvironment) throws(CheckError) -> Int32
}

/// What a command runs in: the current folder, the environment, manifests handed in, and where
/// its output and errors go.
struct CommandEnvironment {
    /// What relative paths are relative to.
    let currentDirectory: String
    /// The environment variable `name` (`CI`).
    let variable: (String) -> String?
    /// The package description as `dump-package` JSON, used instead of running SwiftPM.
    var manifest: [UInt8]?
    /// With `--workspace`, package descriptions by package folder (absolute).
    var manifests: [String: [UInt8]]
    let output: (String) -> Void
    var errors: (String) -> Void

    /// `path` made absolute from the current folder.
    func absolute(_ path: String) -> String {
        Path.absolute(path, in: currentDirectory)
    }
}
