import Foundation
import InterfaceAdapters

/// Parses the `league` command line into what to do.
///
/// Global options (`--store`, `--data-dir`, `--help`, `--version`) may stand anywhere. Option
/// values follow as the next argument or after `=` (`--team=BOS`); a value may start with `-`.
/// `--` ends options: what follows is positional.
public struct LeagueCommandLine: Hashable, Sendable {
    /// What the command line asks for.
    public enum Action: Hashable, Sendable {
        /// Print this help text and exit 0.
        case help(String)
        /// Print the version and exit 0.
        case version
        /// Run a route of the app.
        case run(Route)
    }

    public let action: Action
    public let store: StoreKind
    public let dataDirectory: URL

    public static let version = "1.0.0"
    /// The program's name, in its messages and help.
    public static let programName = "league"
    /// The environment variable that names the data folder.
    public static let dataDirectoryVariable = "LEAGUE_DATA_DIR"
    /// The data folder when neither `--data-dir` nor the environment names one.
    public static let defaultDataDirectory = ".league"

    /// - Parameters:
    ///   - arguments: without the program name.
    ///   - environment: for `LEAGUE_DATA_DIR`.
    ///   - currentDirectory: what a relative `--data-dir` is relative to.
    public init(
        arguments: [String], environment: [String: String] = [:],
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) throws(UsageError) {
        var scanner = ArgumentScanner(arguments)
        var store = StoreKind.sqlite
        var dataDirectory =
            environment[Self.dataDirectoryVariable].flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultDataDirectory
        var wantsHelp = false
        var wantsVersion = false
        var words: [String] = []
        var options: [(name: String, value: String)] = []

        while let argument = scanner.next() {
            if scanner.afterTerminator {
                words.append(argument)
                continue
            }
            switch argument {
            case "--": scanner.afterTerminator = true
            case "-h", "--help": wantsHelp = true
            case "--version": wantsVersion = true
            case _ where argument.hasPrefix("--"):
                let name = String(argument.prefix { $0 != "=" })
                guard Self.valueOptions.contains(name) else {
                    throw UsageError("unknown option '\(name)' (\(Help.hint(for: words)))")
                }
                let (_, value) = try scanner.option(argument)
                switch name {
                case "--store":
                    guard let kind = StoreKind(rawValue: value) else {
                        throw UsageError(
                            "--store must be one of \(StoreKind.allCases.map(\.rawValue).joined(separator: ", ")), not '\(value)'"
                        )
                    }
                    store = kind
                case "--data-dir":
                    guard !value.isEmpty else { throw UsageError("--data-dir needs a folder") }
                    dataDirectory = value
                default:
                    options.append((name, value))
                }
            case _ where argument.hasPrefix("-") && argument.count > 1 && Int(argument) == nil:
                throw UsageError("unknown option '\(argument)' (\(Help.hint(for: words)))")
            default:
                words.append(argument)
            }
        }

        self.store = store
        let base = URL(fileURLWithPath: currentDirectory.path, isDirectory: true)
        self.dataDirectory = URL(fileURLWithPath: dataDirectory, relativeTo: base).standardizedFileURL
        if wantsVersion && !wantsHelp {
            action = .version
        } else if words.first == "help" {
            action = .help(Help.text(for: Array(words.dropFirst())))
        } else if wantsHelp || words.isEmpty {
            action = .help(Help.text(for: words))
        } else {
            action = .run(try Self.route(words: words, options: options))
        }
    }

    /// The options that take a value; any other `--name` is refused.
    static let valueOptions: Set<String> = [
        "--store", "--data-dir", "--city", "--nickname", "--number", "--position", "--team", "--source", "--server",
    ]

    /// The command that takes `step`, as a suggestion names it; `nil` for a step `league` has no
    /// command for.
    public static func command(for step: NextStep) -> String? {
        switch step {
        case .registerTeam: "\(programName) team add"
        case .signPlayer: "\(programName) player sign"
        case .showRoster: "\(programName) roster"
        case .logIn: "\(programName) login"
        default: nil
        }
    }

    /// The subcommands of each command group.
    static let groups: [String: [String]] = ["team": ["add"], "player": ["sign", "release", "transfer"]]

    // MARK: - Commands

    private static func route(words: [String], options: [(name: String, value: String)]) throws(UsageError) -> Route {
        var command = Command(words: words, options: options)
        let route: Route
        switch command.name {
        case "team add":
            route = .registerTeam(
                abbreviation: try command.positional("ABBREVIATION"), city: try command.option("--city"),
                nickname: try command.option("--nickname"))
        case "teams":
            route = .teams
        case "player sign":
            route = .signPlayer(
                firstName: try command.positional("FIRST"), lastName: try command.positional("LAST"),
                number: try command.integerOption("--number"), position: try command.option("--position"),
                team: try command.option("--team"))
        case "player release":
            route = .releasePlayer(id: try command.integerPositional("PLAYER-ID"))
        case "player transfer":
            route = .transferPlayer(id: try command.integerPositional("PLAYER-ID"), team: try command.option("--team"))
        case "roster":
            route = .roster(team: try command.positional("TEAM"))
        case "users":
            route = .users(source: try command.urlOption("--source"))
        case "login":
            route = .logIn(email: try command.positional("EMAIL"), server: try command.authorityOption("--server"))
        case "whoami":
            route = .currentUser(server: try command.authorityOption("--server"))
        case "logout":
            route = .logOut(server: try command.authorityOption("--server"))
        default:
            if let subcommands = groups[command.name] {
                let list =
                    subcommands.count == 1
                    ? subcommands[0] : subcommands.dropLast().joined(separator: ", ") + " or " + subcommands.last!
                throw UsageError("'\(command.name)' needs a subcommand: \(list) (\(Help.hint(for: command.name)))")
            }
            throw UsageError("unknown command '\(words.prefix(2).joined(separator: " "))' (\(Help.hint(for: [])))")
        }
        try command.finish()
        return route
    }
}

/// Walks the arguments, splitting `--name=value`.
private struct ArgumentScanner {
    private var arguments: ArraySlice<String>
    var afterTerminator = false

    init(_ arguments: [String]) { self.arguments = arguments[...] }

    mutating func next() -> String? { arguments.popFirst() }

    /// The name and value of the option `argument`, taking the value from the next argument
    /// when it is not given after `=`.
    mutating func option(_ argument: String) throws(UsageError) -> (String, String) {
        if let equals = argument.firstIndex(of: "=") {
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
        guard let value = arguments.popFirst() else { throw UsageError("\(argument) needs a value") }
        return (argument, value)
    }
}

/// The words and options of one command, consumed as the command reads them.
private struct Command {
    let name: String
    private var positionals: ArraySlice<String>
    private var options: [(name: String, value: String)]

    init(words: [String], options: [(name: String, value: String)]) {
        let nameLength = LeagueCommandLine.groups[words[0]] != nil && words.count > 1 ? 2 : 1
        name = words.prefix(nameLength).joined(separator: " ")
        positionals = words.dropFirst(nameLength)
        self.options = options
    }

    mutating func positional(_ placeholder: String) throws(UsageError) -> String {
        guard let value = positionals.popFirst() else {
            throw UsageError("'\(name)' needs \(placeholder) (\(Help.hint(for: name)))")
        }
        return value
    }

    mutating func integerPositional(_ placeholder: String) throws(UsageError) -> Int {
        try Self.wholeNumber(try positional(placeholder), named: placeholder)
    }

    mutating func option(_ optionName: String) throws(UsageError) -> String {
        guard let index = options.firstIndex(where: { $0.name == optionName }) else {
            throw UsageError("'\(name)' needs \(optionName) (\(Help.hint(for: name)))")
        }
        let value = options.remove(at: index).value
        if options.contains(where: { $0.name == optionName }) {
            throw UsageError("\(optionName) is given more than once")
        }
        return value
    }

    mutating func integerOption(_ optionName: String) throws(UsageError) -> Int {
        try Self.wholeNumber(try option(optionName), named: optionName)
    }

    private static func wholeNumber(_ text: String, named name: String) throws(UsageError) -> Int {
        guard let value = Int(text) else { throw UsageError("\(name) must be a whole number, not '\(text)'") }
        return value
    }

    mutating func urlOption(_ optionName: String) throws(UsageError) -> URL {
        let text = try option(optionName)
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host != nil
        else {
            throw UsageError("\(optionName) must be an http or https URL, not '\(text)'")
        }
        return url
    }

    /// An authority's URL, which will carry the password or the session token: refused, before
    /// anything is sent, when it is plain http to another machine (``SecretTransport``).
    mutating func authorityOption(_ optionName: String) throws(UsageError) -> URL {
        let url = try urlOption(optionName)
        guard SecretTransport.allows(url) else {
            throw UsageError(
                "\(optionName) \(url.absoluteString): \(ErrorPresenter.cleartextRefusal(host: url.host ?? url.absoluteString))"
            )
        }
        return url
    }

    /// Refuses whatever the command did not read.
    func finish() throws(UsageError) {
        if let extra = positionals.first {
            throw UsageError("unexpected argument '\(extra)' for '\(name)' (\(Help.hint(for: name)))")
        }
        if let extra = options.first {
            throw UsageError("unknown option '\(extra.name)' for '\(name)' (\(Help.hint(for: name)))")
        }
    }
}
