/// How the names files use are resolved: by syntax (the default, no build), or by the compiler's
/// index store (`--index-store PATH`; exact).
enum ReferenceResolution {
    case syntax
    /// The store's folder, the `libIndexStore` to load (`nil`: the toolchain's) and the prefix map
    /// for paths recorded on another machine.
    case index(store: String, library: String?, prefixMap: [(old: String, new: String)])

    /// The resolution a command line asks for, its paths made absolute.
    init(_ invocation: Invocation, currentDirectory: String) {
        guard let store = invocation.indexStorePath else {
            self = .syntax
            return
        }
        self = .index(
            store: DependencyRuleCommand.absolute(store, in: currentDirectory),
            library: invocation.indexStoreLibrary.map { DependencyRuleCommand.absolute($0, in: currentDirectory) },
            prefixMap: invocation.indexPrefixMap)
    }

    /// Every reference from a file of `analysis` to a declaration in another of its files.
    /// - Parameters:
    ///   - root: the folder the analysis's paths are relative to (absolute).
    ///   - selected: the targets asked for (`--target`); the index store is read for the others
    ///     but test targets (a plain `swift build` does not compile them), and for these.
    ///   - needed: the targets whose files' references are wanted (with syntax, the others are
    ///     read only for what these import); `nil` for all.
    func references(
        in analysis: PackageAnalysis, root: String, selected: Set<String>? = nil, needed: Set<String>? = nil
    ) throws(CheckError) -> [Reference] {
        switch self {
        case .syntax:
            let resolver = try SyntaxResolver(analysis: analysis, only: needed)
            guard let needed else { return resolver.references() }
            return resolver.references(
                only: Set(resolver.modules.indices.filter { needed.contains(resolver.modules[$0].target) }))
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
            return try store.read(sources, root: root).references()
        }
    }
}
