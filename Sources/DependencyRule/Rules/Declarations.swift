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
            let package = product.package ?? dependency
            if member.kind == .xcodeProject {
                return
                    "add product '\(dependency)' of package '\(package)' to target '\(owner.localName)' in Xcode (\(Path.lastComponent(of: member.path)): General, Frameworks, Libraries, and Embedded Content)"
            }
            return
                "add .product(name: \"\(dependency)\", package: \"\(package)\") to the dependencies of target '\(owner.localName)' in \(file)"
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
            return
                "add .product(name: \"\(product)\", package: \"\(other.member.identity)\") to the dependencies of target '\(owner.localName)' in \(file)"
        }
        return
            "add \"\(other?.target.localName ?? dependency)\" to the dependencies of target '\(owner.localName)' in \(file)"
    }
}
