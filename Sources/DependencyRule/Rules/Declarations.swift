/// Where each member declares its targets and their dependencies: a package's manifest, indexed
/// the first time a diagnostic needs a place in it (a clean package never pays for it), or an
/// Xcode project's lines, read with the project.
final class Declarations {
    private let analysis: PackageAnalysis
    /// Target name → its index in `analysis.targets`.
    private let index: [String: Int]
    private var locators: [Int: ManifestLocator] = [:]

    init(analysis: PackageAnalysis) {
        self.analysis = analysis
        index = Dictionary(
            analysis.targets.enumerated().map { ($1.target.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func entry(_ target: String) -> (target: PackageTarget, member: PackageAnalysis.Member, number: Int)? {
        guard let position = index[target] else { return nil }
        let entry = analysis.targets[position]
        return (entry.target, analysis.members[entry.member], entry.member)
    }

    private func locator(_ member: Int) -> ManifestLocator {
        if let known = locators[member] { return known }
        let locator = ManifestLocator(text: analysis.members[member].manifestText)
        locators[member] = locator
        return locator
    }

    func site(of dependency: String, in target: String) -> Site {
        guard let (owner, member, number) = entry(target) else {
            return Site(file: analysis.manifestFile, line: nil, column: nil)
        }
        let written = owner.declaredName(of: dependency)
        if let lines = member.projectLines {
            let line = lines.dependencies[owner.localName]?[written] ?? lines.targets[owner.localName]
            return Site(file: member.declarationFile, line: line, column: nil)
        }
        let location = locator(number).dependency(written, of: owner.localName)
        var site = Site(file: member.declarationFile, line: location.line, column: location.column)
        site.helperLine = location.helperLine
        return site
    }

    func site(of target: String) -> Site {
        guard let (owner, member, number) = entry(target) else {
            return Site(file: analysis.manifestFile, line: nil, column: nil)
        }
        if let lines = member.projectLines {
            return Site(file: member.declarationFile, line: lines.targets[owner.localName], column: nil)
        }
        let location = locator(number).target(owner.localName)
        return Site(file: member.declarationFile, line: location.line, column: location.column)
    }

    /// `remove "X" from its dependencies in Package.swift`, or what to remove in Xcode.
    func advice(removing dependency: String, from target: String) -> String {
        guard let (owner, member, _) = entry(target), analysis.isWorkspace else {
            return "remove \"\(dependency)\" from its dependencies in Package.swift"
        }
        let written = owner.declaredName(of: dependency)
        if member.kind == .xcodeProject {
            let what = entry(dependency)?.member.kind == .package ? "product '\(written)'" : "'\(written)'"
            return
                "remove \(what) from target '\(owner.localName)' in Xcode (\(Path.lastComponent(of: member.path)): General, Frameworks, Libraries, and Embedded Content)"
        }
        return "remove \"\(written)\" from its dependencies in \(member.declarationFile)"
    }

    /// Whether the package of member `number` depends on the package `name` (its identity or
    /// its name, as `.product(name:package:)` writes it), and if not, how to write the dependency.
    enum PackageDependency {
        case declared
        /// `.package(url: "…", from: "1.2.3")` or `.package(path: "…")`.
        case needed(String)
        /// Why it cannot be known where the package comes from.
        case unknown(String)
    }

    /// How member `number` gets the package `name`: from where another member depends on it, and
    /// at the version `Package.resolved` pins (else at that member's requirement).
    func packageDependency(on name: String, in number: Int) -> PackageDependency {
        let member = analysis.members[number]
        let identity = name.lowercased()
        let local = member.dependsOn.map { analysis.members[$0] }
        if !analysis.isWorkspace || member.remoteDependencies.contains(where: { $0.identity == identity })
            || local.contains(where: { $0.identity.lowercased() == identity || $0.name.lowercased() == identity })
        {
            return .declared
        }
        // A member package of that identity (a local package overriding a remote one).
        if let other = analysis.members.firstIndex(where: {
            $0.kind == .package && $0.identity.lowercased() == identity && $0.path != member.path
        }) {
            let path = Path.relativeClimbing("/" + analysis.members[other].path, from: "/" + member.path)
            return .needed(".package(path: \"\(path)\")")
        }
        let elsewhere = analysis.members.lazy.flatMap(\.remoteDependencies).first { $0.identity == identity }
        let pin = analysis.pins[identity]
        guard let url = elsewhere?.url ?? pin?.location else {
            return .unknown(
                "where it comes from cannot be known here: no member depends on it and no Package.resolved pins it")
        }
        guard let requirement = pin?.requirement ?? elsewhere?.requirement else {
            return .unknown("no Package.resolved pins '\(identity)' and \(url) is required by a range fix cannot write")
        }
        return .needed(".package(url: \(JSONOutput.quoted(url)), \(requirement))")
    }

    /// `add "X" to the dependencies of target 'T' in Package.swift`, or what to add in Xcode.
    func advice(declaring dependency: String, for target: String, graph: DependencyGraph) -> String {
        guard let (owner, member, number) = entry(target) else {
            return "add \"\(dependency)\" to the dependencies of target '\(target)' in \(analysis.manifestFile)"
        }
        let other = entry(dependency)
        // One package: its manifest is called Package.swift in advice, whichever variant SwiftPM read.
        let file = analysis.isWorkspace ? member.declarationFile : "Package.swift"
        if other == nil, let product = graph.products[dependency] {
            // A product of a package outside the workspace (or outside this package).
            if member.kind == .xcodeProject {
                // A product linked without naming its package: no package is invented for it.
                let of = product.package.map { " of package '\($0)'" } ?? ""
                return
                    "add product '\(dependency)'\(of) to target '\(owner.localName)' in Xcode (\(Path.lastComponent(of: member.path)): General, Frameworks, Libraries, and Embedded Content)"
            }
            guard let package = product.package else {
                // Declared by name elsewhere (`"Logging"`): declared the same way here.
                return "add \"\(dependency)\" to the dependencies of target '\(owner.localName)' in \(file)"
            }
            let declaration =
                ".product(name: \"\(dependency)\", package: \"\(package)\") to the dependencies of target '\(owner.localName)' in \(file)"
            switch packageDependency(on: package, in: number) {
            case .declared: return "add \(declaration)"
            case .needed(let text):
                return "add \(text) to the dependencies of package '\(member.name)', and \(declaration)"
            case .unknown(let why):
                return "add \(declaration), once package '\(package)' is among the package's dependencies (\(why))"
            }
        }
        let sameMember = other?.number == number
        // A target of another member comes through a product of its package.
        let product = other.flatMap { other in
            sameMember ? nil : analysis.product(containing: dependency, in: other.number)
        }
        if member.kind == .xcodeProject {
            let project = Path.lastComponent(of: member.path)
            let what =
                if let other, sameMember || other.member.kind == .xcodeProject {
                    "target '\(other.target.localName)'"
                } else if let other, let product {
                    "product '\(product)' of package '\(other.member.name)'"
                } else {
                    "'\(dependency)'"
                }
            return
                "add \(what) to target '\(owner.localName)' in Xcode (\(project): General, Frameworks, Libraries, and Embedded Content)"
        }
        if let other, !sameMember, let product {
            let declaration =
                ".product(name: \"\(product)\", package: \"\(other.member.identity)\") to the dependencies of target '\(owner.localName)' in \(file)"
            guard member.dependsOn.contains(other.number) else {
                let path = Path.relativeClimbing("/" + other.member.path, from: "/" + member.path)
                return
                    "add .package(path: \"\(path)\") to the dependencies of package '\(member.name)', and \(declaration)"
            }
            return "add \(declaration)"
        }
        return
            "add \"\(other?.target.localName ?? dependency)\" to the dependencies of target '\(owner.localName)' in \(file)"
    }
}
