import Entities
import Testing

@Suite("Team, Player and User cannot be built in a state the rules forbid")
struct EntityTests {
    @Test("A valid team keeps its fields and reads as city plus nickname")
    func validTeam() throws {
        let team = try Team(id: Team.ID(1), city: " Boston ", nickname: "Red Sox", abbreviation: "BOS")
        #expect(team.city.value == "Boston")
        #expect(team.fullName == "Boston Red Sox")
        #expect(team.draft == (try Team.Draft(city: "Boston", nickname: "Red Sox", abbreviation: "BOS")))
    }

    @Test("A team refuses each broken field with its own error")
    func invalidTeam() {
        #expect(throws: ValidationError.blank(field: "city")) {
            try Team(id: Team.ID(1), city: " ", nickname: "Red Sox", abbreviation: "BOS")
        }
        #expect(throws: ValidationError.blank(field: "nickname")) {
            try Team(id: Team.ID(1), city: "Boston", nickname: "", abbreviation: "BOS")
        }
        #expect(throws: ValidationError.invalidAbbreviation("Bos")) {
            try Team(id: Team.ID(1), city: "Boston", nickname: "Red Sox", abbreviation: "Bos")
        }
    }

    @Test("A valid player keeps its fields")
    func validPlayer() throws {
        let draft = try Player.Draft(
            firstName: "David", lastName: "Ortiz", number: 34, teamID: Team.ID(1), position: .designatedHitter)
        let player = Player(id: Player.ID(7), draft: draft)
        #expect(player.fullName == "David Ortiz")
        #expect(player.number.value == 34)
        #expect(player.teamID == Team.ID(1))
    }

    @Test("A player refuses blank names and a number out of range")
    func invalidPlayer() {
        #expect(throws: ValidationError.blank(field: "first name")) {
            try Player.Draft(firstName: "", lastName: "Ortiz", number: 34, teamID: Team.ID(1), position: .catcher)
        }
        #expect(throws: ValidationError.blank(field: "last name")) {
            try Player.Draft(firstName: "David", lastName: " ", number: 34, teamID: Team.ID(1), position: .catcher)
        }
        #expect(throws: ValidationError.jerseyNumberOutOfRange(100)) {
            try Player.Draft(firstName: "David", lastName: "Ortiz", number: 100, teamID: Team.ID(1), position: .catcher)
        }
    }

    @Test("A user needs a name and a plausible email")
    func user() throws {
        let user = try User(id: User.ID("u1"), name: "Ada Lovelace", email: "ada@example.com")
        #expect(user.email.value == "ada@example.com")
        #expect(throws: ValidationError.invalidEmail("ada")) { try User(id: User.ID("u1"), name: "Ada", email: "ada") }
        #expect(throws: ValidationError.blank(field: "name")) {
            try User(id: User.ID("u1"), name: "", email: "ada@example.com")
        }
    }

    @Test("Identifiers of different entities are different types, equal by raw value")
    func identifiers() {
        #expect(Team.ID(3) == Team.ID(rawValue: 3))
        #expect(Team.ID(2) < Team.ID(3))
        #expect(Player.ID(5).description == "5")
    }
}
