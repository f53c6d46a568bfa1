import InterfaceAdapters

/// A count kept by `storage-torture`'s units, with ballast big enough that writing three takes a
/// while: a record of no feature, so that every package's stores can be tortured.
struct TallyRecord: StorableRecord {
    static let schema = RecordSchema(
        collection: "tallies", fields: [.init("count", .integer), .init("ballast", .text)])

    var id: Int?
    var count: Int?
    var ballast: String?

    init(id: Int?, count: Int?, ballast: String? = nil) {
        self.id = id
        self.count = count
        self.ballast = ballast
    }

    init(id: Int?, fields: [String: FieldValue]) {
        self.init(id: id, count: fields["count"]?.integer, ballast: fields["ballast"]?.text)
    }

    var fields: [String: FieldValue] { ["count": FieldValue(count), "ballast": FieldValue(ballast)] }
}
