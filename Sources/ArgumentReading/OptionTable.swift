/// The option tables of Docs/, in Markdown, drawn from a tool's description: a test compares each
/// table in Docs/ with the one drawn now, so the two never differ.
public struct OptionTable: Sendable {
    public let tool: CommandLineTool

    public init(tool: CommandLineTool) {
        self.tool = tool
    }

    /// One row per option of `commands` (every command when `nil`), in the order they first
    /// appear, then the tool's options, `--help` and `--version` when every command is shown. An
    /// option that not every shown command reads says which do; one whose help differs between
    /// commands gives each its help.
    public func markdown(for commands: [String]? = nil) -> String {
        let shown = commands.map { $0.compactMap(tool.command) } ?? tool.commands
        var names: [String] = []
        for command in shown {
            for option in command.options where !names.contains(option.name) { names.append(option.name) }
        }
        var rows = names.map { name in
            let readers = shown.compactMap { command in command.option(name).map { (command, $0) } }
            let usage = readers[0].1.usage
            var helps: [(commands: [String], help: String)] = []
            for (command, option) in readers {
                let help = option.help + (option.isRepeatable ? " Repeatable." : "")
                if let index = helps.firstIndex(where: { $0.help == help }) {
                    helps[index].commands.append(command.name)
                } else {
                    helps.append(([command.name], help))
                }
            }
            let meaning: String
            if shown.count == 1 || (helps.count == 1 && readers.count == shown.count) {
                meaning = helps[0].help
            } else {
                meaning = helps.map { "\($0.commands.map { "`\($0)`" }.joined(separator: ", ")): \($0.help)" }
                    .joined(separator: " ")
            }
            return (usage, meaning)
        }
        rows += tool.options.map { ($0.usage, $0.help) }
        if commands == nil {
            rows.append(
                (
                    "-h, --help",
                    "Show the help of the tool, or of a command (`\(tool.name) COMMAND --help`, `\(tool.name) help COMMAND`)."
                ))
            rows.append(("--version", "Show the version."))
        }
        let lines = rows.map { usage, meaning in
            let code = usage.split(separator: ", ").map { "`\($0)`" }.joined(separator: ", ")
            return "| \(Self.escaped(code)) | \(Self.escaped(meaning)) |"
        }
        return (["| Option | Meaning |", "|---|---|"] + lines).joined(separator: "\n") + "\n"
    }

    /// `|` escaped, as a table cell needs.
    private static func escaped(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }

    /// `document` with every option table of this tool redrawn: each between a line
    /// `<!-- BEGIN options: TOOL [COMMAND] -->` and the next `<!-- END options -->`, the table of
    /// COMMAND, or of every command. A test compares a Docs/ file with what this returns.
    public func redrawn(_ document: String) -> String {
        var lines = document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        let begin = "<!-- BEGIN options: "
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].hasPrefix(begin), lines[index].hasSuffix(" -->") else { continue }
            let key = lines[index].dropFirst(begin.count).dropLast(" -->".count).split(separator: " ").map(String.init)
            guard key.first == tool.name,
                let end = lines[(index + 1)...].firstIndex(of: "<!-- END options -->")
            else { continue }
            let command = key.dropFirst().joined(separator: " ")
            let table = markdown(for: command.isEmpty ? nil : [command]).split(separator: "\n").map(String.init)
            lines.replaceSubrange((index + 1)..<end, with: table)
            index += table.count
        }
        return lines.joined(separator: "\n")
    }
}
