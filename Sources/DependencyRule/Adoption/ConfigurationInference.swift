/// `dependency-rule init`: a starting `dependency-rules.json` inferred from a package, with a
/// comment for every choice, so that a person can correct it.
///
/// - Test targets are never layered. Plugins, macros and the executables plugins run are
///   `unlayered` tooling, and so are targets without Swift files (nothing of them to check).
///   Targets that no library or executable product ships (what a product ships is production
///   code, even a testing library's) are `testSupport` when named like test doubles (`Mock`,
///   `Fake`, `Stub`, `Spy`, `TestSupport`, `TestHelpers`, `Testing`) and used by no production
///   target, or when only tests (and their support) use them.
/// - Layers come from names where the package follows a convention (`Entities`/`Domain`/`Core`/
///   `Model`…, `UseCases`/`Application`/`Interactors`…, `InterfaceAdapters`/`Data`/
///   `Presentation`/`Adapters`…, `FrameworksAndDrivers`/`Infrastructure`/`Platform`/`App`…); a
///   target no name places goes to the outermost layer of what it declares. Otherwise each
///   target's depth (its longest path through declared dependencies to a target with none) is
///   its layer.
/// - Several targets of one layer whose names end in the same word (`HomeFeature`,
///   `SettingsFeature`) and that do not depend on each other are proposed as `"independent"`.
public struct ConfigurationInference: Sendable {
    /// One inferred layer, innermost first.
    public struct Layer: Sendable {
        public var name: String
        public var targets: [String]
        /// Why each target is in it, for the comment above the layer.
        public var reasons: [String]
    }

    public private(set) var layers: [Layer] = []
    public private(set) var testSupport: [(target: String, reason: String)] = []
    public private(set) var unlayered: [(target: String, reason: String)] = []
    public private(set) var independent: [(pattern: String, targets: [String])] = []
    /// How the layers were found: by names, or by depth.
    public private(set) var method = ""

    /// The conventional layers, innermost first, and the names that place a target in each.
    static let conventions: [(layer: String, words: [String])] = [
        ("Entities", ["Entities", "Entity", "Domain", "Core", "Model", "Models"]),
        ("UseCases", ["UseCases", "UseCase", "Application", "Interactors", "Interactor", "Services"]),
        (
            "InterfaceAdapters",
            [
                "InterfaceAdapters", "Adapters", "Adapter", "Data", "Presentation", "Presenters", "Controllers",
                "Gateways", "Repositories", "ViewModels", "ViewModel", "Views", "UI",
            ]
        ),
        (
            "FrameworksAndDrivers",
            ["FrameworksAndDrivers", "Infrastructure", "Platform", "Frameworks", "Drivers", "App", "Main"]
        ),
    ]

    /// The words that name test doubles and test helpers.
    static let testSupportWords = [
        "Mock", "Mocks", "Fake", "Fakes", "Stub", "Stubs", "Spy", "Spies", "TestSupport", "TestHelpers", "Testing",
    ]

    /// - Parameter exported: the targets a library or executable product ships, which are
    ///   production code even when only tests use them here.
    public init(graph: DependencyGraph, exported: Set<String> = []) {
        let targets = graph.targets
        let byName = graph.target
        let tests = Set(targets.filter { $0.kind == .test }.map(\.name))
        var remaining = targets.filter { $0.kind != .test }.map(\.name)

        // Tooling outside the architecture.
        let pluginTools = Set(
            targets.filter { $0.kind == .plugin }.flatMap(\.targetDependencies))
        for name in remaining {
            let kind = byName[name]!.kind
            if kind == .plugin {
                unlayered.append((name, "a plugin"))
            } else if kind == .macro {
                unlayered.append((name, "a macro"))
            } else if pluginTools.contains(name) {
                unlayered.append((name, "a tool that a plugin runs"))
            } else if let target = byName[name], target.swiftFiles.isEmpty, target.kind != .system,
                target.kind != .binary, !target.hasCFamilySources
            {
                unlayered.append((name, "no Swift files: nothing of it to check"))
            }
        }
        remaining.removeAll { name in unlayered.contains { $0.target == name } }

        // Test support: by name, or used by test targets only.
        var users: [String: Set<String>] = [:]
        for target in targets {
            for dependency in target.targetDependencies { users[dependency, default: []].insert(target.name) }
        }
        for edge in graph.allEdges where !edge.imports.isEmpty { users[edge.to, default: []].insert(edge.from) }
        // By name, unless a product ships it or production code uses it: then it is production
        // code, whatever its name (a testing library's own targets, an `ABTesting` the app runs).
        let namedLikeSupport: [(name: String, word: String)] = remaining.compactMap { name in
            guard !exported.contains(name) else { return nil }
            let words = Self.words(of: name)
            return Self.testSupportWords.first(where: { words.contains($0) || ($0.count > 4 && name.hasSuffix($0)) })
                .map { (name, $0) }
        }
        let supportNames = Set(namedLikeSupport.map(\.name))
        for (name, word) in namedLikeSupport
        where (users[name] ?? []).allSatisfy({ tests.contains($0) || supportNames.contains($0) }) {
            testSupport.append((name, "named like test support (\(word))"))
        }
        // Used only by tests and test support (a fixed point: support may use support), unless a
        // product ships it.
        var changed = true
        while changed {
            changed = false
            for name in remaining where !testSupport.contains(where: { $0.target == name }) {
                guard byName[name]!.kind != .executable, !exported.contains(name), let using = users[name],
                    !using.isEmpty
                else { continue }
                let support = Set(testSupport.map(\.target))
                if using.allSatisfy({ tests.contains($0) }) {
                    testSupport.append((name, "used by test targets only"))
                    changed = true
                } else if using.allSatisfy({ tests.contains($0) || support.contains($0) }) {
                    let through = using.filter { support.contains($0) }.sorted().joined(separator: ", ")
                    testSupport.append((name, "used only by tests and test support (\(through))"))
                    changed = true
                }
            }
        }
        remaining.removeAll { name in testSupport.contains { $0.target == name } }

        // Layers.
        let production = Set(remaining)
        let conventional = Self.conventionalLayer
        let named = remaining.compactMap { name in conventional(name).map { (name, $0) } }
        let recognised = Set(named.map(\.1.index))
        if recognised.count >= 2 {
            method = "names"
            var layerOf: [String: Int] = [:]
            var reasons: [String: String] = [:]
            for (name, match) in named {
                layerOf[name] = match.index
                reasons[name] = "named like \(Self.conventions[match.index].layer) (\(match.word))"
            }
            // The others, dependencies first: the outermost layer of what they declare; one that
            // declares nothing layered goes next to the innermost target that uses it (a system
            // library beside its driver), else innermost.
            let named = layerOf
            for name in Self.byDepth(production, graph: graph) where layerOf[name] == nil {
                let declared = byName[name]!.targetDependencies.compactMap { layerOf[$0] }
                if let outermost = declared.max() {
                    layerOf[name] = outermost
                    reasons[name] = "no name places it: the outermost layer it declares"
                } else if let nearest = (users[name] ?? []).compactMap({ named[$0] }).min() {
                    layerOf[name] = nearest
                    reasons[name] =
                        "no name places it and it declares nothing layered: beside the innermost target that uses it"
                } else {
                    layerOf[name] = 0
                    reasons[name] =
                        "no name places it, it declares nothing layered and nothing layered uses it: innermost"
                }
            }
            for (index, convention) in Self.conventions.enumerated() {
                let members = remaining.filter { layerOf[$0] == index }
                guard !members.isEmpty else { continue }
                layers.append(Layer(name: convention.layer, targets: members, reasons: members.map { reasons[$0]! }))
            }
        } else {
            method = "depth"
            let depth = Self.depths(production, graph: graph)
            let deepest = depth.values.max() ?? 0
            for level in 0...deepest {
                let members = remaining.filter { depth[$0] == level }
                guard !members.isEmpty else { continue }
                let name =
                    level == 0 ? "Core" : level == deepest ? "App" : "Level\(level)"
                let reason =
                    level == 0
                    ? "depth 0: declares no target of the package that is layered"
                    : "depth \(level): its longest path through declared dependencies is \(level) long"
                layers.append(Layer(name: name, targets: members, reasons: members.map { _ in reason }))
            }
        }

        // Independent groups: targets of one layer named alike, when every target the pattern
        // would match (in any layer: patterns are not per layer) is free of the others.
        let candidates = targets.filter { $0.kind != .test }.map(\.name)
        var proposed: Set<String> = []
        for layer in layers {
            var bySuffix: [String: [String]] = [:]
            for name in layer.targets {
                let words = Self.words(of: name)
                guard words.count > 1, let last = words.last else { continue }
                bySuffix[last, default: []].append(name)
            }
            for (suffix, members) in bySuffix.sorted(by: { $0.key < $1.key }) where members.count > 1 {
                let pattern = TargetPattern("*" + suffix)
                let matched = Set(candidates.filter { pattern.matches($0) })
                let connected = matched.contains { from in graph.edges(from: from).contains { matched.contains($0.to) }
                }
                if !connected, proposed.insert(pattern.text).inserted {
                    independent.append((pattern.text, matched.sorted()))
                }
            }
        }
    }

    /// The conventional layer a name places a target in: the name is, or ends with, one of a
    /// layer's words (`Domain`, `AppDomain`).
    static func conventionalLayer(_ name: String) -> (index: Int, word: String)? {
        let words = Self.words(of: name)
        for (index, convention) in conventions.enumerated().reversed() {
            if let word = convention.words.first(where: {
                name == $0 || words.last == $0 || name.hasSuffix($0) && $0.count > 4
            }) {
                return (index, word)
            }
        }
        return nil
    }

    /// `HomeFeature` → `Home`, `Feature`; `URLSessionClient` → `URLSession`, `Client`.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord =
                character.isUppercase && !current.isEmpty
                && (current.last!.isLowercase || current.last!.isNumber || next?.isLowercase == true)
            if !character.isLetter && !character.isNumber {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if startsWord {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The longest path of each target through declared dependencies within `targets` (cycles
    /// are cut where they close).
    static func depths(_ targets: Set<String>, graph: DependencyGraph) -> [String: Int] {
        var depth: [String: Int] = [:]
        var visiting: Set<String> = []
        func visit(_ name: String) -> Int {
            if let known = depth[name] { return known }
            guard visiting.insert(name).inserted else { return 0 }
            let below = graph.edges(from: name).filter { $0.declared && targets.contains($0.to) }.map {
                visit($0.to) + 1
            }
            visiting.remove(name)
            depth[name] = below.max() ?? 0
            return depth[name]!
        }
        for name in targets.sorted() { _ = visit(name) }
        return depth
    }

    /// `targets` with every target after those it declares.
    static func byDepth(_ targets: Set<String>, graph: DependencyGraph) -> [String] {
        let depth = depths(targets, graph: graph)
        return targets.sorted { (depth[$0]!, $0) < (depth[$1]!, $1) }
    }

    /// The configuration file: JSON with a comment for every choice.
    public func text(package: String) -> String {
        func list(_ names: [String]) -> String { names.map(JSONOutput.quoted).joined(separator: ", ") }
        var lines = [
            "// The architecture of \(package), as `dependency-rule init` inferred it (layers by \(method)).",
            "// Read it, correct what it got wrong, then run `dependency-rule check`.",
            "{",
            "  // Innermost first: a target may depend on its own layer and the layers above it in this list.",
            "  // Add \"allowedImports\": [...] to a layer to limit the modules it may use.",
            "  \"layers\": [",
        ]
        for (index, layer) in layers.enumerated() {
            for (target, reason) in zip(layer.targets, layer.reasons) { lines.append("    // \(target): \(reason)") }
            let comma = index == layers.count - 1 ? "" : ","
            lines.append(
                "    { \"name\": \(JSONOutput.quoted(layer.name)), \"targets\": [\(list(layer.targets))] }\(comma)")
        }
        lines.append("  ],")
        for (key, entries) in [("testSupport", testSupport), ("unlayered", unlayered)] {
            for entry in entries { lines.append("  // \(entry.target): \(entry.reason)") }
            lines.append("  \"\(key)\": [\(list(entries.map(\.target)))],")
        }
        if !independent.isEmpty {
            lines.append("  // Targets of one layer named alike that do not depend on each other: keep them apart.")
            for group in independent {
                lines.append("  // \(group.pattern): \(group.targets.joined(separator: ", "))")
            }
            lines.append("  \"independent\": [\(list(independent.map(\.pattern)))],")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
