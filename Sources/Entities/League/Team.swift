/// A club in the league.
public struct Team: Identifiable, Hashable, Sendable {
    public typealias ID = Identifier<Team, Int>

    /// A team before it has an identity: what it takes to register one.
    public struct Draft: Hashable, Sendable {
        public let city: Name
        public let nickname: Name
        public let abbreviation: Abbreviation

        public init(city: Name, nickname: Name, abbreviation: Abbreviation) {
            self.city = city
            self.nickname = nickname
            self.abbreviation = abbreviation
        }

        /// Validates raw text: city and nickname not blank, abbreviation 2–3 uppercase letters.
        public init(city: String, nickname: String, abbreviation: String) throws(ValidationError) {
            self.init(
                city: try Name(city, field: "city"),
                nickname: try Name(nickname, field: "nickname"),
                abbreviation: try Abbreviation(abbreviation)
            )
        }
    }

    public let id: ID
    public let city: Name
    public let nickname: Name
    public let abbreviation: Abbreviation

    public init(id: ID, draft: Draft) {
        self.id = id
        city = draft.city
        nickname = draft.nickname
        abbreviation = draft.abbreviation
    }

    /// Validates raw text; see ``Draft/init(city:nickname:abbreviation:)-(String,_,_)``.
    public init(id: ID, city: String, nickname: String, abbreviation: String) throws(ValidationError) {
        self.init(id: id, draft: try Draft(city: city, nickname: nickname, abbreviation: abbreviation))
    }

    /// "Boston Red Sox".
    public var fullName: String { "\(city) \(nickname)" }

    /// The team's fields without its identity.
    public var draft: Draft { Draft(city: city, nickname: nickname, abbreviation: abbreviation) }
}
