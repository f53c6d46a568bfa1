import ArgumentReading

/// `fix`: the declarations the findings ask for, made in `Package.swift`.
struct FixCommand: CheckerCommand {
    static let spec = CommandSpec(
        "fix", abstract: "Declare in Package.swift the imports a target does not declare.",
        discussion: """
            Declares in Package.swift every implicit-import, and every undeclared-import that is
            allowed: never one that points outward, brings test support into production, joins
            independent targets, reaches a module the layer may not use, or closes a cycle (those
            are listed, with why: remove the import instead). Edits in the manifest's own style (the
            helper member for the target, the form of the list's targets, sorted where the list is)
            and leaves everything else as it is. A list built in code, conditional or shared through
            a constant is not edited: it is listed, with why. Then loads the result with SwiftPM: if
            SwiftPM cannot load it, the original is put back (exit 2).
            """,
        options: PackageOptions.specs + [
            RuleRun.configSpec,
            .flag(
                "--dry-run",
                help:
                    "Print the changes as a unified diff that patch -p0 applies, on standard output (notes and summary on standard error); write nothing."
            ),
            .flag(
                "--remove-unused",
                help: "Also remove unused dependencies (never link-only, suppressed or baselined ones)."),
            .value("--baseline", "FILE", help: "Leave the findings this baseline records, as check would."),
        ] + PackageOptions.cacheSpecs,
        exclusive: [PackageOptions.exclusive],
        sections: [
            HelpSection(
                "EXIT STATUS",
                """
                0 nothing left that it was asked to fix; 1 some findings could not be fixed (listed);
                2 usage, configuration, manifest or I/O problem, or a result SwiftPM cannot load.
                """)
        ])

    let package: PackageOptions
    let config: String?
    let dryRun: Bool
    let removeUnused: Bool
    let baseline: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        package = try PackageOptions(arguments)
        config = arguments.value("--config")
        dryRun = arguments.has("--dry-run")
        removeUnused = arguments.has("--remove-unused")
        baseline = arguments.value("--baseline")
    }

    /// `fix`: declares what the findings ask to declare (and with `--remove-unused` removes what
    /// they ask to remove), writes each manifest it changed atomically, and proves SwiftPM loads
    /// the result and `check` reports no declaration it made, or puts every original back (exit 2).
    ///
    /// In a workspace, each package's own manifest is edited; a target of another package is
    /// declared through a product of it, when the package depends on it by path. An Xcode
    /// target's dependencies are changed in Xcode: what to add or remove there is listed, and
    /// counts as not fixed.
    func run(in environment: CommandEnvironment) throws(CheckError) -> Int32 {
        let (analysis, root) = try package.load(config: config, for: .check, in: environment)
        // After the edits, the manifests are read by SwiftPM again: none handed in is current.
        var again = environment
        (again.manifest, again.manifests, again.errors) = (nil, [:], { _ in })
        let reload = { [package, config] () throws(CheckError) -> PackageAnalysis in
            try package.load(config: config, for: .check, in: again).analysis
        }
        let configuration = try Configuration.locate(
            config, root: root, currentDirectory: environment.currentDirectory)
        let architecture = try LayerAssignment(
            configuration: configuration, targets: analysis.targets.map(\.target), root: root)
        let checker = Checker(analysis: analysis, architecture: architecture)
        try checker.verifyCoverage()
        let diagnostics = checker.diagnostics()
        var (findings, _) = InlineSuppressions(analysis: analysis, configuration: configuration).apply(
            to: diagnostics)
        if let path = baseline {
            let file = environment.absolute(path)
            let baseline = try Baseline.load(path: file, displayPath: path)
            (findings, _) = baseline.apply(to: findings, file: Path.relative(file, to: root))
        }
        let graph = checker.graph
        let memberOf = Dictionary(
            analysis.targets.map { ($0.target.name, $0.member) }, uniquingKeysWith: { first, _ in first })
        /// The fixers of the package manifests, and what is left for Xcode.
        func plan(
            removeUnused: Bool, safety: inout RemovalSafety?
        ) -> (
            fixers: [(member: PackageAnalysis.Member, fixer: DependencyFixer)],
            left: [(finding: Diagnostic, reason: String)]
        ) {
            var fixers: [(member: PackageAnalysis.Member, fixer: DependencyFixer)] = []
            var left: [(finding: Diagnostic, reason: String)] = []
            for (index, member) in analysis.members.enumerated() {
                let mine = findings.filter { finding in
                    !analysis.isWorkspace || finding.target.map { memberOf[$0] == index } == true
                }
                if member.kind == .xcodeProject {
                    left += Self.inXcode(
                        mine, graph: graph, architecture: architecture, analysis: analysis, removeUnused: removeUnused)
                    continue
                }
                let fixer = DependencyFixer(
                    manifest: member.manifestText, findings: mine, graph: graph, architecture: architecture,
                    removeUnused: removeUnused, importConditions: analysis.importConditions,
                    naming: analysis.isWorkspace ? Self.naming(in: index, of: analysis, graph: graph) : nil,
                    safety: &safety)
                fixers.append((member, fixer))
            }
            return (fixers, left)
        }
        // Removals only where no import loses its declared path: what the declarations (made
        // first, in every manifest) add is counted.
        var safety: RemovalSafety?
        if removeUnused {
            let declarations = plan(removeUnused: false, safety: &safety).fixers.flatMap(\.fixer.changes)
                .flatMap(\.findings).compactMap { finding in
                    finding.target.flatMap { t in finding.module.map { (t, $0) } }
                }
            safety = RemovalSafety(graph: graph, declarations: declarations)
        }
        var (fixers, left) = plan(removeUnused: removeUnused, safety: &safety)
        let changed = fixers.filter { $0.fixer.text != $0.member.manifestText }
        if dryRun {
            let notFixed = fixers.reduce(left.count) { $0 + $1.fixer.notFixed.count }
            for (member, fixer) in fixers where !analysis.isWorkspace || fixer.text != member.manifestText {
                environment.output(UnifiedDiff.of(member.manifestText, fixer.text, path: member.declarationFile))
            }
            Self.report(fixers, left: left, dryRun: true, to: environment.errors)
            return notFixed == 0
                ? DependencyRuleCommand.ExitStatus.success : DependencyRuleCommand.ExitStatus.violations
        }
        if !changed.isEmpty {
            for (member, fixer) in changed {
                try FileSystem.writeAtomically(Array(fixer.text.utf8), to: root + "/" + member.declarationFile)
            }
            // Each edited manifest stands or falls alone: one SwiftPM refuses, or whose
            // declarations check would report, is put back and its findings listed; the others
            // keep their edits. SwiftPM reads every manifest again each round.
            var standing = Set(changed.map(\.member.declarationFile))
            func takeBack(_ file: String, because reason: String) throws(CheckError) {
                guard let index = fixers.firstIndex(where: { $0.member.declarationFile == file }) else { return }
                try FileSystem.writeAtomically(Array(fixers[index].member.manifestText.utf8), to: root + "/" + file)
                fixers[index].fixer.takeBack(because: "not changed: \(reason)")
                standing.remove(file)
            }
            /// Puts every manifest still edited back and stops: `refused` says SwiftPM or the
            /// checker refused them; otherwise `error` says why.
            func putBackAll(_ error: CheckError, refused: Bool = true) throws(CheckError) -> Never {
                let names = standing.sorted()
                for file in names { try takeBack(file, because: "") }
                let what = names.count == 1 ? "the edited manifest was" : "the edited manifests were"
                let put = names.count == 1 ? "was put back as it was" : "were put back as they were"
                throw CheckError(
                    refused
                        ? "\(what) refused, so \(names.joined(separator: ", ")) \(put): \(error)"
                        : "\(error.message), so \(names.joined(separator: ", ")) \(put)",
                    file: names.first)
            }
            while !standing.isEmpty {
                let reloaded: PackageAnalysis
                do {
                    reloaded = try reload()
                } catch {
                    guard let file = error.file, let culprit = standing.first(where: { file == $0 }) else {
                        try putBackAll(error)
                    }
                    try takeBack(
                        culprit,
                        because:
                            "SwiftPM refuses the edited \(culprit) (\(error.message)), so it was put back as it was")
                    continue
                }
                // A member nothing references is left out when SwiftPM refuses it: refused all the same.
                let read = Set(reloaded.members.map(\.declarationFile))
                if let culprit = standing.sorted().first(where: { !read.contains($0) }) {
                    try takeBack(
                        culprit,
                        because:
                            "SwiftPM refuses the edited \(culprit) (the workspace left it out), so it was put back as it was"
                    )
                    continue
                }
                let architecture: LayerAssignment
                do {
                    architecture = try LayerAssignment(
                        configuration: configuration, targets: reloaded.targets.map(\.target), root: root)
                } catch {
                    try putBackAll(error)
                }
                // Each declaration by the names the manifest and the findings give it.
                var declared: [String: String] = [:]
                for (member, fixer) in fixers where standing.contains(member.declarationFile) {
                    for change in fixer.changes where change.kind == .declared {
                        declared[change.target + "\u{0}" + change.dependency] = member.declarationFile
                        for finding in change.findings {
                            declared[(finding.target ?? "") + "\u{0}" + (finding.module ?? "")] = member.declarationFile
                        }
                    }
                }
                let after = Checker(analysis: reloaded, architecture: architecture).diagnostics()
                if let reported = after.first(where: {
                    standing.contains($0.file) && declared["\($0.target ?? "")\u{0}\($0.module ?? "")"] != nil
                }) {
                    try takeBack(
                        reported.file,
                        because:
                            "check would report a dependency fix declared ([\(reported.rule.rawValue)] \(reported.message)), so \(reported.file) was put back as it was: please report this"
                    )
                    continue
                }
                // Never worse: no import that had a declared path is left without one.
                let undeclaredBefore = Set(diagnostics.filter { $0.rule == .undeclaredImport }.map(\.location))
                if let new = after.first(where: {
                    $0.rule == .undeclaredImport && !undeclaredBefore.contains($0.location)
                }) {
                    try putBackAll(
                        CheckError(
                            "the fix would leave a new undeclared import (\(new.location): \(new.message)): please report this"
                        ), refused: false)
                }
                break
            }
        }
        let notFixed = fixers.reduce(left.count) { $0 + $1.fixer.notFixed.count }
        Self.report(fixers, left: left, dryRun: false, to: environment.output)
        return notFixed == 0 ? DependencyRuleCommand.ExitStatus.success : DependencyRuleCommand.ExitStatus.violations
    }

    /// How the manifest of package member `index` writes a finding's names: a target of its own
    /// by its name there; a target of another package through a product that ships it, when the
    /// package depends on that one by path; a product of a remote package as it is.
    private static func naming(
        in index: Int, of analysis: PackageAnalysis, graph: DependencyGraph
    ) -> DependencyFixer.Naming {
        let memberOf = Dictionary(
            analysis.targets.map { ($0.target.name, $0.member) }, uniquingKeysWith: { first, _ in first })
        let member = analysis.members[index]
        let declarations = Declarations(analysis: analysis)
        return { target, dependency in
            let owner = graph.target[target]?.localName ?? target
            guard let other = graph.target[dependency], let otherIndex = memberOf[dependency] else {
                // A product of a package the manifest must depend on first.
                if let package = graph.products[dependency]?.package {
                    switch declarations.packageDependency(on: package, in: index) {
                    case .declared: break
                    case .needed(let text):
                        var written = DependencyFixer.Written(
                            target: owner, dependency: dependency,
                            product: DependencyFixer.Written.Product(package: package))
                        written.packageDependency = text
                        return .success(written)
                    case .unknown(let why):
                        return .failure(
                            ManifestEditor.Refusal(
                                reason:
                                    "package '\(member.name)' does not depend on package '\(package)', and \(why): add it to its dependencies first, then run fix again"
                            ))
                    }
                }
                return .success(
                    DependencyFixer.Written(
                        target: owner, dependency: dependency,
                        product: DependencyFixer.Written.Product(package: graph.products[dependency]?.package ?? nil)))
            }
            if otherIndex == index {
                return .success(DependencyFixer.Written(target: owner, dependency: other.localName, product: nil))
            }
            let otherMember = analysis.members[otherIndex]
            guard otherMember.kind == .package else {
                return .failure(
                    ManifestEditor.Refusal(
                        reason:
                            "'\(dependency)' is a target of the Xcode project \(otherMember.path), which a package cannot depend on"
                    ))
            }
            guard let product = analysis.product(containing: dependency, in: otherIndex) else {
                return .failure(
                    ManifestEditor.Refusal(
                        reason:
                            "no product of package '\(otherMember.name)' (\(otherMember.path)) ships '\(dependency)': add one to its Package.swift first"
                    ))
            }
            var written = DependencyFixer.Written(
                target: owner, dependency: product,
                product: DependencyFixer.Written.Product(package: otherMember.identity))
            if !member.dependsOn.contains(otherIndex) {
                let path = Path.relativeClimbing("/" + otherMember.path, from: "/" + member.path)
                written.packageDependency = ".package(path: \"\(path)\")"
            }
            return .success(written)
        }
    }

    /// What to change in Xcode for the findings about an Xcode project's targets: nothing is
    /// written to `project.pbxproj`, so each is left, with what to do.
    private static func inXcode(
        _ findings: [Diagnostic], graph: DependencyGraph, architecture: LayerAssignment, analysis: PackageAnalysis,
        removeUnused: Bool
    ) -> [(finding: Diagnostic, reason: String)] {
        let declarations = Declarations(analysis: analysis)
        return findings.compactMap { finding in
            guard let target = finding.target, let module = finding.module else { return nil }
            switch finding.rule {
            case .implicitImport, .undeclaredImport:
                let objection = DeclarationObjection(
                    from: target, declaring: module, graph: graph, architecture: architecture)
                if let objection {
                    return (finding, "declaring it would break a rule: \(objection.text); remove the import")
                }
                return (
                    finding,
                    "fix does not write project.pbxproj: \(declarations.advice(declaring: module, for: target, graph: graph))"
                )
            case .unusedDependency where removeUnused:
                return (
                    finding,
                    "fix does not write project.pbxproj: \(declarations.advice(removing: module, from: target))"
                )
            default:
                return nil
            }
        }
    }

    /// One line per change and per finding left, in compiler style, then a summary.
    private static func report(
        _ fixers: [(member: PackageAnalysis.Member, fixer: DependencyFixer)],
        left: [(finding: Diagnostic, reason: String)], dryRun: Bool, to write: (String) -> Void
    ) {
        var text = ""
        // In file and line order, as a compiler lists its diagnostics.
        for (member, fixer) in fixers.sorted(by: { $0.member.declarationFile < $1.member.declarationFile }) {
            for change in fixer.changes.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
                let rules = Set(change.findings.map(\.rule.rawValue)).sorted().joined(separator: ", ")
                if change.kind == .declaredPackage {
                    text +=
                        "\(member.declarationFile):\(change.line):\(change.column): note: \(dryRun ? "would declare" : "declared") \(change.dependency) in the dependencies of package '\(member.name)', for product '\(change.target)'\n"
                    continue
                }
                let verb =
                    change.kind == .declared
                    ? (dryRun ? "would declare" : "declared") : (dryRun ? "would remove" : "removed")
                let place = change.kind == .declared ? "in" : "from"
                text +=
                    "\(member.declarationFile):\(change.line):\(change.column): note: \(verb) '\(change.dependency)' \(place) the dependencies of '\(change.target)' (\(rules))\n"
            }
        }
        let notFixed = fixers.flatMap(\.fixer.notFixed) + left
        for (finding, reason) in notFixed.sorted(by: { first, second in
            let (a, b) = (first.finding, second.finding)
            return (a.file, a.line ?? 0, a.column ?? 0, first.reason) < (
                b.file, b.line ?? 0, b.column ?? 0, second.reason
            )
        }) {
            text +=
                "\(finding.location): \(finding.severity.rawValue): [\(finding.rule.rawValue)] not fixed: '\(finding.target ?? "")' and '\(finding.module ?? "")': \(reason)\n"
        }
        let changes = fixers.flatMap(\.fixer.changes)
        let declared = changes.filter { $0.kind == .declared }.count
        let removed = changes.filter { $0.kind == .removed }.count
        let packages = changes.filter { $0.kind == .declaredPackage }.count
        let packageText =
            packages == 0
            ? "" : " (and \(counted(packages, "package dependency", "package dependencies")) they need)"
        text +=
            "dependency-rule: fix: \(dryRun ? "would declare" : "declared") \(counted(declared, "dependency", "dependencies"))\(packageText), \(dryRun ? "would remove" : "removed") \(removed); \(counted(notFixed.count, "finding")) not fixed\n"
        write(text)
    }
}
