import DependencyRule
import Foundation
import ProcessSpawning

/// `.clean-architecture.json` at a package's root: which kit made the package and every input of
/// its render — the options `new` was given, the creation date, the features in the order they
/// were added, with their schema histories, and those removed — so that `update` can render it
/// again at a later kit. `new`, `add feature`, `add field`, `rename field`, `remove field`,
/// `remove feature`, `update` and `adopt` write it; the pristine render itself is kept beside it,
/// under ``baseFolder``. Only `keep` is meant to be edited by hand.
struct TemplateLock: Sendable, Equatable {
    /// The lock's file, relative to the package's root.
    static let file = ".clean-architecture.json"
    /// The pristine render the kit last wrote, mirroring the package's paths.
    static let baseFolder = ".clean-architecture/base"
    /// The folder of the lock's companions (the base, an update's staging).
    static let folder = ".clean-architecture"
    /// The lock format this kit writes; it reads every earlier one too (format 1 had no fields:
    /// its features have the default one, ``FeatureField/defaults``; format 2 had additions alone,
    /// as `"added"`, where format 3 has every ``FieldChange`` as `"changes"`).
    static let format = 3

    /// What `new` was given, and when: the render's inputs.
    struct Project: Sendable, Equatable {
        var name: String
        var example: Example
        var modulePrefix: Bool
        /// The stores `--store` named; empty for all of the kit's.
        var stores: [String]
        /// Where the package's CI gets the checker.
        var kitRepository: String
        /// `YYYY-MM-DD`: the first decision record's date.
        var created: String
    }

    /// A feature `add feature` added, the kit version it was added with, its fields as they are
    /// now, and its schema history since (`add field`, `rename field`, `remove field`: its
    /// record's migrations).
    struct Feature: Sendable, Equatable {
        var name: String
        var kit: String
        var fields: [FeatureField] = FeatureField.defaults
        var changes: [FieldChange] = []
    }

    /// How many files the base holds and a hash of them (``digest(of:)``): a base that no longer
    /// matches is damaged, and refused.
    struct BaseDigest: Sendable, Equatable {
        var files: Int
        var hash: String
    }

    var kit: KitIdentity
    /// The base's digest; `nil` in a lock written before it was recorded.
    var base: BaseDigest?
    /// `swift format --version` when the base was formatted; `nil` when unknown.
    var swiftFormat: String?
    var project: Project
    var features: [Feature] = []
    /// The features `remove feature` took out, as they were: their stored records stay, at their
    /// schema's version, so a feature added again by the name continues its history.
    var removed: [Feature] = []
    /// Patterns of paths the kit never changes once they exist (``UpdatePlan/matches(_:_:)``).
    var keep: [String] = []

    /// The lock as the file holds it: keys sorted, one a line, two spaces a level.
    var text: String {
        let string = JSONOutput.quoted
        func optional(_ text: String?) -> String { text.map(string) ?? "null" }
        func list(_ items: [String], indent: String) -> String {
            items.isEmpty
                ? "[]" : "[\n" + items.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n" + indent + "]"
        }
        let entry = { (feature: Feature) in
            let fields = feature.fields.map { string($0.description) }.joined(separator: ", ")
            let changes = feature.changes.map { string($0.description) }.joined(separator: ", ")
            return "{ " + (changes.isEmpty ? "" : "\"changes\": [\(changes)], ")
                + "\"fields\": [\(fields)], \"kit\": \(string(feature.kit)), \"name\": \(string(feature.name)) }"
        }
        let removed = removed.isEmpty ? "" : "\n  \"removed\": \(list(removed.map(entry), indent: "  ")),"
        let base = base.map { "{ \"files\": \($0.files), \"hash\": \(string($0.hash)) }" } ?? "null"
        return """
            {
              "base": \(base),
              "features": \(list(features.map(entry), indent: "  ")),
              "format": \(Self.format),
              "keep": \(list(keep.map(string), indent: "  ")),
              "kit": {
                "commit": \(optional(kit.commit)),
                "modified": \(kit.modified),
                "repository": \(optional(kit.repository)),
                "version": \(string(kit.version))
              },
              "project": {
                "created": \(string(project.created)),
                "example": \(string(project.example.rawValue)),
                "kitRepository": \(string(project.kitRepository)),
                "modulePrefix": \(project.modulePrefix),
                "name": \(string(project.name)),
                "stores": \(list(project.stores.map(string), indent: "    "))
              },\(removed)
              "swiftFormat": \(optional(swiftFormat))
            }

            """
    }

    init(
        kit: KitIdentity, swiftFormat: String?, project: Project, features: [Feature] = [], removed: [Feature] = [],
        keep: [String] = [], base: BaseDigest? = nil
    ) {
        self.kit = kit
        self.base = base
        self.swiftFormat = swiftFormat
        self.project = project
        self.features = features
        self.removed = removed
        self.keep = keep
    }

    /// Reads the lock from `text`, the file at `file` (named in errors, with the line and column).
    /// - Throws: ``GenerationError`` for anything but a lock of this format: bad JSON, a key
    ///   missing or unknown, a value of the wrong kind, a lock written by a newer kit.
    init(text: String, file: String) throws(GenerationError) {
        do {
            let reader = JSONReader(file: file)
            let root = try JSONValue.parse(Array(text.utf8), file: file)
            let top = try reader.object(
                root, allowed: ["format", "base", "kit", "swiftFormat", "project", "features", "removed", "keep"],
                what: "the lock"
            )
            let format = try reader.integer(
                try Self.member("format", of: top, root, reader), what: "\"format\"", minimum: 1)
            guard format <= Self.format else {
                throw reader.error(
                    "the lock is format \(format), \(Self.newerKit) than this one (which reads format \(Self.format)): install that kit, or a later one",
                    at: top["format"]!)
            }
            let kitValue = try Self.member("kit", of: top, root, reader)
            let kit = try reader.object(
                kitValue, allowed: ["version", "commit", "modified", "repository"], what: "\"kit\"")
            let project = try Self.member("project", of: top, root, reader)
            let fields = try reader.object(
                project, allowed: ["name", "example", "modulePrefix", "stores", "kitRepository", "created"],
                what: "\"project\"")
            let exampleValue = try Self.member("example", of: fields, project, reader)
            let exampleName = try reader.string(exampleValue, what: "\"example\"")
            guard let example = Example(rawValue: exampleName) else {
                throw reader.error("\"example\" must be league or none, not '\(exampleName)'", at: exampleValue)
            }
            let created = try Self.member("created", of: fields, project, reader)
            let date = try reader.string(created, what: "\"created\"")
            // A date in the lock's JSON, not Swift.
            guard date.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil else {
                throw reader.error("\"created\" must be a date, YYYY-MM-DD, not '\(date)'", at: created)
            }
            self.kit = KitIdentity(
                version: try Self.version(try Self.member("version", of: kit, kitValue, reader), reader),
                commit: try Self.optionalString("commit", of: kit, reader),
                modified: try Self.bool("modified", of: kit, kitValue, reader),
                repository: try Self.optionalString("repository", of: kit, reader))
            swiftFormat = try Self.optionalString("swiftFormat", of: top, reader)
            if let value = top["base"], case .object = value.value {
                let members = try reader.object(value, allowed: ["files", "hash"], what: "\"base\"")
                base = BaseDigest(
                    files: try reader.integer(
                        try Self.member("files", of: members, value, reader), what: "\"files\"", minimum: 0),
                    hash: try reader.string(try Self.member("hash", of: members, value, reader), what: "\"hash\""))
            } else if let value = top["base"], !(value.value.kindDescription == "null") {
                throw reader.error("\"base\" must be an object or null, not \(value.value.kindDescription)", at: value)
            }
            self.project = Project(
                name: try reader.string(try Self.member("name", of: fields, project, reader), what: "\"name\""),
                example: example,
                modulePrefix: try Self.bool("modulePrefix", of: fields, project, reader),
                stores: try Self.strings("stores", of: fields, project, reader),
                kitRepository: try reader.string(
                    try Self.member("kitRepository", of: fields, project, reader), what: "\"kitRepository\""),
                created: date)
            features = try reader.array(try Self.member("features", of: top, root, reader), what: "\"features\"").map {
                feature throws(CheckError) in try Self.feature(feature, reader, format: format)
            }
            removed =
                try top["removed"].map { value throws(CheckError) in
                    try reader.array(value, what: "\"removed\"").map { feature throws(CheckError) in
                        try Self.feature(feature, reader, format: format)
                    }
                } ?? []
            keep = try Self.strings("keep", of: top, root, reader)
        } catch {
            throw GenerationError(diagnostic: "\(error)")
        }
    }

    /// The lock with `feature` added last, and no longer among the removed.
    func adding(_ feature: Feature) -> TemplateLock {
        var lock = self
        lock.features.append(feature)
        lock.removed.removeAll { $0.name == feature.name }
        return lock
    }

    /// The schema history a feature named `name` with `fields` starts with: none, or, when it was
    /// removed before (its stored records stay), the removed one's, then a step for each of its
    /// fields the new one has not (removed) and each of the new one's it had not (added, empty).
    /// - Throws: ``GenerationError`` when a field added so is not optional: the stored records
    ///   would have no value for it.
    func history(of name: String, fields: [FeatureField]) throws(GenerationError) -> [FieldChange] {
        guard let old = removed.first(where: { $0.name == name }) else { return [] }
        // A field of the same name and kind keeps its values, unless it no longer may be empty.
        let kept = Set(
            fields.filter { field in
                old.fields.contains {
                    $0.name == field.name && $0.kind == field.kind && (!$0.isOptional || field.isOptional)
                }
            }.map(\.name))
        let gone = old.fields.filter { !kept.contains($0.name) }.map { FieldChange.remove($0.name) }
        var added: [FieldChange] = []
        for field in fields where !kept.contains(field.name) {
            guard field.isOptional, let addition = try? FieldAddition(field, default: nil) else {
                throw GenerationError(
                    "\(name) was removed before, and its stored records stay (schema version \(old.changes.count + 1), fields \(old.fields.map(\.description).joined(separator: ", "))): they would have no value for \(field); add it optional ('\(field.name):\(field.kind.rawValue)?'), or add \(name) without it, then 'clean-architecture add field \(name) \(field) --default VALUE'"
                )
            }
            added.append(.add(addition))
        }
        return old.changes + gone + added
    }

    /// One of `"features"` or `"removed"`.
    private static func feature(
        _ feature: JSONValue.Located, _ reader: JSONReader, format: Int
    ) throws(CheckError) -> Feature {
        let members = try reader.object(
            feature, allowed: ["name", "kit", "fields", format >= 3 ? "changes" : "added"], what: "a feature")
        let fields = try Self.fields(of: members, feature, reader, format: format)
        return Feature(
            name: try reader.string(
                try Self.member("name", of: members, feature, reader), what: "a feature's \"name\""),
            kit: try Self.version(try Self.member("kit", of: members, feature, reader), reader),
            fields: fields, changes: try Self.changes(of: members, fields: fields, reader))
    }

    /// A feature's `"fields"`: ``FeatureField`` spellings that make a feature; in a format 1 lock,
    /// which has none, the default field.
    private static func fields(
        of members: [String: JSONValue.Located], _ feature: JSONValue.Located, _ reader: JSONReader, format: Int
    ) throws(CheckError) -> [FeatureField] {
        guard format >= 2 else { return FeatureField.defaults }
        let value = try member("fields", of: members, feature, reader)
        let fields = try reader.array(value, what: "a feature's \"fields\"").map { field throws(CheckError) in
            let text = try reader.string(field, what: "each of a feature's \"fields\"")
            do {
                return try FeatureField(parsing: text)
            } catch {
                throw reader.error("\(error)", at: field)
            }
        }
        do {
            try FeatureField.checkFeature(fields)
        } catch {
            throw reader.error("\(error)", at: value)
        }
        return fields
    }

    /// A feature's `"changes"` (format 2: `"added"`, additions only): ``FieldChange`` spellings
    /// that lead, in order, to the feature's fields: taken back from the last, each addition and
    /// renaming is of a field the feature has then, and each removal of one it has not.
    private static func changes(
        of members: [String: JSONValue.Located], fields: [FeatureField], _ reader: JSONReader
    ) throws(CheckError) -> [FieldChange] {
        let key = members["changes"] != nil ? "changes" : "added"
        guard let value = members[key] else { return [] }
        var changes: [(FieldChange, JSONValue.Located)] = []
        for item in try reader.array(value, what: "a feature's \"\(key)\"") {
            let text = try reader.string(item, what: "each of a feature's \"\(key)\"")
            do {
                changes.append((try FieldChange(parsing: text), item))
            } catch {
                throw reader.error("\(error)", at: item)
            }
        }
        var replay = FieldReplay(fields)
        for (change, item) in changes.reversed() {
            if let problem = replay.undo(change) { throw reader.error(problem, at: item) }
        }
        return changes.map(\.0)
    }

    /// A kit's version: `1.2.3`, maybe with a pre-release or build suffix (`1.2.3-beta.1`).
    private static func version(_ value: JSONValue.Located, _ reader: JSONReader) throws(CheckError) -> String {
        let text = try reader.string(value, what: "a kit's version")
        // A version in the lock's JSON, not Swift.
        guard text.wholeMatch(of: /\d+(\.\d+)*([-+][0-9A-Za-z.+-]+)?/) != nil else {
            throw reader.error("a kit's version must look like 1.2.3, not '\(text)'", at: value)
        }
        return text
    }

    private static func member(
        _ name: String, of members: [String: JSONValue.Located], _ owner: JSONValue.Located, _ reader: JSONReader
    ) throws(CheckError) -> JSONValue.Located {
        guard let value = members[name] else { throw reader.error("\"\(name)\" is missing", at: owner) }
        return value
    }

    private static func optionalString(
        _ name: String, of members: [String: JSONValue.Located], _ reader: JSONReader
    ) throws(CheckError) -> String? {
        guard let value = members[name] else { return nil }
        if case .null = value.value { return nil }
        return try reader.string(value, what: "\"\(name)\"")
    }

    private static func bool(
        _ name: String, of members: [String: JSONValue.Located], _ owner: JSONValue.Located, _ reader: JSONReader
    ) throws(CheckError) -> Bool {
        try reader.bool(try member(name, of: members, owner, reader), what: "\"\(name)\"")
    }

    private static func strings(
        _ name: String, of members: [String: JSONValue.Located], _ owner: JSONValue.Located, _ reader: JSONReader
    ) throws(CheckError) -> [String] {
        try reader.array(try member(name, of: members, owner, reader), what: "\"\(name)\"").map {
            value throws(CheckError) in try reader.string(value, what: "each entry of \"\(name)\"")
        }
    }

    /// The number of files of `base` and a 64-bit FNV-1a hash of their paths and bytes, in path
    /// order: enough to tell a base that lost, gained or changed a file since the lock was written.
    static func digest(of base: FileTree) -> BaseDigest {
        var hash = StableHash()
        for path in base.paths {
            hash.combine(path)
            hash.combine(base[path]!)
        }
        return BaseDigest(files: base.paths.count, hash: hash.hex)
    }

    /// What a lock of a later format says of itself.
    static let newerKit = "written by a newer kit"

    /// How to start over from a lock or base damaged in a commit.
    static let startOver =
        "if the damage is committed, 'git rm -rq \(folder) \(file)', commit, and 'clean-architecture adopt' records them again"

    /// Refuses a base that does not match the lock's digest (when it has one).
    func verify(base tree: FileTree, at folder: String) throws(GenerationError) {
        guard let base, Self.digest(of: tree) != base else { return }
        throw GenerationError(
            "the base \(folder) is damaged: its \(tree.paths.count) files do not match the lock's record of \(base.files); 'git status' shows what changed, 'git restore \(Self.folder)' brings back the committed one; \(Self.startOver)"
        )
    }

    /// The lock of the package at `root`; `nil` when it has none.
    /// - Throws: ``GenerationError`` when it cannot be read.
    static func read(in root: String) throws(GenerationError) -> TemplateLock? {
        let lockFile = Path.appending(file, to: root)
        guard FileManager.default.fileExists(atPath: lockFile) else { return nil }
        let text: String
        do {
            text = try String(contentsOfFile: lockFile, encoding: .utf8)
        } catch {
            throw GenerationError("cannot read \(lockFile): \(TreeWriter.reason(error))")
        }
        return try TemplateLock(text: text, file: lockFile)
    }

    /// The version of `swift format` on the `PATH`; `nil` when it cannot say. Asked once per
    /// process for each `swift` and `PATH` (a fifth of a second each time: `new` and `update` ask,
    /// and a test process runs them hundreds of times).
    static func formatterVersion(swift: String = "swift") -> String? {
        formatterVersions.value(for: [swift, ProcessInfo.processInfo.environment["PATH"] ?? ""]) {
            guard let outcome = try? ChildProcess.run([swift, "format", "--version"]), outcome.status == 0
            else { return nil }
            let text = outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            return text.isEmpty ? nil : text
        }
    }

    /// What ``formatterVersion(swift:)`` found, by `swift` and `PATH`.
    private static let formatterVersions = ProcessMemo<[String], String?>()
}
