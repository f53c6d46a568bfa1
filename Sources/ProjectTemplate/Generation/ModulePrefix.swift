import DependencyRule

/// `--module-prefix`: every target of the template takes the project's name in front
/// (`BookshelfEntities`, `BookshelfUseCases`, …, `BookshelfEntitiesTests`), so that no two packages
/// in one graph declare a target of the same name, which SwiftPM refuses. The folders, the
/// imports and the system library's module map follow.
struct ModulePrefix {
    /// `Bookshelf`.
    let prefix: String
    /// The project's program (`bookshelf`): helper executables take it in front (`bookshelf-storage-torture`).
    let programName: String
    /// Targets that keep their names: the program, and the app's CLI tests, which carry the
    /// project's name already.
    let keeping: Set<String>

    /// The targets of `tree`, by their folders: `Sources/X`, `Tests/X` (with Swift files) and `Fakes`.
    static func targets(in tree: FileTree) -> Set<String> {
        var names = Set<String>()
        for path in tree.paths {
            let components = path.split(separator: "/")
            if components.first == "Fakes" { names.insert("Fakes") }
            guard components.count >= 3,
                components[0] == "Sources" || path.hasSuffix(".swift") && components[0] == "Tests"
            else { continue }
            names.insert(String(components[1]))
        }
        return names
    }

    /// The new name of each of `targets` that is renamed: modules take the prefix, executables
    /// the program's name and a hyphen.
    func renames(of targets: Set<String>) -> [String: String] {
        var renames: [String: String] = [:]
        for name in targets where !keeping.contains(name) {
            renames[name] = name.first!.isUppercase ? prefix + name : "\(programName)-\(name)"
        }
        return renames
    }

    /// `tree` with every target renamed but those kept.
    func apply(to tree: FileTree) throws(GenerationError) -> FileTree {
        try Self.apply(renames(of: Self.targets(in: tree)), to: tree)
    }

    /// `tree` with the targets in `renames` renamed: their folders, the imports of them (found as
    /// the checker finds them, so `@testable`, `@preconcurrency`, `public` and `import struct M.T`
    /// all count), the module maps that declare them, and the helper executables named in text.
    static func apply(_ renames: [String: String], to tree: FileTree) throws(GenerationError) -> FileTree {
        let renamedTree = try tree.mappingPaths { path in
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
            if path.hasSuffix(".swift") { text = renamingImports(in: text, modules) }
            if path.hasSuffix("module.modulemap") {
                // A module map, not Swift: a regular expression is the reader.
                text = text.replacing(/\bmodule\s+([A-Za-z_][A-Za-z0-9_]*)/) { match in
                    "module " + (modules[String(match.output.1)] ?? String(match.output.1))
                }
            }
            // A helper executable is named in the tests that run it (in strings: "storage-torture"):
            // replaced as a whole word, where no letter, digit, `_` or `-` stands on either side.
            text = Self.renamingExecutables(executables, in: text)
            return text
        }
    }

    /// `text` with each helper executable of `executables` (old name to new) replaced where no
    /// letter, digit, `_` or `-` touches it.
    static func renamingExecutables(_ executables: [String: String], in text: String) -> String {
        let rules = executables.sorted { $0.key.count > $1.key.count }.map { WordReplacements.Rule($0.key, $0.value) }
        return WordReplacements(rules: rules, moreWordBytes: "-").applied(to: text)
    }

    /// `text` with the module of each import in `modules` replaced by its new name: the name's
    /// token after the declaration's `import` (and its kind, `import struct M.T`), on whatever line
    /// it stands, backticks kept.
    static func renamingImports(in text: String, _ modules: [String: String]) -> String {
        let declarations = ImportScanner.imports(in: text).filter { modules[$0.module] != nil }
        guard !declarations.isEmpty else { return text }
        let source = SwiftTokens(text)
        var lineStarts = [0]
        for (offset, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        var edits: [(tokens: ClosedRange<Int>, text: String)] = []
        for declaration in declarations where lineStarts.indices.contains(declaration.line - 1) {
            let offset = lineStarts[declaration.line - 1] + declaration.column - 1
            guard let keyword = source.tokens.indices.first(where: { source.tokens[$0].start == offset }),
                source.isToken(keyword, "import")
            else { continue }
            var name = keyword + 1
            if let kind = declaration.kind, source.isToken(name, kind) { name += 1 }
            guard name < source.tokens.count, source[name].trimmingCharacters(in: ["`"]) == declaration.module else {
                continue
            }
            let renamed = modules[declaration.module]!
            edits.append((name...name, source[name].hasPrefix("`") ? "`\(renamed)`" : renamed))
        }
        return source.replacing(edits)
    }
}
