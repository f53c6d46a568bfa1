/// One source file as the index store saw it when it was last compiled: the declarations it
/// defines and the names it uses.
struct IndexedFile: Hashable, Sendable {
    /// The file, relative to the root it was read for.
    var file: String
    /// The target the file belongs to (as the caller said).
    var target: String
    /// The module the compiler built the file into (the unit's module name).
    var module: String
    /// Every definition in the file, members and implicit ones (a memberwise `init`) included,
    /// in the record's order.
    var definitions: [IndexedOccurrence]
    /// Every name the file writes that the compiler resolved to a symbol (no implicit uses: an
    /// accessor called through a property, a conformance the compiler derived), in the record's
    /// order.
    var references: [IndexedOccurrence]
}
