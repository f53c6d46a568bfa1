/// A line comment whose text begins with `dependency-rule:`, such as
/// `// dependency-rule:allow outward-dependency -- reason`.
///
/// The lexer finds these only in real comments: text in string literals never counts.
public struct DirectiveComment: Hashable, Sendable {
    /// The text after `//`, trimmed: `dependency-rule:allow …`.
    public var text: String
    /// 1-based line of the `//`.
    public var line: Int
    /// 1-based column (in UTF-8 bytes) of the `//`.
    public var column: Int
    /// Whether only spaces precede the comment on its line (then it is about the next line).
    public var standsAlone: Bool

    public init(text: String, line: Int, column: Int, standsAlone: Bool) {
        self.text = text
        self.line = line
        self.column = column
        self.standsAlone = standsAlone
    }

    /// The line the comment is about: its own, after code; the next one, on a line of its own.
    public var subjectLine: Int { standsAlone ? line + 1 : line }
}
