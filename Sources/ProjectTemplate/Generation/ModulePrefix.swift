/// `--module-prefix`: every target of the template takes the project's name in front
/// (`BookshelfEntities`, `BookshelfUseCases`, …, `BookshelfEntitiesTests`), so that no two packages
/// in one graph declare a target of the same name, which SwiftPM refuses. The folders, the
/// imports and the system library's module map follow.
struct ModulePrefix {
    /// `Bookshelf`.
    let prefix: String
    /// The project's program, which keeps its name.
    let programName: String

    /// The targets of `tree`, by their folders: `Sources/X`, `Tests/X` and `Fakes`.
    static func targets(in tree: FileTree) -> Set<String> {
        var names = Set<String>()
        for path in tree.paths {
            let components = path.split(separator: "/")
            if components.first == "Fakes" { names.insert("Fakes") }
            guard components.count >= 3, components[0] == "Sources" || components[0] == "Tests" else { continue }
            if components[1] != "Scripts" { names.insert(String(components[1])) }
        }
        return names
    }

    /// The new name of each target that is renamed: every module except the program; executables
    /// other than the program take the program's name in front (`bookshelf-storage-torture`).
    func renames(in tree: FileTree) -> [String: String] {
        var renames: [String: String] = [:]
        for name in Self.targets(in: tree) where name != programName && !name.hasPrefix(prefix) {
            renames[name] = name.first!.isUppercase ? prefix + name : "\(programName)-\(name)"
        }
        return renames
    }

    func apply(to tree: FileTree) -> FileTree {
        Self.apply(renames(in: tree), to: tree)
    }

    /// `tree` with the targets in `renames` renamed: their folders, the imports of them, and the
    /// module maps that declare them.
    static func apply(_ renames: [String: String], to tree: FileTree) -> FileTree {
        let renamedTree = tree.mappingPaths { path in
            var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if components.count >= 3, components[0] == "Sources" || components[0] == "Tests",
                let renamed = renames[components[1]]
            {
                components[1] = renamed
            }
            return components.joined(separator: "/")
        }
        let modules = renames.filter { $0.key.first!.isUppercase }
        let executables = renames.filter { !$0.key.first!.isUppercase }
        return renamedTree.mappingContents { path, contents in
            var text = contents
            if path.hasSuffix(".swift") {
                text = text.replacing(/(?m)^(\s*(?:@testable\s+|@_exported\s+)?import\s+)([A-Za-z_][A-Za-z0-9_]*)\b/) {
                    match in
                    let module = String(match.output.2)
                    return match.output.1 + (modules[module] ?? module)
                }
            }
            if path.hasSuffix("module.modulemap") {
                text = text.replacing(/\bmodule\s+([A-Za-z_][A-Za-z0-9_]*)/) { match in
                    "module " + (modules[String(match.output.1)] ?? String(match.output.1))
                }
            }
            // A helper executable is named in the tests that run it.
            for (old, new) in executables {
                text = text.replacing(old, with: new)
            }
            return text
        }
    }
}
