/// `independent-reference`: a file of one independent folder (or folder part) names a declaration
/// of a sibling, in any module; or a file of one folder part of a layer names one of a sibling part.
struct IndependentReference: RuleCheck {
    static let descriptions = [
        RuleDescription(
            .independentReference, .error,
            summary: "a file of one independent folder or part names a declaration of a sibling",
            help:
                "Folders that \"independent\" keeps apart (features, say), and the folder parts of one layer, must not name each other's declarations, so that each can change, move into a module of its own or be removed alone. Move what they share into an inner layer or a folder both may use, or invert the dependency with a protocol there."
        )
    ]

    func applies(to target: PackageTarget, in architecture: LayerAssignment) -> Bool {
        let folders = architecture.folders
        return target.swiftFiles.contains { folders.siblings[$0] != nil || folders.partOfFile[$0] != nil }
    }

    func check(_ target: PackageTarget, in context: RuleContext) -> [Diagnostic] {
        let architecture = context.architecture
        let folders = architecture.folders
        let configuration = architecture.configuration
        return (context.references[target.name] ?? []).flatMap { reference -> [Diagnostic] in
            let declaration = reference.declaration
            var found: [Diagnostic] = []
            let theirs = folders.siblings[declaration.file] ?? []
            for mine in folders.siblings[reference.file] ?? [] {
                guard let other = theirs.first(where: { $0.group == mine.group }), other.name != mine.name else {
                    continue
                }
                let group = configuration.independent[mine.group].name
                found.append(
                    reference.diagnostic(
                        .independentReference,
                        "this file ('\(mine.name)') names '\(declaration.name)' ('\(other.name)', \(declaration.file):\(declaration.line)), but '\(mine.name)' and '\(other.name)' must stay independent (\"independent\": \(group)): move what they share into an inner layer or a folder both may use, or invert the dependency with a protocol there"
                    ))
            }
            // Folder parts of one layer are siblings too.
            if let layer = folders.layerOfFile[reference.file], folders.layerOfFile[declaration.file] == layer,
                let mine = folders.partOfFile[reference.file], let other = folders.partOfFile[declaration.file],
                mine != other
            {
                let name = configuration.layers[layer].name
                let parts = configuration.layers[layer].parts
                let (from, to) = (name + "/" + parts[mine].name, name + "/" + parts[other].name)
                found.append(
                    reference.diagnostic(
                        .independentReference,
                        "this file (\(from)) names '\(declaration.name)' (\(to), \(declaration.file):\(declaration.line)), but parts \(from) and \(to) are siblings that must stay independent: move what they share into an inner layer, or invert the dependency with a protocol there"
                    ))
            }
            return found
        }
    }
}
