import Entities
import UseCases

/// Maps ``PlayerRecord`` to ``Player`` and back. The position is stored by its raw value
/// (`designatedHitter`), which never changes when display names do.
public enum PlayerBridge: RecordBridge {
    public typealias Entity = Player
    public typealias Draft = Player.Draft
    public typealias Record = PlayerRecord

    public static let entityName = "player"

    public static func recordID(for id: Player.ID) -> Int { id.rawValue }

    public static func record(from draft: Player.Draft) -> PlayerRecord {
        PlayerRecord(
            firstName: draft.firstName.value, lastName: draft.lastName.value, number: draft.number.value,
            teamID: draft.teamID.rawValue, position: draft.position.rawValue)
    }

    public static func record(from player: Player) -> PlayerRecord {
        var record = record(
            from: Player.Draft(
                firstName: player.firstName, lastName: player.lastName, number: player.number,
                teamID: player.teamID, position: player.position))
        record.id = player.id.rawValue
        return record
    }

    public static func entity(from record: PlayerRecord) throws(BridgeError) -> Player {
        try require(
            [
                "id": record.id, "firstName": record.firstName, "lastName": record.lastName,
                "number": record.number, "teamID": record.teamID, "position": record.position,
            ], in: record)
        guard let position = Position(rawValue: record.position!) else {
            throw .invalidRecord(
                collection: PlayerRecord.schema.collection, id: record.id.map(String.init),
                reason: "unknown position '\(record.position!)'")
        }
        do {
            let draft = try Player.Draft(
                firstName: record.firstName!, lastName: record.lastName!, number: record.number!,
                teamID: Team.ID(record.teamID!), position: position)
            return Player(id: Player.ID(record.id!), draft: draft)
        } catch {
            throw .invalidRecord(
                collection: PlayerRecord.schema.collection, id: record.id.map(String.init),
                reason: ValidationPresenter.sentence(for: error))
        }
    }
}

/// Over ``PlayerBridge``, the record-store repository is the use cases' `PlayerRepository`.
extension RecordStoreRepository: PlayerRepository where Bridge == PlayerBridge {}
