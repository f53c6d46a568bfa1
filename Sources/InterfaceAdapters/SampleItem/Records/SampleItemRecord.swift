/// A sample item as a store holds it: every field optional.
public struct SampleItemRecord: StorableRecord {
    public static let schema = RecordSchema(collection: "sampleItems", fields: [.init("title", .text)])

    public var id: Int?
    public var title: String?

    public init(id: Int? = nil, title: String? = nil) {
        self.id = id
        self.title = title
    }

    public init(id: Int?, fields: [String: FieldValue]) {
        self.init(id: id, title: fields["title"]?.text)
    }

    public var fields: [String: FieldValue] { ["title": FieldValue(title)] }
}
