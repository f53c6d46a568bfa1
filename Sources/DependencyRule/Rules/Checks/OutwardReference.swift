/// `outward-reference`: a file of an inner folder layer names a declaration of a file in an outer
/// folder layer of the same target (across modules, the import that the name needs is what
/// `outward-dependency` reports).
struct OutwardReference: RuleCheck {
    static let descriptions = [
        RuleDescription(
            .outwardReference, .error,
            summary: "a file of an inner folder layer names a declaration of an outer one",
            help:
                "Inside a target split into folder layers, names must point inward, as imports do between modules. Declare what the inner file needs as a protocol in its own layer, implement it in the outer layer and wire the two in the composition root; or, when it names nothing of an outer layer, move the declaration into the inner layer."
        )
    ]

    func applies(to target: PackageTarget, in architecture: LayerAssignment) -> Bool {
        architecture.isSplit(target.name)
    }

    /// Both files in folder layers, the declaration's outer.
    func concerns(_ file: String, _ declarationFile: String, in folders: FolderAssignment) -> Bool {
        guard let inner = folders.layerOfFile[file], let outer = folders.layerOfFile[declarationFile] else {
            return false
        }
        return outer > inner
    }

    func check(_ target: PackageTarget, in context: RuleContext) -> [Diagnostic] {
        let architecture = context.architecture
        let references = context.references[target.name] ?? []
        let moves = MoveAdvice(target, in: context)
        return Diagnostic.onePerExpression(
            references.compactMap { reference -> Diagnostic? in
                guard reference.declaration.target == target.name,
                    concerns(reference.file, reference.declaration.file, in: architecture.folders),
                    let inner = architecture.folders.layerOfFile[reference.file],
                    let innerName = architecture.layer(ofFile: reference.file, in: target.name)?.name,
                    let outerName = architecture.layer(ofFile: reference.declaration.file, in: target.name)?.name
                else { return nil }
                let declaration = reference.declaration
                let move =
                    moves.canMove(declaration, into: inner) ? ", or move '\(declaration.name)' into \(innerName)" : ""
                return reference.diagnostic(
                    .outwardReference,
                    "this file (layer \(innerName)) names '\(declaration.name)' (\(outerName), \(declaration.file):\(declaration.line)), a declaration of an outer layer: names must point inward. Declare what it needs as a protocol in \(innerName) that \(outerName) implements\(move)"
                )
            })
    }
}
