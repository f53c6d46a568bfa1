import Entities

/// One sample item as its screen shows it: its id and each field, for a view to lay out, and its
/// text, the terminal's lines.
public struct SampleItemDetail: Hashable, Sendable {
    public let id: SampleItem.ID
    public let title: String
    /// The sample item on a terminal: `Sample item 1: First`.
    public let text: String

    public init(id: SampleItem.ID, title: String, text: String) {
        self.id = id
        self.title = title
        self.text = text
    }
}
