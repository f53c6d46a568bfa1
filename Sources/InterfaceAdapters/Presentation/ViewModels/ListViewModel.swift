/// A list ready to display: a note above it (or `nil`), its lines, and what to say when empty.
public struct ListViewModel: Hashable, Sendable {
    public let note: String?
    public let lines: [String]
    public let emptyText: String

    public init(note: String? = nil, lines: [String], emptyText: String) {
        self.note = note
        self.lines = lines
        self.emptyText = emptyText
    }
}
