import Entities

/// One sample item as a list shows it: its id, which a view keys rows by and selection carries,
/// the field a row shows, and its text.
public struct SampleItemRow: Identifiable, Hashable, Sendable {
    public let id: SampleItem.ID
    public let displayName: String
    /// The row on a terminal: `1  First`.
    public let text: String

    public init(id: SampleItem.ID, displayName: String, text: String) {
        self.id = id
        self.displayName = displayName
        self.text = text
    }
}
