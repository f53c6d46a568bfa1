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
    /// Every target's and folder's name in the file, and the place that holds it.
    private let holder: [String: Int]
    private var taken: Set<String> = []

    init(style: Style, layers: [InferredLayer]) {
        self.style = style
        var holder: [String: Int] = [:]
        for (index, layer) in layers.enumerated() {
            for unit in layer.allUnits { for name in unit.names { holder[name] = holder[name] ?? index } }
        }
        self.holder = holder
    }

    /// `layers`, every layer and part named.
    mutating func named(_ layers: [InferredLayer]) -> [InferredLayer] {
        var layers = layers
        for index in layers.indices {
            var layer = layers[index]
            if !layer.parts.isEmpty {
                for part in layer.parts.indices {
                    layer.parts[part].name = unique(
                        layer.parts[part].name, holding: layer.parts[part].units, at: index, suffix: "Part")
                }
            }
            let found = foundName(of: layer)
            if style == .clean, let ring = layer.ring {
                // A second layer of a ring: the ring's name and the found one (`InterfaceAdaptersViews`).
                let clean = LayerConventions.layers[ring].name
                layer.name = unique(
                    clean, alternatives: [clean + found], holding: layer.allUnits, at: index, suffix: "Layer")
            } else {
                layer.name = unique(found, holding: layer.allUnits, at: index, suffix: "Layer")
            }
            layers[index] = layer
        }
        return layers
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
        _ name: String, alternatives: [String] = [], holding units: [InferredUnit], at index: Int, suffix: String
    ) -> String {
        let own = Set(units.flatMap(\.names))
        let splitTarget = units.lazy.compactMap { unit -> String? in
            if case .folders(let target, _) = unit.content { return target }
            return nil
        }.first
        var candidates = [name] + alternatives
        if let splitTarget { candidates.append(splitTarget + name) }
        candidates.append(name + suffix)
        candidates += (2...99).map { "\(name)\(suffix)\($0)" }
        let chosen =
            candidates.first { candidate in
                !taken.contains(candidate) && (own.contains(candidate) || holder[candidate] == nil)
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
