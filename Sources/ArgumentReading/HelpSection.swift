/// A part of a help page after its options: `EXIT STATUS:` and its lines, or a paragraph.
public struct HelpSection: Hashable, Sendable {
    /// `EXIT STATUS`; `nil` for a paragraph shown as written.
    public let title: String?
    /// The lines, wrapped as written; under a title, each is indented by two spaces.
    public let body: String

    public init(_ title: String?, _ body: String) {
        self.title = title
        self.body = body
    }

    var text: String {
        guard let title else { return body }
        return "\(title):\n"
            + body.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "" : "  " + $0
            }.joined(separator: "\n")
    }
}
