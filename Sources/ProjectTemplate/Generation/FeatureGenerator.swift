import Foundation

/// `clean-architecture add feature NAME`: the new files of one vertical slice, for a package laid
/// out like the template (a generated one, prefixed or not, or the kit itself).
public struct FeatureGenerator: Sendable {
    /// The feature's name in all its forms.
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
        // The layout decides the prefix: `Sources/Entities`, or `Sources/BookshelfEntities` and its kin.
        let prefixes = sources.filter { $0.hasSuffix("Entities") }.map { String($0.dropLast("Entities".count)) }
            .sorted()
        let missing = { (prefix: String) in
            Self.layout.map { Self.prefixed($0, prefix) }
                .filter { !files.fileExists(atPath: root.appendingPathComponent($0).path) }
        }
        let complete = prefixes.filter { missing($0).isEmpty }
        guard complete.count == 1, let prefix = complete.first else {
            if complete.count > 1 {
                throw GenerationError(
                    "\(root.path) has several complete layouts (\(complete.map { "Sources/\($0)Entities" }.joined(separator: ", "))): cannot tell which one to add to"
                )
            }
            guard let nearest = prefixes.min(by: { missing($0).count < missing($1).count }) else {
                throw GenerationError(
                    "\(root.path) is not laid out like the template: no Sources/Entities (or Sources/<Prefix>Entities)")
            }
            throw GenerationError(
                "\(root.path) is not laid out like the template: missing \(missing(nearest).joined(separator: ", "))")
        }
        self.name = name
        self.root = root
        self.prefix = prefix
        try refuseExistingTypes()
    }

    /// The feature's files, at their paths in this package.
    public func files() throws(GenerationError) -> FileTree {
        let template = FeatureTemplate(name: name).files
        guard !prefix.isEmpty else { return template }
        let renaming = ModulePrefix(prefix: prefix, programName: "", keeping: [])
        // The modules the feature's files import besides its own folders'.
        let targets = ModulePrefix.targets(in: template).union(["FrameworksAndDrivers", "TestSupport"])
        return try ModulePrefix.apply(renaming.renames(of: targets), to: template)
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
        // A top-level declaration: `public struct Team`, `@MainActor final class X`, `typealias FakeTeamRepository`.
        let declaration =
            /(?m)^(?:@\w+(?:\([^)\n]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|open|final|indirect|nonisolated)\s+)*(?:struct|enum|class|actor|protocol|typealias)\s+`?([A-Za-z_][A-Za-z0-9_]*)/
        var clashes: [(path: String, type: String)] = []
        let files = FileManager.default
        for folder in ["Sources", "Fakes", "Tests"] {
            guard let walker = files.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            while let relative = walker.nextObject() as? String {
                if relative.split(separator: "/").last?.hasPrefix(".") == true {
                    walker.skipDescendants()
                    continue
                }
                guard relative.hasSuffix(".swift") else { continue }
                let path = "\(folder)/\(relative)"
                let text: String
                do {
                    text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                } catch {
                    throw GenerationError(
                        "cannot read \(path) to look for the feature's types: \(TreeWriter.reason(error))")
                }
                for match in text.matches(of: declaration) where declared.contains(String(match.output.1)) {
                    clashes.append((path, String(match.output.1)))
                }
            }
        }
        let entity = name.typeName
        if let clash = clashes.first(where: { $0.type == entity }) {
            throw GenerationError(
                "the feature '\(entity)' exists already: \(clash.path) declares \(entity); choose another name")
        }
        if let clash = clashes.min(by: { $0.path < $1.path }) {
            throw GenerationError(
                "the feature '\(entity)' would declare \(clash.type), which \(clash.path) declares already; choose another name"
            )
        }
    }
}
