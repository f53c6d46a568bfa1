/// The files read from an index store (``IndexStore/read(_:root:)``), and the references between
/// them: every name one file uses whose declaration another file of the set defines.
struct IndexedFiles: Sendable {
    /// One per file asked for, sorted by path.
    var files: [IndexedFile]

    /// Every use in one file of a symbol defined in another file of the set, members (an
    /// extension's property, a method called on an inferred type) included, with whether the
    /// declaration is top-level; in ``Reference/sorted(_:)`` order. A use of a symbol its own
    /// file defines is left out; a symbol defined in several other files (never, within one
    /// module) gives one reference to each.
    func resolved() -> [IndexedReference] {
        var definitions: [String: [(file: Int, occurrence: IndexedOccurrence)]] = [:]
        for (index, file) in files.enumerated() {
            for definition in file.definitions {
                definitions[definition.usr, default: []].append((index, definition))
            }
        }
        var resolved: [IndexedReference] = []
        for (index, file) in files.enumerated() {
            for use in file.references {
                for (declaringIndex, declaration) in definitions[use.usr] ?? [] where declaringIndex != index {
                    let declaring = files[declaringIndex]
                    let reference = Reference(
                        file: file.file, line: use.line, column: use.column, name: use.name, target: file.target,
                        declaration: Reference.Declaration(
                            name: declaration.name, file: declaring.file, line: declaration.line,
                            column: declaration.column, target: declaring.target, isTopLevel: declaration.isTopLevel))
                    resolved.append(
                        IndexedReference(reference: reference, declarationIsTopLevel: declaration.isTopLevel))
                }
            }
        }
        return resolved.sorted { Self.precedes($0.reference, $1.reference) }
    }

    /// ``resolved()`` as plain references.
    func references() -> [Reference] {
        resolved().map(\.reference)
    }

    /// Which file names a top-level declaration of which other file.
    func topLevelEdges() -> Set<FileEdge> {
        Set(
            resolved().filter(\.declarationIsTopLevel).map {
                FileEdge(from: $0.reference.file, to: $0.reference.declaration.file)
            })
    }

    /// The order of ``Reference/sorted(_:)`` (file, line, column, declaration file and line),
    /// then the declaration's column and name and the name, so that the order is total.
    private static func precedes(_ lhs: Reference, _ rhs: Reference) -> Bool {
        let left = (lhs.file, lhs.line, lhs.column, lhs.declaration.file, lhs.declaration.line, lhs.declaration.column)
        let right = (rhs.file, rhs.line, rhs.column, rhs.declaration.file, rhs.declaration.line, rhs.declaration.column)
        return left != right ? left < right : (lhs.declaration.name, lhs.name) < (rhs.declaration.name, rhs.name)
    }
}
