/// The configuration applied to a package's targets: which layer each target is in.
public struct LayerAssignment: Sendable {
    public let configuration: Configuration
    /// Target name → index of its layer in `configuration.layers` (0 is innermost).
    public let layerIndex: [String: Int]
    /// Target name → index of its part in its layer's `parts`, for a layer made of parts.
    public let partIndex: [String: Int]
    public let testSupport: Set<String>
    public let unlayered: Set<String>
    /// The targets `"linkOnly"` patterns match (by any of their names).
    private let linkOnlyTargets: Set<String>
    /// The targets each `"independent"` pattern matches, which must not depend on each other.
    public let independentGroups: [(pattern: String, targets: Set<String>)]
    /// The folder layers and independent folders, file by file.
    public let folders: FolderAssignment

    /// Matches the configuration's patterns against `targets`.
    ///
    /// From a file, a pattern that matches no target, a target claimed twice, or a test target
    /// named in a layer is an error. The standard configuration simply skips the layers whose
    /// target does not exist. A target whose files `"paths"` patterns hold is split into folder
    /// layers (``FolderAssignment``) and sits, for its declared dependencies, in the outermost.
    /// - Parameter root: the folder the targets' files are relative to (absolute), for `"paths"`
    ///   relative to a configuration elsewhere; `nil` when they are the same folder.
    public init(configuration: Configuration, targets: [PackageTarget], root: String? = nil) throws(CheckError) {
        let strict = configuration.file != nil
        let candidates = targets.filter { $0.kind != .test }
        var layerIndex: [String: Int] = [:]
        var claimedBy: [String: String] = [:]

        func claim(_ pattern: TargetPattern, as owner: String) throws(CheckError) -> [String] {
            let matched = candidates.filter { pattern.matches($0) }.map(\.name)
            if strict && matched.isEmpty {
                let tests = targets.filter { $0.kind == .test && pattern.matches($0) }
                let reason =
                    tests.isEmpty
                    ? "no target matches '\(pattern)'"
                    : "'\(pattern)' matches only test targets, which are not layered"
                throw CheckError(
                    "\(owner): \(reason) (targets: \(candidates.map(\.name).joined(separator: ", ")))",
                    file: configuration.file, line: pattern.line, column: pattern.column)
            }
            for name in matched {
                if let other = claimedBy[name], other != owner {
                    throw CheckError(
                        "target '\(name)' is claimed by both \(other) and \(owner): each target belongs to one place",
                        file: configuration.file, line: pattern.line, column: pattern.column)
                }
                claimedBy[name] = owner
            }
            return matched
        }

        var partIndex: [String: Int] = [:]
        for (index, layer) in configuration.layers.enumerated() {
            for pattern in layer.targets {
                for name in try claim(pattern, as: "layer '\(layer.name)'") { layerIndex[name] = index }
            }
            for (number, part) in layer.parts.enumerated() {
                for pattern in part.targets {
                    for name in try claim(pattern, as: "part '\(layer.name)/\(part.name)'") {
                        layerIndex[name] = index
                        partIndex[name] = number
                    }
                }
            }
        }
        var testSupport: Set<String> = []
        for pattern in configuration.testSupport { testSupport.formUnion(try claim(pattern, as: "testSupport")) }
        var unlayered: Set<String> = []
        for pattern in configuration.unlayered { unlayered.formUnion(try claim(pattern, as: "unlayered")) }
        let folders = try FolderAssignment(configuration: configuration, targets: targets, root: root)
        for (name, place) in folders.splitTargets.sorted(by: { $0.key < $1.key }) {
            if let owner = claimedBy[name] {
                let file = targets.first { $0.name == name }?.swiftFiles.first { folders.layerOfFile[$0] != nil } ?? ""
                let layer = folders.layerOfFile[file] ?? place.layer
                throw CheckError(
                    "target '\(name)' is claimed by \(owner) and split by \"paths\" (\(file) is in layer '\(configuration.layers[layer].name)'): a target is in one place whole, or split into folder layers; remove one",
                    file: configuration.file)
            }
            layerIndex[name] = place.layer
            if let part = place.part { partIndex[name] = part }
        }
        // Independence is across layers and entries: a target may be in a layer and in a group.
        var groups: [(pattern: String, targets: Set<String>)] = []
        for group in configuration.independent {
            for pattern in group.targets + group.except
            where strict && !candidates.contains(where: { pattern.matches($0) }) {
                throw CheckError(
                    "independent: no target matches '\(pattern)' (targets: \(candidates.map(\.name).joined(separator: ", ")))",
                    file: configuration.file, line: pattern.line, column: pattern.column)
            }
            groups.append(
                (
                    group.name,
                    Set(
                        candidates.filter { target in
                            group.targets.contains { $0.matches(target) }
                                && !group.except.contains { $0.matches(target) }
                        }.map(\.name))
                ))
        }
        // Link-only patterns name targets or the products targets declare.
        // In a workspace, a product of a member package is declared through its name too.
        let products = Set(
            targets.flatMap(\.dependencies).compactMap { if case .product(let name, _) = $0 { name } else { nil } }
                + targets.flatMap(\.declaredNames.values))
        for pattern in configuration.linkOnly
        where strict && !candidates.contains(where: { pattern.matches($0) })
            && !products.contains(where: pattern.matches)
        {
            throw CheckError(
                "linkOnly: no target or product dependency matches '\(pattern)' (targets: \(candidates.map(\.name).joined(separator: ", ")))",
                file: configuration.file, line: pattern.line, column: pattern.column)
        }

        // "allow" is for Xcode targets' declarations: elsewhere a comment says it at its place.
        for allowance in configuration.allow
        where !targets.contains(where: { $0.productType != nil && allowance.target.matches($0) }) {
            let pattern = allowance.target
            throw CheckError(
                "allow: no target of an Xcode project matches '\(pattern)': suppress a package's findings with a // dependency-rule:allow comment in its Package.swift or source file",
                file: configuration.file, line: pattern.line, column: pattern.column)
        }
        linkOnlyTargets = Set(
            candidates.filter { target in configuration.linkOnly.contains { $0.matches(target) } }.map(\.name))
        self.configuration = configuration
        self.layerIndex = layerIndex
        self.partIndex = partIndex
        self.testSupport = testSupport
        self.unlayered = unlayered
        self.folders = folders
        independentGroups = groups
    }

    /// The targets the rules about references read: the split ones, and those with files in an
    /// independent folder group.
    public func targetsWithFolders(in targets: [PackageTarget]) -> Set<String> {
        Set(
            targets.filter { target in
                isSplit(target.name) || target.swiftFiles.contains { folders.siblings[$0] != nil }
            }.map(\.name))
    }

    /// Whether `target` is split into folder layers.
    public func isSplit(_ target: String) -> Bool { folders.splitTargets[target] != nil }

    /// The index of the layer `file` of `target` is in: its folder layer in a split target, else
    /// the target's.
    public func layerIndex(ofFile file: String, in target: String) -> Int? {
        isSplit(target) ? folders.layerOfFile[file] : layerIndex[target]
    }

    /// The place of `file` of `target` as a layer, as ``layer(of:)`` gives a target's: its folder
    /// layer (or part) in a split target, else its target's.
    public func layer(ofFile file: String, in target: String) -> Configuration.Layer? {
        guard isSplit(target), let index = folders.layerOfFile[file] else { return layer(of: target) }
        var layer = configuration.layers[index]
        if let number = folders.partOfFile[file] {
            let part = layer.parts[number]
            layer.name = layer.name + "/" + part.name
            layer.allowedImports = part.allowedImports ?? layer.allowedImports
        }
        return layer
    }

    /// The severities the configuration sets (`--strict` is the command line's).
    public var policy: SeverityPolicy { SeverityPolicy(configured: configuration.rules) }

    /// Whether a declared dependency on `name` (a target or a product) is link-only.
    public func isLinkOnly(_ name: String) -> Bool {
        linkOnlyTargets.contains(name) || configuration.linkOnly.contains { $0.matches(name) }
    }

    /// The place of `target` as a layer, if it has one: its layer, or for a target of a part, the
    /// part as a layer of its own (named `Layer/Part`, with the part's `allowedImports`, else the
    /// layer's).
    public func layer(of target: String) -> Configuration.Layer? {
        guard let index = layerIndex[target] else { return nil }
        var layer = configuration.layers[index]
        if let number = partIndex[target] {
            let part = layer.parts[number]
            layer.name = layer.name + "/" + part.name
            layer.allowedImports = part.allowedImports ?? layer.allowedImports
        }
        return layer
    }

    /// How messages name the place of `target`: `Adapters`, or `Adapters/Presentation` in a part.
    public func placeName(of target: String) -> String? {
        layer(of: target)?.name
    }

    /// For two targets in sibling parts of one layer, the two places (`Adapters/Presentation`,
    /// `Adapters/Data`); `nil` otherwise.
    public func siblingParts(_ from: String, _ to: String) -> (from: String, to: String)? {
        guard let layer = layerIndex[from], layerIndex[to] == layer, let first = partIndex[from],
            let second = partIndex[to], first != second
        else { return nil }
        let name = configuration.layers[layer].name
        let parts = configuration.layers[layer].parts
        return (name + "/" + parts[first].name, name + "/" + parts[second].name)
    }
}
