/// A piece of Swift source that matters to a reader of its structure, as the import lexer sees
/// it: parentheses of code (not of comments or strings) and string literals written in code.
///
/// `ManifestLocator` walks these to find declarations in `Package.swift`, so that a `(` or a
/// quote inside a comment or a string never misleads it the way a byte search would.
public enum CodeToken: Sendable, Equatable {
    /// A `(` of code, at this UTF-8 offset.
    case openParenthesis(offset: Int)
    /// A `)` of code, at this UTF-8 offset.
    case closeParenthesis(offset: Int)
    /// A string literal from its first delimiter byte (`"` or `#`) to just past its last. `text`
    /// is what stands between the delimiters, as written (escapes are not decoded), or nil when
    /// the literal interpolates.
    case string(start: Int, end: Int, text: String?)
}
