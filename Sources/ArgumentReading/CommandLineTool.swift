/// A command-line program described once: its name and version, its commands and the options it
/// reads anywhere on the line. It reads a command line (``read(_:)``), and draws the help pages
/// (``HelpPages``), the usage errors (``message(for:)``) and the option tables in Docs/
/// (``OptionTable``) from the same description, so the three tools read and answer alike.
///
/// A line is read this way: `-h`/`--help` anywhere shows the help of what the words name, whatever
/// else is wrong on the line; `help WORDS` does too. `--version` shows the version. The first
/// words name a command (`check`, `add feature`); options follow its words or stand anywhere after
/// them, the tool's own options anywhere. A value follows as the next argument (which may start
/// with `-`) or after `=`; a word that starts with `-` and is a number (`-5`) is a word; `--`
/// makes every argument after it a word. A command's option given twice is refused unless it
/// repeats; a tool's option given twice keeps the last, so that an alias can set it.
public struct CommandLineTool: Sendable {
    /// What a command line asks for.
    public enum Reading: Sendable {
        /// Print this page and exit 0.
        case help(String)
        /// Print the version and exit 0.
        case version
        /// Run this command.
        case run(ParsedArguments)
    }

    /// The program's name, which starts its messages and its usages.
    public let name: String
    public let version: String
    /// One line at the top of the help; none when `nil`.
    public let abstract: String?
    /// Paragraphs, wrapped as written, under the abstract.
    public let discussion: String?
    /// In the order the help lists them.
    public let commands: [CommandSpec]
    /// Read anywhere on the line, by every command.
    public let options: [OptionSpec]
    /// After the tool's options: `EXIT STATUS`, notes.
    public let sections: [HelpSection]

    public init(
        name: String, version: String, abstract: String?, discussion: String? = nil, commands: [CommandSpec],
        options: [OptionSpec] = [], sections: [HelpSection] = []
    ) {
        self.name = name
        self.version = version
        self.abstract = abstract
        self.discussion = discussion
        self.commands = commands
        self.options = options
        self.sections = sections
    }

    /// The command called `name`.
    public func command(_ name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }

    /// The commands of the group `word` (`add`: `add feature`); empty when it is none.
    func group(_ word: String) -> [CommandSpec] {
        commands.filter { $0.name.hasPrefix(word + " ") }
    }

    /// What would keep a command from being reached or read, one sentence each; empty for a sound
    /// tool, which each tool's tests check.
    public var problems: [String] {
        var problems: [String] = []
        var seen: Set<String> = []
        for command in commands {
            let words = command.name.split(separator: " ", omittingEmptySubsequences: false)
            if !(1...2).contains(words.count) || words.contains(where: \.isEmpty) || words.first == "help"
                || words.contains(where: { $0.hasPrefix("-") })
            {
                problems.append("'\(command.name)' must be one or two words, not starting with - or 'help'")
            }
            if !seen.insert(command.name).inserted { problems.append("'\(command.name)' is declared twice") }
            if words.count == 1, !group(command.name).isEmpty {
                problems.append("'\(command.name)' is both a command and a group")
            }
            for option in command.options where options.contains(where: { $0.name == option.name }) {
                problems.append("'\(command.name)' declares \(option.name), which the tool reads itself")
            }
            problems += command.problems
        }
        for option in options where option.isRequired || option.requires != nil {
            problems.append("the tool's \(option.name) can neither be required nor go with another")
        }
        return problems
    }

    /// `PROGRAM: error: MESSAGE` and where the help is, each on a line: what a tool prints on
    /// standard error before it exits 2.
    public func message(for error: UsageError) -> String {
        let help = [name] + (error.command.map { [$0] } ?? []) + ["--help"]
        return "\(name): error: \(error.message)\nRun '\(help.joined(separator: " "))' for usage.\n"
    }
}
