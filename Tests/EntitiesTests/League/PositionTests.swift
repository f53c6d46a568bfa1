import Entities
import Testing

@Suite("Position")
struct PositionTests {
    @Test("There are exactly the ten positions, each with its display name")
    func tenPositions() {
        #expect(
            Position.allCases.map(\.displayName) == [
                "Pitcher", "Catcher", "First Base", "Second Base", "Third Base", "Shortstop", "Left Field",
                "Center Field", "Right Field", "Designated Hitter",
            ])
    }

    @Test("Every position is found by its display name", arguments: Position.allCases)
    func foundByDisplayName(position: Position) throws {
        #expect(try Position(named: position.displayName) == position)
        #expect(try Position(named: position.displayName.uppercased()) == position)
        #expect(try Position(named: position.rawValue) == position)
    }

    @Test(
        "Spacing, hyphens, underscores and case do not matter",
        arguments: ["designated hitter", "Designated-Hitter", " designated_HITTER ", "DesignatedHitter"])
    func looseSpelling(name: String) throws {
        #expect(try Position(named: name) == .designatedHitter)
    }

    @Test("An unknown position is refused", arguments: ["Goalie", "", "Pitch"])
    func unknownPosition(name: String) {
        #expect(throws: ValidationError.unknownPosition(name)) { try Position(named: name) }
    }
}
