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
        SampleItemRecord(
            displayName: draft.displayName,
            categoryName: draft.categoryName,
            commentText: draft.commentText,
            stockCount: draft.stockCount,
            reorderLevel: draft.reorderLevel,
            isFeatured: draft.isFeatured,
            isFragile: draft.isFragile,
            basePrice: draft.basePrice,
            discountRate: draft.discountRate,
        )
    }

    public static func record(from sampleItem: SampleItem) -> SampleItemRecord {
        var record = Self.record(from: sampleItem.draft)
        record.id = sampleItem.id.rawValue
        return record
    }

    /// The sample item a record holds: every field that is not optional must be there.
    public static func entity(from record: SampleItemRecord) throws(BridgeError) -> SampleItem {
        try require(
            [
                "id": record.id,
                "displayName": record.displayName,
                "categoryName": record.categoryName,
                "stockCount": record.stockCount,
                "isFeatured": record.isFeatured,
                "basePrice": record.basePrice,
            ], in: record)
        do {
            let draft = try SampleItem.Draft(
                displayName: record.displayName!,
                categoryName: record.categoryName!,
                commentText: record.commentText,
                stockCount: record.stockCount!,
                reorderLevel: record.reorderLevel,
                isFeatured: record.isFeatured!,
                isFragile: record.isFragile,
                basePrice: record.basePrice!,
                discountRate: record.discountRate,
            )
            return SampleItem(id: SampleItem.ID(record.id!), draft: draft)
        } catch {
            throw .invalidRecord(
                collection: SampleItemRecord.schema.collection, id: record.id.map(String.init),
                reason: SampleItemPresenter.sentence(for: error))
        }
    }
}

/// Over ``SampleItemBridge``, the record-store repository is the use cases' `SampleItemRepository`.
extension RecordStoreRepository: SampleItemRepository where Bridge == SampleItemBridge {}
