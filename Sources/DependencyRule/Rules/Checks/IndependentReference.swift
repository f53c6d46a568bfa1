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

    /// The siblings a reference from `file` to `declarationFile` crosses: in each group holding
    /// both, the two names when they differ.
    static func crossedSiblings(
        _ file: String, _ declarationFile: String, in folders: FolderAssignment
    ) -> [(group: Int, mine: String, other: String)] {
        let theirs = folders.siblings[declarationFile] ?? []
        return (folders.siblings[file] ?? []).compactMap { mine in
            guard let other = theirs.first(where: { $0.group == mine.group }), other.name != mine.name else {
                return nil
            }
            return (mine.group, mine.name, other.name)
        }
    }

    /// The folder parts of one layer a reference from `file` to `declarationFile` crosses.
    static func crossedParts(
        _ file: String, _ declarationFile: String, in folders: FolderAssignment
    ) -> (layer: Int, mine: Int, other: Int)? {
        guard let layer = folders.layerOfFile[file], folders.layerOfFile[declarationFile] == layer,
            let mine = folders.partOfFile[file], let other = folders.partOfFile[declarationFile], mine != other
        else { return nil }
        return (layer, mine, other)
    }

    func concerns(_ file: String, _ declarationFile: String, in folders: FolderAssignment) -> Bool {
        !Self.crossedSiblings(file, declarationFile, in: folders).isEmpty
            || Self.crossedParts(file, declarationFile, in: folders) != nil
    }

    func check(_ target: PackageTarget, in context: RuleContext) -> [Diagnostic] {
        let folders = context.architecture.folders
        let configuration = context.architecture.configuration
        let references = context.references[target.name] ?? []
        let moves = MoveAdvice(target, in: context)
        /// What to do about `declaration` of folder `other`, whose files `holds` tells.
        func advice(_ declaration: Reference.Declaration, of other: String, holds: (String) -> Bool) -> String {
            moves.canLeave(declaration, folder: holds)
                ? "move '\(declaration.name)' into an inner layer or a folder both may use, or invert the dependency with a protocol there"
                : "invert the dependency with a protocol in an inner layer or a folder both may use, which \(other) implements"
        }
        return Diagnostic.onePerExpression(
            references.flatMap { reference -> [Diagnostic] in
                let declaration = reference.declaration
                var found: [Diagnostic] = []
                for (group, mine, other) in Self.crossedSiblings(reference.file, declaration.file, in: folders) {
                    let name = configuration.independent[group].name
                    let sibling = FolderAssignment.Sibling(group: group, name: other)
                    let what = advice(declaration, of: "'\(other)'") { folders.siblings[$0]?.contains(sibling) == true }
                    found.append(
                        reference.diagnostic(
                            .independentReference,
                            "this file ('\(mine)') names '\(declaration.name)' ('\(other)', \(declaration.file):\(declaration.line)), but '\(mine)' and '\(other)' must stay independent (\"independent\": \(name)): \(what)"
                        ))
                }
                // Folder parts of one layer are siblings too.
                if let (layer, mine, other) = Self.crossedParts(reference.file, declaration.file, in: folders) {
                    let name = configuration.layers[layer].name
                    let parts = configuration.layers[layer].parts
                    let (from, to) = (name + "/" + parts[mine].name, name + "/" + parts[other].name)
                    let what = advice(declaration, of: to) {
                        folders.layerOfFile[$0] == layer && folders.partOfFile[$0] == other
                    }
                    found.append(
                        reference.diagnostic(
                            .independentReference,
                            "this file (\(from)) names '\(declaration.name)' (\(to), \(declaration.file):\(declaration.line)), but parts \(from) and \(to) are siblings that must stay independent: \(what)"
                        ))
                }
                return found
            })
    }
}
