/// The files read from an index store (``IndexStore/read(_:root:)``), and the references between
/// them: every name one file uses whose declaration another file of the set defines.
struct IndexedFiles: Sendable {
    /// One per file asked for, sorted by path.
    var files: [IndexedFile]

    /// Every use in one file of a symbol defined in another file of the set, members (an
    /// extension's property, a method called on an inferred type) included, each declaration
    /// marked top-level or not; in ``Reference/sorted(_:)`` order. A use of a symbol its own
    /// file defines is left out; a symbol defined in several other files (never, within one
    /// module) gives one reference to each.
    func references() -> [Reference] {
        var definitions: [String: [(file: Int, occurrence: IndexedOccurrence)]] = [:]
        for (index, file) in files.enumerated() {
            for definition in file.definitions {
                definitions[definition.usr, default: []].append((index, definition))
            }
        }
        var resolved: [Reference] = []
        for (index, file) in files.enumerated() {
            for use in file.references {
                for (declaringIndex, declaration) in definitions[use.usr] ?? [] where declaringIndex != index {
                    let declaring = files[declaringIndex]
                    resolved.append(
                        Reference(
                            file: file.file, line: use.line, column: use.column, name: use.name, target: file.target,
                            declaration: Reference.Declaration(
                                name: declaration.name, file: declaring.file, line: declaration.line,
                                column: declaration.column, target: declaring.target,
                                isTopLevel: declaration.isTopLevel)))
                }
            }
        }
        return Reference.sorted(resolved)
    }
}
