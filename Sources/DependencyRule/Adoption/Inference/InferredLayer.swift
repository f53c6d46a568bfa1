/// What `init` places in a layer: a target, or the folders (and files) of a target split into
/// folder layers that go together.
struct InferredUnit: Sendable {
    enum Content: Sendable {
        case target(String)
        /// Patterns relative to the root until the command makes them relative to the file.
        case folders(target: String, paths: [String])
    }

    var content: Content
    /// How comments and reasons name it: the target's name, or `App › Domain`.
    var key: String
    /// The names a layer may be named after: the target's own name, or its folders'.
    var names: [String]
    /// What its name says of its layer.
    var hint: LayerConventions.Hint?
    /// Whether its name says presentation or data, and the word that says it.
    var kind: (kind: LayerConventions.Kind, word: String)?
    var reason: InferenceReason
    /// Keys of units merged into it, which other reasons may name.
    var aliases: [String] = []
    /// The Swift files its folders hold (none for a target).
    var files: [String] = []

    var target: String? {
        if case .target(let name) = content { return name }
        return nil
    }

    var paths: [String] {
        if case .folders(_, let paths) = content { return paths }
        return []
    }

    /// What a layer of it alone is first called: its name, or its file's stem, or the folder its
    /// files came from (`Shared` for `App › Shared/`).
    var provisionalName: String {
        if let name = names.first { return name }
        let last = key.split(separator: "› ", maxSplits: 1).last.map(String.init) ?? key
        let trimmed = last.hasSuffix("/") ? String(last.dropLast()) : String(last.prefix { $0 != "." })
        return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    }
}

/// One inferred layer, innermost first: its units, or sibling parts.
struct InferredLayer: Sendable {
    /// A sibling part of a layer.
    struct Part: Sendable {
        var name: String
        var units: [InferredUnit]
    }

    var name: String
    /// The conventional ring it stands for (index into ``LayerConventions/layers``), if any.
    var ring: Int?
    var units: [InferredUnit]
    /// Sibling parts instead of units (``PartInference``).
    var parts: [Part] = []

    init(name: String, ring: Int?, units: [InferredUnit]) {
        self.name = name
        self.ring = ring
        self.units = units
    }

    /// Its units, or its parts' units.
    var allUnits: [InferredUnit] { parts.isEmpty ? units : parts.flatMap(\.units) }

    var targets: [String] { units.compactMap(\.target) }
}
