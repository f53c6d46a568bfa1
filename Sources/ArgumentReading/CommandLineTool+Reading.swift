extension CommandLineTool {
    /// Reads `arguments` (without the program's name), as the type's documentation says.
    /// - Throws: the first problem on the line, unless it asks for help.
    public func read(_ arguments: [String]) throws(UsageError) -> Reading {
        var line = LineReading(tool: self)
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            do throws(UsageError) {
                try line.take(argument, from: &cursor)
            } catch {
                line.firstError = line.firstError ?? error
            }
        }
        return try line.finish()
    }
}

/// One command line being read: the words that name the command, then what it was given.
private struct LineReading {
    let tool: CommandLineTool
    var words: [String] = []
    var command: CommandSpec?
    /// Whether the words name nothing: the rest of the line is not read against a command.
    var lost = false
    var positionals: [String] = []
    var given: [String: [String]] = [:]
    /// The command's options given before its words, with their values (`nil` for a flag).
    var early: [(name: String, value: String?)] = []
    var wantsHelp = false
    var wantsVersion = false
    var firstError: UsageError?

    init(tool: CommandLineTool) {
        self.tool = tool
    }

    var asksHelpTopic: Bool { words.first == "help" }

    mutating func take(_ argument: ArgumentCursor.Argument, from cursor: inout ArgumentCursor) throws(UsageError) {
        switch argument {
        case .help:
            wantsHelp = true
        case .positional(let word):
            try take(word)
        case .option(let name, nil, _) where !name.hasPrefix("--") && Double(name) != nil:
            try take(name)
        case .option("--version", nil, _):
            wantsVersion = true
        case .option(let name, let inline, let written):
            let global = tool.options.first { $0.name == name }
            // Before the command's words, an option is read as the commands that declare it read
            // it, and checked against the command once its words are read.
            let declared = global ?? command?.option(name) ?? (command == nil ? anyCommandsOption(name) : nil)
            guard let option = declared else {
                let owner = command.map { " for '\($0.name)'" } ?? ""
                throw UsageError("unknown option '\(written)'\(owner)", command: command?.name)
            }
            var value: String?
            if option.isFlag {
                guard inline == nil else { throw UsageError("\(name) takes no value", command: command?.name) }
            } else {
                guard let given = cursor.value(inline: inline, allowingEmpty: true) else {
                    throw UsageError("\(name) needs a value", command: command?.name)
                }
                value = given
            }
            if global == nil && command == nil {
                early.append((name, value))
            } else {
                try record(option, value, isGlobal: global != nil)
            }
        }
    }

    /// The option `name` as the first command that declares it has it.
    private func anyCommandsOption(_ name: String) -> OptionSpec? {
        tool.commands.lazy.compactMap { $0.option(name) }.first
    }

    /// Keeps what `option` was given (`nil` for a flag), its value checked.
    private mutating func record(_ option: OptionSpec, _ value: String?, isGlobal: Bool) throws(UsageError) {
        let name = option.name
        if option.isFlag != (value == nil) {
            throw UsageError(
                option.isFlag ? "\(name) takes no value" : "\(name) needs a value", command: command?.name)
        }
        if let value { try option.kind!.check(value, named: name, command: command?.name) }
        if given[name] != nil && !option.isRepeatable && !isGlobal {
            throw UsageError("\(name) is given more than once", command: command?.name)
        }
        given[name] =
            option.isRepeatable ? given[name, default: []] + (value.map { [$0] } ?? []) : value.map { [$0] } ?? []
    }

    /// A word: a command's, a help topic's, or an argument.
    private mutating func take(_ word: String) throws(UsageError) {
        if command != nil || lost || (asksHelpTopic && words.count > 2) {
            positionals.append(word)
            return
        }
        words.append(word)
        let named = asksHelpTopic ? Array(words.dropFirst()) : words
        guard !named.isEmpty else { return }
        let name = named.joined(separator: " ")
        if let found = tool.command(name) {
            if !asksHelpTopic { command = found }
            return
        }
        if named.count == 1, !tool.group(name).isEmpty { return }
        lost = true
        if named.count == 1 {
            let firstWords = tool.commands.map { String($0.name.prefix { $0 != " " }) }
            let unique = firstWords.enumerated().filter { firstWords.firstIndex(of: $0.element) == $0.offset }
            throw UsageError("unknown command '\(name)': use \(Wording.list(unique.map(\.element), or: true))")
        }
        let group = tool.group(named[0]).map { String($0.name.dropFirst(named[0].count + 1)) }
        throw UsageError(
            "unknown command '\(name)': '\(named[0])' has \(Wording.list(group, or: true))", command: named[0])
    }

    mutating func finish() throws(UsageError) -> CommandLineTool.Reading {
        let pages = HelpPages(tool: tool)
        if wantsHelp || asksHelpTopic {
            let named = asksHelpTopic ? Array(words.dropFirst()) : words
            if !wantsHelp, let firstError { throw firstError }
            return .help(pages.page(for: lost ? [] : named))
        }
        if let firstError { throw firstError }
        if wantsVersion { return .version }
        guard let command else {
            guard let group = words.first else { return .help(pages.overview) }
            let names = tool.group(group).map { String($0.name.dropFirst(group.count + 1)) }
            throw UsageError("'\(group)' needs a subcommand: \(Wording.list(names, or: true))", command: group)
        }
        for (name, value) in early {
            guard let option = command.option(name) else {
                throw UsageError("unknown option '\(name)' for '\(command.name)'", command: command.name)
            }
            try record(option, value, isGlobal: false)
        }
        var parsed = ParsedArguments(command: command, global: tool.options)
        parsed.options = given
        try assign(to: &parsed, command)
        try checkCombinations(of: command)
        return .run(parsed)
    }

    /// Deals the words after the command's name to its arguments, in order.
    private func assign(to parsed: inout ParsedArguments, _ command: CommandSpec) throws(UsageError) {
        var remaining = positionals[...]
        for argument in command.arguments {
            let taken = argument.isRepeatable ? Array(remaining) : remaining.first.map { [$0] } ?? []
            remaining = remaining.dropFirst(taken.count)
            if taken.isEmpty && !argument.isOptional {
                throw UsageError("'\(command.name)' needs \(argument.placeholder)", command: command.name)
            }
            for word in taken { try argument.kind.check(word, named: argument.placeholder, command: command.name) }
            if !taken.isEmpty { parsed.arguments[argument.placeholder] = taken }
        }
        if let extra = remaining.first {
            throw UsageError("unexpected argument '\(extra)' for '\(command.name)'", command: command.name)
        }
    }

    /// Refuses a required option missing, an option without the one it goes with, and two
    /// exclusive options.
    private func checkCombinations(of command: CommandSpec) throws(UsageError) {
        for option in command.options {
            if option.isRequired && given[option.name] == nil {
                throw UsageError("'\(command.name)' needs \(option.usage)", command: command.name)
            }
            if let other = option.requires, given[option.name] != nil, given[other] == nil {
                throw UsageError("\(option.name) goes with \(other)", command: command.name)
            }
        }
        for group in command.exclusive {
            let present = group.filter { given[$0] != nil }
            if present.count > 1 {
                throw UsageError(
                    "give \(Wording.list(present, or: true)), not \(present.count == 2 ? "both" : "several")",
                    command: command.name)
            }
        }
    }
}
