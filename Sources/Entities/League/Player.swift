/// A player signed to a team.
public struct Player: Identifiable, Hashable, Sendable {
    public typealias ID = Identifier<Player, Int>

    /// A player before they have an identity: what it takes to sign one.
    public struct Draft: Hashable, Sendable {
        public var firstName: Name
        public var lastName: Name
        public var number: JerseyNumber
        public var teamID: Team.ID
        public var position: Position

        public init(firstName: Name, lastName: Name, number: JerseyNumber, teamID: Team.ID, position: Position) {
            self.firstName = firstName
            self.lastName = lastName
            self.number = number
            self.teamID = teamID
            self.position = position
        }

        /// Validates raw values: names not blank, number 0–99.
        public init(
            firstName: String, lastName: String, number: Int, teamID: Team.ID, position: Position
        ) throws(ValidationError) {
            self.init(
                firstName: try Name(firstName, field: "first name"),
                lastName: try Name(lastName, field: "last name"),
                number: try JerseyNumber(number),
                teamID: teamID,
                position: position
            )
        }
    }

    public let id: ID
    public var firstName: Name
    public var lastName: Name
    public var number: JerseyNumber
    public var teamID: Team.ID
    public var position: Position

    public init(id: ID, draft: Draft) {
        self.id = id
        firstName = draft.firstName
        lastName = draft.lastName
        number = draft.number
        teamID = draft.teamID
        position = draft.position
    }

    /// "David Ortiz".
    public var fullName: String { "\(firstName) \(lastName)" }
}
