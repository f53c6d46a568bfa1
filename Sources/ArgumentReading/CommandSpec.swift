/// A command of a tool, described once: its name, its arguments and options, and its help. The
/// tool reads a command line against it (``CommandLineTool/read(_:)``), and draws its help page
/// and the option tables in Docs/ from it.
public struct CommandSpec: Hashable, Sendable {
    /// The command's words: `check`, `add feature`, `team add`. The first word of a name of two
    /// words names a group (`add`, `team`).
    public let name: String
    /// One line: the tool's help lists it beside the command, and it heads the command's page.
    public let abstract: String
    /// Paragraphs, wrapped as written, between the abstract and the usage.
    public let discussion: String?
    /// The words it takes by their place, in order; an optional one after every required one, and
    /// a repeatable one last.
    public let arguments: [ArgumentSpec]
    public let options: [OptionSpec]
    /// Options of which at most one may be given: `[--package-path DIR | --workspace DIR]`.
    public let exclusive: [[String]]
    /// After the options: `EXIT STATUS`, notes.
    public let sections: [HelpSection]

    public init(
        _ name: String, abstract: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], exclusive: [[String]] = [], sections: [HelpSection] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.exclusive = exclusive
        self.sections = sections
    }

    /// The option called `name`, if the command reads it.
    public func option(_ name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    /// The name, the arguments and the required options: `team add ABBR --city CITY`, as the
    /// tool's list of commands shows it.
    public var synopsis: String {
        ([name] + arguments.map(\.usage) + options.filter(\.isRequired).map(\.usage)).joined(separator: " ")
    }

    /// The name, the arguments and every option: `[--output FILE]`, `[--target NAME ...]`, and
    /// `[--a A | --b B]` for exclusive options.
    var usageParts: [String] {
        var parts = [name] + arguments.map(\.usage)
        var shown: Set<String> = []
        for option in options where !shown.contains(option.name) {
            if let group = exclusive.first(where: { $0.contains(option.name) }) {
                let members = group.compactMap { self.option($0) }
                shown.formUnion(group)
                parts.append("[" + members.map(\.usage).joined(separator: " | ") + "]")
            } else if option.isRequired {
                parts.append(option.usage)
            } else {
                parts.append("[" + option.usage + (option.isRepeatable ? " ..." : "") + "]")
            }
        }
        return parts
    }

    /// What would make the command unreadable, one sentence each: an option or argument twice, an
    /// option without `--`, an exclusive or required option the command lacks, an optional
    /// argument before a required one, a repeatable one before the last.
    public var problems: [String] {
        var problems: [String] = []
        var seen: Set<String> = []
        for option in options {
            if !seen.insert(option.name).inserted { problems.append("'\(name)' declares \(option.name) twice") }
            if !option.name.hasPrefix("--") || option.name == "--" {
                problems.append("'\(name)': \(option.name) does not start with --")
            }
            if ["--help", "--version"].contains(option.name) {
                problems.append("'\(name)' declares \(option.name), which the tool reads itself")
            }
            if let other = option.requires, self.option(other) == nil {
                problems.append("'\(name)': \(option.name) goes with \(other), which it does not declare")
            }
        }
        for name in exclusive.joined() where option(name) == nil {
            problems.append("'\(self.name)': \(name) is exclusive but not declared")
        }
        for (index, argument) in arguments.enumerated() {
            if argument.isRepeatable && index != arguments.count - 1 {
                problems.append("'\(name)': \(argument.placeholder) repeats but is not last")
            }
            if !argument.isOptional && arguments[..<index].contains(where: \.isOptional) {
                problems.append("'\(name)': \(argument.placeholder) is required after an optional argument")
            }
        }
        return problems
    }
}
