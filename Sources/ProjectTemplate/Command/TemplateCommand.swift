import ArgumentReading

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
