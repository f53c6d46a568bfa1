/// A target of the checked package, with its source files resolved the way SwiftPM does.
public struct PackageTarget: Hashable, Sendable {
    /// The kinds of target SwiftPM knows.
    public enum Kind: String, Hashable, Sendable {
        case regular, executable, test, system, binary, plugin, macro
    }

    /// A declared dependency.
    public enum Dependency: Hashable, Sendable {
        /// A target of this package.
        case target(String)
        /// A product of another package (or a name that is no target of this one).
        case product(String, package: String?)
    }

    public let name: String
    public let kind: Kind
    public internal(set) var dependencies: [Dependency]
    /// The target's folder, relative to the package root; `nil` for binary targets.
    public let folder: String?
    /// The `.swift` files, relative to the package root, sorted.
    public internal(set) var swiftFiles: [String]
    /// Whether the target holds C-family sources (`.c`, `.cpp`, `.m`, …).
    public let hasCFamilySources: Bool
    /// The name `import` uses: the target name with every character that cannot be in an
    /// identifier replaced by `_` (SwiftPM's c99name).
    public let moduleName: String
    /// For a target of an Xcode project, its product type (`com.apple.product-type.application`);
    /// `nil` for a package's.
    public internal(set) var productType: String?
    /// In a workspace, how the declaration of each dependency names it where that is not the
    /// dependency's own name: the product a target of another package comes through.
    var declaredNames: [String: String] = [:]
    /// Its name in its own package or project (``name`` is qualified, `Member/Target`, where a
    /// workspace has two targets of that name).
    var localName: String

    /// A target; its module is named after it (SwiftPM's c99name) unless `moduleName` says
    /// otherwise (an Xcode target's `PRODUCT_MODULE_NAME`).
    public init(
        name: String, kind: Kind, dependencies: [Dependency], folder: String?, swiftFiles: [String],
        hasCFamilySources: Bool, moduleName: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.dependencies = dependencies
        self.folder = folder
        self.swiftFiles = swiftFiles
        self.hasCFamilySources = hasCFamilySources
        self.moduleName = moduleName ?? Self.moduleName(for: name)
        localName = name
    }

    /// In a workspace, `Member/Target`; `nil` for one package.
    var qualifiedName: String?

    /// The names a configuration may give it: its name, and in a workspace its name in its member
    /// and `Member/Target`.
    var names: [String] {
        var names = [name]
        if localName != name { names.append(localName) }
        if let qualifiedName, qualifiedName != name { names.append(qualifiedName) }
        return names
    }

    /// How the declaration of `dependency` (a target name) names it.
    func declaredName(of dependency: String) -> String {
        declaredNames[dependency] ?? dependency
    }

    /// The names of the targets of this package it declares.
    public var targetDependencies: [String] {
        dependencies.compactMap { if case .target(let name) = $0 { name } else { nil } }
    }

    public static func moduleName(for name: String) -> String {
        var result = String(
            name.unicodeScalars.map { scalar -> Character in
                let isAllowed =
                    scalar == "_"
                    || (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
                    || (!scalar.isASCII && scalar.properties.isAlphabetic)
                return isAllowed ? Character(scalar) : "_"
            })
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result
    }
}
