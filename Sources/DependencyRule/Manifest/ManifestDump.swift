/// The part of `swift package dump-package` output the checker reads, decoded from the JSON
/// with the checker's own parser.
struct ManifestDump: Sendable {
    struct Target: Sendable {
        let name: String
        let type: String
        let path: String?
        let sources: [String]?
        let exclude: [String]
        let dependencies: [Dependency]
        /// Declared resources: their paths (relative to the target's folder) and rules
        /// (`process`, `copy`, `embedInCode`).
        var resources: [(path: String, rule: String)] = []
    }

    /// `{"byName": ["X", …]}`, `{"target": ["X", …]}` or `{"product": ["P", "package", …]}`.
    enum Dependency: Sendable {
        case byName(String)
        case target(String)
        case product(String, package: String?)
    }

    let name: String
    let targets: [Target]
    /// The manifest's tools version, `[major, minor]` (SwiftPM's source rules changed with it).
    var toolsVersion: [Int] = [6, 0]
    /// The targets that a library or executable product ships.
    var exportedTargets: Set<String> = []
    /// The library and executable products, with their targets, in the manifest's order.
    var products: [Product] = []
    /// The packages it depends on by path (`.package(path:)`), in the manifest's order.
    var localDependencies: [LocalDependency] = []
    /// The packages it depends on by URL (`.package(url:…)`), in the manifest's order.
    var remoteDependencies: [RemoteDependency] = []

    /// A product other packages can depend on.
    struct Product: Sendable {
        let name: String
        let targets: [String]
    }

    /// A package dependency on a folder: SwiftPM's identity for it (the folder's name, lowercased)
    /// and the folder, absolute.
    struct LocalDependency: Sendable {
        let identity: String
        let path: String
    }

    /// A package dependency on a repository: SwiftPM's identity for it (the URL's last component
    /// without `.git`, lowercased) and the URL. A local package of the same identity in the
    /// dependency graph takes its place, as SwiftPM resolves it.
    struct RemoteDependency: Sendable {
        let identity: String
        let url: String
        /// The requirement as `.package(url:…)` writes it after the URL (`from: "1.2.0"`,
        /// `exact: "2.0.0"`, `branch: "main"`, `revision: "…"`); `nil` for a range it cannot say so.
        var requirement: String?
    }

    /// `from: "1.2.0"` for `{"range": [{"lowerBound": "1.2.0", "upperBound": "2.0.0"}]}` (the next
    /// major version), `exact: "…"`, `branch: "…"`, `revision: "…"`; `nil` for anything else.
    private static func requirement(_ value: JSONValue.Located?) -> String? {
        guard case .object(let kinds)? = value?.value,
            let (kind, argument) = kinds.first.map({ ($0.key.string, $0.value) })
        else { return nil }
        let first = argument.array?.first
        switch kind {
        case "range":
            guard case .object(let bounds)? = first?.value, let lower = bounds.member("lowerBound")?.string,
                let upper = bounds.member("upperBound")?.string,
                let major = lower.split(separator: ".").first.flatMap({ Int($0) }),
                upper == "\(major + 1).0.0"
            else { return nil }
            return "from: \(JSONOutput.quoted(lower))"
        case "exact", "branch", "revision":
            return first?.string.map { "\(kind!): \(JSONOutput.quoted($0))" }
        default:
            return nil
        }
    }

    /// Decodes the output of `dump-package`; `origin` names it in errors.
    init(json bytes: [UInt8], origin: String) throws(CheckError) {
        let root = try JSONValue.parse(bytes, file: origin)
        func fail(_ what: String) -> CheckError {
            CheckError("the output of \(origin) is not a package description: \(what)")
        }
        guard case .object(let package) = root.value, let name = package.member("name")?.string,
            case .array(let targets)? = package.member("targets")?.value
        else { throw fail("no name or targets") }
        self.name = name
        if case .object(let version)? = package.member("toolsVersion")?.value,
            let text = version.member("_version")?.string
        {
            toolsVersion = text.split(separator: ".").prefix(2).compactMap { Int($0) }
        }
        for value in package.member("products")?.array ?? [] {
            guard case .object(let product) = value.value,
                case .object(let type)? = product.member("type")?.value,
                let kind = type.first?.key.string, kind == "library" || kind == "executable"
            else { continue }
            let targets = (product.member("targets")?.array ?? []).compactMap(\.string)
            exportedTargets.formUnion(targets)
            if let name = product.member("name")?.string { products.append(Product(name: name, targets: targets)) }
        }
        for value in package.member("dependencies")?.array ?? [] {
            guard case .object(let kinds) = value.value else { continue }
            if let entry = kinds.member("fileSystem")?.array?.first, case .object(let fields) = entry.value,
                let identity = fields.member("identity")?.string, let path = fields.member("path")?.string
            {
                localDependencies.append(LocalDependency(identity: identity, path: path))
            } else if let entry = kinds.member("sourceControl")?.array?.first, case .object(let fields) = entry.value,
                let identity = fields.member("identity")?.string,
                case .object(let location)? = fields.member("location")?.value,
                let remote = location.member("remote")?.array?.first
            {
                // `{"urlString": "…"}` from tools 5.x on current SwiftPM; a plain string in older ones.
                let url: String? =
                    if case .object(let object) = remote.value { object.member("urlString")?.string } else {
                        remote.string
                    }
                if let url {
                    var dependency = RemoteDependency(identity: identity.lowercased(), url: url)
                    dependency.requirement = Self.requirement(fields.member("requirement"))
                    remoteDependencies.append(dependency)
                }
            }
        }
        self.targets = try targets.map { (value) throws(CheckError) -> Target in
            guard case .object(let target) = value.value, let name = target.member("name")?.string,
                let type = target.member("type")?.string
            else { throw fail("a target without a name or type") }
            let dependencies = try (target.member("dependencies")?.array ?? []).map {
                (value) throws(CheckError) -> Dependency in
                guard case .object(let members) = value.value,
                    let (kind, list) = members.first.map({ ($0.key.string, $0.value.array) }),
                    let list, let first = list.first?.string
                else { throw fail("a dependency of '\(name)' in an unknown form") }
                switch kind {
                case "byName": return .byName(first)
                case "target": return .target(first)
                case "product": return .product(first, package: list.dropFirst().first?.string)
                default: throw fail("a dependency of '\(name)' of unknown kind '\(kind ?? "")'")
                }
            }
            var decoded = Target(
                name: name, type: type, path: target.member("path")?.string,
                sources: target.member("sources")?.array?.compactMap(\.string),
                exclude: target.member("exclude")?.array?.compactMap(\.string) ?? [], dependencies: dependencies)
            decoded.resources = (target.member("resources")?.array ?? []).compactMap { value in
                guard case .object(let resource) = value.value, let path = resource.member("path")?.string,
                    case .object(let rule)? = resource.member("rule")?.value, let kind = rule.first?.key.string
                else { return nil }
                return (path, kind)
            }
            return decoded
        }
    }
}

extension ManifestDump {
    /// What the checker keeps of the description, in the same form as `dump-package` (so that
    /// ``init(json:origin:)`` reads it back): a fraction of SwiftPM's output, which also carries
    /// settings, platforms and dependencies the checker never reads, so the cache decodes fast.
    var compactJSON: [UInt8] {
        let targets: [JSONOutput] = targets.map { target in
            let dependencies: [JSONOutput] = target.dependencies.map { dependency in
                switch dependency {
                case .byName(let name): .object([("byName", .array([.string(name)]))])
                case .target(let name): .object([("target", .array([.string(name)]))])
                case .product(let name, let package):
                    .object([("product", .array([.string(name), JSONOutput(package)]))])
                }
            }
            return .object([
                ("name", .string(target.name)), ("type", .string(target.type)), ("path", JSONOutput(target.path)),
                ("sources", target.sources.map { .array($0.map(JSONOutput.string)) } ?? .null),
                ("exclude", .array(target.exclude.map(JSONOutput.string))), ("dependencies", .array(dependencies)),
                (
                    "resources",
                    .array(
                        target.resources.map {
                            .object([("path", .string($0.path)), ("rule", .object([($0.rule, .object([]))]))])
                        })
                ),
            ])
        }
        let version = toolsVersion.map(String.init).joined(separator: ".")
        let document = JSONOutput.object([
            ("name", .string(name)), ("toolsVersion", .object([("_version", .string(version))])),
            (
                "products",
                .array(
                    [
                        .object([
                            ("type", .object([("library", .array([]))])),
                            ("targets", .array(exportedTargets.sorted().map(JSONOutput.string))),
                        ])
                    ]
                        + products.map { product in
                            .object([
                                ("name", .string(product.name)), ("type", .object([("library", .array([]))])),
                                ("targets", .array(product.targets.map(JSONOutput.string))),
                            ])
                        })
            ),
            (
                "dependencies",
                .array(
                    localDependencies.map { dependency in
                        .object([
                            (
                                "fileSystem",
                                .array([
                                    .object([
                                        ("identity", .string(dependency.identity)), ("path", .string(dependency.path)),
                                    ])
                                ])
                            )
                        ])
                    })
            ),
            ("targets", .array(targets)),
        ])
        return Array(document.compactText.utf8)
    }
}
