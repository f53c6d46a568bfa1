/// The help of a ``CommandLineApp``: the overview (every feature's commands, the options, the exit
/// statuses), each command's page and each group's usages (a group of one command shows that
/// command's page), all from what the features declare.
struct AppHelp {
    let app: CommandLineApp

    /// The usages' column: a summary starts after it, or on the next line under it when the usage
    /// leaves less than two spaces.
    private static let width = 24

    /// The page of the command or group `words` name, or the overview.
    func text(for words: some Collection<String>) -> String {
        let program = app.programName
        if let command = app.command(named: words) {
            return "USAGE: \(program) \(command.spec.usage)\n\n\(command.spec.discussion ?? command.spec.summary)"
        }
        if let first = words.first, case let group = app.group(first), !group.isEmpty {
            if group.count == 1 { return text(for: group[0].name.split(separator: " ").map(String.init)) }
            let usages = group.map { "\(program) \($0.usage)" }.joined(separator: "\n       ")
            return "USAGE: \(usages)"
        }
        return overview
    }

    var overview: String {
        let program = app.programName
        let options = [
            ("--store KIND", stores),
            (
                "--data-dir DIR",
                "Where the data lives (default: $\(app.dataDirectoryVariable), else ./\(app.defaultDataDirectory))."
            ),
            ("-h, --help", "Show this help, or a command's: \(program) COMMAND --help"),
            ("--version", "Show the version."),
        ]
        return (app.abstract.map { "OVERVIEW: \($0)\n\n" } ?? "") + """
            USAGE: \(program) [--store \(app.stores.map(\.name).joined(separator: "|"))] [--data-dir DIR] COMMAND ...

            COMMANDS:
            \(rows(app.commands.map { ($0.spec.usage, $0.spec.summary) }))

            OPTIONS (anywhere on the line):
            \(rows(options))

            EXIT STATUS:
            \(app.exitStatus.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
            """
    }

    /// The stores `--store` takes: "a (default), b or c.", "a (the only one).".
    private var stores: String {
        let names = app.stores.map(\.name)
        guard names.count > 1 else { return "\(names[0]) (the only one)." }
        let middle = names.dropFirst().dropLast().map { ", " + $0 }.joined()
        return "\(names[0]) (default)\(middle) or \(names.last!)."
    }

    /// Aligned rows: a usage, then its summary at the column, or on the next line when it is longer.
    private func rows(_ rows: [(String, String)]) -> String {
        rows.map { usage, summary in
            let gap =
                usage.count <= Self.width - 2
                ? String(repeating: " ", count: Self.width - usage.count)
                : "\n" + String(repeating: " ", count: Self.width + 2)
            return "  " + usage + gap + summary
        }.joined(separator: "\n")
    }
}
