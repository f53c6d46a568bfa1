/// A list ready to display: a note above it (or `nil`), its lines, and what to say when it is
/// empty, with a step that would fill it.
public struct ListViewModel: Hashable, Sendable {
    public let note: String?
    public let lines: [String]
    /// The sentence shown instead of an empty list, without a final full stop.
    public let emptyText: String
    /// What would fill the list, shown with ``emptyText``; `nil` for none.
    public let emptySuggestion: Suggestion?

    public init(note: String? = nil, lines: [String], emptyText: String, emptySuggestion: Suggestion? = nil) {
        self.note = note
        self.lines = lines
        self.emptyText = emptyText
        self.emptySuggestion = emptySuggestion
    }
}
