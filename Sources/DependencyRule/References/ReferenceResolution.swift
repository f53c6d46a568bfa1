/// How the names files use are resolved: by syntax (the default, no build), or by the compiler's
/// index store (`--index-store PATH`; exact).
enum ReferenceResolution {
    /// The folder of the ``ReferenceCache`` when `--cache-path` names one; else the package's
    /// `.build/dependency-rule` (none for a root that is no package).
    case syntax(cacheFolder: String?)
    /// The store's folder, the `libIndexStore` to load (`nil`: the toolchain's) and the prefix map
    /// for paths recorded on another machine.
    case index(store: String, library: String?, prefixMap: [(old: String, new: String)])

    /// Every reference from a file of `analysis` to a declaration in another of its files, and
    /// whether they came from the cache.
    /// - Parameters:
    ///   - root: the folder the analysis's paths are relative to (absolute).
    ///   - selected: the targets asked for (`--target`); the index store is read for the others
    ///     but test targets (a plain `swift build` does not compile them), and for these.
    ///   - needed: the targets whose files' references are wanted (with syntax, the others are
    ///     read only for what these import); `nil` for all.
    ///   - filter: when given, only the references it keeps are wanted.
    ///   - namesFrom: the files whose every reference is wanted too (as `names`), decided from
    ///     those `filter` kept: what the advice of a finding reads. `names` is `nil` when they could
    ///     not be read.
    func references(
        in analysis: PackageAnalysis, root: String, selected: Set<String>? = nil, needed: Set<String>? = nil,
        filter: ReferenceFilter? = nil, namesFrom: (([Reference]) -> Set<String>)? = nil
    ) throws(CheckError) -> (references: [Reference], cached: Bool, names: [Reference]?) {
        func wanted(_ references: [Reference]) -> (references: [Reference], cached: Bool, names: [Reference]?) {
            let kept = filter.map { references.filter($0.keeps) } ?? references
            let files = namesFrom?(kept) ?? []
            return (kept, false, files.isEmpty ? [] : references.filter { files.contains($0.file) })
        }
        switch self {
        case .syntax(let cacheFolder):
            let modules = SyntaxResolver.modules(of: analysis, only: needed)
            let folder =
                cacheFolder
                ?? (FileSystem.kind(of: root + "/Package.swift") == .file ? root + "/.build/dependency-rule" : nil)
            let cache = folder.flatMap { ReferenceCache(folder: $0, root: root, modules: modules, only: needed) }
            if let cache, let references = cache.load(keeping: filter) {
                let files = namesFrom?(references) ?? []
                return (references, true, files.isEmpty ? [] : cache.load(keeping: ReferenceFilter(from: files)))
            }
            let resolver = try SyntaxResolver(scanning: modules, root: root)
            let references =
                needed.map { needed in
                    resolver.references(
                        only: Set(resolver.modules.indices.filter { needed.contains(resolver.modules[$0].target) }))
                } ?? resolver.references()
            cache?.store(references)
            return wanted(references)
        case .index(let path, let library, let prefixMap):
            let store = try IndexStore(
                path: path, library: try IndexStoreLibrary.load(path: library), prefixMap: prefixMap)
            var sources: [String: String] = [:]
            // A plugin is compiled apart from the build, into no index store.
            for entry in analysis.targets
            where entry.target.kind != .plugin
                && (entry.target.kind != .test || selected?.contains(entry.target.name) == true)
            {
                for file in entry.files { sources[Path.appending(file.path, to: root)] = entry.target.name }
            }
            return wanted(try store.read(sources, root: root).references())
        }
    }
}
