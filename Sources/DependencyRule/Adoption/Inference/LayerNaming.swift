/// The names of the layers and parts `init` writes, chosen once everything is placed. In the app's
/// own words (`found`), a layer is named after the word that placed most of its units, a part after
/// its kind's commonest word; in Uncle Bob's (`clean`), after its ring. Either way a name is unique
/// in the file, never the name of a target or folder the place does not hold, and never repeats a
/// word (`ServicesServices`): where the first choice is taken, the split target's name goes in
/// front (`AppDomain`), then `Layer` or `Part` after it, then a number.
struct LayerNaming {
    /// How layers are named (`--layer-names`).
    enum Style: String, Sendable, CaseIterable {
        /// After the word that placed most of each layer's units (`Domain`, `Data`, `App`).
        case found
        /// Uncle Bob's four: Entities, UseCases, InterfaceAdapters, FrameworksAndDrivers.
        case clean
    }

    let style: Style
    /// Every target's name and every folder's in the file: a place is never named after one it
    /// does not hold.
    private let unitNames: Set<String>
    private var taken: Set<String> = []

    /// - Parameter targets: the names of every target, layered or not (a split target's too).
    init(style: Style, layers: [InferredLayer], targets: [String]) {
        self.style = style
        unitNames = Set(targets + layers.flatMap { $0.allUnits.flatMap(\.names) })
    }

    /// `layers`, every layer and part named.
    mutating func named(_ layers: [InferredLayer]) -> [InferredLayer] {
        // A split target's folder layers beside layers of targets: in Uncle Bob's words, its name
        // goes in front (`AppEntities`), as they are that target's rings, wherever they sit.
        let hasTargets = layers.contains { $0.allUnits.contains { $0.target != nil } }
        var layers = layers
        for index in layers.indices {
            var layer = layers[index]
            for part in layer.parts.indices {
                layer.parts[part].name = unique(
                    layer.parts[part].name, holding: layer.parts[part].units, suffix: "Part")
            }
            let found = foundName(of: layer)
            if style == .clean, let ring = layer.ring {
                let clean = LayerConventions.layers[ring].name
                let prefix = hasTargets ? Self.splitTarget(of: layer.allUnits) ?? "" : ""
                // A second layer of a ring: the ring's name and the found one (`InterfaceAdaptersViews`).
                layer.name = unique(
                    prefix + clean, alternatives: [prefix + clean + found], holding: layer.allUnits, suffix: "Layer")
            } else {
                layer.name = unique(found, holding: layer.allUnits, suffix: "Layer")
            }
            layers[index] = layer
        }
        return layers
    }

    /// The target whose folders `units` are, if they are folders.
    private static func splitTarget(of units: [InferredUnit]) -> String? {
        units.lazy.compactMap { unit -> String? in
            if case .folders(let target, _) = unit.content { return target }
            return nil
        }.first
    }

    /// The name a layer has in the app's words, before uniqueness: the commonest word of the units
    /// placed in the ring their name says, else of any of its units; a layer of parts is `Adapters`
    /// when a part has that word, and a layer placed by depth keeps its name.
    private func foundName(of layer: InferredLayer) -> String {
        guard let ring = layer.ring else { return layer.name }
        let hints = layer.allUnits.compactMap(\.hint)
        let placed = hints.filter { $0.layer == ring }
        guard let word = Self.commonest((placed.isEmpty ? hints : placed).map(\.word)) else { return layer.name }
        return layer.parts.contains { $0.name == word } ? "Adapters" : word
    }

    /// `name`, or the first alternative that is free: unique in the file, not the name of a unit
    /// another place holds, without a repeated word.
    private mutating func unique(
        _ name: String, alternatives: [String] = [], holding units: [InferredUnit], suffix: String
    ) -> String {
        let own = Set(units.flatMap(\.names))
        var candidates = [name] + alternatives
        if let target = Self.splitTarget(of: units), !name.hasPrefix(target) { candidates.append(target + name) }
        candidates.append(name + suffix)
        candidates += (2...99).map { "\(name)\(suffix)\($0)" }
        let chosen =
            candidates.first { candidate in
                !taken.contains(candidate) && (own.contains(candidate) || !unitNames.contains(candidate))
                    && !Self.repeatsAWord(candidate)
            } ?? candidates.last!
        taken.insert(chosen)
        return chosen
    }

    /// The word met most often, the first met among equals.
    static func commonest(_ words: [String]) -> String? {
        var count: [String: Int] = [:]
        for word in words { count[word, default: 0] += 1 }
        guard let top = count.values.max() else { return nil }
        return words.first { count[$0] == top }
    }

    static func repeatsAWord(_ name: String) -> Bool {
        let words = CamelCaseWords.split(name).map { $0.lowercased() }
        return Set(words).count < words.count
    }
}
