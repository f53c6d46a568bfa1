import ArgumentReading
import DependencyRule

/// A parsed `clean-architecture` command line.
enum Request: Equatable {
    case help(String)
    case version
    case new(New)
    case addFeature(AddFeature)
    case update(Update)
    case adopt(Adopt)
    case kit(Kit)

    struct New: Equatable {
        var name: String
        var output: String?
        /// The starter (the layers, the kernel, one slice) unless `--example league`.
        var example: Example = .none
        /// Targets named after the project (`BookshelfEntities`); `--no-module-prefix` turns it off.
        var modulePrefix = true
        /// The stores `--store` named, in order, each once; empty for all of the kit's.
        var stores: [String] = []
        var dryRun = false
        var kitPath: String?
        /// Where the package's CI gets the checker: the kit's repository, `https://HOST/OWNER/NAME`.
        var kitRepository: String?
    }

    struct AddFeature: Equatable {
        var name: String
        var packagePath: String?
        var dryRun = false
        var kitPath: String?
        /// `--allow-shadowing`: a name that hides a standard type (`Task`), on purpose.
        var allowShadowing = false
    }

    struct Update: Equatable {
        var packagePath: String?
        var kitPath: String?
        var dryRun = false
        var diff = false
        var check = false
        var json = false
    }

    /// `adopt`: every option is read from the package unless given.
    struct Adopt: Equatable {
        var name: String?
        var example: Example?
        var modulePrefix: Bool?
        var stores: [String]?
        var features: [String]?
        var created: String?
        var kitRepository: String?
        var packagePath: String?
        var kitPath: String?
        var dryRun = false
    }

    /// `kit`: which kit `new` and `update` copy from.
    struct Kit: Equatable {
        var kitPath: String?
        var json = false
    }

    struct UsageError: Error {
        let message: String
    }

    init(_ arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        guard let first = remaining.popFirst() else {
            self = .help(Help.overview)
            return
        }
        switch first {
        case "-h", "--help", "help":
            let topic = remaining.joined(separator: " ")
            guard topic.isEmpty || Help.commands[topic] != nil else {
                throw UsageError(
                    message:
                        "no help for '\(topic)': use help new, help add feature, help update, help adopt or help kit")
            }
            self = .help(Help.commands[topic] ?? Help.overview)
        case "--version":
            self = .version
        case "new":
            var options = New(name: "")
            var names: [String] = []
            var prefixChoices: Set<String> = []
            let wantsHelp = try Self.parse(
                &remaining, values: ["--output", "--example", "--kit-path", "--store", "--kit-repository"],
                flags: ["--module-prefix", "--no-module-prefix", "--dry-run"]
            ) {
                option, value throws(UsageError) in
                switch option {
                case "--output": options.output = value
                case "--kit-path": options.kitPath = value
                case "--kit-repository": options.kitRepository = try Self.kitRepository(value!)
                case "--store": if !options.stores.contains(value!) { options.stores.append(value!) }
                case "--example": options.example = try Self.example(value!)
                case "--module-prefix", "--no-module-prefix":
                    prefixChoices.insert(option)
                    options.modulePrefix = option == "--module-prefix"
                case "--dry-run": options.dryRun = true
                default: names.append(value!)
                }
            }
            if wantsHelp {
                self = .help(Help.new)
                return
            }
            try Self.one(of: prefixChoices)
            guard options.stores.isEmpty || options.example == .none else {
                throw UsageError(
                    message: "--store needs --example none: the league example shows every store")
            }
            options.name = try Self.one(names, of: "new", usage: "clean-architecture new NAME [--output DIR]")
            self = .new(options)
        case "add":
            guard let what = remaining.popFirst() else {
                throw UsageError(message: "add needs what to add: add feature NAME")
            }
            if what == "-h" || what == "--help" {
                self = .help(Help.add)
                return
            }
            guard what == "feature" else {
                throw UsageError(message: "unknown thing to add '\(what)': use add feature NAME")
            }
            var options = AddFeature(name: "")
            var names: [String] = []
            let wantsHelp = try Self.parse(
                &remaining, values: ["--package-path", "--kit-path"], flags: ["--dry-run", "--allow-shadowing"]
            ) {
                option, value throws(UsageError) in
                switch option {
                case "--package-path": options.packagePath = value
                case "--kit-path": options.kitPath = value
                case "--dry-run": options.dryRun = true
                case "--allow-shadowing": options.allowShadowing = true
                default: names.append(value!)
                }
            }
            if wantsHelp {
                self = .help(Help.addFeature)
                return
            }
            options.name = try Self.one(names, of: "add feature", usage: "clean-architecture add feature NAME")
            self = .addFeature(options)
        case "update":
            var options = Update()
            var format = "text"
            let wantsHelp = try Self.parse(
                &remaining, values: ["--package-path", "--kit-path", "--format"],
                flags: ["--dry-run", "--diff", "--check"]
            ) { option, value throws(UsageError) in
                switch option {
                case "--package-path": options.packagePath = value
                case "--kit-path": options.kitPath = value
                case "--format": format = value!
                case "--dry-run": options.dryRun = true
                case "--diff": options.diff = true
                case "--check": options.check = true
                default: throw UsageError(message: "update takes no NAME: 'clean-architecture update [options]'")
                }
            }
            if wantsHelp {
                self = .help(Help.update)
                return
            }
            options.json = try Self.isJSON(format)
            guard !options.diff || options.dryRun else { throw UsageError(message: "--diff goes with --dry-run") }
            guard !(options.diff && options.json) else {
                throw UsageError(message: "--diff prints text: not with --format json")
            }
            guard !(options.check && options.dryRun) else {
                throw UsageError(message: "--check and --dry-run are two questions: ask one")
            }
            self = .update(options)
        case "adopt":
            var options = Adopt()
            var names: [String] = []
            var prefixChoices: Set<String> = []
            let wantsHelp = try Self.parse(
                &remaining,
                values: [
                    "--example", "--store", "--feature", "--created", "--kit-repository", "--package-path",
                    "--kit-path",
                ],
                flags: ["--module-prefix", "--no-module-prefix", "--dry-run"]
            ) { option, value throws(UsageError) in
                switch option {
                case "--example": options.example = try Self.example(value!)
                case "--store": options.stores = (options.stores ?? []) + [value!]
                case "--feature": options.features = (options.features ?? []) + [value!]
                case "--created":
                    guard value!.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil else {
                        throw UsageError(message: "--created must be a date, YYYY-MM-DD, not '\(value!)'")
                    }
                    options.created = value
                case "--kit-repository": options.kitRepository = try Self.kitRepository(value!)
                case "--package-path": options.packagePath = value
                case "--kit-path": options.kitPath = value
                case "--module-prefix", "--no-module-prefix":
                    prefixChoices.insert(option)
                    options.modulePrefix = option == "--module-prefix"
                case "--dry-run": options.dryRun = true
                default: names.append(value!)
                }
            }
            if wantsHelp {
                self = .help(Help.adopt)
                return
            }
            try Self.one(of: prefixChoices)
            guard names.count <= 1 else {
                throw UsageError(message: "adopt takes one NAME, not \(names.count) (quote a name with spaces)")
            }
            options.name = names.first
            self = .adopt(options)
        case "kit":
            var options = Kit()
            var format = "text"
            let wantsHelp = try Self.parse(&remaining, values: ["--kit-path", "--format"], flags: []) {
                option, value throws(UsageError) in
                switch option {
                case "--kit-path": options.kitPath = value
                case "--format": format = value!
                default: throw UsageError(message: "kit takes no NAME: 'clean-architecture kit [options]'")
                }
            }
            if wantsHelp {
                self = .help(Help.kit)
                return
            }
            options.json = try Self.isJSON(format)
            self = .kit(options)
        default:
            throw UsageError(message: "unknown command '\(first)': use new, add feature, update, adopt or kit")
        }
    }

    /// Whether `--format`'s value asks for JSON (else text).
    static func isJSON(_ format: String) throws(UsageError) -> Bool {
        guard ["text", "json"].contains(format) else {
            throw UsageError(message: "--format must be text or json, not '\(format)'")
        }
        return format == "json"
    }

    /// `--example`'s value.
    static func example(_ value: String) throws(UsageError) -> Example {
        guard let example = Example(rawValue: value) else {
            throw UsageError(message: "--example must be league or none, not '\(value)'")
        }
        return example
    }

    /// Refuses both `--module-prefix` and `--no-module-prefix`.
    static func one(of prefixChoices: Set<String>) throws(UsageError) {
        guard prefixChoices.count < 2 else {
            throw UsageError(message: "--module-prefix and --no-module-prefix contradict each other: give one")
        }
    }

    /// `--kit-repository`'s value as a web address: `https://HOST/OWNER/NAME`.
    static func kitRepository(_ value: String) throws(UsageError) -> String {
        guard let address = KitIdentity.webAddress(ofRemote: value), value.hasPrefix("https://") else {
            throw UsageError(
                message:
                    "--kit-repository must be the kit's repository as an https URL (https://github.com/OWNER/NAME), whose releases hold its checker, not '\(value)'"
            )
        }
        return address
    }

    /// The one NAME a command takes.
    private static func one(_ names: [String], of command: String, usage: String) throws(UsageError) -> String {
        guard names.count == 1 else {
            throw UsageError(
                message: names.isEmpty
                    ? "\(command) needs a NAME: \(usage)"
                    : "\(command) takes one NAME, not \(names.count) (quote a name with spaces)")
        }
        return names[0]
    }

    /// Reads options (`--name value`, `--name=value`, flags) and positional words (option `""`)
    /// until the end; `--` makes the rest positional.
    /// - Returns: whether `-h` or `--help` stopped the reading.
    private static func parse(
        _ remaining: inout ArraySlice<String>, values: Set<String>, flags: Set<String>,
        _ handle: (String, String?) throws(UsageError) -> Void
    ) throws(UsageError) -> Bool {
        var cursor = ArgumentCursor(remaining)
        defer { remaining = [] }
        while let argument = cursor.next() {
            switch argument {
            case .help:
                return true
            case .positional(let word):
                try handle("", word)
            case .option(let option, let inline, _):
                if flags.contains(option) {
                    guard inline == nil else { throw UsageError(message: "\(option) takes no value") }
                    try handle(option, nil)
                } else if values.contains(option) {
                    guard let value = cursor.value(inline: inline) else {
                        throw UsageError(message: "\(option) needs a value")
                    }
                    try handle(option, value)
                } else {
                    throw UsageError(message: "unknown option '\(option)'")
                }
            }
        }
        return false
    }
}
