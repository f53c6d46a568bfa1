/// `outward-dependency`: a layered target depends on a target of an outer layer.
struct OutwardDependency: RuleCheck {
    static let descriptions = [
        RuleDescription(
            .outwardDependency, .error, summary: "a target depends on a target of an outer layer",
            help:
                "Source dependencies must point inward, from outer layers to inner ones. Declare what the inner target needs as a protocol in its own layer, implement it in the outer layer, and wire the two in the composition root; then remove the outward import and declaration."
        )
    ]

    func applies(to target: PackageTarget, in architecture: LayerAssignment) -> Bool {
        architecture.layerIndex[target.name] != nil
    }

    func check(_ target: PackageTarget, in context: RuleContext) -> [Diagnostic] {
        let architecture = context.architecture
        return context.graph.edges(from: target.name).flatMap { edge -> [Diagnostic] in
            guard let outer = architecture.layerIndex[edge.to] else { return [] }
            let outerName = architecture.placeName(of: edge.to) ?? architecture.configuration.layers[outer].name
            // A split target's imports are checked file by file, against each file's folder layer;
            // its declarations against the outermost layer holding one of its files.
            var found: [Diagnostic] = []
            for site in edge.imports {
                guard let inner = architecture.layerIndex(ofFile: site.file, in: edge.from), outer > inner,
                    let innerName = architecture.layer(ofFile: site.file, in: edge.from)?.name
                else { continue }
                found.append(
                    site.diagnostic(
                        .outwardDependency, target: edge.from, module: edge.to,
                        "\(architecture.isSplit(edge.from) ? "this file" : "'\(edge.from)'") (layer \(innerName)) imports '\(edge.to)' (layer \(outerName)), an outer layer: dependencies must point inward. Declare what \(edge.from) needs as a protocol in \(innerName) and implement it in \(outerName)"
                    ))
            }
            if edge.declared, let inner = architecture.layerIndex[edge.from], outer > inner {
                let innerName = architecture.placeName(of: edge.from) ?? architecture.configuration.layers[inner].name
                found.append(
                    context.declarationSite(of: edge.to, in: edge.from).diagnostic(
                        .outwardDependency, target: edge.from, module: edge.to,
                        "target '\(edge.from)' (layer \(innerName)) declares a dependency on '\(edge.to)' (layer \(outerName)), an outer layer: remove it from the dependencies of '\(edge.from)' and invert it with a protocol in \(innerName)"
                    ))
            }
            return found
        }
    }
}
