import Entities

/// The fields of a sample item as the user edits them, before they are checked: what a view's
/// text fields bind to (`$screen.form.title`).
public struct SampleItemForm: Hashable, Sendable {
    public var title: String

    public init(title: String = "") {
        self.title = title
    }

    /// The form holding `sampleItem`'s fields.
    public init(_ sampleItem: SampleItem) {
        self.init(title: sampleItem.title)
    }
}
