import ArgumentReading
import FrameworksAndDrivers

/// One command of `storage-torture`: what it reads, and what it does until it is killed or done.
/// The commands that work on any store that keeps data are declared here; those of one store in
/// its folder (`Files/`), listed in ``all``, so that a package keeps those of the stores it keeps.
struct TortureCommand: Sendable {
    let spec: CommandSpec
    /// Runs the command; it never returns, it exits.
    let run: @Sendable (ParsedArguments) async -> Never

    /// The commands, in the order the help lists them.
    static let all: [TortureCommand] = [
        .units,
        .check,
        .increment,
        .bytes,
        .stoppedCommit,
    ]

    static let tool = CommandLineTool(
        name: "storage-torture", version: "1",
        abstract: "Writes through the real stores until it is killed: a helper of the stores' kill tests.",
        commands: all.map(\.spec))

    /// The stores that keep data, which the commands may name.
    static let media = StoreKind.all.filter(\.keepsData)

    /// The `MEDIUM` argument: one of ``media``.
    static let medium = ArgumentSpec(
        "MEDIUM", .choice(media.map(\.name)), help: "The store to write to.")

    /// The `FOLDER` argument: the store's data folder.
    static let folder = ArgumentSpec("FOLDER", help: "The data folder, made if missing.")
}
