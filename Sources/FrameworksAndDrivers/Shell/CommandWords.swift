/// The words and options that followed a command's name, consumed as its feature reads them
/// (``FeatureCommands/command(_:from:)``); the shell refuses whatever is left. A missing or
/// unexpected word or option is refused naming the command and where its help is; a bad value,
/// naming the value.
public struct CommandWords: Sendable {
    /// The command's name: `team add`.
    public let name: String
    private var positionals: ArraySlice<String>
    private var options: [(name: String, value: String)]
    /// Where the command's help is: `run 'league team add --help' for usage`.
    private let hint: String

    /// - Parameters:
    ///   - positionals: the words after the name, in order.
    ///   - options: the options given, in order, with their values.
    public init(name: String, positionals: [String], options: [(name: String, value: String)], hint: String) {
        self.name = name
        self.positionals = positionals[...]
        self.options = options
        self.hint = hint
    }

    /// The next word, which the help calls `placeholder`.
    public mutating func positional(_ placeholder: String) throws(UsageError) -> String {
        guard let value = positionals.popFirst() else { throw UsageError("'\(name)' needs \(placeholder) (\(hint))") }
        return value
    }

    /// The next word, a whole number.
    public mutating func integerPositional(_ placeholder: String) throws(UsageError) -> Int {
        try Self.wholeNumber(try positional(placeholder), named: placeholder)
    }

    /// The value of `optionName`, which must be given once.
    public mutating func option(_ optionName: String) throws(UsageError) -> String {
        guard let index = options.firstIndex(where: { $0.name == optionName }) else {
            throw UsageError("'\(name)' needs \(optionName) (\(hint))")
        }
        let value = options.remove(at: index).value
        if options.contains(where: { $0.name == optionName }) {
            throw UsageError("\(optionName) is given more than once")
        }
        return value
    }

    /// The value of `optionName`, a whole number.
    public mutating func integerOption(_ optionName: String) throws(UsageError) -> Int {
        try Self.wholeNumber(try option(optionName), named: optionName)
    }

    /// The value of `optionName` when it is given (at most once), else `nil`: an option the usage
    /// shows in brackets (`[--limit N]`).
    public mutating func optionalOption(_ optionName: String) throws(UsageError) -> String? {
        guard options.contains(where: { $0.name == optionName }) else { return nil }
        return try option(optionName)
    }

    /// The value of `optionName` when it is given, a whole number, else `nil`.
    public mutating func optionalIntegerOption(_ optionName: String) throws(UsageError) -> Int? {
        try optionalOption(optionName).map { (text) throws(UsageError) in try Self.wholeNumber(text, named: optionName)
        }
    }

    /// Refuses whatever the command did not read.
    public func finish() throws(UsageError) {
        if let extra = positionals.first {
            throw UsageError("unexpected argument '\(extra)' for '\(name)' (\(hint))")
        }
        if let extra = options.first {
            throw UsageError("unknown option '\(extra.name)' for '\(name)' (\(hint))")
        }
    }

    private static func wholeNumber(_ text: String, named name: String) throws(UsageError) -> Int {
        guard let value = Int(text) else { throw UsageError("\(name) must be a whole number, not '\(text)'") }
        return value
    }
}
