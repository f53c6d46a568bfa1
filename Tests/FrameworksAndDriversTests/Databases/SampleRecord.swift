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
