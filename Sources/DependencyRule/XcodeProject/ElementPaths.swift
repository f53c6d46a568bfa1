/// The absolute path of each file reference and group, resolved through its parents. Each
/// element's parent, source tree and path are read once, by its index in the project's objects;
/// each path is resolved once.
struct ElementPaths {
    /// Where an element's `path` starts from.
    private enum Tree {
        /// `<group>`: the parent's path (the project's folder for the main group).
        case group
        /// `SOURCE_ROOT`: the project's folder and its `projectDirPath`.
        case sourceRoot
        case absolute
        /// A product, an SDK's framework, a build setting: not a source.
        case elsewhere
    }

    let objects: ProjectObjects
    /// `SOURCE_ROOT`: the project's folder and its `projectDirPath`.
    let projectFolder: String
    let file: String
    private var parent: [Int]
    private var tree: [Tree]
    private var path: [String?]
    /// `nil` while not resolved; `.some(nil)` for an element that is not in the source tree.
    private var resolved: [String??]

    init(objects: ProjectObjects, projectFolder: String, file: String) {
        self.objects = objects
        self.projectFolder = projectFolder
        self.file = file
        let count = objects.all.count
        parent = Array(repeating: -1, count: count)
        tree = Array(repeating: .group, count: count)
        path = Array(repeating: nil, count: count)
        resolved = Array(repeating: nil, count: count)
        for (index, (_, object)) in objects.all.enumerated() {
            let fields = object.fields
            switch fields["sourceTree"]?.string ?? "<group>" {
            case "<group>": tree[index] = .group
            case "SOURCE_ROOT": tree[index] = .sourceRoot
            case "<absolute>": tree[index] = .absolute
            default: tree[index] = .elsewhere
            }
            path[index] = fields["path"]?.string
            guard let children = fields["children"]?.array else { continue }
            for child in children {
                if let id = child.string, let slot = objects.index(of: id), parent[slot] < 0 { parent[slot] = index }
            }
        }
    }

    /// The absolute path of the element `id`; `nil` for one that is not in the source tree (a
    /// product in `BUILT_PRODUCTS_DIR`, an SDK's framework).
    mutating func path(of id: String) throws(CheckError) -> String? {
        guard let start = objects.index(of: id) else { return nil }
        if let known = resolved[start] { return known }
        // Up to the first element whose path is known or does not depend on its parent.
        var chain: [Int] = []
        var current = start
        while current >= 0, resolved[current] == nil {
            guard !chain.contains(current) else {
                throw CheckError(
                    "groups contain each other (object \(objects.all[current].id)): the project's group tree has a loop",
                    file: file, line: objects.all[current].object.line)
            }
            chain.append(current)
            current = tree[current] == .group ? parent[current] : -1
        }
        for element in chain.reversed() {
            resolved[element] = .some(resolve(element))
        }
        return resolved[start] ?? nil
    }

    /// The path of `element` once its parent's is known.
    private func resolve(_ element: Int) -> String? {
        let path = self.path[element]
        switch tree[element] {
        case .group:
            guard parent[element] >= 0 else {
                // The main group, or an element no group holds: relative to the project folder.
                return path.map { Path.absolute($0, in: projectFolder) } ?? projectFolder
            }
            guard let base = resolved[parent[element]] ?? nil else { return nil }
            return path.map { Path.appending($0, to: base) } ?? base
        case .sourceRoot:
            return path.map { Path.absolute($0, in: projectFolder) } ?? projectFolder
        case .absolute:
            return path.map { Path.absolute($0, in: "/") }
        case .elsewhere:
            return nil
        }
    }
}
