extension DependencyRuleCommand {
    /// `fix`: declares what the findings ask to declare (and with `--remove-unused` removes what
    /// they ask to remove), writes `Package.swift` atomically, and proves SwiftPM loads the result
    /// and `check` reports no declaration it made, or puts the original back (exit 2).
    static func fix(
        _ analysis: PackageAnalysis, _ invocation: Invocation, root: String, currentDirectory: String,
        output: (String) -> Void, errors: (String) -> Void
    ) throws(CheckError) -> Int32 {
        let configuration = try loadConfiguration(invocation.configPath, root: root, currentDirectory: currentDirectory)
        let architecture = try Architecture(configuration: configuration, targets: analysis.targets.map(\.target))
        let checker = Checker(analysis: analysis, architecture: architecture)
        try checker.verifyCoverage()
        var (findings, _) = InlineSuppressions(analysis: analysis, configuration: configuration).apply(to: checker.diagnostics())
        if let path = invocation.baselinePath {
            let file = absolute(path, in: currentDirectory)
            let baseline = try Baseline.load(path: file, displayPath: path)
            (findings, _) = baseline.apply(to: findings, file: Path.relative(file, to: root))
        }
        let fixer = DependencyFixer(
            manifest: analysis.manifestText, findings: findings, graph: checker.graph, architecture: architecture,
            removeUnused: invocation.removeUnused, importConditions: analysis.importConditions)
        let changed = fixer.text != analysis.manifestText
        if invocation.dryRun {
            output(UnifiedDiff.of(analysis.manifestText, fixer.text, path: analysis.manifestFile))
            report(fixer, file: analysis.manifestFile, dryRun: true, to: errors)
            return fixer.notFixed.isEmpty ? ExitStatus.success : ExitStatus.violations
        }
        if changed {
            let path = root + "/" + analysis.manifestFile
            try FileSystem.writeAtomically(Array(fixer.text.utf8), to: path)
            do throws(CheckError) {
                let reloaded = try PackageAnalysis.load(
                    packageRoot: root,
                    manifest: .swiftPM(
                        cacheFolder: invocation.cachePath.map { absolute($0, in: currentDirectory) },
                        deadline: invocation.manifestTimeout))
                let architecture = try Architecture(
                    configuration: configuration, targets: reloaded.targets.map(\.target))
                let declared = Set(
                    fixer.changes.filter { $0.kind == .declared }.map { "\($0.target)\u{0}\($0.dependency)" })
                if let reported = Checker(analysis: reloaded, architecture: architecture).diagnostics().first(where: {
                    $0.file == analysis.manifestFile && declared.contains("\($0.target ?? "")\u{0}\($0.module ?? "")")
                }) {
                    throw CheckError(
                        "check would report a dependency fix declared ([\(reported.rule.rawValue)] \(reported.message)): please report this"
                    )
                }
            } catch {
                try FileSystem.writeAtomically(Array(analysis.manifestText.utf8), to: path)
                throw CheckError(
                    "the edited manifest was refused, so \(analysis.manifestFile) was put back as it was: \(error)",
                    file: analysis.manifestFile)
            }
        }
        report(fixer, file: analysis.manifestFile, dryRun: false, to: output)
        return fixer.notFixed.isEmpty ? ExitStatus.success : ExitStatus.violations
    }

    /// One line per change and per finding left, in compiler style, then a summary.
    private static func report(_ fixer: DependencyFixer, file: String, dryRun: Bool, to write: (String) -> Void) {
        var text = ""
        for change in fixer.changes {
            let rules = Set(change.findings.map(\.rule.rawValue)).sorted().joined(separator: ", ")
            let verb =
                change.kind == .declared
                ? (dryRun ? "would declare" : "declared") : (dryRun ? "would remove" : "removed")
            let place = change.kind == .declared ? "in" : "from"
            text +=
                "\(file):\(change.line):\(change.column): note: \(verb) '\(change.dependency)' \(place) the dependencies of '\(change.target)' (\(rules))\n"
        }
        for (finding, reason) in fixer.notFixed.sorted(by: {
            ($0.finding.location, $0.reason) < ($1.finding.location, $1.reason)
        }) {
            text +=
                "\(finding.location): \(finding.severity.rawValue): [\(finding.rule.rawValue)] not fixed: '\(finding.target ?? "")' and '\(finding.module ?? "")': \(reason)\n"
        }
        let declared = fixer.changes.filter { $0.kind == .declared }.count
        let removed = fixer.changes.count - declared
        text +=
            "dependency-rule: fix: \(dryRun ? "would declare" : "declared") \(counted(declared, "dependency", "dependencies")), \(dryRun ? "would remove" : "removed") \(removed); \(counted(fixer.notFixed.count, "finding")) not fixed\n"
        write(text)
    }
}
