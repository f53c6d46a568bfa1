import InterfaceAdapters

/// The mark `storage-torture`'s unit N leaves (and unit N+2 takes away): a second collection, so
/// that a unit of work spans two.
struct MarkRecord: StorableRecord {
    static let schema = RecordSchema(collection: "marks", fields: [.init("unit", .integer)])

    var id: Int?
    var unit: Int?

    init(id: Int? = nil, unit: Int?) {
        self.id = id
        self.unit = unit
    }

    init(id: Int?, fields: [String: FieldValue]) {
        self.init(id: id, unit: fields["unit"]?.integer)
    }

    var fields: [String: FieldValue] { ["unit": FieldValue(unit)] }
}
