import Dispatch

extension SyntaxResolver {
    /// The modules the resolver reads for the targets of `analysis` (those in `only`, when given,
    /// and the targets of the package they import), each file with its imports and no symbols
    /// yet: what ``init(scanning:root:)`` reads and ``ReferenceCache`` keys on.
    static func modules(of analysis: PackageAnalysis, only: Set<String>? = nil) -> [Module] {
        var wanted = only
        if let only {
            // Names resolve in the modules of the package a file imports too.
            for entry in analysis.targets where only.contains(entry.target.name) {
                let scope = analysis.scopes[entry.scope]
                for file in entry.files {
                    for declaration in file.imports { wanted?.formUnion(scope[declaration.module] ?? []) }
                }
            }
        }
        let entries = analysis.targets.filter { !$0.files.isEmpty && (wanted?.contains($0.target.name) ?? true) }
        var number: [String: Int] = [:]
        for (index, entry) in entries.enumerated() { number[entry.target.name] = index }
        return entries.map { entry in
            let scope = analysis.scopes[entry.scope]
            let files = entry.files.map { file in
                let imports = file.imports.compactMap { declaration -> (module: Int, testable: Bool)? in
                    guard let target = scope[declaration.module]?.first, let module = number[target] else { return nil }
                    return (module, declaration.attributes.contains("@testable"))
                }
                return File(path: file.path, symbols: FileSymbols(), imports: imports, stamp: file.stamp)
            }
            return Module(name: entry.target.moduleName, target: entry.target.name, member: entry.member, files: files)
        }
    }

    /// The resolver for `modules`, each file (its path relative to `root`) read whole and scanned,
    /// in parallel (the import scan of `check` stops after the last import; this one cannot).
    init(scanning modules: [Module], root: String) throws(CheckError) {
        let paths = modules.flatMap { $0.files.map(\.path) }
        let results = Slots<FileSymbols>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            do throws(CheckError) {
                let symbols = try FileSystem.withContents(of: Path.appending(paths[index], to: root)) {
                    SymbolScanner.scan($0)
                }
                results.set(index, .success(symbols))
            } catch {
                results.set(index, .failure(CheckError(error.message, file: paths[index])))
            }
        }
        var scanned = try results.values().makeIterator()
        var modules = modules
        for module in modules.indices {
            for file in modules[module].files.indices { modules[module].files[file].symbols = scanned.next()! }
        }
        self.init(modules: modules)
    }

    /// The resolver for every target of `analysis`, every file scanned.
    init(analysis: PackageAnalysis) throws(CheckError) {
        try self.init(scanning: Self.modules(of: analysis), root: analysis.root)
    }
}
