import DependencyRule
import Foundation

/// `clean-architecture add feature NAME`: one vertical slice for a package laid out like the
/// template (a generated one, prefixed or not, or the kit itself): the kit's ``Slice`` renamed,
/// and, where the package has its app's list of features (``Registration``), that list with the
/// feature added, so that the app reaches it.
public struct FeatureGenerator: Sendable {
    /// The feature's name in all its forms.
    public let name: FeatureName
    /// Its fields, in order.
    public let fields: [FeatureField]
    /// Those of ``fields`` added since the feature was made.
    public let changes: [FieldChange]
    /// The package's root folder.
    public let root: String
    /// The package's module prefix (`Bookshelf` in `BookshelfEntities`), found from its folders.
    public let prefix: String
    /// The folders under the package's `Sources/`: its targets, prefixed.
    let sourceFolders: Set<String>
    /// Where the slice is read from.
    public let kit: KitSource
    /// The package's list of features, relative to the root; `nil` when it has none.
    public let registration: String?
    /// The app's command-line tests folder, where the feature's join (`Tests/BookshelfCLITests`).
    let cliTests: String?
    /// The kit's slice, which the feature is renamed from.
    private let slice: FileTree
    /// The feature's files, once made (the refusal of existing types makes them first).
    private var rendered: FileTree?

    /// - Throws: ``GenerationError`` when the package is not laid out like the template, or when
    ///   the feature, or a type it would declare, exists already.
    /// - Parameter refusingExisting: whether a feature whose types exist already is refused (not
    ///   when `remove feature` asks what `add feature` wrote).
    /// - Parameter fields: the feature's, which ``FeatureField/checkFeature(_:)`` accepts.
    public init(
        name: FeatureName, fields: [FeatureField] = FeatureField.defaults, changes: [FieldChange] = [],
        packagePath: String, kit: KitSource, refusingExisting: Bool = true
    ) throws(GenerationError) {
        let files = FileManager.default
        let root = Path.absolute(packagePath, in: Path.current)
        guard files.fileExists(atPath: Path.appending("Package.swift", to: root)) else {
            throw GenerationError(
                "no Package.swift in \(root): run in a package made by 'clean-architecture new', or pass --package-path DIR"
            )
        }
        try Self.refuseFieldForms(in: name)
        let slice = try kit.template()[.slice]
        let sources = (try? files.contentsOfDirectory(atPath: Path.appending("Sources", to: root))) ?? []
        // The layout decides the prefix: `Sources/Entities`, or `Sources/BookshelfEntities` and its kin.
        let prefixes = sources.filter { $0.hasSuffix("Entities") }.map { String($0.dropLast("Entities".count)) }
            .sorted()
        // The targets the slice writes into (the app's command-line tests are found below).
        let layout = Set(
            slice.paths.filter { !$0.hasPrefix(Slice.cliTests + "/") }.map { path in
                path.split(separator: "/").prefix(path.hasPrefix("Fakes/") ? 1 : 2).joined(separator: "/")
            }
        ).sorted { ($0.hasPrefix("Sources/") ? 0 : 1, $0) < ($1.hasPrefix("Sources/") ? 0 : 1, $1) }
        let missing = { (prefix: String) in
            layout.map { Self.prefixed($0, prefix) }
                .filter { !files.fileExists(atPath: Path.appending($0, to: root)) }
        }
        let complete = prefixes.filter { missing($0).isEmpty }
        guard complete.count == 1, let prefix = complete.first else {
            if complete.count > 1 {
                throw GenerationError(
                    "\(root) has several complete layouts (\(complete.map { "Sources/\($0)Entities" }.joined(separator: ", "))): cannot tell which one to add to"
                )
            }
            guard let nearest = prefixes.min(by: { missing($0).count < missing($1).count }) else {
                throw GenerationError(
                    "\(root) is not laid out like the template: no Sources/Entities (or Sources/<Prefix>Entities)")
            }
            throw GenerationError(
                "\(root) is not laid out like the template: missing \(missing(nearest).joined(separator: ", "))")
        }
        self.name = name
        self.fields = fields
        self.changes = changes
        self.root = root
        self.prefix = prefix
        sourceFolders = Set(sources)
        self.kit = kit
        self.slice = slice
        if let registration = try Self.registration(in: root, prefix: prefix) {
            self.registration = registration
            cliTests = try Self.commandLineTests(in: root, of: registration)
        } else {
            self.registration = nil
            cliTests = nil
        }
        if refusingExisting {
            rendered = try render()
            try refuseExistingTypes()
        }
    }

    /// Refuses a feature whose name holds a form of a slice field's (`DisplayName`,
    /// `DiscountRateTier`): its lines would be taken for that field's (``FieldSelection``).
    static func refuseFieldForms(in name: FeatureName) throws(GenerationError) {
        let spellings = [
            name.typeName, name.pluralTypeName, name.variableName, name.pluralVariableName, name.phrase,
            name.pluralPhrase, name.commandWord,
        ]
        let named = FieldSelection.named(in: Substring(spellings.joined(separator: " | ")), templates: Slice.fields)
        if let field = named.min() {
            throw GenerationError(
                "the feature name '\(name.typeName)' holds '\(Slice.fields[field].name)', a field of the kit's slice, whose lines generation renames: choose another name"
            )
        }
    }

    /// The feature's new files, at their paths in this package.
    public func files() throws(GenerationError) -> FileTree {
        if let rendered { return rendered }
        return try render()
    }

    /// The feature's files, as ``files()`` gives them, made from the slice.
    private func render() throws(GenerationError) -> FileTree {
        let slice = Slice.files(
            for: name, fields: fields, changes: changes, from: slice, commandLine: registration != nil,
            cliTests: cliTests ?? Slice.cliTests)
        guard !prefix.isEmpty else { return slice }
        let renaming = ModulePrefix(prefix: prefix, programName: "", keeping: [])
        // The package's modules the feature's files import besides its own folders'.
        let imported = slice.paths.flatMap { ImportScanner.imports(in: slice[$0]!).map(\.module) }
        let targets = ModulePrefix.targets(in: slice).union(
            imported.filter { sourceFolders.contains(prefix + $0) }
        ).filter { !$0.hasSuffix("CLITests") }
        return try ModulePrefix.apply(renaming.renames(of: targets), to: slice)
    }

    /// The files it changes: the list of features with this one added, when the package has one,
    /// and the features the configuration keeps apart (``FeatureIndependence``), when it does.
    public func edits() throws(GenerationError) -> FileTree {
        var tree = FileTree()
        let configuration = Path.appending(FeatureIndependence.file, to: root)
        if let text = try? String(contentsOfFile: configuration, encoding: .utf8),
            let edited = FeatureIndependence.adding(name.typeName, to: text)
        {
            tree[FeatureIndependence.file] = edited
        }
        guard let registration else { return tree }
        let path = Path.appending(registration, to: root)
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw GenerationError("cannot read \(registration): \(TreeWriter.reason(error))")
        }
        let feature = name.typeName + "Feature"
        let listed = try Registration.features(in: text, file: registration)
        guard !listed.contains(feature) else {
            throw GenerationError("\(registration) lists \(feature) already: the feature exists")
        }
        tree[registration] = try Registration.adding(feature, to: text, file: registration)
        return tree
    }

    /// Refuses a feature whose types would hide a standard type (``ShadowedNames``): always when
    /// the package's own code writes that type bare, else unless `allowed` (`--allow-shadowing`).
    public func refuseShadowing(in files: FileTree, allowed: Bool) throws(GenerationError) {
        let hidden = Self.shadowedTypes(in: files)
        guard let first = hidden.first else { return }
        let names = hidden.map { "\($0.module).\($0.name)" }.joined(separator: ", ")
        let entity = name.typeName
        if let used = hidden.first(where: { !ShadowedNames.allowable.contains($0.name) }) {
            let allowable = ShadowedNames.allowable.sorted().prefix(6).joined(separator: ", ")
            throw GenerationError(
                "the feature '\(entity)' would shadow \(used.module).\(used.name); --allow-shadowing takes only the names the package's own code writes with their module (\(allowable), …): choose another name"
            )
        }
        guard allowed else {
            throw GenerationError(
                "the feature '\(entity)' would shadow \(names): in every file that imports the feature's modules (a SwiftUI view's `\(first.name)` included), \(hidden.map(\.name).joined(separator: ", ")) would be the feature's; choose another name, or pass --allow-shadowing and write \(names) there"
            )
        }
    }

    /// The feature's types that hide a standard one, with its module, by name.
    private static func shadowedTypes(in files: FileTree) -> [(name: String, module: String)] {
        declaredTypes(in: files).compactMap { name in
            ShadowedNames.module(shadowedBy: name).map { (name: name, module: $0) }
        }.sorted { $0.name < $1.name }
    }

    /// What to tell the user when the feature's types hide Swift's or Foundation's own (`Task`):
    /// which ones, and how to name those; `nil` when they hide none.
    public func shadowing(in files: FileTree) -> String? {
        let hidden = Self.shadowedTypes(in: files)
        guard !hidden.isEmpty else { return nil }
        let names = hidden.map { "\($0.module).\($0.name)" }.joined(separator: ", ")
        return """
            Shadows \(names): in every file that imports the feature's modules, \(hidden.map(\.name).joined(separator: ", ")) is now the feature's.
            Write \(names) there for \(hidden.count == 1 ? "\(hidden[0].module)'s own" : "the standard ones"), as the kit's code does, in your app's code too.
            """
    }

    /// What to tell the user once the feature is added.
    /// Where the feature is wired, and the commands its files `tree` declare (read from its
    /// `CommandSpec`s: `book add`, `book list`…).
    public func wiring(of tree: FileTree) -> String {
        guard let registration else {
            return """
                The package has no list of features (an <App>Features.swift holding '\(Registration.opening) … ]'),
                so the feature is not on a command line. Its layers, fakes, contract and tests work as they are.
                """
        }
        return """
            Wired: \(registration) lists \(name.typeName)Feature, so the app's command line reaches it:
              \(Self.commands(in: tree).joined(separator: ", ")) (each with --help)
            """
    }

    /// The commands the Swift files of `tree` declare, in order: the first argument of each
    /// `CommandSpec(`, a plain string, read by tokens.
    static func commands(in tree: FileTree) -> [String] {
        tree.paths.filter { $0.hasSuffix(".swift") }.flatMap { path in
            let source = SwiftTokens(tree[path]!)
            return source.tokens.indices.compactMap { position in
                source.isToken(position, "CommandSpec") && source.isToken(position + 1, "(")
                    ? source.stringValue(position + 2).flatMap { $0.isEmpty ? nil : $0 } : nil
            }
        }
    }

    /// The package's list of features (``Registration``), relative to `root`: the file
    /// `…Features.swift` in the terminal's target (``Registration/layer``; in a package made before
    /// it had one, the drivers'); `nil` when there is no such file. The kit itself has two apps: there, the list that holds the slice (the
    /// starter's).
    /// - Throws: ``GenerationError`` when there are several lists, or `…Features.swift` files
    ///   but no list in them.
    static func registration(in root: String, prefix: String) throws(GenerationError) -> String? {
        var named: [String] = []
        for target in [Registration.layer, Registration.formerLayer] where named.isEmpty {
            let layer = "Sources/\(prefix)\(target)"
            if let walker = FileManager.default.enumerator(atPath: Path.appending(layer, to: root)) {
                while let relative = walker.nextObject() as? String {
                    if relative.hasSuffix(Registration.fileSuffix) { named.append("\(layer)/\(relative)") }
                }
            }
        }
        var found: [(path: String, text: String)] = []
        for path in named.sorted() {
            let text: String
            do {
                text = try String(contentsOfFile: Path.appending(path, to: root), encoding: .utf8)
            } catch {
                throw GenerationError("cannot read \(path): \(TreeWriter.reason(error))")
            }
            if text.contains(Registration.opening) { found.append((path, text)) }
        }
        // A list whose opening was edited away is refused, rather than the feature left unwired.
        if found.isEmpty, !named.isEmpty {
            throw GenerationError(
                "cannot find the list of features in \(named.sorted().joined(separator: ", ")) ('\(Registration.opening)' … ']'): add the feature's type to it by hand"
            )
        }
        if found.count > 1 {
            let slice = found.filter { $0.text.contains(Slice.name.typeName + "Feature.self") }
            guard slice.count == 1 else {
                throw GenerationError(
                    "\(root) has several lists of features (\(found.map(\.path).sorted().joined(separator: ", "))): keep one"
                )
            }
            return slice[0].path
        }
        return found.first?.path
    }

    /// The app's command-line tests, where the feature's join: the one `Tests/*/AppUnderTest.swift`
    /// folder, or, where there are several, the one named for the app (`Tests/StarterCLITests` for
    /// `…/Starter/StarterFeatures.swift`).
    static func commandLineTests(in root: String, of registration: String) throws(GenerationError) -> String {
        let files = FileManager.default
        let tests = (try? files.contentsOfDirectory(atPath: Path.appending("Tests", to: root))) ?? []
        var holding = tests.sorted().filter {
            files.fileExists(atPath: Path.appending("Tests/\($0)/AppUnderTest.swift", to: root))
        }
        if holding.count > 1, let app = registration.split(separator: "/").dropLast().last {
            holding = holding.filter { $0 == app + "CLITests" }
        }
        guard holding.count == 1 else {
            throw GenerationError(
                "\(root) lists its features in \(registration) but has \(holding.isEmpty ? "no" : "several") Tests/*/AppUnderTest.swift for their command-line tests"
            )
        }
        return "Tests/\(holding[0])"
    }

    /// The types the new files declare at file scope.
    static func declaredTypes(in tree: FileTree) -> Set<String> {
        var declared: Set<String> = []
        for (_, text) in tree.files { declared.formUnion(declaredTypes(in: text)) }
        return declared
    }

    /// The types `text` declares at file scope, in order, read once per text in this process: every feature
    /// added looks through every file of the package.
    static func declaredTypes(in text: String) -> [String] {
        typesByText.value(for: FileText(text: text)) { ImportScanner.outline(of: text).declaredTypes }
    }

    private static let typesByText = ProcessMemo<FileText, [String]>()

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
    /// Team` in the kit: `struct Team` is in Sources/Entities/Team.swift), or that differs only in
    /// case from a type, file or folder the package has (`BOOK` beside `Book`): both would claim
    /// one command, and on a case-insensitive disk (every Mac's default) their files collide.
    private func refuseExistingTypes() throws(GenerationError) {
        let newFiles = try files()
        let declared = Self.declaredTypes(in: newFiles)
        let declaredInCase = Dictionary(declared.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        var clashes: [(path: String, type: String)] = []
        var caseClashes: [(path: String, existing: String, new: String)] = []
        var existingPaths: [String: String] = [:]  // lower case → as on disk
        let files = FileManager.default
        for folder in ["Sources", "Fakes", "Tests"] {
            guard let walker = files.enumerator(atPath: Path.appending(folder, to: root)) else { continue }
            while let relative = walker.nextObject() as? String {
                if relative.split(separator: "/").last?.hasPrefix(".") == true {
                    walker.skipDescendants()
                    continue
                }
                let path = "\(folder)/\(relative)"
                existingPaths[path.lowercased()] = path
                guard relative.hasSuffix(".swift") else { continue }
                let text: String
                do {
                    text = try String(contentsOfFile: Path.appending(path, to: root), encoding: .utf8)
                } catch {
                    throw GenerationError(
                        "cannot read \(path) to look for the feature's types: \(TreeWriter.reason(error))")
                }
                for type in Self.declaredTypes(in: text) {
                    if declared.contains(type) {
                        clashes.append((path, type))
                    } else if let new = declaredInCase[type.lowercased()] {
                        caseClashes.append((path, type, new))
                    }
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
        let why =
            "both would claim the command '\(name.commandWord)', and on a case-insensitive disk (every Mac's default) their files collide; choose another name"
        // The feature's own type first (`Book` for `BOOK`), then the first by path.
        if let clash = caseClashes.filter({ $0.new == entity }).min(by: { $0.path < $1.path })
            ?? caseClashes.min(by: { $0.path < $1.path })
        {
            throw GenerationError(
                "the feature '\(entity)' differs only in case from \(clash.existing), which \(clash.path) declares: \(why)"
            )
        }
        // Its files and folders, against the package's: `Sources/Entities/BOOK` beside `…/Book`.
        for path in newFiles.paths.sorted() {
            var components: [Substring] = []
            for component in path.split(separator: "/") {
                components.append(component)
                let prefix = components.joined(separator: "/")
                if let existing = existingPaths[prefix.lowercased()], existing != prefix {
                    throw GenerationError(
                        "the feature '\(entity)' would write \(prefix), which differs only in case from \(existing): \(why)"
                    )
                }
            }
        }
    }
}
