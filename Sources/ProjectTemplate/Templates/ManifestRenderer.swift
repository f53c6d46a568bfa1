import DependencyRule

/// `Package.swift` for a file tree: one target per folder of `Sources/` (an executable where there
/// is a `main.swift`, a system library where there is a `module.modulemap`), `Fakes/`, and one test
/// target per folder of `Tests/`. Each target depends on exactly the targets its files import, so
/// the manifest agrees with the sources by construction: `dependency-rule check --strict` finds
/// nothing undeclared and nothing unused.
struct ManifestRenderer {
    let packageName: String
    let programName: String
    let tree: FileTree
    /// The targets outside the layers that the layers use (the lock, the command-line reader):
    /// neither a layer nor test support.
    var unlayered: Set<String> = []

    /// A target as the manifest declares it.
    struct Target {
        enum Kind { case regular, executable, systemLibrary, test }
        let name: String
        let kind: Kind
        let path: String?
        var dependencies: [String]
        /// Files in its folder that are not Swift (a test server's script), relative to it: not built.
        var excluded: [String] = []
    }

    var targets: [Target] {
        var folders: [String: (kind: Target.Kind, path: String?)] = [:]
        for path in tree.paths {
            let components = path.split(separator: "/").map(String.init)
            guard components.count >= 3 || components.first == "Fakes" else { continue }
            switch components[0] {
            case "Sources":
                let name = components[1]
                var kind = folders[name]?.kind ?? .regular
                if components.last == "main.swift" && components.count == 3 { kind = .executable }
                if components.last == "module.modulemap" { kind = .systemLibrary }
                folders[name] = (kind, nil)
            case "Tests" where path.hasSuffix(".swift"):
                folders[components[1]] = (.test, nil)
            case "Fakes":
                folders[fakesName] = (.regular, "Fakes")
            default:
                continue
            }
        }
        let names = Set(folders.keys)
        return folders.map { name, value in
            let root = value.path.map { $0 + "/" } ?? (value.kind == .test ? "Tests/\(name)/" : "Sources/\(name)/")
            var imported = Set<String>()
            for (path, contents) in tree.files where path.hasPrefix(root) && path.hasSuffix(".swift") {
                for declaration in ImportScanner.imports(in: contents) where names.contains(declaration.module) {
                    imported.insert(declaration.module)
                }
            }
            imported.remove(name)
            let excluded =
                value.kind == .systemLibrary
                ? []
                : tree.paths.filter { $0.hasPrefix(root) && !$0.hasSuffix(".swift") }.map {
                    String($0.dropFirst(root.count))
                }
            return Target(
                name: name, kind: value.kind, path: value.path,
                dependencies: imported.sorted { (rank($0), $0) < (rank($1), $1) }, excluded: excluded.sorted())
        }
        .sorted { (rank($0.name), $0.name) < (rank($1.name), $1.name) }
    }

    /// The Fakes target's name: `Fakes`, or prefixed like the layers.
    private var fakesName: String {
        let entities =
            tree.paths.compactMap { path -> String? in
                let components = path.split(separator: "/")
                guard components.count >= 2, components[0] == "Sources", components[1].hasSuffix("Entities") else {
                    return nil
                }
                return String(components[1])
            }.first ?? "Entities"
        return entities.dropLast("Entities".count) + "Fakes"
    }

    /// Layers first, innermost first; then the app; then what is outside the layers; then test
    /// support; then tests.
    private func rank(_ name: String) -> Int {
        let order = [
            "Entities", "UseCases", "InterfaceAdapters", "FrameworksAndDrivers", "Terminal", programName, "CSQLite",
        ]
        if let index = order.firstIndex(where: { name == $0 || name.hasSuffix($0) && $0.first!.isUppercase }) {
            return index
        }
        if unlayered.contains(name) { return 8 }
        return name.hasSuffix("Tests") ? 20 : 10
    }

    func render() -> String {
        let targets = targets
        // The four layers as libraries, innermost first: what an app target (an Xcode project)
        // depends on; it adds the outermost, which brings the others.
        let layers = targets.filter { $0.kind == .regular && rank($0.name) < 4 }.map(\.name)
        let libraries = layers.map {
            ".library(name: \(SwiftLiteral.quoted($0)), targets: [\(SwiftLiteral.quoted($0))]),"
        }
        var lines: [String] = []
        for (index, target) in targets.enumerated() {
            if index > 0, rank(targets[index - 1].name) < 8, rank(target.name) == 8 {
                lines.append("")
                lines.append(
                    "        // MARK: Outside the layers, used by them (\"unlayered\" in dependency-rules.json).")
            }
            if index > 0, rank(targets[index - 1].name) < 10, rank(target.name) >= 10, rank(target.name) < 20 {
                lines.append("")
                lines.append(
                    "        // MARK: Test support: fakes, contracts, and helpers for tests that run processes.")
            }
            if index > 0, rank(targets[index - 1].name) < 20, rank(target.name) >= 20 {
                lines.append("")
                lines.append(
                    "        // MARK: Tests, one target per layer, plus contracts, the app end to end, and the architecture."
                )
            }
            lines.append("        " + declaration(of: target) + ",")
        }
        return """
            // swift-tools-version: 6.2
            // \(packageName) — made from CleanArchitectureKit's template. Dependencies point inward only:
            //   Entities ← UseCases ← InterfaceAdapters ← FrameworksAndDrivers ← Terminal ← \(programName)
            // No package dependencies: the toolchain and system libraries only.
            import PackageDescription

            let package = Package(
                name: \(SwiftLiteral.quoted(packageName)),
                platforms: [.macOS(.v15), .iOS(.v18)],
                products: [
            \(libraries.map { "        " + $0 }.joined(separator: "\n"))
                    .executable(name: \(SwiftLiteral.quoted(programName)), targets: [\(SwiftLiteral.quoted(programName))]),
                ],
                targets: [
                    // MARK: The four layers, innermost first, and the app.
            \(lines.joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    private func declaration(of target: Target) -> String {
        let name = SwiftLiteral.quoted(target.name)
        let dependencies =
            target.dependencies.isEmpty
            ? "" : ", dependencies: [\(target.dependencies.map(SwiftLiteral.quoted).joined(separator: ", "))]"
        let path =
            (target.path.map { ", path: \(SwiftLiteral.quoted($0))" } ?? "")
            + (target.excluded.isEmpty
                ? "" : ", exclude: [\(target.excluded.map(SwiftLiteral.quoted).joined(separator: ", "))]")
        switch target.kind {
        case .regular: return ".target(name: \(name)\(dependencies)\(path))"
        case .executable: return ".executableTarget(name: \(name)\(dependencies)\(path))"
        case .test: return ".testTarget(name: \(name)\(dependencies)\(path))"
        case .systemLibrary:
            return
                ".systemLibrary(name: \(name), pkgConfig: \"sqlite3\", providers: [.apt([\"libsqlite3-dev\"]), .brew([\"sqlite\"])])"
        }
    }
}
