/// The violations a package had when it adopted the checker, so that only new ones fail.
///
/// Entries are keyed by rule, target, file and module, without line numbers, so that moving code
/// does not change them (a reference rule's by the declaration's name and file too); `count` is
/// how many diagnostics share the key. The file is written
/// sorted, one entry per line, so that its diffs read well:
///
/// ```json
/// {
///   "version": 1,
///   "violations": [
///     {"rule": "outward-dependency", "target": "UseCases", "file": "Sources/UseCases/A.swift", "module": "Web", "count": 1}
///   ]
/// }
/// ```
public struct Baseline: Sendable {
    /// The rule about the baseline itself.
    static let descriptions = [
        RuleDescription(
            .staleBaseline, .warning, summary: "a baseline entry that no violation matches any more",
            help:
                "The baseline only shrinks: an entry whose violation is fixed must leave it, or the violation could come back unnoticed. Run `dependency-rule check --update-baseline FILE` (not in CI) to rewrite the baseline, or delete the entry."
        )
    ]

    /// One key and how many diagnostics it stands for.
    public struct Entry: Hashable, Sendable {
        public var rule: RuleID
        public var target: String
        public var file: String
        public var module: String?
        /// For a reference rule: the declaration named, and its file.
        public var declaration: String?
        public var declarationFile: String?
        public var count: Int
        /// Where the entry is in the baseline file, when it was read from one.
        var line: Int?
        var column: Int?

        var key: Key {
            Key(
                rule: rule, target: target, file: file, module: module, declaration: declaration,
                declarationFile: declarationFile)
        }
    }

    struct Key: Hashable {
        let rule: RuleID
        let target: String
        let file: String
        let module: String?
        let declaration: String?
        let declarationFile: String?

        init(
            rule: RuleID, target: String, file: String, module: String?, declaration: String? = nil,
            declarationFile: String? = nil
        ) {
            self.rule = rule
            self.target = target
            self.file = file
            self.module = module
            self.declaration = declaration
            self.declarationFile = declarationFile
        }

        init(_ diagnostic: Diagnostic) {
            // Every architectural finding is about a target.
            self.init(
                rule: diagnostic.rule, target: diagnostic.target ?? "", file: diagnostic.file,
                module: diagnostic.module, declaration: diagnostic.declaration?.name,
                declarationFile: diagnostic.declaration?.file)
        }
    }

    /// Sorted by file, target, rule and module; one entry per key.
    public let entries: [Entry]

    /// The baseline that records `diagnostics` (those of architectural rules).
    public init(recording diagnostics: [Diagnostic]) {
        var counts: [Key: Int] = [:]
        for diagnostic in diagnostics where diagnostic.rule.isArchitectural { counts[Key(diagnostic), default: 0] += 1 }
        self.init(
            counts.map {
                Entry(
                    rule: $0.rule, target: $0.target, file: $0.file, module: $0.module, declaration: $0.declaration,
                    declarationFile: $0.declarationFile, count: $1)
            })
    }

    private init(_ entries: [Entry]) {
        self.entries = entries.sorted {
            ($0.file, $0.target, $0.rule.rawValue, $0.module ?? "", $0.declarationFile ?? "", $0.declaration ?? "") < (
                $1.file, $1.target, $1.rule.rawValue, $1.module ?? "", $1.declarationFile ?? "", $1.declaration ?? ""
            )
        }
    }

    /// Reads a baseline file; `displayPath` names it in errors and stale-entry diagnostics.
    public static func load(path: String, displayPath: String) throws(CheckError) -> Baseline {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path)
        } catch {
            throw CheckError(
                "cannot read the baseline: \(error.message) (create it with --update-baseline)", file: displayPath)
        }
        return try parse(bytes, file: displayPath)
    }

    /// Parses the bytes of a baseline file called `file`.
    public static func parse(_ bytes: [UInt8], file: String) throws(CheckError) -> Baseline {
        let root = try JSONValue.parse(bytes, file: file)
        let reader = JSONReader(file: file)
        let members = try reader.object(root, allowed: ["version", "violations"], what: "the baseline")
        guard let version = members["version"], try reader.integer(version, what: "\"version\"", minimum: 0) == 1
        else {
            throw reader.error(
                "the baseline needs \"version\": 1 (this is dependency-rule \(DependencyRuleCommand.version))", at: root
            )
        }
        var entries: [Entry] = []
        var seen: Set<Key> = []
        for element in try reader.array(
            members["violations"] ?? .init(value: .array([]), line: 1, column: 1), what: "\"violations\"")
        {
            let fields = try reader.object(
                element, allowed: ["rule", "target", "file", "module", "declaration", "declarationFile", "count"],
                what: "a baseline entry")
            func text(_ name: String) throws(CheckError) -> String {
                guard let value = fields[name] else {
                    throw reader.error("a baseline entry needs \"\(name)\"", at: element)
                }
                return try reader.string(value, what: "\"\(name)\"")
            }
            let ruleName = try text("rule")
            guard let rule = RuleID(rawValue: ruleName), rule.isArchitectural else {
                throw reader.error("unknown rule '\(ruleName)' in the baseline", at: fields["rule"]!)
            }
            let module = try fields["module"].map { (value) throws(CheckError) in
                try reader.string(value, what: "\"module\"")
            }
            let count =
                try fields["count"].map { (value) throws(CheckError) in
                    try reader.integer(value, what: "\"count\"", minimum: 1)
                } ?? 1
            let declaration = try fields["declaration"].map { (value) throws(CheckError) in
                try reader.string(value, what: "\"declaration\"")
            }
            let declarationFile = try fields["declarationFile"].map { (value) throws(CheckError) in
                try reader.string(value, what: "\"declarationFile\"")
            }
            let entry = Entry(
                rule: rule, target: try text("target"), file: try text("file"), module: module,
                declaration: declaration, declarationFile: declarationFile, count: count, line: element.line,
                column: element.column)
            guard seen.insert(entry.key).inserted else {
                throw reader.error("this entry is in the baseline twice: merge them and add up \"count\"", at: element)
            }
            entries.append(entry)
        }
        return Baseline(entries)
    }

    /// The file's text: sorted, one entry per line, a final newline.
    public var text: String {
        var lines: [String] = []
        for entry in entries {
            var fields = [
                ("rule", JSONOutput.string(entry.rule.rawValue)), ("target", .string(entry.target)),
                ("file", .string(entry.file)),
            ]
            if let module = entry.module { fields.append(("module", .string(module))) }
            if let declaration = entry.declaration { fields.append(("declaration", .string(declaration))) }
            if let file = entry.declarationFile { fields.append(("declarationFile", .string(file))) }
            fields.append(("count", .integer(entry.count)))
            lines.append("    " + JSONOutput.object(fields).compactText)
        }
        let list = lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n  ]"
        return "{\n  \"version\": 1,\n  \"violations\": \(list)\n}\n"
    }

    /// Takes out the diagnostics the baseline records (the first `count` of each key, in reading
    /// order), and reports its stale entries as `stale-baseline` warnings located in `file`.
    public func apply(to diagnostics: [Diagnostic], file: String) -> (diagnostics: [Diagnostic], baselined: Int) {
        var remaining = Dictionary(entries.map { ($0.key, $0.count) }, uniquingKeysWith: +)
        var kept: [Diagnostic] = []
        var baselined = 0
        for diagnostic in diagnostics {
            let key = Key(diagnostic)
            if diagnostic.rule.isArchitectural, let left = remaining[key], left > 0 {
                remaining[key] = left - 1
                baselined += 1
            } else {
                kept.append(diagnostic)
            }
        }
        for entry in entries {
            let left = remaining[entry.key] ?? 0
            guard left > 0 else { continue }
            let what =
                "\(entry.rule.rawValue) of '\(entry.target)' in \(entry.file)\(entry.module.map { " (\($0))" } ?? "")"
                + (entry.declaration.map { " naming '\($0)'" } ?? "")
            let message =
                left == entry.count
                ? "baseline entry \(what) matches no violation any more: remove it from the baseline (or rewrite it with --update-baseline)"
                : "baseline entry \(what) records \(entry.count) violations but \(entry.count - left) remain: lower its \"count\" to \(entry.count - left) (or rewrite it with --update-baseline)"
            kept.append(
                Diagnostic(
                    rule: .staleBaseline, message: message, file: file, line: entry.line, column: entry.column,
                    target: entry.target, module: entry.module))
        }
        return (Diagnostic.sorted(kept), baselined)
    }
}
