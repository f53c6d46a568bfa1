/// Reads a command line one argument at a time, the way Swift's command-line tools read theirs:
/// `--name value` and `--name=value`, flags, `-h` and `--help`, positional words, and `--` after
/// which every argument is positional. What an option means, and the messages about it, are the
/// caller's; the cursor only says what each argument is. The checker, the template and the apps'
/// shell (`AppShell`) read their command lines with it.
public struct ArgumentCursor: Sendable {
    /// One argument.
    public enum Argument: Equatable, Sendable {
        /// `-h` or `--help`.
        case help
        /// `--name` or `--name=value`, or any other word that starts with `-` (`-x`, `-5`: the caller
        /// decides what those are); `written` is the argument as given.
        case option(name: String, inlineValue: String?, written: String)
        /// A word that is not an option (`-` alone is one), or anything after `--`.
        case positional(String)
    }

    private var remaining: ArraySlice<String>
    private var positionalOnly = false

    public init(_ arguments: some Sequence<String>) {
        remaining = ArraySlice(arguments)
    }

    /// Whether every argument has been read.
    public var isAtEnd: Bool { remaining.isEmpty }

    /// The next argument, or `nil` at the end.
    public mutating func next() -> Argument? {
        while let argument = remaining.popFirst() {
            if positionalOnly || !argument.hasPrefix("-") || argument == "-" { return .positional(argument) }
            if argument == "--" {
                positionalOnly = true
                continue
            }
            if argument == "-h" || argument == "--help" { return .help }
            guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
                return .option(name: argument, inlineValue: nil, written: argument)
            }
            return .option(
                name: String(argument[..<equals]), inlineValue: String(argument[argument.index(after: equals)...]),
                written: argument)
        }
        return nil
    }

    /// The value of an option just read: its inline value, else the next argument (which may
    /// start with `-`). `nil` when there is none, or, unless `allowingEmpty`, when it is empty.
    public mutating func value(inline: String?, allowingEmpty: Bool = false) -> String? {
        guard let value = inline ?? remaining.popFirst(), allowingEmpty || !value.isEmpty else { return nil }
        return value
    }
}
