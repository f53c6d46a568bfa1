/// A ``Reference`` the index resolved, with whether the declaration it names is top-level in its
/// file (a type, a global function) or a member (a property, a method, an enum case, a member
/// of an extension).
struct IndexedReference: Hashable, Sendable {
    var reference: Reference
    /// Whether the declaration has no `childOf` relation in its file.
    var declarationIsTopLevel: Bool
}
