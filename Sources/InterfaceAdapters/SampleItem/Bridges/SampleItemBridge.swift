import Entities
import UseCases

/// Maps ``SampleItemRecord`` to ``SampleItem`` and back; refuses a record that is incomplete or
/// breaks a rule.
public enum SampleItemBridge: RecordBridge {
    public typealias Entity = SampleItem
    public typealias Draft = SampleItem.Draft
    public typealias Record = SampleItemRecord

    public static let entityName = "sample item"

    public static func recordID(for id: SampleItem.ID) -> Int { id.rawValue }

    public static func record(from draft: SampleItem.Draft) -> SampleItemRecord {
        SampleItemRecord(title: draft.title)
    }

    public static func record(from sampleItem: SampleItem) -> SampleItemRecord {
        SampleItemRecord(id: sampleItem.id.rawValue, title: sampleItem.title)
    }

    public static func entity(from record: SampleItemRecord) throws(BridgeError) -> SampleItem {
        try require(["id": record.id, "title": record.title], in: record)
        do {
            return SampleItem(id: SampleItem.ID(record.id!), draft: try SampleItem.Draft(title: record.title!))
        } catch {
            throw .invalidRecord(
                collection: SampleItemRecord.schema.collection, id: record.id.map(String.init),
                reason: SampleItemPresenter.sentence(for: error))
        }
    }
}

/// Over ``SampleItemBridge``, the record-store repository is the use cases' `SampleItemRepository`.
extension RecordStoreRepository: SampleItemRepository where Bridge == SampleItemBridge {}
