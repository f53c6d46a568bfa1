import Foundation

/// Parses the `starter` command line into what to do: a command of one of the
/// ``RegisteredFeatures``, or help, or the version.
///
/// Global options (`--store`, `--data-dir`, `--help`, `--version`) may stand anywhere; a value
/// follows as the next argument or after `=`; `--` ends options.
public struct StarterCommandLine: Sendable {
    /// What the command line asks for.
    public enum Action: Sendable {
        case help(String)
        case version
        case run(FeatureCommand)
    }

    public static let version = "0.1.0"
    /// The program's name, in its messages and help.
    public static let programName = "starter"
    /// The environment variable that names the data folder.
    public static let dataDirectoryVariable = "STARTER_DATA_DIR"
    /// The data folder when neither `--data-dir` nor the environment names one.
    public static let defaultDataDirectory = ".starter"

    public let action: Action
    public let store: StoreKind
    public let dataDirectory: URL

    /// - Parameters:
    ///   - arguments: without the program name.
    ///   - environment: for the data folder's variable.
    ///   - currentDirectory: what a relative `--data-dir` is relative to.
    ///   - features: the features whose commands it reads.
    public init(
        arguments: [String], environment: [String: String] = [:],
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        features: [any FeatureCommands.Type] = RegisteredFeatures.all
    ) throws(UsageError) {
        var store = StoreKind.sqlite
        var dataDirectory =
            environment[Self.dataDirectoryVariable].flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultDataDirectory
        var words: [String] = []
        var (wantsHelp, wantsVersion, afterTerminator) = (false, false, false)
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if afterTerminator || !argument.hasPrefix("-") || argument == "-" {
                words.append(argument)
                continue
            }
            let name = String(argument.prefix { $0 != "=" })
            switch name {
            case "--": afterTerminator = true
            case "-h", "--help": wantsHelp = true
            case "--version": wantsVersion = true
            case "--store", "--data-dir":
                let value: String
                if let equals = argument.firstIndex(of: "=") {
                    value = String(argument[argument.index(after: equals)...])
                } else if let next = remaining.popFirst() {
                    value = next
                } else {
                    throw UsageError("\(name) needs a value")
                }
                if name == "--store" {
                    guard let kind = StoreKind(rawValue: value) else {
                        throw UsageError(
                            "--store must be one of \(StoreKind.allCases.map(\.rawValue).joined(separator: ", ")), not '\(value)'"
                        )
                    }
                    store = kind
                } else {
                    guard !value.isEmpty else { throw UsageError("--data-dir needs a folder") }
                    dataDirectory = value
                }
            default:
                throw UsageError("unknown option '\(name)' (\(Self.hint))")
            }
        }
        self.store = store
        let base = URL(fileURLWithPath: currentDirectory.path, isDirectory: true)
        self.dataDirectory = URL(fileURLWithPath: dataDirectory, relativeTo: base).standardizedFileURL
        if wantsVersion && !wantsHelp {
            action = .version
        } else if wantsHelp || words.isEmpty {
            action = .help(Self.help(features))
        } else {
            guard let feature = features.first(where: { $0.word == words[0] }) else {
                throw UsageError("unknown command '\(words[0])' (\(Self.hint))")
            }
            do {
                action = .run(try FeatureCommand(feature, words: words.dropFirst()))
            } catch {
                throw UsageError("\(error) (\(Self.hint))")
            }
        }
    }

    private static let hint = "run '\(programName) --help' for usage"

    /// The help: every feature's commands, then the options, in aligned columns.
    static func help(_ features: [any FeatureCommands.Type]) -> String {
        let commands = features.flatMap { $0.help }
        let options = [
            ("--store KIND", "sqlite (default), files or memory."),
            (
                "--data-dir DIR",
                "Where the data lives (default: $\(dataDirectoryVariable), else ./\(defaultDataDirectory))."
            ),
            ("-h, --help", "Show this help."), ("--version", "Show the version."),
        ]
        let width = max(22, (commands + options).map(\.0.count).max()! + 2)
        func rows(_ rows: [(String, String)]) -> String {
            rows.map { "  " + $0 + String(repeating: " ", count: width - $0.count) + $1 }.joined(separator: "\n")
        }
        return """
            USAGE: \(programName) [--store sqlite|files|memory] [--data-dir DIR] COMMAND ...

            COMMANDS:
            \(rows(commands))

            OPTIONS (anywhere on the line):
            \(rows(options))

            EXIT STATUS:
              0 done; 1 refused (a rule, an unknown id); 2 usage error, or storage failed.
            """
    }
}
