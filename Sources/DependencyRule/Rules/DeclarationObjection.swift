/// Why a dependency must not be declared even though a file imports it: declaring it would make a
/// violation official. `undeclared-import` and `implicit-import` then advise removing the
/// import instead, and `dependency-rule fix` leaves it undeclared.
struct DeclarationObjection: Sendable {
    /// What declaring the dependency would break, in words that finish "remove the import: …".
    let reasons: [String]

    var text: String { reasons.joined(separator: "; ") }

    /// The objections to `from` declaring `to`, or `nil` when the declaration is allowed.
    init?(from: String, to: String, graph: DependencyGraph, architecture: LayerAssignment) {
        var reasons: [String] = []
        if let inner = architecture.layerIndex[from], let outer = architecture.layerIndex[to], outer > inner {
            let innerName = architecture.placeName(of: from) ?? ""
            let outerName = architecture.placeName(of: to) ?? ""
            reasons.append(
                "'\(to)' is in layer \(outerName), outward of \(innerName): declaring it would make an outward dependency official; declare what '\(from)' needs as a protocol in \(innerName) instead"
            )
        }
        if let (mine, theirs) = architecture.siblingParts(from, to) {
            reasons.append(
                "'\(from)' (\(mine)) and '\(to)' (\(theirs)) are in sibling parts, which must stay independent")
        }
        if let target = graph.target[from], target.kind != .test, !architecture.testSupport.contains(from),
            architecture.testSupport.contains(to)
        {
            reasons.append("'\(to)' is test support, which must not ship")
        }
        for group in architecture.independentGroups where group.targets.contains(from) && group.targets.contains(to) {
            reasons.append("'\(from)' and '\(to)' must stay independent (\"independent\": \"\(group.pattern)\")")
        }
        if let layer = architecture.layer(of: from), let allowed = layer.allowedImports,
            ForbiddenImport.isOutsideTheArchitecture(to, architecture, graph),
            let module = graph.target[to]?.moduleName, !allowed.contains(module)
        {
            reasons.append("layer \(layer.name) does not allow '\(module)' (\"allowedImports\")")
        }
        if let back = graph.path(from: to, to: from) {
            reasons.append(
                "'\(to)' already depends on '\(from)' (\(back.joined(separator: " → "))): declaring it would close a cycle"
            )
        }
        guard !reasons.isEmpty else { return nil }
        self.reasons = reasons
    }

    /// The objections to `from` declaring `module`: a target of `graph`, else a product of
    /// another package; `nil` when the declaration is allowed.
    init?(from: String, declaring module: String, graph: DependencyGraph, architecture: LayerAssignment) {
        if graph.target[module] != nil {
            self.init(from: from, to: module, graph: graph, architecture: architecture)
        } else {
            self.init(from: from, product: module, architecture: architecture)
        }
    }

    /// The objections to `from` declaring the product `product` of another package: a layer
    /// whose `allowedImports` exclude it; `nil` when the declaration is allowed.
    init?(from: String, product: String, architecture: LayerAssignment) {
        guard let layer = architecture.layer(of: from), let allowed = layer.allowedImports,
            !allowed.contains(product), !Configuration.standardLibraryModules.contains(product)
        else { return nil }
        reasons = ["layer \(layer.name) does not allow '\(product)' (\"allowedImports\")"]
    }
}
