/// A parsed `dependency-rule` command line.
struct Invocation {
    enum Command: Equatable {
        case check, imports, version
        case help(String)
    }

    enum Format: String { case text, json, sarif, github }

    struct UsageError: Error {
        let message: String
    }

    var command: Command
    var packagePath: String?
    var configPath: String?
    var format = Format.text
    var outputPath: String?
    var strict = false
    var timings = false

    init(_ arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        guard let first = remaining.popFirst() else {
            command = .help(Help.overview)
            return
        }
        switch first {
        case "-h", "--help", "help":
            command = .help(remaining.first.flatMap { Help.commands[$0] } ?? Help.overview)
            return
        case "--version":
            command = .version
            return
        case "check": command = .check
        case "imports": command = .imports
        default: throw UsageError(message: "unknown command '\(first)': use check or imports")
        }
        let name = first
        while let argument = remaining.popFirst() {
            let (option, inlineValue) = Self.split(argument)
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw UsageError(message: "\(option) needs a value") }
                return next
            }
            switch option {
            case "-h", "--help":
                command = .help(Help.commands[name]!)
                return
            case "--package-path": packagePath = try value()
            case "--format":
                let text = try value()
                guard let format = Format(rawValue: text), command == .check || format == .text || format == .json
                else {
                    let allowed = command == .check ? "text, json, sarif or github" : "text or json"
                    throw UsageError(message: "--format must be \(allowed), not '\(text)'")
                }
                self.format = format
            case "--config" where command == .check: configPath = try value()
            case "--output" where command == .check: outputPath = try value()
            case "--strict" where command == .check && inlineValue == nil: strict = true
            case "--timings" where command == .check && inlineValue == nil: timings = true
            default:
                throw UsageError(message: "unknown option '\(argument)' for '\(name)'")
            }
        }
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// The help texts.
enum Help {
    static let overview = """
        OVERVIEW: Enforces the dependency rule of Clean Architecture on a SwiftPM package.

        Reads the manifest (through 'swift package dump-package', cached), maps targets to layers
        (dependency-rules.json at the package root, or the standard four layers), scans every import
        of every Swift file, and reports dependencies that point outward, undeclared imports,
        modules a layer may not use, test support in production, cycles, unused dependencies and
        targets in no layer.

        USAGE: dependency-rule check [--package-path DIR] [--config FILE] [--format text|json|sarif|github]
                                     [--output FILE] [--strict] [--timings]
               dependency-rule imports [--package-path DIR] [--format text|json]
               dependency-rule --help | --version

        SUBCOMMANDS:
          check                   Check the package; diagnostics in compiler style.
          imports                 List every import the lexer found (for debugging).

        EXIT STATUS:
          0  no error (warnings allowed unless --strict)
          1  rule violations
          2  usage, configuration, manifest or I/O problem

        See 'dependency-rule check --help' for the rules.

        """

    static let commands: [String: String] = [
        "check": """
        USAGE: dependency-rule check [--package-path DIR] [--config FILE] [--format text|json|sarif|github]
                                     [--output FILE] [--strict] [--timings]

        OPTIONS:
          --package-path DIR      The package to check (default: the current folder).
          --config FILE           The configuration (default: DIR/dependency-rules.json if it exists,
                                  else the layers Entities, UseCases, InterfaceAdapters, FrameworksAndDrivers).
          --format FORMAT         text: compiler-style lines and a summary (default); json: the JSON
                                  report; sarif: SARIF 2.1.0 for code scanning; github: GitHub Actions
                                  workflow commands (::error file=…,line=…::message).
          --output FILE           Write the report to FILE (atomically) instead of standard output.
          --strict                Warnings fail the check; unassigned-target becomes an error.
          --timings               Print how long each phase took, on standard error.
          -h, --help              Show this help.

        RULES:
          outward-dependency          error    a target depends on a target of an outer layer
          undeclared-import           error    a file imports a package target its target does not declare
          forbidden-import            error    a layer imports a module from outside the layers it does not allow
          test-support-in-production  error    a non-test target uses a testSupport target
          dependency-cycle            error    targets reach each other through imports or declarations
          unused-dependency           warning  a declared target dependency no file imports
          unassigned-target           warning  a non-test target in no layer (error with --strict)

        EXIT STATUS: 0 no error; 1 rule violations; 2 usage, configuration, manifest or I/O problem.

        """,
        "imports": """
        USAGE: dependency-rule imports [--package-path DIR] [--format text|json]

        Lists every import found in every Swift file of every target, with its line, column,
        attributes, access level, kind and #if conditions.

        OPTIONS:
          --package-path DIR      The package to read (default: the current folder).
          --format text|json      One line per import (default), or a JSON listing.
          -h, --help              Show this help.

        """,
    ]
}
