import Entities
import Foundation
import InterfaceAdapters
import Testing

@Suite("Bridges map records to entities and refuse incomplete or invalid records")
struct BridgeTests {
    let team = try! Team(id: Team.ID(4), city: "Boston", nickname: "Red Sox", abbreviation: "BOS")
    let player = Player(
        id: Player.ID(9),
        draft: try! Player.Draft(
            firstName: "David", lastName: "Ortiz", number: 34, teamID: Team.ID(4), position: .designatedHitter))

    @Test("A team survives the round trip through its record")
    func teamRoundTrip() throws {
        let record = TeamBridge.record(from: team)
        #expect(record == TeamRecord(id: 4, city: "Boston", nickname: "Red Sox", abbreviation: "BOS"))
        #expect(try TeamBridge.entity(from: record) == team)
        #expect(TeamBridge.record(from: team.draft).id == nil)
    }

    @Test("A player survives the round trip; the position is stored by its raw value")
    func playerRoundTrip() throws {
        let record = PlayerBridge.record(from: player)
        #expect(record.position == "designatedHitter")
        #expect(record.number == 34 && record.teamID == 4 && record.id == 9)
        #expect(try PlayerBridge.entity(from: record) == player)
    }

    @Test(
        "A team record missing a field is refused, naming every missing field",
        arguments: [
            (TeamRecord(id: 1, nickname: "Red Sox", abbreviation: "BOS"), ["city"]),
            (TeamRecord(city: "Boston", nickname: "Red Sox", abbreviation: "BOS"), ["id"]),
            (TeamRecord(id: 1), ["city", "nickname", "abbreviation"]),
        ])
    func incompleteTeam(record: TeamRecord, missing: [String]) {
        #expect(
            throws: BridgeError.incompleteRecord(collection: "teams", id: record.id.map(String.init), missing: missing)
        ) {
            try TeamBridge.entity(from: record)
        }
    }

    @Test(
        "A player record missing a field is refused",
        arguments: ["firstName", "lastName", "number", "teamID", "position"])
    func incompletePlayer(field: String) {
        var fields = PlayerBridge.record(from: player).fields
        fields[field] = nil
        let record = PlayerRecord(id: 9, fields: fields)
        #expect(throws: BridgeError.incompleteRecord(collection: "players", id: "9", missing: [field])) {
            try PlayerBridge.entity(from: record)
        }
    }

    @Test("A field of the wrong type counts as missing")
    func mistypedField() {
        var fields = PlayerBridge.record(from: player).fields
        fields["number"] = .text("thirty-four")
        #expect(throws: BridgeError.incompleteRecord(collection: "players", id: "9", missing: ["number"])) {
            try PlayerBridge.entity(from: PlayerRecord(id: 9, fields: fields))
        }
    }

    @Test("A complete record that breaks an entity rule is refused with the rule")
    func invalidRecords() {
        #expect(
            throws: BridgeError.invalidRecord(
                collection: "teams", id: "1",
                reason: "abbreviation 'bos' must be 2 or 3 uppercase letters A-Z, like BOS or NY")
        ) {
            try TeamBridge.entity(from: TeamRecord(id: 1, city: "Boston", nickname: "Red Sox", abbreviation: "bos"))
        }
        var record = PlayerBridge.record(from: player)
        record.position = "goalie"
        #expect(throws: BridgeError.invalidRecord(collection: "players", id: "9", reason: "unknown position 'goalie'"))
        {
            try PlayerBridge.entity(from: record)
        }
        record = PlayerBridge.record(from: player)
        record.number = 120
        #expect(throws: (any Swift.Error).self) { try PlayerBridge.entity(from: record) }
    }

    @Test("Bridge errors read clearly")
    func messages() {
        #expect(
            BridgeError.incompleteRecord(collection: "teams", id: "3", missing: ["city", "nickname"]).description
                == "teams record 3 is incomplete: missing city, nickname")
    }

    @Test("Users map to records and back; an invalid user record is refused")
    func users() throws {
        let user = try User(id: User.ID("u1"), name: "Ada Lovelace", email: "ada@example.com")
        #expect(try UserBridge.user(from: UserBridge.record(from: user)) == user)
        #expect(
            throws: BridgeError.invalidRecord(
                collection: "users", id: "u2",
                reason: "'not-an-email' is not a plausible email address: expected name@domain.tld")
        ) {
            try UserBridge.user(from: UserRecord(id: "u2", name: "Ada", email: "not-an-email"))
        }
    }

    @Test("Record fields survive the trip through FieldValue and JSON")
    func fieldValuesAsJSON() throws {
        let record = PlayerBridge.record(from: player)
        let data = try JSONEncoder().encode(record.fields)
        let decoded = try JSONDecoder().decode([String: FieldValue].self, from: data)
        #expect(PlayerRecord(id: 9, fields: decoded) == record)
        let withNull = try JSONDecoder().decode(
            [String: FieldValue].self, from: Foundation.Data(#"{"a":null,"b":"x","c":3}"#.utf8))
        #expect(withNull == ["a": .null, "b": .text("x"), "c": .integer(3)])
    }

    @Test("Schemas accept plain identifiers only")
    func identifiers() {
        #expect(RecordSchema.isIdentifier("teams"))
        #expect(RecordSchema.isIdentifier("_team_2"))
        for bad in ["", "2teams", "te ams", "teams;drop", "tëams", "\"teams\""] {
            #expect(!RecordSchema.isIdentifier(bad), "\(bad)")
        }
    }
}
