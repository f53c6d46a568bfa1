/// The kit read once for a generation (``KitSource/template()``): the template's files by part,
/// and what the kit's targets outside the layers are in a package made from it.
struct KitTemplate: Hashable, Sendable {
    /// Every file of the template, by the part it belongs to.
    let parts: [KitPart: FileTree]
    /// The test-support targets a package gets (the fakes, the contracts, the helpers of tests
    /// that run processes), in the kit configuration's order.
    let testSupport: [String]
    /// The targets outside the layers that a layer uses (the lock).
    let unlayered: [String]

    /// The files of `part` (none when the kit has none).
    subscript(part: KitPart) -> FileTree { parts[part, default: FileTree()] }
}
