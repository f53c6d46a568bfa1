/// The absolute path of each file reference and group, resolved through its parents.
struct ElementPaths {
    let objects: ProjectObjects
    /// `SOURCE_ROOT`: the project's folder and its `projectDirPath`.
    let projectFolder: String
    let file: String
    private var parent: [String: String] = [:]
    private var resolved: [String: String?] = [:]

    init(objects: ProjectObjects, projectFolder: String, file: String) {
        self.objects = objects
        self.projectFolder = projectFolder
        self.file = file
        parent.reserveCapacity(objects.all.count)
        resolved.reserveCapacity(objects.all.count)
        for (id, object) in objects.all {
            guard let children = object.fields["children"]?.array else { continue }
            for child in children {
                if let child = child.string, parent[child] == nil { parent[child] = id }
            }
        }
    }

    /// The absolute path of the element `id`; `nil` for one that is not in the source tree (a
    /// product in `BUILT_PRODUCTS_DIR`, an SDK's framework).
    mutating func path(of id: String) throws(CheckError) -> String? {
        var chain: [String] = []
        var current: String? = id
        // Up to the first element whose path is known or does not depend on its parent.
        while let element = current, resolved[element] == nil {
            guard !chain.contains(element) else {
                throw CheckError(
                    "groups contain each other (object \(element)): the project's group tree has a loop", file: file,
                    line: objects[element]?.line)
            }
            chain.append(element)
            let tree = objects[element]?.fields["sourceTree"]?.string ?? "<group>"
            current = tree == "<group>" ? parent[element] : nil
        }
        for element in chain.reversed() {
            resolved[element] = resolve(element)
        }
        return resolved[id] ?? nil
    }

    /// The path of `element` once its parent's is known.
    private func resolve(_ element: String) -> String? {
        let fields = objects[element]?.fields
        let path = fields?["path"]?.string
        switch fields?["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            guard let parentID = parent[element] else {
                // The main group, or an element no group holds: relative to the project folder.
                return path.map { Path.absolute($0, in: projectFolder) } ?? projectFolder
            }
            guard let base = resolved[parentID] ?? nil else { return nil }
            return path.map { Path.appending($0, to: base) } ?? base
        case "SOURCE_ROOT":
            return path.map { Path.absolute($0, in: projectFolder) } ?? projectFolder
        case "<absolute>":
            return path.map { Path.absolute($0, in: "/") }
        default:
            return nil  // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: not sources
        }
    }
}
