import InterfaceAdapters

/// A record of no feature with one field of every type a store keeps, so that every package runs
/// the record-store contracts on every type, whatever its features' records hold.
struct EveryKindRecord: StorableRecord {
    static let schema = RecordSchema(
        collection: "every_kind",
        fields: [.init("label", .text), .init("count", .integer), .init("done", .boolean), .init("score", .decimal)],
        uniqueKeys: [["label"]])

    var id: Int?
    var label: String?
    var count: Int?
    var done: Bool?
    var score: Double?

    init(id: Int?, fields: [String: FieldValue]) {
        self.id = id
        label = fields["label"]?.text
        count = fields["count"]?.integer
        done = fields["done"]?.boolean
        score = fields["score"]?.decimal
    }

    var fields: [String: FieldValue] {
        ["label": FieldValue(label), "count": FieldValue(count), "done": FieldValue(done), "score": FieldValue(score)]
    }
}
