import DependencyRule
import Foundation

/// What `adopt` reads of a package made before the lock existed, to render it again: every input
/// of the render, each from the option given or else from the package itself — the name from
/// `Package.swift`, the example and the prefix from its folders, the stores from its `Databases/`,
/// the features from its list of features (in order), the date from its first decision record,
/// the kit's repository from its workflow.
struct AdoptedPackage {
    /// The lock that `adopt` writes.
    let lock: TemplateLock
    /// What was read and what was given, for the user to check.
    let summary: String

    init(root: String, kit: KitSource, options: AdoptCommand, identity: KitIdentity) throws(GenerationError) {
        let files = FileManager.default
        let sources = (try? files.contentsOfDirectory(atPath: Path.appending("Sources", to: root))) ?? []
        var notes: [String] = []
        func note(_ what: String, _ value: String, given: Bool) {
            notes.append("  \(what): \(value)\(given ? "" : " (read from the package)")")
        }

        // The name, and from it the prefix the folders should carry.
        let name: String
        if let given = options.name {
            name = given
        } else {
            let manifest =
                (try? String(contentsOfFile: Path.appending("Package.swift", to: root), encoding: .utf8)) ?? ""
            guard let read = Self.packageName(in: manifest) else {
                throw GenerationError(
                    "cannot read the package's name from \(root)/Package.swift: give it, 'clean-architecture adopt NAME'"
                )
            }
            name = read
        }
        note("name", name, given: options.name != nil)
        let project: ProjectName
        do {
            project = try ProjectName(name)
        } catch {
            throw GenerationError("\(error)")
        }
        let modulePrefix = options.modulePrefix ?? sources.contains(project.typeName + "Entities")
        note("module prefix", modulePrefix ? project.typeName : "none", given: options.modulePrefix != nil)
        let prefix = modulePrefix ? project.typeName : ""
        guard sources.contains(prefix + "Entities") else {
            throw GenerationError(
                "\(root) has no Sources/\(prefix)Entities: it is not laid out like a package made by 'clean-architecture new' named \(name)\(modulePrefix ? "" : " without the prefix")"
            )
        }
        let drivers = "Sources/\(prefix)\(StoreSelection.target)"
        let example =
            options.example
            ?? (files.fileExists(atPath: Path.appending(drivers + "/League", to: root)) ? .league : .none)
        note("example", example.rawValue, given: options.example != nil)

        // The stores: the kit's whose folders the package has.
        let selection = try StoreSelection(chosen: [], kernel: try kit.template()[.kernel])
        let stores: [String]
        if let given = options.stores {
            stores = given
        } else {
            let present = selection.available.filter {
                files.fileExists(atPath: Path.appending("\(drivers)/Databases/\($0.folder)", to: root))
            }.map(\.name)
            stores = present.count == selection.available.count ? [] : present
        }
        note("stores", stores.isEmpty ? "all" : stores.joined(separator: ", "), given: options.stores != nil)

        let created =
            options.created ?? Self.firstDecisionDate(in: root) ?? ScaffoldTemplate.today
        note("created", created, given: options.created != nil)
        let kitRepository =
            options.kitRepository ?? Self.workflowRepository(in: root) ?? identity.repository ?? KitIdentity.home
        note("kit repository", kitRepository, given: options.kitRepository != nil)

        var lock = TemplateLock(
            kit: identity, swiftFormat: TemplateLock.formatterVersion(),
            project: .init(
                name: name, example: example, modulePrefix: modulePrefix, stores: stores, kitRepository: kitRepository,
                created: created))
        // The features: those the package's list has and a package made now, with none, lacks.
        let plain = try PackageRender(kit: kit, lock: lock).generator().files()
        let plainRegistration = plain.paths.first { path in
            path.hasPrefix("Sources/\(prefix)\(Registration.layer)/") && path.hasSuffix(Registration.fileSuffix)
                && plain[path]!.contains(Registration.opening)
        }
        let registration = try FeatureGenerator.registration(in: root, prefix: prefix)
        if let registration, let plainRegistration, registration != plainRegistration {
            throw GenerationError(
                "\(root) lists its features in \(registration), where a package named \(name) has \(plainRegistration): is \(name) the name it was made with? Give that one: 'clean-architecture adopt NAME'"
            )
        }
        let features: [String]
        if let given = options.features {
            features = given
        } else if let registration {
            let listed = try Self.listedFeatures(Path.appending(registration, to: root), file: registration)
            let own =
                try plain[registration].map { text throws(GenerationError) in
                    try Registration.features(in: text, file: registration)
                } ?? []
            features = listed.filter { !own.contains($0) }.map { String($0.dropLast("Feature".count)) }
        } else {
            features = []
        }
        let recorded = features.map { name in
            let fields = Self.fields(of: name, in: root, prefix: prefix)
            return TemplateLock.Feature(
                name: name, kit: identity.version, fields: fields,
                changes: Self.changes(of: name, fields: fields, in: root, prefix: prefix))
        }
        let described = recorded.map { feature in
            feature.fields == FeatureField.defaults
                ? feature.name : "\(feature.name) (\(feature.fields.map(\.description).joined(separator: ", ")))"
        }
        note("features", features.isEmpty ? "none" : described.joined(separator: ", "), given: options.features != nil)
        lock.features = recorded
        self.lock = lock
        summary = "Adopting \(root) with:\n" + notes.joined(separator: "\n") + "\n"
    }

    /// The name `Package(name: …)` gives in `manifest`, a plain string, read by tokens.
    static func packageName(in manifest: String) -> String? {
        let source = SwiftTokens(manifest)
        for position in source.tokens.indices
        where source.isToken(position, "Package") && source.isToken(position + 1, "(")
            && source.isToken(position + 2, "name") && source.isToken(position + 3, ":")
        {
            return source.stringValue(position + 4)
        }
        return nil
    }

    /// The fields of the feature `name`, in order, as its entity's draft declares them
    /// (`public let pages: Int`, the stored properties of `struct Draft`, read by tokens); the
    /// default field when the entity cannot be read or its fields make no feature
    /// (``FeatureField/checkFeature(_:)``), as in a package made before fields.
    static func fields(of name: String, in root: String, prefix: String) -> [FeatureField] {
        let path = Path.appending("Sources/\(prefix)Entities/\(name)/\(name).swift", to: root)
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return FeatureField.defaults }
        let fields = draftFields(in: SwiftTokens(text))
        return (try? FeatureField.checkFeature(fields)) == nil ? FeatureField.defaults : fields
    }

    /// The stored `let`s of the first `struct Draft` in `source`, of the kinds a field has.
    private static func draftFields(in source: SwiftTokens) -> [FeatureField] {
        guard
            let draft = source.tokens.indices.first(where: {
                source.isToken($0, "struct") && source.isToken($0 + 1, "Draft")
            }),
            let open = (draft..<source.tokens.count).first(where: { source.isToken($0, "{") }),
            let close = source.closing(open)
        else { return [] }
        let depths = source.depths
        var fields: [FeatureField] = []
        for position in (open + 1)..<close {
            guard depths[position] == depths[open] + 1, source.isToken(position, "let"),
                !source.isToken(position - 1, "static"),
                source.tokens[position + 1].kind == .identifier, source.isToken(position + 2, ":"),
                ["String", "Int", "Bool", "Double"].contains(source[position + 3])
            else { continue }
            let optional = source.isToken(position + 4, "?")
            let next = position + (optional ? 5 : 4)
            // The type ends there: not `Int.Magnitude`, `String<…>`, `Int?.Wrapped`.
            guard next >= close || !(source.isToken(next, ".") || source.isToken(next, "<")) else { continue }
            if let field = try? FeatureField(
                parsing: "\(source[position + 1]):\(source[position + 3])\(optional ? "?" : "")")
            {
                fields.append(field)
            }
        }
        return fields
    }

    /// The feature `name`'s schema history, as its record's migrations hold it and `add field`,
    /// `rename field` and `remove field` write it (`SchemaMigration(to: 2, [.add(.init("pages",
    /// .integer), default: .integer(0))])`, `[.rename("pages", to: "count")]`, `[.remove("count")]`,
    /// read by tokens), leading to `fields`; none when a step is not one they write.
    static func changes(of name: String, fields: [FeatureField], in root: String, prefix: String) -> [FieldChange] {
        let path = Path.appending("Sources/\(prefix)InterfaceAdapters/\(name)/Records/\(name)Record.swift", to: root)
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        let source = SwiftTokens(text)
        var steps: [MigrationStep] = []
        for position in source.tokens.indices
        where source.isToken(position, "SchemaMigration") && source.isToken(position + 1, "(") {
            guard let close = source.closing(position + 1),
                let step = migrationStep(source, from: position + 2, to: close), step.version == steps.count + 2
            else { return [] }
            steps.append(step)
        }
        // From the last step back (``FieldReplay``).
        var replay = FieldReplay(fields)
        var changes: [FieldChange] = []
        for step in steps.reversed() {
            var change: FieldChange
            switch step.change {
            case .rename(let old, let new): change = .rename(old, to: new)
            case .remove(let removed): change = .remove(removed)
            case .add(let added, let kind, let value):
                // The field as the feature has it now, or, removed since, optional without a default.
                let field =
                    replay.known[added]
                    ?? FeatureField.Kind.allCases.first { $0.recordType == kind }.map {
                        FeatureField(trusted: added, $0, optional: value == "null")
                    }
                guard let field, field.kind.recordType == kind, let addition = FieldAddition(field, recordValue: value)
                else { return [] }
                change = .add(addition)
            }
            guard replay.undo(change) == nil else { return [] }
            changes.append(change)
        }
        return changes.reversed()
    }

    /// The step between `start` and `end` (the arguments of `SchemaMigration(`) when it is one of
    /// those the commands write, `to: N, [.add(.init("name", .kind), default: .value)]`,
    /// `to: N, [.rename("old", to: "new")]`, `to: N, [.remove("name")]` (trailing commas allowed).
    private static func migrationStep(_ source: SwiftTokens, from start: Int, to end: Int) -> MigrationStep? {
        guard source.isToken(start, "to"), source.isToken(start + 1, ":"), let version = Int(source[start + 2]),
            source.isToken(start + 3, ","), source.isToken(start + 4, "["), let list = source.closing(start + 4),
            list + 1 == end || (source.isToken(list + 1, ",") && list + 2 == end),
            source.isToken(start + 5, "."), source.isToken(start + 7, "("), let call = source.closing(start + 7),
            call + 1 == list || (source.isToken(call + 1, ",") && call + 2 == list)
        else { return nil }
        let first = start + 8
        // The arguments' count, a trailing comma aside.
        let count = call - first - (source.isToken(call - 1, ",") ? 1 : 0)
        switch source[start + 6] {
        case "rename":
            guard count == 5, source.isToken(first + 1, ","), source.isToken(first + 2, "to"),
                source.isToken(first + 3, ":"), let old = source.stringValue(first),
                let new = source.stringValue(first + 4)
            else { return nil }
            return MigrationStep(version: version, change: .rename(old, to: new))
        case "remove":
            guard count == 1, let name = source.stringValue(first) else { return nil }
            return MigrationStep(version: version, change: .remove(name))
        case "add":
            return addStep(source, version: version, from: first, to: call)
        default:
            return nil
        }
    }

    /// An `.add(` step's arguments between `start` and `end`: `.init("name", .kind), default: .value`.
    private static func addStep(_ source: SwiftTokens, version: Int, from start: Int, to end: Int) -> MigrationStep? {
        // The tokens up to the value; `#` stands for the field's name and its kind.
        let spelled = [".", "init", "(", "#", ",", ".", "#", ")", ",", "default", ":", "."]
        guard start + spelled.count < end else { return nil }
        for (offset, word) in spelled.enumerated() where word != "#" {
            guard source.isToken(start + offset, word) else { return nil }
        }
        guard let field = source.stringValue(start + 3), source.tokens[start + 6].kind == .identifier else {
            return nil
        }
        // The value, up to the end of `.add(`'s arguments (a trailing comma aside).
        var value = ""
        var position = start + spelled.count
        while position < end {
            if source.isToken(position, ","), position + 1 == end {
                position += 1
            } else if source.isToken(position, "("), let close = source.closing(position), close < end {
                value += source.tokens[position...close].indices.map { String(source[$0]) }.joined()
                position = close + 1
            } else {
                value += source[position]
                position += 1
            }
        }
        guard !value.isEmpty else { return nil }
        return MigrationStep(version: version, change: .add(field, kind: String(source[start + 6]), value: value))
    }

    /// One step the commands write: its version and what it changes.
    private struct MigrationStep {
        enum Change {
            /// The field's name, its kind as a record's type (`integer`), its default as a
            /// record's value (`integer(-3)`, `text("a")`, `null`).
            case add(String, kind: String, value: String)
            case rename(String, to: String)
            case remove(String)
        }

        let version: Int
        let change: Change
    }

    /// The features `…Features.swift` at `path` lists.
    private static func listedFeatures(_ path: String, file: String) throws(GenerationError) -> [String] {
        do {
            return try Registration.features(in: String(contentsOfFile: path, encoding: .utf8), file: file)
        } catch let error as GenerationError {
            throw error
        } catch {
            throw GenerationError("cannot read \(file): \(TreeWriter.reason(error))")
        }
    }

    /// The `Date:` of `Docs/Decisions/0001-*.md`, the day the package was made.
    static func firstDecisionDate(in root: String) -> String? {
        let folder = Path.appending("Docs/Decisions", to: root)
        guard
            let name = (try? FileManager.default.contentsOfDirectory(atPath: folder))?
                .filter({ $0.hasPrefix("0001-") && $0.hasSuffix(".md") }).sorted().first,
            let text = try? String(contentsOfFile: Path.appending(name, to: folder), encoding: .utf8),
            // Markdown, not Swift: a regular expression is the reader.
            let match = text.firstMatch(of: /(?m)^Date: (\d{4}-\d{2}-\d{2})/)
        else { return nil }
        return String(match.output.1)
    }

    /// The `KIT_REPOSITORY` the package's workflow names, when it names a web address.
    static func workflowRepository(in root: String) -> String? {
        guard
            let text = try? String(
                contentsOfFile: Path.appending(".github/workflows/architecture.yml", to: root), encoding: .utf8),
            // YAML, not Swift: a regular expression is the reader.
            let match = text.firstMatch(of: /(?m)^\s*KIT_REPOSITORY:\s*(\S+)\s*$/)
        else { return nil }
        return KitIdentity.webAddress(ofRemote: String(match.output.1))
    }
}
