import ArgumentReading

/// A parsed `dependency-rule` command line.
struct Invocation {
    enum Command: String, Equatable {
        case check, imports, graph, fix, references, version
        /// `init`: write a starting configuration.
        case initialize = "init"
        case help

        /// The formats it writes, the default first.
        var formats: [Format] {
            switch self {
            case .check: CheckReport.formats.map { Format($0.format) }
            case .imports, .references: [.text, .json]
            case .graph: [.mermaid, .dot, .json]
            case .initialize, .fix: [.text]
            case .version, .help: []
            }
        }

        /// The options it takes besides `--package-path`, `--workspace`, `--format`, `--cache-path`
        /// and `--help`.
        var options: Set<String> {
            switch self {
            case .check:
                Set([
                    "--config", "--output", "--strict", "--timings", "--baseline", "--update-baseline", "--target",
                    "--stamp",
                ]).union(Self.indexOptions)
            case .graph: Set(["--config", "--output", "--embed", "--check", "--counts"]).union(Self.indexOptions)
            case .references: Set(["--target"]).union(Self.indexOptions)
            case .initialize: ["--output", "--force", "--layer-names"]
            case .fix: ["--config", "--dry-run", "--remove-unused", "--baseline"]
            case .imports, .version, .help: []
            }
        }

        /// The options that read references from a compiler index store.
        static let indexOptions: Set<String> = ["--index-store", "--index-store-lib", "--index-prefix-map"]
    }

    /// A `--format` value; `check`'s are its reports' (``CheckReport/formats``).
    struct Format: Hashable {
        let name: String

        init(_ name: String) { self.name = name }

        static let text = Format("text")
        static let json = Format("json")
        static let mermaid = Format("mermaid")
        static let dot = Format("dot")
    }

    struct UsageError: Error {
        let message: String
    }

    var command: Command
    /// The text to print for `help`.
    var helpText = ""
    var packagePath: String?
    /// `--workspace DIR`: a whole app, every package and Xcode project (a folder, an
    /// `.xcworkspace` or an `.xcodeproj`).
    var workspacePath: String?
    var configPath: String?
    var format: Format
    var outputPath: String?
    var strict = false
    /// `init --force`: replace an existing configuration.
    var force = false
    /// `init --layer-names found|clean`: the app's own words, or Uncle Bob's four.
    var layerNames = ConfigurationInference.LayerNames.found
    /// `fix --dry-run`: print the diff, write nothing.
    var dryRun = false
    /// `fix --remove-unused`: remove unused dependencies too.
    var removeUnused = false
    var timings = false
    var baselinePath: String?
    var updateBaselinePath: String?
    /// Where the manifest cache and SwiftPM's scratch folder go (default: `.build/dependency-rule`).
    var cachePath: String?
    /// `check --target NAME`, repeatable: report only the findings about these targets.
    var targets: [String] = []
    /// `check --stamp FILE`: written after a check that does not fail, removed after one that does.
    var stampPath: String?
    /// `graph --embed FILE`: the Markdown file whose graph block to rewrite.
    var embedPath: String?
    /// `graph --embed FILE --check`: compare the block, write nothing.
    var checkEmbedded = false
    /// `graph --counts`: label the edges between folder layers with their reference counts.
    var counts = false
    /// `--index-store PATH`: resolve references with the compiler's index instead of syntax.
    var indexStorePath: String?
    /// `--index-store-lib PATH`: the `libIndexStore` to load instead of the toolchain's.
    var indexStoreLibrary: String?
    /// `--index-prefix-map OLD=NEW`, repeatable: paths the store records under OLD are under NEW.
    var indexPrefixMap: [(old: String, new: String)] = []
    /// How long `dump-package` may take (`--manifest-timeout SECONDS`, default 120).
    var manifestTimeout: Duration = .seconds(120)

    init(_ arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        format = .text
        guard let first = remaining.popFirst() else {
            command = .help
            helpText = Help.overview
            return
        }
        switch first {
        case "-h", "--help", "help":
            command = .help
            helpText = remaining.first.flatMap { Help.commands[$0] } ?? Help.overview
            return
        case "--version":
            command = .version
            return
        default:
            guard let command = Command(rawValue: first), !command.formats.isEmpty else {
                throw UsageError(
                    message: "unknown command '\(first)': use check, graph, imports, references, init or fix")
            }
            self.command = command
            format = command.formats[0]
        }
        let name = first
        var cursor = ArgumentCursor(remaining)
        while let argument = cursor.next() {
            let option: String
            let inlineValue: String?
            switch argument {
            case .help:
                command = .help
                helpText = Help.commands[name]!
                return
            case .positional(let word):
                throw UsageError(message: "unknown option '\(word)' for '\(name)'")
            case .option(let optionName, let inline, let written):
                let known =
                    ["--package-path", "--workspace", "--format", "--cache-path", "--manifest-timeout"].contains(
                        optionName)
                    || command.options.contains(optionName)
                let isFlag = [
                    "--strict", "--timings", "--force", "--dry-run", "--remove-unused", "--check", "--counts",
                ].contains(optionName)
                guard known && !(isFlag && inline != nil) else {
                    throw UsageError(message: "unknown option '\(written)' for '\(name)'")
                }
                (option, inlineValue) = (optionName, inline)
            }
            func value() throws(UsageError) -> String {
                guard let value = cursor.value(inline: inlineValue) else {
                    throw UsageError(message: "\(option) needs a value")
                }
                return value
            }
            switch option {
            case "--package-path": packagePath = try value()
            case "--workspace": workspacePath = try value()
            case "--format":
                let text = try value()
                guard command.formats.contains(Format(text)) else {
                    let names = command.formats.map(\.name)
                    let allowed =
                        names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names.last!
                    throw UsageError(message: "--format of '\(name)' must be \(allowed), not '\(text)'")
                }
                self.format = Format(text)
            case "--config": configPath = try value()
            case "--output": outputPath = try value()
            case "--baseline": baselinePath = try value()
            case "--update-baseline": updateBaselinePath = try value()
            case "--cache-path": cachePath = try value()
            case "--target": targets.append(try value())
            case "--stamp": stampPath = try value()
            case "--embed": embedPath = try value()
            case "--index-store": indexStorePath = try value()
            case "--index-store-lib": indexStoreLibrary = try value()
            case "--index-prefix-map":
                let text = try value()
                guard let equals = text.firstIndex(of: "="), equals != text.startIndex,
                    text.index(after: equals) != text.endIndex
                else {
                    throw UsageError(message: "--index-prefix-map must be OLD=NEW (two paths), not '\(text)'")
                }
                indexPrefixMap.append((String(text[..<equals]), String(text[text.index(after: equals)...])))
            case "--layer-names":
                let text = try value()
                guard let names = ConfigurationInference.LayerNames(rawValue: text) else {
                    throw UsageError(message: "--layer-names must be found or clean, not '\(text)'")
                }
                layerNames = names
            case "--check": checkEmbedded = true
            case "--counts": counts = true
            case "--manifest-timeout":
                let text = try value()
                guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
                    throw UsageError(
                        message: "--manifest-timeout must be a number of seconds above 0 (at most 86400), not '\(text)'"
                    )
                }
                manifestTimeout = .milliseconds(Int((seconds * 1000).rounded()))
            case "--strict": strict = true
            case "--timings": timings = true
            case "--force": force = true
            case "--dry-run": dryRun = true
            case "--remove-unused": removeUnused = true
            default: preconditionFailure("option \(option) is known but not handled")
            }
        }
        if packagePath != nil && workspacePath != nil {
            throw UsageError(
                message: "use --package-path DIR to read one package, or --workspace DIR to read a whole app, not both")
        }
        if embedPath != nil && outputPath != nil {
            throw UsageError(
                message:
                    "use --embed FILE to rewrite the graph block in FILE, or --output FILE to write the graph alone, not both"
            )
        }
        if indexStorePath == nil && (indexStoreLibrary != nil || !indexPrefixMap.isEmpty) {
            throw UsageError(
                message:
                    "\(indexStoreLibrary != nil ? "--index-store-lib" : "--index-prefix-map") goes with --index-store PATH"
            )
        }
        if checkEmbedded && embedPath == nil {
            throw UsageError(message: "--check compares the graph block of a file: give it with --embed FILE")
        }
        if baselinePath != nil && updateBaselinePath != nil {
            throw UsageError(
                message:
                    "use --baseline FILE to check against a baseline, or --update-baseline FILE to rewrite one, not both"
            )
        }
    }

}

/// The help texts.
enum Help {
    static let overview = """
        OVERVIEW: Enforces the dependency rule of Clean Architecture on a SwiftPM package, or on a
        whole app: its local packages and Xcode projects (--workspace).

        Reads the manifest (through 'swift package dump-package', cached), maps targets to layers
        (dependency-rules.json at the package root, or the standard four layers), scans every import
        of every Swift file, and reports dependencies that point outward, undeclared and implicit
        imports, modules a layer may not use, test support in production, cycles, unused
        dependencies, targets in no layer, and dependencies between targets kept independent.

        USAGE: dependency-rule check [--package-path DIR | --workspace DIR] [--config FILE] [--format FORMAT]
                                     [--output FILE] [--baseline FILE | --update-baseline FILE] [--strict] [--timings]
                                     [--target NAME ...] [--stamp FILE] [--index-store PATH] [--cache-path DIR]
                                     [--manifest-timeout SECONDS]
               dependency-rule graph [--package-path DIR | --workspace DIR] [--config FILE]
                                     [--format mermaid|dot|json] [--output FILE | --embed FILE [--check]]
                                     [--counts] [--index-store PATH] [--cache-path DIR] [--manifest-timeout SECONDS]
               dependency-rule imports [--package-path DIR | --workspace DIR] [--format text|json]
                                       [--cache-path DIR] [--manifest-timeout SECONDS]
               dependency-rule references [--package-path DIR | --workspace DIR] [--target NAME ...]
                                          [--index-store PATH] [--format text|json]
               dependency-rule init [--package-path DIR | --workspace DIR] [--output FILE] [--force]
                                    [--layer-names found|clean]
                                    [--cache-path DIR] [--manifest-timeout SECONDS]
               dependency-rule fix [--package-path DIR | --workspace DIR] [--config FILE] [--dry-run]
                                   [--remove-unused] [--baseline FILE] [--cache-path DIR]
                                   [--manifest-timeout SECONDS]
               dependency-rule --help | --version

        SUBCOMMANDS:
          check                   Check the package; diagnostics in compiler style, or a CI format.
          graph                   Draw the layers, targets and dependencies, violations marked.
          imports                 List every import the lexer found (for debugging).
          references              List every name a file uses that another file declares.
          init                    Write a starting dependency-rules.json inferred from the package.
          fix                     Declare in Package.swift the imports a target does not declare.

        EXIT STATUS:
          0  no error (warnings allowed unless --strict)
          1  rule violations
          2  usage, configuration, baseline, manifest or I/O problem

        See 'dependency-rule help check' for the rules, suppressions and baselines.

        """

    /// One line per rule from its description: id, default severity and summary, wrapped.
    static var rulesTable: String {
        let width = 100
        return RuleID.allCases.map { rule in
            var lines: [String] = []
            var line = "  " + rule.rawValue.padding(to: 28) + rule.defaultSeverity.rawValue.padding(to: 9)
            let indent = String(repeating: " ", count: line.count)
            for word in rule.summary.split(separator: " ") {
                if line.count + word.count > width, line != indent, !line.hasSuffix("  ") {
                    lines.append(line)
                    line = indent
                }
                line += (line == indent || line.hasSuffix("  ") ? "" : " ") + word
            }
            lines.append(line)
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// `check`'s formats, one a line, aligned under `--format FORMAT`.
    static let formatList = CheckReport.formats.map {
        $0.format + String(repeating: " ", count: max(1, 10 - $0.format.count)) + $0.summary
    }.joined(separator: "\n" + String(repeating: " ", count: 26))

    static let commands: [String: String] = [
        "fix": """
        USAGE: dependency-rule fix [--package-path DIR | --workspace DIR] [--config FILE] [--dry-run]
                                   [--remove-unused] [--baseline FILE] [--cache-path DIR]
                                   [--manifest-timeout SECONDS]

        Declares in Package.swift every implicit-import, and every undeclared-import that is
        allowed: never one that points outward, brings test support into production, joins
        independent targets, reaches a module the layer may not use, or closes a cycle (those
        are listed, with why: remove the import instead). Edits in the manifest's own style (the
        helper member for the target, the form of the list's targets, sorted where the list is)
        and leaves everything else as it is. A list built in code, conditional or shared through
        a constant is not edited: it is listed, with why. Then loads the result with SwiftPM: if
        SwiftPM cannot load it, the original is put back (exit 2).

        OPTIONS:
          --package-path DIR      The package to fix (default: the current folder).
          --workspace DIR         A whole app instead: edits each package's manifest; for Xcode
                                  targets, lists what to add in Xcode.
          --config FILE           The configuration, as for check.
          --dry-run               Print the changes as a unified diff; write nothing.
          --remove-unused         Also remove unused dependencies (never link-only, suppressed or
                                  baselined ones).
          --baseline FILE         Leave the findings this baseline records, as check would.
          --cache-path DIR        Where the caches go, as for check.
          --manifest-timeout SECONDS
                                  How long reading the manifest may take, as for check.
          -h, --help              Show this help.

        EXIT STATUS: 0 nothing left that it was asked to fix; 1 some findings could not be fixed
        (listed); 2 usage, configuration, manifest or I/O problem, or a result SwiftPM cannot load.

        """,
        "check": """
        USAGE: dependency-rule check [--package-path DIR | --workspace DIR] [--config FILE] [--format FORMAT]
                                     [--output FILE] [--baseline FILE | --update-baseline FILE] [--strict] [--timings]
                                     [--target NAME ...] [--stamp FILE] [--index-store PATH] [--cache-path DIR]
                                     [--manifest-timeout SECONDS]

        OPTIONS:
          --package-path DIR      The package to check (default: the current folder).
          --workspace DIR         Check a whole app instead: every package and Xcode project under
                                  DIR (a folder, an .xcworkspace or an .xcodeproj) and all they
                                  reference, in one graph; paths relative to DIR. See "Whole apps"
                                  in Docs/DependencyRule.md.
          --config FILE           The configuration (default: DIR/dependency-rules.json if it exists,
                                  else the layers Entities, UseCases, InterfaceAdapters, FrameworksAndDrivers).
          --format FORMAT         \(formatList)
          --output FILE           Write the report to FILE (atomically) instead of standard output.
          --baseline FILE         Ignore the violations recorded in FILE; report its entries that
                                  match nothing any more as stale-baseline warnings.
          --update-baseline FILE  Record every violation in FILE (sorted, without line numbers).
                                  Refused when the CI environment variable is set.
          --strict                Every warning is reported as an error, and fails the check.
          --timings               Print how long each phase took, on standard error.
          --target NAME           Report only the findings about target NAME (repeatable); the
                                  whole package is still read. Findings about the package as a
                                  whole are left to a full check. Unknown names exit 2.
          --stamp FILE            After a check that does not fail, write FILE (a comment line, so
                                  it can be a Swift source); after any other, exit 2 included,
                                  leave none. For
                                  build systems that rerun the check only when its inputs change
                                  (the CheckDependenciesBuildTool plugin). Diagnostics then name
                                  files by absolute path, for build logs; with nothing to report,
                                  the text format prints nothing.
          --index-store PATH      With folder layers ("paths"): resolve the names files use with
                                  the compiler's index store (see 'references') instead of syntax.
          --cache-path DIR        Keep the manifest cache, SwiftPM's scratch folder and the
                                  references cache in DIR (default: DIR/.build/dependency-rule of
                                  the package).
          --manifest-timeout SECONDS
                                  Stop SwiftPM, and every process it started, when reading the
                                  manifest takes longer (default 120); the check then exits 2.
          -h, --help              Show this help.

        RULES (severity by default; "rules" in the configuration sets error, warning or off):
        \(rulesTable)
                                               (the last five cannot be set in "rules")

        SUPPRESSIONS:
          // dependency-rule:allow RULE[, RULE…] -- reason
          after the code on the line it is about, or alone on the line above; in a source file or
          in Package.swift (for a declaration). Counted in the summary. A reference rule may name
          the declaration it allows: // dependency-rule:allow outward-reference UserPresenter -- why

        EXIT STATUS: 0 no error; 1 rule violations; 2 usage, configuration, baseline, manifest or I/O problem.

        """,
        "graph": """
        USAGE: dependency-rule graph [--package-path DIR | --workspace DIR] [--config FILE]
                                     [--format mermaid|dot|json] [--output FILE | --embed FILE [--check]]
                                     [--counts] [--index-store PATH] [--cache-path DIR] [--manifest-timeout SECONDS]

        Draws the layers as groups from inner (on top) to outer, then test support, unlayered and
        unassigned targets; the targets (not test targets) as nodes and their dependencies as
        edges, pointing inward. An edge that breaks a rule is dashed, coloured (red for an
        error, amber for a warning) and labelled with the rules.

        OPTIONS:
          --package-path DIR      The package to draw (default: the current folder).
          --workspace DIR         A whole app instead: its packages and Xcode projects, as for check.
          --config FILE           The configuration, as for check.
          --format FORMAT         mermaid (default), dot (Graphviz) or json.
          --output FILE           Write the graph to FILE instead of standard output.
          --embed FILE            Rewrite the graph in the Markdown FILE, as a fenced block between
                                  the line starting '<!-- BEGIN dependency-rule graph' and the line
                                  '<!-- END dependency-rule graph -->'; the rest of FILE is kept.
          --check                 With --embed: write nothing; exit 1 when the block is not the
                                  graph drawn now (for a test or CI).
          --counts                Label the edges between the folder layers of a split target
                                  with how many names one uses of the other.
          --cache-path DIR        Where the caches go, as for check.
          --manifest-timeout SECONDS
                                  How long reading the manifest may take, as for check.
          -h, --help              Show this help.

        EXIT STATUS: 0 drawn (even with violations), or the block current; 1 with --check, the
        block stale; 2 usage, configuration, manifest, markers or I/O problem.

        """,
        "init": """
        USAGE: dependency-rule init [--package-path DIR | --workspace DIR] [--output FILE] [--force]
                                    [--layer-names found|clean] [--cache-path DIR]
                                    [--manifest-timeout SECONDS]

        Writes a starting configuration inferred from the package, with a comment for every choice.
        The declared graph is the evidence: no target is placed outward of one that declares it.
        Names are hints: a layer's word (Domain, Data, Presentation, Infra, App…) keeps its layer
        unless what depends on it is further in (its comment then asks you); a suffix (AppCore,
        SettingsUI) only moves its target toward that layer as far as its neighbours allow; the
        others are placed by depth between their named neighbours, or, when names suggest fewer
        than two layers, by their depth alone. Test support (named for tests and used only by
        tests, or used only by tests), unlayered tooling (plugins, macros, their tools, targets
        without Swift files), "independent" groups of targets named alike (their composers left
        out with "except") and "linkOnly" targets (linked, not imported, only extending others'
        types) are proposed too. 'check' always accepts the file it writes.

        OPTIONS:
          --package-path DIR      The package to read (default: the current folder).
          --workspace DIR         A whole app instead: its packages and Xcode projects, as for check.
          --output FILE           Where to write (default: DIR/dependency-rules.json).
          --force                 Replace the file if it exists (otherwise: exit 2, nothing written).
          --layer-names found|clean
                                  Name layers found by names after the word that placed most of
                                  their targets (Domain, Data, App…; found, the default), or
                                  Entities, UseCases, InterfaceAdapters, FrameworksAndDrivers (clean).
          --cache-path DIR        Where the caches go, as for check.
          --manifest-timeout SECONDS
                                  How long reading the manifest may take, as for check.
          -h, --help              Show this help.

        Then: 'dependency-rule check' to see what the rules find, and
        'dependency-rule check --update-baseline dependency-rules.baseline.json' to adopt the
        checker without fixing everything first.

        EXIT STATUS: 0 written; 2 usage, manifest or I/O problem, or a file that exists.

        """,
        "references": """
        USAGE: dependency-rule references [--package-path DIR | --workspace DIR] [--target NAME ...]
                                          [--index-store PATH [--index-store-lib PATH]
                                          [--index-prefix-map OLD=NEW ...]] [--format text|json]
                                          [--cache-path DIR] [--manifest-timeout SECONDS]

        Lists every name a file uses that a declaration in another file of the package (or
        workspace) declares: the file, line and column of the name, and the declaration's file
        and line. What the folder-layer rules (outward-reference, independent-reference) read.

        OPTIONS:
          --package-path DIR      The package to read (default: the current folder).
          --workspace DIR         A whole app instead: its packages and Xcode projects, as for check.
          --target NAME           Only the references from files of target NAME (repeatable).
          --index-store PATH      Resolve names with the compiler's index store (exact: inferred
                                  types and extension members included) instead of syntax:
                                  SwiftPM's .build/<triple>/debug/index/store, or Xcode's
                                  DerivedData/…/Index.noindex/DataStore. Exit 2 when the store is
                                  missing, older than a source file, or has no unit for a file.
          --index-store-lib PATH  The libIndexStore to load (default: the toolchain's).
          --index-prefix-map OLD=NEW
                                  Paths the store recorded under OLD (another machine's) are
                                  under NEW here (repeatable).
          --format text|json      One line per reference (default), or a JSON listing.
          --cache-path DIR        Where the caches go, as for check.
          --manifest-timeout SECONDS
                                  How long reading the manifest may take, as for check.
          -h, --help              Show this help.

        EXIT STATUS: 0 listed; 2 usage, manifest, index store or I/O problem.

        """,
        "imports": """
        USAGE: dependency-rule imports [--package-path DIR | --workspace DIR] [--format text|json]
                                       [--cache-path DIR] [--manifest-timeout SECONDS]

        Lists every import found in every Swift file of every target, with its line, column,
        attributes, access level, kind and #if conditions.

        OPTIONS:
          --package-path DIR      The package to read (default: the current folder).
          --workspace DIR         A whole app instead: its packages and Xcode projects, as for check.
          --format text|json      One line per import (default), or a JSON listing.
          --cache-path DIR        Where the caches go, as for check.
          --manifest-timeout SECONDS
                                  How long reading the manifest may take, as for check.
          -h, --help              Show this help.

        """,
    ]
}
