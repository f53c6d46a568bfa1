import InterfaceAdapters

/// A record of no feature, for the stores' own tests, which every package carries with the
/// stores it keeps: a title, a unique code and a count, every field optional.
struct SampleRecord: StorableRecord {
    static let schema = RecordSchema(
        collection: "samples", fields: [.init("title", .text), .init("code", .text), .init("count", .integer)],
        uniqueKeys: [["code"]])

    var id: Int?
    var title: String?
    var code: String?
    var count: Int?

    init(id: Int? = nil, title: String? = nil, code: String? = nil, count: Int? = nil) {
        self.id = id
        self.title = title
        self.code = code
        self.count = count
    }

    init(id: Int?, fields: [String: FieldValue]) {
        self.init(id: id, title: fields["title"]?.text, code: fields["code"]?.text, count: fields["count"]?.integer)
    }

    var fields: [String: FieldValue] {
        ["title": FieldValue(title), "code": FieldValue(code), "count": FieldValue(count)]
    }
}

/// `SampleRecord` as a later program keeps it: version 2 adds `done`, `false` for the records
/// kept before, so that the stores' tests can migrate what an earlier program wrote.
struct SampleRecordNext: StorableRecord {
    static let schema = RecordSchema(
        collection: "samples",
        fields: SampleRecord.schema.fields + [.init("done", .boolean)], uniqueKeys: [["code"]],
        migrations: [SchemaMigration(to: 2, [.add(.init("done", .boolean), default: .boolean(false))])])

    var id: Int?
    var title: String?
    var done: Bool?

    init(id: Int?, fields: [String: FieldValue]) {
        self.id = id
        title = fields["title"]?.text
        done = fields["done"]?.boolean
    }

    var fields: [String: FieldValue] { ["title": FieldValue(title), "done": FieldValue(done)] }
}
