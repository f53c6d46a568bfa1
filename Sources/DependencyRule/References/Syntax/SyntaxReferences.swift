import Dispatch

extension SyntaxResolver {
    /// The resolver for the targets of `analysis` (those in `only`, when given, and the targets of
    /// the package they import): each Swift file read whole and scanned, in parallel (the import
    /// scan of `check` stops after the last import; this one cannot).
    init(analysis: PackageAnalysis, only: Set<String>? = nil) throws(CheckError) {
        var wanted = only
        if let only {
            // Names resolve in the modules of the package a file imports too.
            let graph = analysis.targets.filter { only.contains($0.target.name) }
            for entry in graph {
                let scope = analysis.scopes[entry.scope]
                for file in entry.files {
                    for declaration in file.imports { wanted?.formUnion(scope[declaration.module] ?? []) }
                }
            }
        }
        let entries = analysis.targets.filter { !$0.files.isEmpty && (wanted?.contains($0.target.name) ?? true) }
        let paths = entries.flatMap { $0.files.map(\.path) }
        let results = Slots<FileSymbols>(count: paths.count)
        let root = analysis.root
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
        let scanned = try results.values()
        var number: [String: Int] = [:]
        for (index, entry) in entries.enumerated() { number[entry.target.name] = index }
        var next = 0
        let modules = entries.map { entry in
            let scope = analysis.scopes[entry.scope]
            let files = entry.files.map { file in
                defer { next += 1 }
                let imports = file.imports.compactMap { declaration -> (module: Int, testable: Bool)? in
                    guard let target = scope[declaration.module]?.first, let module = number[target] else { return nil }
                    return (module, declaration.attributes.contains("@testable"))
                }
                return File(path: file.path, symbols: scanned[next], imports: imports)
            }
            return Module(name: entry.target.moduleName, target: entry.target.name, member: entry.member, files: files)
        }
        self.init(modules: modules)
    }
}
