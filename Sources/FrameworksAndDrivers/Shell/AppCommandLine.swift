import ArgumentReading
import Foundation

/// An app's command line read into what to do: a command of one of its features, or help, or the
/// version, with the store and the data folder.
///
/// Global options (`--store`, `--data-dir`, `--help`, `--version`) may stand anywhere; a value
/// follows as the next argument or after `=`, and may start with `-`; a global option given twice
/// keeps the last; a negative whole number is a word; `--` ends options. The words name a command
/// (`team add`); `help WORDS` and `WORDS --help` show its page, whatever else is wrong on the line.
public struct AppCommandLine: Sendable {
    /// What the command line asks for.
    public enum Action: Sendable, Equatable {
        /// Print this text and exit 0.
        case help(String)
        /// Print the version and exit 0.
        case version
        /// Run a command.
        case run(FeatureCommand)
    }

    public let action: Action
    public let store: StoreKind
    /// Absolute.
    public let dataDirectory: URL

    /// - Parameters:
    ///   - arguments: without the program name.
    ///   - environment: for the app's data folder variable.
    ///   - currentDirectory: what a relative `--data-dir` is relative to.
    public init(
        _ app: CommandLineApp, arguments: [String], environment: [String: String] = [:],
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) throws(UsageError) {
        let valueOptions = Set(["--store", "--data-dir"] + app.commands.flatMap(\.spec.valueOptions))
        var store = app.stores[0]
        var dataDirectory =
            environment[app.dataDirectoryVariable].flatMap { $0.isEmpty ? nil : $0 } ?? app.defaultDataDirectory
        var (wantsHelp, wantsVersion) = (false, false)
        var words: [String] = []
        var options: [(name: String, value: String)] = []
        var cursor = ArgumentCursor(arguments)
        // The first error is thrown once the line is read, unless help was asked for anywhere.
        var firstError: UsageError?
        while let argument = cursor.next() {
            do throws(UsageError) {
                switch argument {
                case .help:
                    wantsHelp = true
                case .positional(let word):
                    words.append(word)
                case .option("--version", nil, _):
                    wantsVersion = true
                case .option(let name, _, _) where !name.hasPrefix("--") && Int(name) != nil:
                    words.append(name)
                case .option(let name, let inline, _):
                    guard valueOptions.contains(name) else {
                        throw UsageError("unknown option '\(name)' (\(app.hint(for: words)))")
                    }
                    guard let value = cursor.value(inline: inline, allowingEmpty: true) else {
                        throw UsageError("\(name) needs a value")
                    }
                    switch name {
                    case "--store":
                        guard let kind = StoreKind.named(value, in: app.stores) else {
                            throw UsageError(
                                "--store must be one of \(app.stores.map(\.name).joined(separator: ", ")), not '\(value)'"
                            )
                        }
                        store = kind
                    case "--data-dir":
                        guard !value.isEmpty else { throw UsageError("--data-dir needs a folder") }
                        dataDirectory = value
                    default:
                        options.append((name, value))
                    }
                }
            } catch {
                firstError = firstError ?? error
            }
        }
        if let firstError, !wantsHelp { throw firstError }
        self.store = store
        let base = URL(fileURLWithPath: currentDirectory.path, isDirectory: true)
        self.dataDirectory = URL(fileURLWithPath: dataDirectory, relativeTo: base).standardizedFileURL
        if wantsVersion && !wantsHelp {
            action = .version
        } else if words.first == "help" {
            action = .help(AppHelp(app: app).text(for: words.dropFirst()))
        } else if wantsHelp || words.isEmpty {
            action = .help(AppHelp(app: app).text(for: words))
        } else {
            action = .run(try Self.command(of: app, words: words, options: options))
        }
    }

    /// The command `words` name, read by its feature from the rest of the words and the options.
    private static func command(
        of app: CommandLineApp, words: [String], options: [(name: String, value: String)]
    ) throws(UsageError) -> FeatureCommand {
        guard let (spec, feature) = app.command(named: words) else {
            let group = app.group(words[0])
            guard !group.isEmpty else {
                throw UsageError("unknown command '\(words[0])' (\(app.hint(for: [String]())))")
            }
            guard words.count > 1 else {
                let names = group.map { String($0.name.dropFirst(words[0].count + 1)) }
                let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names.last!
                throw UsageError("'\(words[0])' needs a subcommand: \(list) (\(app.hint(for: words)))")
            }
            throw UsageError(
                "unknown command '\(words.prefix(2).joined(separator: " "))' (\(app.hint(for: words.prefix(1))))")
        }
        var rest = CommandWords(
            name: spec.name, positionals: Array(words.dropFirst(spec.name.split(separator: " ").count)),
            options: options, hint: app.hint(for: words))
        return try read(feature, spec.name, from: &rest)
    }

    private static func read<Feature: FeatureCommands>(
        _ feature: Feature.Type, _ name: String, from words: inout CommandWords
    ) throws(UsageError) -> FeatureCommand {
        let command = try Feature.command(name, from: &words)
        try words.finish()
        return FeatureCommand(feature, command)
    }
}
