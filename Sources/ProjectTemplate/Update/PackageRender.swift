import DependencyRule
import Foundation
import Locking
import ProcessSpawning

/// A package rendered from its lock's inputs at a kit: what `new` and every recorded `add feature`
/// write, formatted, its graph drawn. A function of the lock and the kit alone (the creation date
/// comes from the lock), so that rendering at the kit a package was made with gives its stored
/// base again, and at a later kit what `update` merges in.
struct PackageRender {
    let kit: KitSource
    /// The render's inputs; its kit's version goes in the package's CI.
    let lock: TemplateLock

    /// The generator of the package's first files.
    func generator() throws(GenerationError) -> ProjectGenerator {
        let project = lock.project
        let name: ProjectName
        do {
            name = try ProjectName(project.name)
        } catch {
            throw GenerationError("the lock's project name: \(error)")
        }
        return try ProjectGenerator(
            name: name, example: project.example, modulePrefix: project.modulePrefix,
            stores: project.stores, kit: kit, kitVersion: lock.kit.version, kitRepository: project.kitRepository,
            created: project.created)
    }

    /// Writes the whole package into `folder`, a new folder, and returns its files: `new`'s, then
    /// each feature's, in the lock's order.
    func write(into folder: String) throws(GenerationError) -> FileTree {
        let tree = try generator().files()
        try TreeWriter.write(tree, into: folder)
        try Self.finish(tree, in: folder, kit: kit)
        for feature in lock.features {
            let name: FeatureName
            do {
                name = try FeatureName(feature.name)
            } catch {
                throw GenerationError("the lock's feature '\(feature.name)': \(error)")
            }
            let generator = try FeatureGenerator(
                name: name, fields: feature.fields, changes: feature.changes, packagePath: folder, kit: kit)
            let files = try generator.files()
            let edits = try generator.edits()
            try TreeWriter.write(files, into: folder)
            try TreeWriter.write(edits, into: folder)
            try SourceFormatter().format(
                files.paths + edits.paths, in: folder, configuration: Path.appending(".swift-format", to: folder))
        }
        return try Self.read(folder)
    }

    /// What `new` does to its files once they are written in `folder`: formats the Swift files
    /// the generator renamed (a file copied unchanged is formatted already, under the same
    /// `.swift-format`), and draws the architecture graph.
    static func finish(_ tree: FileTree, in folder: String, kit: KitSource) throws(GenerationError) {
        let copied = try kit.swiftContents()
        let renamed = tree.paths.filter { path in tree[path].map { !copied.contains($0) } ?? true }
        try SourceFormatter().format(
            renamed, in: folder, configuration: Path.appending(".swift-format", to: folder))
        try drawGraph(in: folder)
    }

    /// Architecture pages with their graph drawn in this process, by a hash of every file of the
    /// package they were drawn from: a process that renders one package again (a test, an update
    /// and its check) draws its graph once.
    private static let drawn = Locked<[String: String]>([:])

    /// Fills `Docs/Architecture.md` in the package at `folder` with the graph `dependency-rule
    /// graph` draws, as `make graph` does there.
    static func drawGraph(in package: String) throws(GenerationError) {
        let page = Path.appending(UpdatePlan.architecture, to: package)
        var hash = StableHash()
        let files = try read(package)
        for path in files.paths {
            hash.combine(path)
            hash.combine(files[path]!)
        }
        if let text = drawn.withLock({ $0[hash.hex] }) {
            try TreeWriter.write(FileTree([UpdatePlan.architecture: text]), into: package)
            return
        }
        try drawGraphAnew(in: package)
        let text: String
        do {
            text = try String(contentsOfFile: page, encoding: .utf8)
        } catch {
            throw GenerationError("cannot read \(page): \(TreeWriter.reason(error))")
        }
        drawn.withLock { $0[hash.hex] = text }
    }

    /// Draws the graph with the checker, as `make graph` does.
    private static func drawGraphAnew(in package: String) throws(GenerationError) {
        let cache: TemporaryFolder
        do {
            cache = try TemporaryFolder(prefix: "clean-architecture")
        } catch {
            throw GenerationError(error.description)
        }
        defer { cache.remove() }
        var problems = ""
        let status = DependencyRuleCommand.run(
            [
                "graph", "--package-path", package, "--cache-path", cache.path, "--embed",
                Path.appending(UpdatePlan.architecture, to: package),
            ],
            output: { _ in }, errors: { problems += $0 })
        guard status == 0 else {
            throw GenerationError(
                "cannot draw the architecture graph of the package: \(problems.trimmingCharacters(in: .whitespacesAndNewlines))"
            )
        }
    }

    /// Every regular file below `folder`, by relative path; hidden folders' files too, but none
    /// of the lock's (``TemplateLock/file``, ``TemplateLock/folder``).
    static func read(_ folder: String) throws(GenerationError) -> FileTree {
        // Links are neither followed nor read.
        try FolderWalk.files(
            below: "", in: folder, followingLinks: false,
            decide: { path, kind in
                switch kind {
                case .folder: [TemplateLock.folder, ".build", ".git"].contains(path) ? .skip : .enter
                case .file: path == TemplateLock.file ? .skip : .read
                case nil: .skip
                }
            },
            read: { path throws(GenerationError) in
                do {
                    return try String(contentsOfFile: Path.appending(path, to: folder), encoding: .utf8)
                } catch {
                    throw GenerationError(
                        "cannot read \(Path.appending(path, to: folder)): \(TreeWriter.reason(error))")
                }
            })
    }

    /// The files of `tree` as the lock's base holds them: below ``TemplateLock/baseFolder``.
    static func base(of tree: FileTree) -> FileTree {
        var base = FileTree()
        for path in tree.paths { base[TemplateLock.baseFolder + "/" + path] = tree[path] }
        return base
    }
}
