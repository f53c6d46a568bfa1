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
    }

    /// `{"byName": ["X", …]}`, `{"target": ["X", …]}` or `{"product": ["P", "package", …]}`.
    enum Dependency: Sendable {
        case byName(String)
        case target(String)
        case product(String, package: String?)
    }

    let name: String
    let targets: [Target]

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
            return Target(
                name: name, type: type, path: target.member("path")?.string,
                sources: target.member("sources")?.array?.compactMap(\.string),
                exclude: target.member("exclude")?.array?.compactMap(\.string) ?? [], dependencies: dependencies)
        }
    }
}

extension [(key: JSONValue.Located, value: JSONValue.Located)] {
    /// The value of the member called `name`.
    fileprivate func member(_ name: String) -> JSONValue.Located? {
        first { $0.key.string == name }?.value
    }
}

extension JSONValue.Located {
    /// The elements, when this is an array.
    fileprivate var array: [JSONValue.Located]? {
        if case .array(let elements) = value { elements } else { nil }
    }
}
