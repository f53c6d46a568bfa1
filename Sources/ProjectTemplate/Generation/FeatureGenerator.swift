import Foundation

/// `clean-architecture add feature NAME`: the new files of one vertical slice, for a package laid
/// out like the template (a generated one, prefixed or not, or the kit itself).
public struct FeatureGenerator: Sendable {
    public let name: FeatureName
    /// The package's root folder.
    public let root: URL
    /// The package's module prefix (`Bookshelf` in `BookshelfEntities`), found from its folders.
    public let prefix: String

    /// The template's folders a feature writes into (without a prefix).
    static let layout = [
        "Sources/Entities", "Sources/UseCases", "Sources/InterfaceAdapters", "Sources/FrameworksAndDrivers",
        "Sources/Contracts", "Tests/EntitiesTests", "Tests/UseCasesTests", "Tests/InterfaceAdaptersTests",
        "Tests/ContractTests", "Fakes/UseCasesPorts/FakeRepository.swift",
        "Sources/InterfaceAdapters/DataAccess/Repositories/RecordStoreRepository.swift",
    ]

    /// - Throws: ``GenerationError`` when the package is not laid out like the template, or when
    ///   the feature, or a type it would declare, exists already.
    public init(name: FeatureName, packagePath: URL) throws(GenerationError) {
        let files = FileManager.default
        let root = packagePath.standardizedFileURL
        guard files.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            throw GenerationError(
                "no Package.swift in \(root.path): run in a package made by 'clean-architecture new', or pass --package-path DIR"
            )
        }
        let sources = (try? files.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)) ?? []
        let entities = sources.filter { $0.hasSuffix("Entities") }.sorted()
        guard entities.count == 1, let found = entities.first else {
            throw GenerationError(
                entities.isEmpty
                    ? "\(root.path) is not laid out like the template: no Sources/Entities (or Sources/<Prefix>Entities)"
                    : "\(root.path) has several entity layers (\(entities.joined(separator: ", "))): cannot tell which one to add to"
            )
        }
        let prefix = String(found.dropLast("Entities".count))
        let missing = Self.layout.map { Self.prefixed($0, prefix) }
            .filter { !files.fileExists(atPath: root.appendingPathComponent($0).path) }
        guard missing.isEmpty else {
            throw GenerationError(
                "\(root.path) is not laid out like the template: missing \(missing.joined(separator: ", "))")
        }
        self.name = name
        self.root = root
        self.prefix = prefix
        try refuseExistingTypes()
    }

    /// The feature's files, at their paths in this package.
    public var files: FileTree {
        let template = FeatureTemplate(name: name).files
        guard !prefix.isEmpty else { return template }
        var renames: [String: String] = ["Fakes": prefix + "Fakes"]
        for target in ModulePrefix.targets(in: template) { renames[target] = prefix + target }
        for module in ["FrameworksAndDrivers", "TestSupport"] { renames[module] = prefix + module }
        return ModulePrefix.apply(renames, to: template)
    }

    /// Where to wire the feature in (printed, never written): the starter app's factory when the
    /// package has one (a type in the composition root with `makeStore(of:store:dataDirectory:)`).
    public var wiring: String {
        let composition = "Sources/\(prefix)FrameworksAndDrivers/Composition"
        let files =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(composition).path)) ?? []
        let factory = files.sorted().first { file in
            guard file.hasSuffix("Factory.swift"),
                let text = try? String(
                    contentsOf: root.appendingPathComponent("\(composition)/\(file)"), encoding: .utf8)
            else { return false }
            return text.contains("func makeStore<")
        }
        return FeatureTemplate(name: name).wiring(
            composition: composition, factory: factory.map { String($0.dropLast(".swift".count)) })
    }

    /// A path of the template in a package with `prefix`.
    static func prefixed(_ path: String, _ prefix: String) -> String {
        guard !prefix.isEmpty else { return path }
        var components = path.split(separator: "/").map(String.init)
        if components.count >= 2, components[0] == "Sources" || components[0] == "Tests" {
            components[1] = prefix + components[1]
        }
        return components.joined(separator: "/")
    }

    /// Refuses a feature whose types are declared anywhere in the package already (`add feature
    /// Team` in the kit: `struct Team` is in Sources/Entities/Team.swift).
    private func refuseExistingTypes() throws(GenerationError) {
        let declared = FeatureTemplate(name: name).declaredTypes
        // A type's declaration at the start of a line: `public struct Team`, `typealias FakeTeamRepository`.
        let declaration =
            /(?m)^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*(?:struct|enum|class|actor|protocol|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)/
        var clashes: [(path: String, type: String)] = []
        let files = FileManager.default
        for folder in ["Sources", "Fakes", "Tests"] {
            guard let walker = files.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".swift"),
                    !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
                else { continue }
                let path = "\(folder)/\(relative)"
                guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
                    continue
                }
                for match in text.matches(of: declaration) where declared.contains(String(match.output.1)) {
                    clashes.append((path, String(match.output.1)))
                }
            }
        }
        // Name the entity when it is there: it is what the user recognises.
        let entity = name.typeName
        guard let clash = clashes.first(where: { $0.type == entity }) ?? clashes.min(by: { $0.path < $1.path }) else {
            return
        }
        throw GenerationError(
            "the feature '\(entity)' exists already: \(clash.path) declares \(clash.type); choose another name")
    }
}
