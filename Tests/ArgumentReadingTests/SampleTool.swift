import ArgumentReading

/// A tool with every kind of command, argument and option the layer reads.
enum SampleTool {
    static let check = CommandSpec(
        "check", abstract: "Check a package.",
        options: [
            .value("--package-path", "DIR", help: "The package."), .value("--workspace", "DIR", help: "A whole app."),
            .value("--format", .choice(["text", "json"]), help: "The report's form."),
            .value("--target", "NAME", help: "Only this target.", repeatable: true),
            .value("--timeout", "SECONDS", .decimal, help: "How long it may take."),
            .flag("--strict", help: "Warnings fail the check."),
            .flag("--diff", help: "Show a diff.", requires: "--dry-run"), .flag("--dry-run", help: "Write nothing."),
        ],
        exclusive: [["--package-path", "--workspace"]], sections: [HelpSection("EXIT STATUS", "0 ok\n1 findings")])
    static let add = CommandSpec(
        "team add", abstract: "Add a team.",
        arguments: [ArgumentSpec("ABBR", .text, help: "Its abbreviation.")],
        options: [
            .value("--city", "CITY", .textOrEmpty, help: "Its city.").required(),
            .value("--founded", "YEAR", .integer, help: "When it was founded."),
            .value("--active", .boolean, help: "Whether it plays."),
            .value("--rank", "RANK", .orEmpty(.integer), help: "Its rank; empty for none."),
        ])
    static let release = CommandSpec(
        "team release", abstract: "Release a team.", arguments: [ArgumentSpec("ID", .integer, help: "Its number.")])
    static let list = CommandSpec(
        "list", abstract: "List things.",
        arguments: [ArgumentSpec("WORD", help: "Words to find.", optional: true, repeatable: true)])

    static let tool = CommandLineTool(
        name: "sample", version: "1.2.3", abstract: "A sample tool.", commands: [check, add, release, list],
        options: [.value("--store", .choice(["memory", "files"]), help: "Where the data goes.")],
        sections: [HelpSection("EXIT STATUS", "0 done\n2 usage error")])

    /// What `arguments` ask for, or the message of the usage error.
    static func read(_ arguments: String...) -> Result<CommandLineTool.Reading, UsageError> {
        Result { () throws(UsageError) in try tool.read(arguments) }
    }

    static func parsed(_ arguments: String...) throws -> ParsedArguments {
        guard case .run(let parsed) = try tool.read(arguments) else { throw UsageError("not a command") }
        return parsed
    }

    static func error(_ arguments: String...) -> String? {
        do {
            _ = try tool.read(arguments)
            return nil
        } catch {
            return tool.message(for: error)
        }
    }
}
