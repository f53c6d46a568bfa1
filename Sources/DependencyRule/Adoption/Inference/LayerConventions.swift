/// The conventional layers, innermost first, the names apps give targets and folders of each, and
/// the two kinds of sibling ring that share the adapters' ring (presentation and data).
enum LayerConventions {
    static let layers: [(name: String, words: [String])] = [
        ("Entities", ["Entities", "Entity", "Domain", "Core", "Model", "Models"]),
        ("UseCases", ["UseCases", "UseCase", "Application", "Interactors", "Interactor", "Services"]),
        (
            "InterfaceAdapters",
            [
                "InterfaceAdapters", "Adapters", "Adapter", "Data", "Presentation", "Presenters", "Controllers",
                "Gateways", "Repositories", "ViewModels", "ViewModel", "Views", "UI", "Coordinators", "Coordinator",
                "Routing", "Router", "Screens", "Features", "Storage",
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

    /// Index of the adapters' ring in ``layers``.
    static let adapters = 2

    /// The two kinds of sibling ring: what shows things and what keeps them. A target or folder
    /// named with one of a kind's words is of that kind (outer-ring words among the data ones, such
    /// as Networking, still say "data" here: they only make parts where the graph put them beside
    /// presentation).
    enum Kind: Int, CaseIterable, Sendable {
        case presentation, data

        /// Uncle Bob's name for a part of this kind.
        var clean: String { self == .presentation ? "Presentation" : "Data" }

        var words: [String] {
            switch self {
            case .presentation:
                [
                    "Presentation", "Presenters", "Controllers", "ViewModels", "ViewModel", "Views", "UI",
                    "Coordinators", "Coordinator", "Routing", "Router", "Screens", "Scenes", "Features", "Feature",
                ]
            case .data:
                [
                    "Data", "Gateways", "Repositories", "Repository", "Storage", "Networking", "Network",
                    "Persistence",
                ]
            }
        }

        /// The kind `name` is of and the word that says it: a folder's whole name in any case
        /// (`presentation`), a target's name or its last words (`HomeUI`, `UserRepository`).
        static func of(_ name: String, isFolder: Bool) -> (kind: Kind, word: String)? {
            let split = LayerConventions.words(of: name)
            for kind in allCases {
                let word = kind.words.first { word in
                    if isFolder { return word.lowercased() == name.lowercased() }
                    let parts = CamelCaseWords.split(word)
                    return split.count >= parts.count && split.suffix(parts.count).elementsEqual(parts)
                }
                if let word { return (kind, isFolder ? name : word) }
            }
            return nil
        }
    }

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

    /// The words of a name, with a run of capitals that is acronyms of the lists read as them
    /// (`HomeUIDI`: `Home`, `UI`, `DI`; `MIDI` stays whole).
    static func words(of name: String) -> [String] {
        CamelCaseWords.split(name).flatMap { word -> [String] in
            guard word.count > 2, word.allSatisfy(\.isUppercase) else { return [word] }
            var parts: [String] = []
            var rest = Substring(word)
            while !rest.isEmpty, let acronym = acronyms.first(where: { rest.hasPrefix($0) }) {
                parts.append(acronym)
                rest = rest.dropFirst(acronym.count)
            }
            return rest.isEmpty ? parts : [word]
        }
    }

    /// The words of the lists written in capitals (`UI`, `DI`, `API`), longest first.
    private static let acronyms = Set(
        (layers.flatMap(\.words) + Kind.allCases.flatMap(\.words)).filter {
            $0.count > 1 && $0.allSatisfy(\.isUppercase)
        }
    ).sorted { ($0.count, $0) > ($1.count, $1) }

    /// The hint `name` gives, if any: it is one of the words, or its last words are one (the
    /// longest such word wins: `SettingsViewModels` ends with `ViewModels`, not `Models`).
    static func hint(for name: String) -> Hint? {
        if let index = layerOfWord[name] { return Hint(layer: index, word: name, isStrong: true) }
        let words = Self.words(of: name)
        var best: (hint: Hint, length: Int)?
        for (index, layer) in splitLayers.enumerated() {
            for (word, parts) in layer {
                guard parts.count < words.count, words.suffix(parts.count).elementsEqual(parts),
                    parts.count > (best?.length ?? 0)
                else { continue }
                best = (Hint(layer: index, word: word, isStrong: false), parts.count)
            }
        }
        return best?.hint
    }

    /// Each layer's word → the first layer it is a word of.
    private static let layerOfWord: [String: Int] = Dictionary(
        layers.enumerated().flatMap { index, layer in layer.words.map { ($0, index) } }, uniquingKeysWith: min)

    /// Each layer's word, then each of `folderWords`, lowercased → the first layer it is a word of.
    private static let layerOfFolder: [String: Int] = {
        var found: [String: Int] = [:]
        let words =
            layers.enumerated().flatMap { index, layer in layer.words.map { ($0, index) } }
            + folderWords.flatMap { entry in entry.words.map { ($0, entry.layer) } }
        for (word, layer) in words where found[word.lowercased()] == nil { found[word.lowercased()] = layer }
        return found
    }()

    /// Each layer's words with their camel-case words, split once (``hint(for:)`` runs for every
    /// target and folder name).
    private static let splitLayers = layers.map { $0.words.map { ($0, CamelCaseWords.split($0)) } }

    /// Folder names that are layer names besides the targets' words.
    private static let folderWords: [(layer: Int, words: [String])] = [
        (adapters, ["Scenes", "Modules", "Flows"])
    ]

    /// The layer a folder's name says: the name is one of the words, in any case.
    static func hint(forFolder name: String) -> Hint? {
        layerOfFolder[name.lowercased()].map { Hint(layer: $0, word: name, isStrong: true) }
    }
}
