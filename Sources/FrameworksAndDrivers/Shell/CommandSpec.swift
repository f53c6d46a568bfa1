/// One command of an app, as its help shows it: `team add ABBR --city CITY --nickname NICKNAME`.
public struct CommandSpec: Hashable, Sendable {
    /// The command's words: `team add`, `teams`. A first word shared by several commands (`team`,
    /// `player`) names their group.
    public let name: String
    /// What follows the name: `ABBR --city CITY --nickname NICKNAME`. Every `--option` in it takes
    /// a value.
    public let arguments: String
    /// One line, for the app's help.
    public let summary: String
    /// The command's own help, below its usage; its summary when `nil`.
    public let discussion: String?

    public init(_ name: String, _ arguments: String = "", summary: String, discussion: String? = nil) {
        self.name = name
        self.arguments = arguments
        self.summary = summary
        self.discussion = discussion
    }

    /// The name and its arguments: `team add ABBR --city CITY --nickname NICKNAME`.
    public var usage: String { arguments.isEmpty ? name : "\(name) \(arguments)" }

    /// The options the command reads, each with a value: `--city`, `--nickname`.
    var valueOptions: [String] {
        arguments.split(separator: " ").map { $0.trimmingPrefix("[") }.filter { $0.hasPrefix("--") }
            .map { String($0.prefix { $0 != "]" && $0 != "=" }) }
    }
}
