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
    /// The place (index into the layers) holding each layered target, by name.
    private let targetPlace: [String: Int]
    /// The places holding a split folder of each name.
    private let folderPlaces: [String: Set<Int>]
    /// The names of targets no place holds whole (split, test support, unlayered).
    private let otherTargets: Set<String>
    /// The names given so far, lowercased: no two differ by case alone.
    private var taken: Set<String> = []

    /// - Parameter targets: the names of every target, layered or not (a split target's too).
    init(style: Style, layers: [InferredLayer], targets: [String]) {
        self.style = style
        var targetPlace: [String: Int] = [:]
        var folderPlaces: [String: Set<Int>] = [:]
        for (index, layer) in layers.enumerated() {
            for unit in layer.allUnits {
                for name in unit.names {
                    if unit.target != nil {
                        targetPlace[name] = index
                    } else {
                        folderPlaces[name, default: []].insert(index)
                    }
                }
            }
        }
        (self.targetPlace, self.folderPlaces) = (targetPlace, folderPlaces)
        otherTargets = Set(targets).subtracting(targetPlace.keys)
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
                    layer.parts[part].name, holding: layer.parts[part].units, at: index, suffix: "Part")
            }
            let found = foundName(of: layer)
            if style == .clean, let ring = layer.ring {
                let clean = LayerConventions.layers[ring].name
                let prefix = hasTargets ? Self.splitTarget(of: layer.allUnits) ?? "" : ""
                // A second layer of a ring: the ring's name and the found one (`InterfaceAdaptersViews`).
                layer.name = unique(
                    prefix + clean, alternatives: [prefix + clean + found], holding: layer.allUnits, at: index,
                    suffix: "Layer")
            } else {
                layer.name = unique(found, holding: layer.allUnits, at: index, suffix: "Layer")
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

    /// `name`, or the first alternative that is free: unique in the file (whatever the case), one
    /// the place may take (``mayName(_:_:holding:)``), and repeating no word unless it is the name
    /// of what the place holds; else the first unique numbered one.
    private mutating func unique(
        _ name: String, alternatives: [String] = [], holding units: [InferredUnit], at index: Int, suffix: String
    ) -> String {
        let own = Set(units.flatMap(\.names))
        var candidates = [name] + alternatives
        if let target = Self.splitTarget(of: units), !name.hasPrefix(target) { candidates.append(target + name) }
        candidates.append(name + suffix)
        let taken = self.taken
        let free = { (candidate: String) in !taken.contains(candidate.lowercased()) }
        let chosen =
            candidates.first { candidate in
                free(candidate) && mayName(index, candidate, holding: own)
                    && (own.contains(candidate) || !Self.repeatsAWord(candidate))
            } ?? (2...).lazy.map { "\(name)\(suffix)\($0)" }.first(where: free)!
        self.taken.insert(chosen.lowercased())
        return chosen
    }

    /// Whether the place at `index`, holding units of the names `own`, may be named `name`: a
    /// target's name only where that target is, a name of folders only where they all are, and the
    /// name of a target no place holds whole only where a folder of that name is.
    private func mayName(_ index: Int, _ name: String, holding own: Set<String>) -> Bool {
        if let place = targetPlace[name] { return place == index }
        if otherTargets.contains(name) { return own.contains(name) }
        return (folderPlaces[name] ?? []).isSubset(of: [index])
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
