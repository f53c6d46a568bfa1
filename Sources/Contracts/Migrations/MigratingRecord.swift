import InterfaceAdapters

/// One collection, `migrating`, as three versions of a program keep it, for the migration
/// contract: version 1 (`title`, `count`, `legacy`); version 2, which adds `done` (default
/// `false`), renames `count` to `quantity` and removes `legacy`; version 3, which adds `score`.
/// Fields by name, so that one type reads every version.
public struct MigratingRecord<Version: MigratingVersion>: StorableRecord {
    public static var schema: RecordSchema { Version.schema }

    public var id: Int?
    public var fields: [String: FieldValue]

    public init(id: Int?, fields: [String: FieldValue]) {
        self.id = id
        self.fields = fields.filter { $0.value != .null }
    }
}

/// A version of the `migrating` collection's schema.
public protocol MigratingVersion: Sendable {
    static var schema: RecordSchema { get }
}

/// The first version, and the steps of the later ones.
public enum MigratingSchemas {
    static let first: [RecordSchema.Field] = [.init("title", .text), .init("count", .integer), .init("legacy", .text)]
    static let toSecond = SchemaMigration(
        to: 2,
        [.add(.init("done", .boolean), default: .boolean(false)), .rename("count", to: "quantity"), .remove("legacy")])
    static let second: [RecordSchema.Field] = [
        .init("title", .text), .init("quantity", .integer), .init("done", .boolean),
    ]

    /// Version 1.
    public enum V1: MigratingVersion {
        public static let schema = RecordSchema(collection: "migrating", fields: first)
    }

    /// Version 2.
    public enum V2: MigratingVersion {
        public static let schema = RecordSchema(collection: "migrating", fields: second, migrations: [toSecond])
    }

    /// Version 3: `score`, a decimal, added (default 0).
    public enum V3: MigratingVersion {
        public static let schema = RecordSchema(
            collection: "migrating", fields: second + [.init("score", .decimal)],
            migrations: [toSecond, SchemaMigration(to: 3, [.add(.init("score", .decimal), default: .decimal(0))])])
    }

    /// A version 2 that cannot be reached from records of version 1: it adds `code`, unique, with
    /// one default every record would share.
    public enum Clashing: MigratingVersion {
        public static let schema = RecordSchema(
            collection: "migrating", fields: first + [.init("code", .text)], uniqueKeys: [["code"]],
            migrations: [SchemaMigration(to: 2, [.add(.init("code", .text), default: .text("same"))])])
    }
}
