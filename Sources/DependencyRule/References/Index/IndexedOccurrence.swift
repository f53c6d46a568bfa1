/// A symbol at one place of a source file, as the index store records it: a declaration the file
/// defines, or a name it uses.
struct IndexedOccurrence: Hashable, Sendable {
    /// The symbol's unique name across modules (`s:7Fixture4UserV`): what ties a use to its
    /// declaration.
    var usr: String
    /// The symbol's name as the index gives it: `User`, `first()`, `init(name:)`,
    /// `displayName`.
    var name: String
    /// The symbol's kind (the library's `indexstore_symbol_kind_t`: 6 a struct, 9 an extension,
    /// 16 an instance method, 19 an instance property…).
    var kind: Int
    /// 1-based; the column counts UTF-8 bytes, as the compiler does.
    var line: Int
    var column: Int
    /// For a definition: whether it is a member of nothing (no `childOf` relation), a top-level
    /// declaration of its file. Always `false` for a use.
    var isTopLevel: Bool
}
