/// The conventional layers, innermost first, and the names apps give targets of each.
enum LayerConventions {
    static let layers: [(name: String, words: [String])] = [
        ("Entities", ["Entities", "Entity", "Domain", "Core", "Model", "Models"]),
        ("UseCases", ["UseCases", "UseCase", "Application", "Interactors", "Interactor", "Services"]),
        (
            "InterfaceAdapters",
            [
                "InterfaceAdapters", "Adapters", "Adapter", "Data", "Presentation", "Presenters", "Controllers",
                "Gateways", "Repositories", "ViewModels", "ViewModel", "Views", "UI", "Coordinators", "Coordinator",
                "Routing", "Router",
            ]
        ),
        (
            "FrameworksAndDrivers",
            [
                "FrameworksAndDrivers", "Infrastructure", "Infra", "Platform", "Frameworks", "Drivers", "Networking",
                "Network", "API", "Persistence", "Database", "DI", "Assemblies", "Assembly", "Composition", "App",
                "Main",
            ]
        ),
    ]

    /// What a name says about a target's layer.
    struct Hint: Equatable {
        /// Index into ``LayerConventions/layers``.
        var layer: Int
        var word: String
        /// The name is the word itself (`Domain`, `Data`): a strong hint. A name that only ends
        /// with it (`AppCore`, `SettingsUI`) is a weak one, which yields to the graph.
        var isStrong: Bool

        /// In a workspace, the package whose name gave the hint (the target's own name gave none).
        var package: String?

        /// `Domain`, or `…Core` for a suffix; `package Domain` for a package's name.
        var written: String {
            let word = isStrong ? word : "…" + word
            return package.map { $0 == word ? "package \($0)" : "package \($0): \(word)" } ?? word
        }
    }

    /// The hint `name` gives, if any: it is one of the words, or its last words are one (the
    /// longest such word wins: `SettingsViewModels` ends with `ViewModels`, not `Models`).
    static func hint(for name: String) -> Hint? {
        for (index, layer) in layers.enumerated() where layer.words.contains(name) {
            return Hint(layer: index, word: name, isStrong: true)
        }
        let words = CamelCaseWords.split(name)
        var best: (hint: Hint, length: Int)?
        for (index, layer) in layers.enumerated() {
            for word in layer.words {
                let parts = CamelCaseWords.split(word)
                guard parts.count < words.count, words.suffix(parts.count).elementsEqual(parts),
                    parts.count > (best?.length ?? 0)
                else { continue }
                best = (Hint(layer: index, word: word, isStrong: false), parts.count)
            }
        }
        return best?.hint
    }
}
