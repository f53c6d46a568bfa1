/// A player as a store holds it: every field optional; the position is its raw name.
public struct PlayerRecord: StorableRecord {
    public static let schema = RecordSchema(
        collection: "players",
        fields: [
            .init("firstName", .text), .init("lastName", .text), .init("number", .integer),
            .init("teamID", .integer), .init("position", .text),
        ],
        uniqueKeys: [["teamID", "number"]]
    )

    public var id: Int?
    public var firstName: String?
    public var lastName: String?
    public var number: Int?
    public var teamID: Int?
    public var position: String?

    public init(
        id: Int? = nil, firstName: String? = nil, lastName: String? = nil, number: Int? = nil,
        teamID: Int? = nil, position: String? = nil
    ) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.number = number
        self.teamID = teamID
        self.position = position
    }

    public init(id: Int?, fields: [String: FieldValue]) {
        self.init(
            id: id, firstName: fields["firstName"]?.text, lastName: fields["lastName"]?.text,
            number: fields["number"]?.integer, teamID: fields["teamID"]?.integer,
            position: fields["position"]?.text)
    }

    public var fields: [String: FieldValue] {
        [
            "firstName": FieldValue(firstName), "lastName": FieldValue(lastName), "number": FieldValue(number),
            "teamID": FieldValue(teamID), "position": FieldValue(position),
        ]
    }
}
