/// What the checker enforces: the layers (innermost first), the test-support targets, and the
/// targets that stand outside the architecture.
///
/// Read from `dependency-rules.json` at the package root (or `--config FILE`):
///
/// ```json
/// {
///   "layers": [
///     { "name": "Entities", "targets": ["Entities"], "allowedImports": [] },
///     { "name": "FrameworksAndDrivers", "targets": ["FrameworksAndDrivers", "Driver*"] }
///   ],
///   "testSupport": ["Fakes"],
///   "unlayered": ["DependencyRule", "dependency-rule"]
/// }
/// ```
///
/// Without a file, the layers are `Entities`, `UseCases`, `InterfaceAdapters` and
/// `FrameworksAndDrivers`, each holding the target of the same name if there is one.
public struct Configuration: Sendable {
    /// One layer: its targets and folders, or its parts.
    public struct Layer: Sendable {
        public var name: String
        public var targets: [TargetPattern]
        /// `"paths"`: folders of targets that the layers split (folder layers).
        public var paths: [PathPattern] = []
        /// Modules from outside the package the layer may import; `nil` for any.
        public var allowedImports: Set<String>?
        /// Siblings that make the layer instead of `targets` (Presentation and Data of one ring):
        /// a target may depend on inner layers and its own part, never on a sibling part.
        public var parts: [Part] = []
        /// Where the layer was declared, for messages.
        var line: Int?
        var column: Int?
    }

    /// A part of a layer: a name unique in the configuration, its targets, and the modules it may
    /// import from outside (`nil`: the layer's).
    public struct Part: Sendable {
        public var name: String
        public var targets: [TargetPattern]
        public var allowedImports: Set<String>?
        /// `"paths"`: folders of split targets that make the part.
        public var paths: [PathPattern] = []
        var line: Int?
        var column: Int?
    }

    /// `"independent"`: a pattern (`"*Feature"`), or an object `{"targets": ["*Feature"],
    /// "except": ["AppFeature"]}` whose targets patterns make the group, less its exceptions
    /// (the features that compose the others); or folders: `{"paths": ["App/Features/*"]}` (each
    /// folder a pattern matches is a sibling) or `{"parts": [{"name": "League", "paths": […]}, …]}`
    /// (named siblings that may span folders and modules).
    public struct IndependentGroup: Sendable {
        public var targets: [TargetPattern]
        public var except: [TargetPattern] = []
        /// Each folder these match is a sibling.
        public var paths: [PathPattern] = []
        /// Named siblings, each made of the files its paths hold.
        public var parts: [FolderPart] = []
        /// For folders: the files that compose the siblings (an app's list of features), in none.
        public var exceptPaths: [PathPattern] = []
        var line: Int?
        var column: Int?

        /// A named sibling of folders.
        public struct FolderPart: Sendable {
            public var name: String
            public var paths: [PathPattern]
        }

        /// Whether its siblings are folders (`"paths"` or `"parts"`), not targets.
        public var isFolders: Bool { !paths.isEmpty || !parts.isEmpty }

        public init(targets: [TargetPattern], except: [TargetPattern] = []) {
            self.targets = targets
            self.except = except
        }

        /// How messages and the graph name the group: `*Feature`, or `*Feature except AppFeature`;
        /// for folders, their patterns or their parts' names.
        public var name: String {
            if !parts.isEmpty { return parts.map(\.name).joined(separator: ", ") }
            let included = (targets.map(\.text) + paths.map(\.pattern.text)).joined(separator: ", ")
            return except.isEmpty ? included : included + " except " + except.map(\.text).joined(separator: ", ")
        }

        /// Whether the group holds `target`.
        public func contains(_ target: String) -> Bool {
            targets.contains { $0.matches(target) } && !except.contains { $0.matches(target) }
        }
    }

    /// What `"rules"` may set a rule to.
    public enum RuleSetting: String, Sendable, CaseIterable {
        case error, warning, off
    }

    public var layers: [Layer]
    public var testSupport: [TargetPattern]
    public var unlayered: [TargetPattern]
    /// Groups of targets that must not depend on each other.
    public var independent: [IndependentGroup] = []
    /// Targets and products that are linked for what they add (conformances, live
    /// implementations) rather than imported: a declared dependency on one is never unused.
    public var linkOnly: [TargetPattern] = []
    /// Severities set by the configuration, by rule; the others keep their default.
    public var rules: [RuleID: RuleSetting] = [:]
    /// `"allow"`: suppressions of findings about an Xcode target's declarations, which cannot be
    /// written in `project.pbxproj` (Xcode rewrites it): each a rule, the target, the dependency
    /// (as the finding names it, or as the project does) and why.
    public var allow: [Allowance] = []

    /// One entry of `"allow"`.
    public struct Allowance: Sendable {
        /// The rule it suppresses (an architectural one).
        public var rule: RuleID
        /// The Xcode target whose declaration the finding is about.
        public var target: TargetPattern
        /// The finding's module, or the name the project gives the dependency (a product's).
        public var dependency: String
        /// Why the finding is allowed; never empty.
        public var reason: String
        var line: Int?
        var column: Int?
    }

    /// `"members"`: the packages' folders and `.xcodeproj` bundles of a workspace (paths or globs,
    /// relative to the configuration file); `nil` when absent (the members are discovered).
    public var members: [TargetPattern]?
    /// `"exclude"`: folders and files left out of every rule (globs relative to the configuration
    /// file, as `"members"` are): vendored code, submodules, generated files.
    public var exclude: [TargetPattern] = []
    /// `"strict": true`: every check is `check --strict` (every warning an error), wherever it is
    /// run from — the build-tool plugin, which takes no options, included.
    public var strict = false
    /// The file it was read from; `nil` for the default.
    public var file: String?
    /// The folder its path patterns are relative to (the file's, absolute); `nil` for the
    /// package root.
    public var folder: String?

    /// The layer names used without a configuration file, innermost first.
    public static let defaultLayerNames = ["Entities", "UseCases", "InterfaceAdapters", "FrameworksAndDrivers"]

    /// The configuration used when the package has no file.
    public static let standard = Configuration(
        layers: defaultLayerNames.map { Layer(name: $0, targets: [TargetPattern($0)], allowedImports: nil) },
        testSupport: [], unlayered: [], file: nil)

    /// The standard library's own modules: always allowed, whatever `allowedImports` says.
    public static let standardLibraryModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Synchronization", "Distributed", "Observation",
        "_Differentiation",
    ]

    /// The file name looked for at the package root.
    public static let fileName = "dependency-rules.json"

    /// Reads `path`; every problem names the file and the place in it.
    public static func load(path: String, displayPath: String) throws(CheckError) -> Configuration {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path)
        } catch {
            throw CheckError("cannot read the configuration: \(error.message)", file: displayPath)
        }
        var configuration = try parse(bytes, file: displayPath)
        // Its paths are relative to the folder it is in, wherever a link to it is.
        configuration.folder = Path.resolved(Path.parent(of: path))
        return configuration
    }

    /// Whether any layer, part or independent group holds folders (`"paths"`): the rules about
    /// references then run.
    public var hasFolders: Bool {
        layers.contains { !$0.paths.isEmpty || $0.parts.contains { !$0.paths.isEmpty } }
            || independent.contains(where: \.isFolders)
    }

    /// Parses the bytes of a configuration file called `file`.
    public static func parse(_ bytes: [UInt8], file: String) throws(CheckError) -> Configuration {
        let root = try JSONValue.parse(bytes, file: file)
        let reader = JSONReader(file: file)
        let members = try reader.object(
            root,
            allowed: [
                "layers", "testSupport", "unlayered", "independent", "linkOnly", "rules", "strict", "members", "allow",
                "exclude",
            ],
            what: "the configuration")
        guard let layersValue = members["layers"] else {
            throw reader.error("the configuration needs \"layers\": a list of layers, innermost first", at: root)
        }
        var layers: [Layer] = []
        var partNames: Set<String> = []
        for layerValue in try reader.array(layersValue, what: "\"layers\"") {
            let fields = try reader.object(
                layerValue, allowed: ["name", "targets", "paths", "parts", "allowedImports"], what: "a layer")
            guard let nameValue = fields["name"] else { throw reader.error("a layer needs a \"name\"", at: layerValue) }
            let name = try reader.string(nameValue, what: "a layer's \"name\"")
            guard !name.isEmpty else { throw reader.error("a layer's \"name\" must not be empty", at: nameValue) }
            if layers.contains(where: { $0.name == name }) {
                throw reader.error("layer '\(name)' is declared twice", at: nameValue)
            }
            let allowed = try fields["allowedImports"].map { (value) throws(CheckError) in
                Set(try reader.strings(value, what: "\"allowedImports\" of layer '\(name)'").map(\.text))
            }
            var layer = Layer(
                name: name, targets: [], allowedImports: allowed, line: layerValue.line, column: layerValue.column)
            let holdsTargetsOrPaths = fields["targets"] != nil || fields["paths"] != nil
            switch (holdsTargetsOrPaths, fields["parts"]) {
            case (true, nil):
                if let targetsValue = fields["targets"] {
                    layer.targets = try reader.strings(targetsValue, what: "\"targets\" of layer '\(name)'")
                    guard !layer.targets.isEmpty else {
                        throw reader.error(
                            "\"targets\" of layer '\(name)' is empty: a layer with no target checks nothing; name its targets, or remove the layer",
                            at: targetsValue)
                    }
                }
                if let pathsValue = fields["paths"] {
                    layer.paths = try paths(pathsValue, of: "layer '\(name)'", reader: reader)
                }
            case (false, let partsValue?):
                layer.parts = try parseParts(partsValue, of: name, names: &partNames, reader: reader)
            case (true, let partsValue?):
                throw reader.error(
                    "layer '\(name)' has both \"parts\" and \"targets\" or \"paths\": a layer is made of its own targets and folders, or of parts",
                    at: partsValue)
            case (false, nil):
                throw reader.error(
                    "layer '\(name)' needs \"targets\" (target names or globs such as \"Infra*\"), \"paths\" (folders such as \"App/Domain/**\") or \"parts\"",
                    at: layerValue)
            }
            layers.append(layer)
        }
        var configuration = Configuration(
            layers: layers,
            testSupport: try members["testSupport"].map { (value) throws(CheckError) in
                try reader.strings(value, what: "\"testSupport\"")
            } ?? [],
            unlayered: try members["unlayered"].map { (value) throws(CheckError) in
                try reader.strings(value, what: "\"unlayered\"")
            } ?? [],
            file: file)
        if let value = members["independent"] {
            configuration.independent = try parseIndependent(value, reader: reader)
        }
        if let value = members["linkOnly"] {
            configuration.linkOnly = try reader.strings(value, what: "\"linkOnly\"")
        }
        if let value = members["rules"] {
            configuration.rules = try parseRules(value, reader: reader)
        }
        if let value = members["members"] {
            configuration.members = try reader.strings(value, what: "\"members\"")
        }
        if let value = members["exclude"] {
            configuration.exclude = try reader.strings(value, what: "\"exclude\"")
        }
        if let value = members["allow"] {
            configuration.allow = try parseAllow(value, reader: reader)
        }
        if let value = members["strict"] {
            guard case .bool(let strict) = value.value else {
                throw reader.error("\"strict\" must be true or false, not \(value.value.kindDescription)", at: value)
            }
            configuration.strict = strict
        }
        // Last, so that a mistake elsewhere in the file is named first.
        guard !layers.isEmpty else {
            throw reader.error(
                "\"layers\" is empty: with no layer nothing is checked; list the layers, innermost first",
                at: layersValue)
        }
        return configuration
    }

    /// `"parts": [{"name": "Presentation", "targets": ["*UI"]}, …]` of layer `layer`; part names
    /// are unique in the configuration (`names` holds those seen).
    private static func parseParts(
        _ value: JSONValue.Located, of layer: String, names: inout Set<String>, reader: JSONReader
    ) throws(CheckError) -> [Part] {
        var parts: [Part] = []
        for partValue in try reader.array(value, what: "\"parts\" of layer '\(layer)'") {
            let fields = try reader.object(
                partValue, allowed: ["name", "targets", "paths", "allowedImports"], what: "a part")
            guard let nameValue = fields["name"] else {
                throw reader.error("a part of layer '\(layer)' needs a \"name\"", at: partValue)
            }
            let name = try reader.string(nameValue, what: "a part's \"name\"")
            guard !name.isEmpty else { throw reader.error("a part's \"name\" must not be empty", at: nameValue) }
            guard names.insert(name).inserted else {
                throw reader.error(
                    "part '\(name)' is declared twice: part names are unique in the configuration", at: nameValue)
            }
            guard fields["targets"] != nil || fields["paths"] != nil else {
                throw reader.error("part '\(layer)/\(name)' needs \"targets\" or \"paths\"", at: partValue)
            }
            var targets: [TargetPattern] = []
            if let targetsValue = fields["targets"] {
                targets = try reader.strings(targetsValue, what: "\"targets\" of part '\(layer)/\(name)'")
                guard !targets.isEmpty else {
                    throw reader.error(
                        "\"targets\" of part '\(layer)/\(name)' is empty: a part with no target checks nothing",
                        at: targetsValue)
                }
            }
            let folders = try fields["paths"].map { (value) throws(CheckError) in
                try paths(value, of: "part '\(layer)/\(name)'", reader: reader)
            }
            let allowed = try fields["allowedImports"].map { (value) throws(CheckError) in
                Set(try reader.strings(value, what: "\"allowedImports\" of part '\(layer)/\(name)'").map(\.text))
            }
            var part = Part(
                name: name, targets: targets, allowedImports: allowed, line: partValue.line, column: partValue.column)
            part.paths = folders ?? []
            parts.append(part)
        }
        guard parts.count >= 2 else {
            throw reader.error(
                "\"parts\" of layer '\(layer)' needs two parts or more: parts are siblings that may not depend on each other",
                at: value)
        }
        return parts
    }

    /// `"independent": ["*Client", {"targets": ["*Feature"], "except": ["AppFeature"]}]`.
    private static func parseIndependent(
        _ value: JSONValue.Located, reader: JSONReader
    ) throws(CheckError) -> [IndependentGroup] {
        var groups: [IndependentGroup] = []
        for element in try reader.array(value, what: "\"independent\"") {
            var group: IndependentGroup
            switch element.value {
            case .string(let text):
                guard !text.isEmpty else { throw reader.error("an entry of \"independent\" is empty", at: element) }
                group = IndependentGroup(targets: [TargetPattern(text, line: element.line, column: element.column)])
            case .object:
                let fields = try reader.object(
                    element, allowed: ["targets", "except", "paths", "parts"], what: "an entry of \"independent\"")
                let kinds = ["targets", "paths", "parts"].filter { fields[$0] != nil }
                guard kinds.count == 1 else {
                    throw reader.error(
                        kinds.isEmpty
                            ? "an entry of \"independent\" needs \"targets\" (patterns such as \"*Feature\"), \"paths\" (folders such as \"App/Features/*\") or \"parts\""
                            : "an entry of \"independent\" has \(kinds.map { "\"\($0)\"" }.joined(separator: " and ")): give one of them",
                        at: element)
                }
                if fields["targets"] == nil {
                    group = IndependentGroup(targets: [])
                    if let except = fields["except"] {
                        group.exceptPaths = try paths(
                            except, of: "\"except\" of an entry of \"independent\"", reader: reader)
                    }
                    if let pathsValue = fields["paths"] {
                        group.paths = try paths(pathsValue, of: "an entry of \"independent\"", reader: reader)
                        // Each folder the pattern matches is a sibling: `**` at its end would make one.
                        for pattern in group.paths where pattern.pattern.text.hasSuffix("**") {
                            throw CheckError(
                                "\"paths\" of an entry of \"independent\": '\(pattern.pattern.text)' ends in '**', which makes all it holds one sibling; end it with the siblings' folders, such as 'App/Features/*'",
                                file: reader.file, line: pattern.pattern.line, column: pattern.pattern.column)
                        }
                    } else if let partsValue = fields["parts"] {
                        group.parts = try folderParts(partsValue, reader: reader)
                    }
                    group.line = element.line
                    group.column = element.column
                    groups.append(group)
                    continue
                }
                let targets = fields["targets"]!
                group = IndependentGroup(
                    targets: try reader.strings(targets, what: "\"targets\" of an entry of \"independent\""),
                    except: try fields["except"].map { (value) throws(CheckError) in
                        try reader.strings(value, what: "\"except\" of an entry of \"independent\"")
                    } ?? [])
                guard !group.targets.isEmpty else {
                    throw reader.error("\"targets\" of an entry of \"independent\" is empty", at: targets)
                }
            default:
                throw reader.error(
                    "each entry of \"independent\" must be a pattern such as \"*Feature\" or an object {\"targets\": [...], \"except\": [...]}, not \(element.value.kindDescription)",
                    at: element)
            }
            group.line = element.line
            group.column = element.column
            groups.append(group)
        }
        return groups
    }

    /// `"paths"` of `owner`: a non-empty list of path patterns.
    private static func paths(
        _ value: JSONValue.Located, of owner: String, reader: JSONReader
    ) throws(CheckError) -> [PathPattern] {
        let patterns = try reader.strings(value, what: "\"paths\" of \(owner)")
        guard !patterns.isEmpty else {
            throw reader.error("\"paths\" of \(owner) is empty: name its folders, such as \"App/Domain/**\"", at: value)
        }
        for pattern in patterns where pattern.text.isEmpty || pattern.text.hasPrefix("/") {
            throw CheckError(
                "\"paths\" of \(owner): '\(pattern.text)' must be a path relative to the configuration's folder",
                file: reader.file, line: pattern.line, column: pattern.column)
        }
        return patterns.map(PathPattern.init)
    }

    /// `"parts": [{"name": "League", "paths": ["Sources/*/League/**"]}, …]` of an independent entry.
    private static func folderParts(
        _ value: JSONValue.Located, reader: JSONReader
    ) throws(CheckError) -> [IndependentGroup.FolderPart] {
        var parts: [IndependentGroup.FolderPart] = []
        for element in try reader.array(value, what: "\"parts\" of an entry of \"independent\"") {
            let fields = try reader.object(
                element, allowed: ["name", "paths"], what: "a part of an entry of \"independent\"")
            guard let nameValue = fields["name"], let pathsValue = fields["paths"] else {
                throw reader.error(
                    "a part of an entry of \"independent\" needs \"name\" and \"paths\": {\"name\": \"League\", \"paths\": [\"Sources/*/League/**\"]}",
                    at: element)
            }
            let name = try reader.string(nameValue, what: "a part's \"name\"")
            guard !name.isEmpty, !parts.contains(where: { $0.name == name }) else {
                throw reader.error(
                    name.isEmpty
                        ? "a part's \"name\" must not be empty" : "part '\(name)' is named twice in this entry",
                    at: nameValue)
            }
            parts.append(.init(name: name, paths: try paths(pathsValue, of: "part '\(name)'", reader: reader)))
        }
        // One part is allowed: a package's first feature, which `add feature` gives siblings.
        guard !parts.isEmpty else {
            throw reader.error(
                "\"parts\" of an entry of \"independent\" is empty: name the siblings that may not name each other's declarations",
                at: value)
        }
        return parts
    }

    /// `"allow": [{"rule": "unused-dependency", "target": "App", "dependency": "Analytics",
    /// "reason": "…"}]`.
    private static func parseAllow(_ value: JSONValue.Located, reader: JSONReader) throws(CheckError) -> [Allowance] {
        var allowances: [Allowance] = []
        for element in try reader.array(value, what: "\"allow\"") {
            let fields = try reader.object(
                element, allowed: ["rule", "target", "dependency", "reason"], what: "an entry of \"allow\"")
            for key in ["rule", "target", "dependency", "reason"] where fields[key] == nil {
                throw reader.error(
                    "an entry of \"allow\" needs \"\(key)\": {\"rule\": …, \"target\": …, \"dependency\": …, \"reason\": …}",
                    at: element)
            }
            let id = try reader.string(fields["rule"]!, what: "\"rule\" of an entry of \"allow\"")
            guard let rule = RuleID(rawValue: id), rule.isArchitectural else {
                let settable = RuleID.allCases.filter(\.isArchitectural).map(\.rawValue)
                throw reader.error(
                    "\"allow\" can suppress \(settable.joined(separator: ", ")), not '\(id)'", at: fields["rule"]!)
            }
            let target = try reader.string(fields["target"]!, what: "\"target\" of an entry of \"allow\"")
            let dependency = try reader.string(fields["dependency"]!, what: "\"dependency\" of an entry of \"allow\"")
            let reason = try reader.string(fields["reason"]!, what: "\"reason\" of an entry of \"allow\"")
            guard !reason.trimmingSpaces().isEmpty else {
                throw reader.error(
                    "an entry of \"allow\" gives no reason: say why the finding is allowed", at: fields["reason"]!)
            }
            let targetValue = fields["target"]!
            allowances.append(
                Allowance(
                    rule: rule, target: TargetPattern(target, line: targetValue.line, column: targetValue.column),
                    dependency: dependency, reason: reason, line: element.line, column: element.column))
        }
        return allowances
    }

    /// `"rules": { "unused-dependency": "error", "implicit-import": "off" }`.
    private static func parseRules(
        _ value: JSONValue.Located, reader: JSONReader
    ) throws(CheckError) -> [RuleID: RuleSetting] {
        guard case .object(let members) = value.value else {
            throw reader.error(
                "\"rules\" must be an object of rule ids and severities, not \(value.value.kindDescription)", at: value)
        }
        let settable = RuleID.allCases.filter(\.isArchitectural).map(\.rawValue)
        var rules: [RuleID: RuleSetting] = [:]
        for (key, member) in members {
            let id = key.string ?? ""
            guard let rule = RuleID(rawValue: id) else {
                throw reader.error(
                    "unknown rule '\(id)' in \"rules\": expected one of \(settable.joined(separator: ", "))", at: key)
            }
            guard rule.isArchitectural else {
                throw reader.error(
                    "'\(id)' cannot be set in \"rules\": the rules about suppressions, baselines and the package's files keep their severity",
                    at: key)
            }
            let text = try reader.string(member, what: "the severity of '\(id)'")
            guard let setting = RuleSetting(rawValue: text) else {
                throw reader.error(
                    "the severity of '\(id)' must be \"error\", \"warning\" or \"off\", not '\(text)'", at: member)
            }
            rules[rule] = setting
        }
        return rules
    }
}

/// A target name, or a glob over target names with `*` (any run of characters) and `?` (one); `\`
/// makes the character after it plain (`Kit\?` is the name `Kit?`).
public struct TargetPattern: Hashable, Sendable, CustomStringConvertible {
    public let text: String
    var line: Int?
    var column: Int?
    /// The pattern's parts when it holds `*`, `?` or `\`, made once; `nil` for a plain name.
    private let wildcard: [Part]?

    private enum Part: Hashable, Sendable {
        case scalar(Unicode.Scalar)
        /// `?`
        case one
        /// `*`
        case any
    }

    public init(_ text: String) {
        self.text = text
        let isPlain = !text.utf8.contains {
            $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "\\")
        }
        wildcard = isPlain ? nil : Self.parts(of: text)
    }

    init(_ text: String, line: Int, column: Int) {
        self.init(text)
        self.line = line
        self.column = column
    }

    private static func parts(of text: String) -> [Part] {
        var parts: [Part] = []
        var escaped = false
        for scalar in text.unicodeScalars {
            if escaped {
                parts.append(.scalar(scalar))
                escaped = false
                continue
            }
            switch scalar {
            case "\\": escaped = true
            case "*": parts.append(.any)
            case "?": parts.append(.one)
            default: parts.append(.scalar(scalar))
            }
        }
        if escaped { parts.append(.scalar("\\")) }
        return parts
    }

    /// `name` as a pattern that matches it alone: `*`, `?` and `\` made plain.
    public static func escaped(_ name: String) -> String {
        guard name.contains(where: { $0 == "*" || $0 == "?" || $0 == "\\" }) else { return name }
        return String(name.flatMap { $0 == "*" || $0 == "?" || $0 == "\\" ? ["\\", $0] : [$0] })
    }

    public var description: String { text }

    public func matches(_ name: String) -> Bool {
        // A plain name (most patterns, every part of most paths) is compared as it is.
        guard let wildcard else { return text == name }
        return Self.match(wildcard[...], Array(name.unicodeScalars)[...])
    }

    /// Whether it matches `target` by any of its names: in a workspace its name, its name in its
    /// member and `Member/Target` (``PackageTarget/names``).
    public func matches(_ target: PackageTarget) -> Bool {
        target.names.contains(where: matches)
    }

    /// Glob matching with backtracking on the last `*` only: linear in practice, never exponential.
    private static func match(_ pattern: ArraySlice<Part>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex
        var n = name.startIndex
        var star: (pattern: Int, name: Int)?
        while n < name.endIndex {
            if p < pattern.endIndex, pattern[p] == .one || pattern[p] == .scalar(name[n]) {
                p += 1
                n += 1
            } else if p < pattern.endIndex, pattern[p] == .any {
                star = (p, n)
                p += 1
            } else if let last = star {
                p = last.pattern + 1
                n = last.name + 1
                star = (last.pattern, last.name + 1)
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == .any { p += 1 }
        return p == pattern.endIndex
    }
}
