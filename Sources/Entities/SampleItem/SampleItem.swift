/// A sample item: the vertical slice `clean-architecture add feature` copies, renamed (a feature
/// `Book` gets `Book`, `Book.Draft`, `Book.Invalid`). Replace the title with what your entity is
/// made of, and keep every rule in the draft's initialiser: an entity cannot exist in a state the
/// rules forbid.
public struct SampleItem: Identifiable, Hashable, Sendable {
    public typealias ID = Identifier<SampleItem, Int>

    /// A sample item before it has an identity: what it takes to create one.
    public struct Draft: Hashable, Sendable {
        public let title: String

        /// Validates `title`: trimmed, it must not be empty.
        public init(title: String) throws(Invalid) {
            let trimmed = String(title.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
            guard !trimmed.isEmpty else { throw .blankTitle }
            self.init(checked: trimmed)
        }

        /// A draft of fields that are known to keep the rules.
        fileprivate init(checked title: String) {
            self.title = title
        }
    }

    /// Which rule a draft broke. It carries data only: the presenter words it.
    public enum Invalid: Swift.Error, Hashable, Sendable {
        case blankTitle
    }

    public let id: ID
    public let title: String

    public init(id: ID, draft: Draft) {
        self.id = id
        title = draft.title
    }

    /// The sample item's fields without its identity.
    public var draft: Draft { Draft(checked: title) }
}
