/// A team as a store holds it: every field optional.
public struct TeamRecord: StorableRecord {
    public static let schema = RecordSchema(
        collection: "teams",
        fields: [.init("city", .text), .init("nickname", .text), .init("abbreviation", .text)],
        uniqueKeys: [["abbreviation"]]
    )

    public var id: Int?
    public var city: String?
    public var nickname: String?
    public var abbreviation: String?

    public init(id: Int? = nil, city: String? = nil, nickname: String? = nil, abbreviation: String? = nil) {
        self.id = id
        self.city = city
        self.nickname = nickname
        self.abbreviation = abbreviation
    }

    public init(id: Int?, fields: [String: FieldValue]) {
        self.init(
            id: id, city: fields["city"]?.text, nickname: fields["nickname"]?.text,
            abbreviation: fields["abbreviation"]?.text)
    }

    public var fields: [String: FieldValue] {
        ["city": FieldValue(city), "nickname": FieldValue(nickname), "abbreviation": FieldValue(abbreviation)]
    }
}
