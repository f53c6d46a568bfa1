/// The help of a ``CommandLineTool``, drawn from its description: the overview, each command's
/// page, and each group's (a group of one command shows that command's page).
///
/// A page is `OVERVIEW:`, the discussion, `USAGE:`, `ARGUMENTS:`, `OPTIONS:` (the help of each
/// wrapped at ``width`` columns, from column ``column``) and the sections, a blank line apart.
public struct HelpPages: Sendable {
    public let tool: CommandLineTool

    /// The lines' width.
    public static let width = 100
    /// Where an option's help starts; a longer usage puts it on the next line.
    public static let column = 26

    public init(tool: CommandLineTool) {
        self.tool = tool
    }

    /// The page of the command or group `words` name, or the overview.
    public func page(for words: [String]) -> String {
        let name = words.joined(separator: " ")
        if let command = tool.command(name) { return page(of: command) }
        if let first = words.first, case let group = tool.group(first), !group.isEmpty {
            if group.count == 1 { return page(of: group[0]) }
            let usages = group.map { usage($0.usageParts) }.joined(separator: "\n       ")
            return "USAGE: " + usages + "\n\n"
                + "Run '\(tool.name) \(first) COMMAND --help' for a command's help.\n"
        }
        return overview
    }

    /// The tool's page: its commands, its options, its sections.
    public var overview: String {
        let globals = tool.options.map { "[\($0.usage)]" }
        let commands = tool.commands.map { ($0.synopsis, $0.abstract) }
        let options =
            tool.options.map { ($0.usage, $0.help) } + [
                ("-h, --help", "Show this help, or a command's: \(tool.name) COMMAND --help."),
                ("--version", "Show the version."),
            ]
        return assemble(
            [
                tool.abstract.map { "OVERVIEW: \($0)" }, tool.discussion,
                "USAGE: " + usage([tool.name] + globals + ["COMMAND", "..."], program: ""),
                "COMMANDS:\n" + rows(commands),
                "OPTIONS:\n" + rows(options),
            ] + tool.sections.map(\.text))
    }

    /// A command's page.
    public func page(of command: CommandSpec) -> String {
        let arguments = command.arguments.map { ($0.placeholder, $0.help) }
        let options =
            command.options.map { ($0.usage, $0.help + ($0.isRepeatable ? " Repeatable." : "")) }
            + tool.options.map { ($0.usage, $0.help) } + [("-h, --help", "Show this help.")]
        return assemble(
            [
                "OVERVIEW: \(command.abstract)", command.discussion, "USAGE: " + usage(command.usageParts),
                arguments.isEmpty ? nil : "ARGUMENTS:\n" + rows(arguments), "OPTIONS:\n" + rows(options),
            ] + command.sections.map(\.text))
    }

    /// `PROGRAM PARTS…`, wrapped, each further line under the first part after the program.
    private func usage(_ parts: [String], program: String? = nil) -> String {
        let head = (program ?? tool.name + " ") + parts[0]
        let indent = "USAGE: ".count + head.count + 1
        guard parts.count > 1 else { return head }
        return head + " " + Wording.wrapParts(Array(parts.dropFirst()), width: Self.width, indent: indent)
    }

    /// Aligned rows: a usage, then its help from ``column``, or from the next line when the usage is
    /// longer.
    private func rows(_ rows: [(String, String)]) -> String {
        rows.map { usage, help in
            let text = Wording.wrap(help, width: Self.width, indent: Self.column)
            if usage.count <= Self.column - 4 {
                return "  " + usage + String(repeating: " ", count: Self.column - 2 - usage.count) + text
            }
            return "  " + usage + "\n" + String(repeating: " ", count: Self.column) + text
        }.joined(separator: "\n")
    }

    private func assemble(_ parts: [String?]) -> String {
        parts.compactMap { $0 }.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }.joined(separator: "\n\n")
            + "\n"
    }
}
