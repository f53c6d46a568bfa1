import Entities
import UseCases

/// Maps ``TeamRecord`` to ``Team`` and back.
public enum TeamBridge: RecordBridge {
    public typealias Entity = Team
    public typealias Draft = Team.Draft
    public typealias Record = TeamRecord

    public static let entityName = "team"

    public static func recordID(for id: Team.ID) -> Int { id.rawValue }

    public static func record(from draft: Team.Draft) -> TeamRecord {
        TeamRecord(city: draft.city.value, nickname: draft.nickname.value, abbreviation: draft.abbreviation.value)
    }

    public static func record(from team: Team) -> TeamRecord {
        var record = record(from: team.draft)
        record.id = team.id.rawValue
        return record
    }

    public static func entity(from record: TeamRecord) throws(BridgeError) -> Team {
        try require(
            ["id": record.id, "city": record.city, "nickname": record.nickname, "abbreviation": record.abbreviation],
            in: record)
        do {
            return try Team(
                id: Team.ID(record.id!), city: record.city!, nickname: record.nickname!,
                abbreviation: record.abbreviation!)
        } catch {
            throw .invalidRecord(
                collection: TeamRecord.schema.collection, id: record.id.map(String.init),
                reason: ValidationPresenter.sentence(for: error))
        }
    }
}

/// Over ``TeamBridge``, the record-store repository is the use cases' `TeamRepository`.
extension RecordStoreRepository: TeamRepository where Bridge == TeamBridge {}
