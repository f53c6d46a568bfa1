/// Resolves the names each file uses (``FileSymbols``) to declarations in other files: the syntax
/// resolver's second half, with no build.
///
/// A name resolves where Swift looks for it, as far as syntax can follow: a member of a type whose
/// body holds the use (its declaration or an extension, in any file of the module), then the
/// file's own file-scope declarations, then the module's, then those of the package's or
/// workspace's modules the file imports (their `public` and `package` declarations; every one
/// but `private` ones under `@testable import`). `Module.Name` looks in that module only;
/// `Type.Member` among the members of `Type`.
struct SyntaxResolver {
    /// A module's files, read.
    struct Module {
        var name: String
        var target: String
        /// The member (package or project) it belongs to: `package` declarations are visible
        /// within it.
        var member: Int
        var files: [File]
    }

    /// One file: its path, its symbols, and the modules of the package it imports.
    struct File {
        var path: String
        var symbols: FileSymbols
        /// Imported modules, by index in the resolver's modules, and whether `@testable`.
        var imports: [(module: Int, testable: Bool)]
        /// Its stamp when its imports were scanned, if it was.
        var stamp: FileSystem.Stamp? = nil
    }

    private struct Entry {
        var file: Int
        var declaration: FileSymbols.Declaration
    }

    private struct Table {
        var topLevel: [String: [Entry]] = [:]
        var members: [String: [String: [Entry]]] = [:]
        var types: Set<String> = []
    }

    let modules: [Module]
    private let tables: [Table]
    private let moduleIndex: [String: Int]

    init(modules: [Module]) {
        self.modules = modules
        tables = modules.map { module in
            var table = Table()
            for (index, file) in module.files.enumerated() {
                // A local type's members are named in its own file only, where its scope holds them.
                for declaration in file.symbols.declarations where declaration.parent?.hasPrefix("<local") != true {
                    let entry = Entry(file: index, declaration: declaration)
                    if let parent = declaration.parent {
                        table.members[parent, default: [:]][declaration.name, default: []].append(entry)
                        if declaration.isType { table.types.insert(parent + "." + declaration.name) }
                    } else {
                        table.topLevel[declaration.name, default: []].append(entry)
                        if declaration.isType { table.types.insert(declaration.name) }
                    }
                }
            }
            return table
        }
        moduleIndex = Dictionary(modules.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every reference from a file of a module in `only` (all modules when `nil`) to a
    /// declaration in another file.
    func references(only: Set<Int>? = nil) -> [Reference] {
        var found: [Reference] = []
        for (moduleNumber, module) in modules.enumerated() where only?.contains(moduleNumber) ?? true {
            for (fileNumber, file) in module.files.enumerated() {
                for use in file.symbols.uses {
                    for (target, entry) in resolve(use, in: file, fileNumber: fileNumber, module: moduleNumber)
                    where !(target == moduleNumber && entry.file == fileNumber) {
                        let declared = modules[target].files[entry.file]
                        found.append(
                            Reference(
                                file: file.path, line: use.line, column: use.column, name: use.name,
                                target: module.target,
                                declaration: Reference.Declaration(
                                    name: entry.declaration.qualifiedName, file: declared.path,
                                    line: entry.declaration.line, column: entry.declaration.column,
                                    target: modules[target].target, isTopLevel: entry.declaration.parent == nil)))
                    }
                }
            }
        }
        return found
    }

    /// The declarations `use` names, with their modules: for a call, those whose labels accept
    /// its arguments, where syntax finds any; else every one of that name, as Swift looks.
    private func resolve(
        _ use: FileSymbols.Use, in file: File, fileNumber: Int, module: Int
    ) -> [(Int, Entry)] {
        guard let arguments = use.arguments else {
            return resolve(use, in: file, fileNumber: fileNumber, module: module) { $0 }
        }
        let accepting = resolve(use, in: file, fileNumber: fileNumber, module: module) { entries in
            entries.filter { $0.declaration.accepts(arguments) != false }
        }
        return !accepting.isEmpty ? accepting : resolve(use, in: file, fileNumber: fileNumber, module: module) { $0 }
    }

    /// The declarations `use` names, among those `candidates` keeps of each scope's.
    private func resolve(
        _ use: FileSymbols.Use, in file: File, fileNumber: Int, module: Int, candidates: ([Entry]) -> [Entry]
    ) -> [(Int, Entry)] {
        if let qualifier = use.qualifier {
            // `Module.Name`
            if let target = moduleIndex[qualifier],
                target == module || file.imports.contains(where: { $0.module == target })
            {
                let testable = file.imports.contains { $0.module == target && $0.testable }
                return visible(
                    candidates(tables[target].topLevel[use.name] ?? []), of: target, from: module, file: fileNumber,
                    testable: testable)
            }
            // `Type.Member`, the type found as a name is.
            guard let owner = typeModule(qualifier, in: file, module: module) else { return [] }
            return candidates(tables[owner].members[qualifier]?[use.name] ?? []).filter {
                !$0.declaration.isGenericParameter
            }.map { (owner, $0) }
        }
        // The types around the use, innermost first, and for `Outer.Inner` the outer one too.
        for type in use.enclosingTypes.flatMap(Self.selfAndOuterTypes) {
            if let entries = tables[module].members[type]?[use.name].map(candidates), !entries.isEmpty {
                return entries.filter { !$0.declaration.isGenericParameter }.map { (module, $0) }
            }
        }
        let table = tables[module]
        if let entries = table.topLevel[use.name].map(candidates), !entries.isEmpty {
            if entries.contains(where: { $0.file == fileNumber }) { return [] }
            let visible = entries.filter { $0.declaration.visibility > .file }
            if !visible.isEmpty { return visible.map { (module, $0) } }
        }
        var found: [(Int, Entry)] = []
        for imported in file.imports where imported.module != module {
            found += visible(
                candidates(tables[imported.module].topLevel[use.name] ?? []), of: imported.module, from: module,
                file: fileNumber, testable: imported.testable)
        }
        return found
    }

    /// `A.B.C`, `A.B`, `A` (on UTF-8 bytes: it runs for every use inside a type).
    private static func selfAndOuterTypes(_ path: String) -> [String] {
        var paths = [path]
        var rest = path.utf8[...]
        while let dot = rest.lastIndex(of: UInt8(ascii: ".")) {
            rest = rest[..<dot]
            paths.append(String(Substring(rest)))
        }
        return paths
    }

    /// The module that declares the type `name` for a file: its own, else one it imports.
    private func typeModule(_ name: String, in file: File, module: Int) -> Int? {
        if tables[module].types.contains(name) { return module }
        return file.imports.first { tables[$0.module].types.contains(name) }?.module
    }

    /// Of `entries` in module `target`, those a file of module `from` sees.
    private func visible(
        _ entries: [Entry], of target: Int, from module: Int, file: Int, testable: Bool
    ) -> [(Int, Entry)] {
        entries.filter { entry in
            let visibility = entry.declaration.visibility
            if target == module { return visibility > .file || entry.file == file }
            if visibility == .public || testable && visibility > .file { return true }
            return visibility == .package && modules[target].member == modules[module].member
        }.map { (target, $0) }
    }
}
