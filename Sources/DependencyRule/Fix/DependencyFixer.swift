/// What `dependency-rule fix` changes in `Package.swift`, decided from a check's findings:
///
/// - every `implicit-import` and `undeclared-import` is declared (a target of the package, or the
///   product of another package the manifest declares elsewhere), unless declaring it would make
///   a violation official (``DeclarationObjection``: an outer layer, test support in production,
///   an independent sibling, a module the layer may not use, a cycle): those are left, with why;
/// - with `removeUnused`, every `unused-dependency` is removed (link-only dependencies are never
///   reported unused, and suppressed or baselined findings never reach it).
///
/// Each change goes through ``ManifestEditor``; what it refuses is left, with its reason.
struct DependencyFixer {
    /// One change made.
    struct Change {
        enum Kind: String {
            /// A target's dependency declared or removed; a package dependency of the package
            /// declared (`.package(url:…)`, `.package(path:)`), which a product declared needs.
            case declared, removed, declaredPackage
        }

        var kind: Kind
        var target: String
        var dependency: String
        /// Where it was made, in the new text.
        var line: Int
        var column: Int
        /// The findings it answers.
        var findings: [Diagnostic]
    }

    /// The new text of `Package.swift`.
    private(set) var text: String
    private(set) var changes: [Change] = []
    /// The findings it was asked to fix and did not, each with why.
    private(set) var notFixed: [(finding: Diagnostic, reason: String)] = []

    /// Plans and makes the changes for `findings` (what remains after suppressions and the
    /// baseline) on the text of `Package.swift`.
    /// - Parameter importConditions: the `#if` conditions of each import, by file and line: a
    ///   product the manifest declares only under a condition is declared under it when every
    ///   import of it sits under a matching `#if`, and left to the user otherwise.
    /// How this manifest writes a finding's target and dependency, and whether the dependency is
    /// a product (of which package); or why it cannot be declared here.
    typealias Naming = (_ target: String, _ dependency: String) -> Result<Written, ManifestEditor.Refusal>

    /// A target and a dependency as the manifest writes them.
    struct Written {
        var target: String
        var dependency: String
        /// When the dependency is a product of another package: that package.
        var product: Product?
        /// When the manifest does not depend on that package yet: the package dependency to add
        /// first (`.package(url: "…", from: "1.2.3")`, `.package(path: "…")`).
        var packageDependency: String?

        /// A product's package, as `.product(name:package:)` names it (`nil`: not named).
        struct Product {
            var package: String?
        }
    }

    /// - Parameter naming: how the manifest writes names (in a workspace, a target's name in its
    ///   package and the product a target of another package comes through); by default, as the
    ///   findings say them, a product being what no target of `graph` is.
    /// - Parameter safety: which removals leave every import reached (shared by the manifests of
    ///   a workspace); without it, every `unused-dependency` is removed.
    init(
        manifest: String, findings: [Diagnostic], graph: DependencyGraph, architecture: LayerAssignment,
        removeUnused: Bool, importConditions: [String: [Int: [String]]] = [:], naming: Naming? = nil,
        safety: inout RemovalSafety?
    ) {
        let naming =
            naming ?? { target, dependency in
                .success(
                    Written(
                        target: target, dependency: dependency,
                        product: graph.target[dependency] == nil
                            ? graph.products[dependency].map { Written.Product(package: $0.package) } : nil))
            }
        text = manifest
        var editor = ManifestEditor(text: manifest)
        var declarations: [(target: String, dependency: String, findings: [Diagnostic])] = []
        var removals: [Diagnostic] = []
        for finding in findings {
            guard let target = finding.target, let module = finding.module else { continue }
            switch finding.rule {
            case .implicitImport, .undeclaredImport:
                let objection = DeclarationObjection(
                    from: target, declaring: module, graph: graph, architecture: architecture)
                if let objection {
                    notFixed.append((finding, "declaring it would break a rule: \(objection.text); remove the import"))
                } else if let index = declarations.firstIndex(where: { $0.target == target && $0.dependency == module })
                {
                    declarations[index].findings.append(finding)
                } else {
                    declarations.append((target, module, [finding]))
                }
            case .unusedDependency where removeUnused:
                removals.append(finding)
            default:
                continue
            }
        }
        var packagesDeclared: Set<String> = []
        for declaration in declarations {
            do throws(ManifestEditor.Refusal) {
                let written = try naming(declaration.target, declaration.dependency).get()
                // A product of a package the manifest does not depend on yet: the package
                // dependency and the product go in together, or neither does.
                var trial = editor
                var packageChange: Change?
                if let package = written.packageDependency, !packagesDeclared.contains(package) {
                    let offset = try trial.declarePackage(package)
                    packageChange = Self.change(
                        .declaredPackage, written.dependency, package, [], at: offset, in: trial)
                }
                var kind = ManifestEditor.Kind.target
                if let product = written.product {
                    var condition: String?
                    // Declared elsewhere only under a condition: keep it where the imports show it
                    // holds, else leave the declaration to the user.
                    if let conditions = editor.conditions(ofProduct: written.dependency) {
                        let sites = declaration.findings.map { importConditions[$0.file]?[$0.line ?? 0] ?? [] }
                        guard Set(conditions).count == 1, let parsed = ProductCondition(conditions[0]),
                            sites.allSatisfy(parsed.holds(under:))
                        else {
                            let why =
                                Set(conditions).count > 1
                                ? "which of them its imports need cannot be told"
                                : ProductCondition(conditions[0]) == nil
                                    ? "fix cannot read the condition (it is built in code)"
                                    : "the import is not under a matching #if"
                            notFixed += declaration.findings.map {
                                (
                                    $0,
                                    "the manifest declares '\(written.dependency)' only under a condition (\(Set(conditions).sorted().joined(separator: ", "))), and \(why): declaring it without one would link it everywhere; declare it yourself, with the condition it needs"
                                )
                            }
                            continue
                        }
                        condition = conditions[0]
                    }
                    kind = .product(package: product.package, condition: condition)
                }
                let declaration = (
                    target: written.target, dependency: written.dependency, findings: declaration.findings
                )
                let offset = try trial.declare(declaration.dependency, in: declaration.target, as: kind)
                editor = trial
                if let packageChange {
                    changes.append(packageChange)
                    packagesDeclared.insert(packageChange.dependency)
                }
                changes.append(
                    Self.change(
                        .declared, declaration.target, declaration.dependency, declaration.findings, at: offset,
                        in: editor))
            } catch {
                notFixed += declaration.findings.map { ($0, error.reason) }
            }
        }
        // Removals last: the package dependencies declarations add above the targets move no
        // removal's place.
        for removal in removals {
            if let reason = safety?.remove(removal.module!, from: removal.target!) {
                notFixed.append((removal, "not removed: \(reason)"))
                continue
            }
            do {
                let written = try naming(removal.target!, removal.module!).get()
                let offset = try editor.remove(written.dependency, from: written.target)
                changes.append(
                    Self.change(.removed, written.target, written.dependency, [removal], at: offset, in: editor))
            } catch {
                notFixed.append((removal, error.reason))
            }
        }
        text = editor.text
        // Places in the final text: later edits move earlier ones.
        let locator = ManifestLocator(text: text)
        let syntax = ManifestSyntax(text: text)
        changes = changes.map { change in
            var change = change
            if change.kind == .declared {
                let location = locator.dependency(change.dependency, of: change.target)
                (change.line, change.column) = (location.line, location.column)
            } else if change.kind == .declaredPackage, let range = text.utf8.firstRange(of: change.dependency.utf8) {
                let offset = text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
                (change.line, change.column) = syntax.position(of: offset)
            }
            return change
        }
    }

    /// Takes back every change (its manifest was put back): each finding a change answered is
    /// left, with `reason`.
    mutating func takeBack(because reason: String) {
        notFixed += changes.flatMap { change in change.findings.map { ($0, reason) } }
        changes = []
    }

    private static func change(
        _ kind: Change.Kind, _ target: String, _ dependency: String, _ findings: [Diagnostic], at offset: Int,
        in editor: ManifestEditor
    ) -> Change {
        let (line, column) = ManifestSyntax(text: editor.text).position(of: offset)
        return Change(
            kind: kind, target: target, dependency: dependency, line: line, column: column, findings: findings)
    }
}
