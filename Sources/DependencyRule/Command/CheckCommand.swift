import ArgumentReading

/// `check`: the rules run on the package, their findings reported.
struct CheckCommand: CheckerCommand {
    static let spec = CommandSpec(
        "check", abstract: "Check the package; diagnostics in compiler style, or a CI format.",
        options: PackageOptions.specs + [
            RuleRun.configSpec,
            .value(
                "--format", "FORMAT", .choice(CheckReport.formats.map { $0.format }),
                help:
                    "text (default), or a report format for CI: \(Wording.list(CheckReport.formats.dropFirst().map { $0.format })) (FORMATS in check --help)."
            ),
            RuleRun.outputSpec,
            .value(
                "--baseline", "FILE",
                help:
                    "Ignore the violations recorded in FILE; entries matching nothing are stale-baseline warnings."
            ),
            .value(
                "--update-baseline", "FILE",
                help: "Record every current violation in FILE (sorted, without line numbers). Refused when CI is set."),
            .flag("--strict", help: "Every warning is reported as an error and fails the check (exit 1)."),
            .flag(
                "--timings",
                help:
                    "Print how long each phase took (manifest, sources, lexing, configuration, references, rules, report) on standard error."
            ),
            .value(
                "--target", "NAME",
                help:
                    "Report only findings about target NAME (the whole package is still read); findings about the package as a whole are left to a full check. An unknown name is exit 2.",
                repeatable: true),
            .value(
                "--stamp", "FILE",
                help:
                    "Write FILE (one comment line, so it can be a Swift source) after a check that does not fail; remove it after any other, exit 2 included. Diagnostics then name files by absolute path, and text prints nothing when there is nothing to report. For the build-tool plugin."
            ),
        ] + IndexStoreOptions.specs + PackageOptions.cacheSpecs,
        exclusive: [PackageOptions.exclusive, ["--baseline", "--update-baseline"]],
        sections: [
            HelpSection(
                "FORMATS", CheckReport.formats.map { $0.format.padding(to: 10) + $0.summary }.joined(separator: "\n")),
            HelpSection(
                "RULES (severity by default; \"rules\" in the configuration sets error, warning or off)",
                DependencyRuleTool.rulesTable + "\n" + String(repeating: " ", count: 38)
                    + "(the last five cannot be set in \"rules\")"),
            HelpSection(
                "SUPPRESSIONS",
                """
                // dependency-rule:allow RULE[, RULE…] -- reason
                after the code on the line it is about, or alone on the line above; in a source file or
                in Package.swift (for a declaration). Counted in the summary. A reference rule may name
                the declaration it allows: // dependency-rule:allow outward-reference UserPresenter -- why
                """),
            HelpSection(
                "EXIT STATUS",
                "0 no error (warnings allowed unless --strict); 1 rule violations; 2 usage, configuration, baseline,\nmanifest or I/O problem."
            ),
        ])

    let package: PackageOptions
    let config: String?
    let format: String
    let output: String?
    let baseline: String?
    let updateBaseline: String?
    let strict: Bool
    let timings: Bool
    let targets: [String]
    let stamp: String?
    let resolution: IndexStoreOptions.Resolution

    init(_ arguments: ParsedArguments) throws(UsageError) {
        package = try PackageOptions(arguments)
        config = arguments.value("--config")
        format = arguments.value("--format") ?? TextReport.format
        output = arguments.value("--output")
        baseline = arguments.value("--baseline")
        updateBaseline = arguments.value("--update-baseline")
        strict = arguments.has("--strict")
        timings = arguments.has("--timings")
        targets = arguments.values("--target")
        stamp = arguments.value("--stamp")
        resolution = try IndexStoreOptions.resolution(arguments, cachePath: package.cachePath)
    }

    func run(in environment: CommandEnvironment) throws(CheckError) -> Int32 {
        if let path = updateBaseline, let ci = environment.variable("CI"), !ci.isEmpty {
            throw CheckError(
                "refusing to rewrite the baseline because CI is set (CI=\(ci)): a baseline is updated by people, in a commit they review; check against it with --baseline \(path)",
                file: path)
        }
        // A stamp stands for a passing check: gone first, so that a check that stops early
        // (exit 2) leaves none behind either.
        if let stamp { try FileSystem.remove(environment.absolute(stamp)) }
        var clock = PhaseClock()
        let (analysis, root) = try package.load(config: config, for: .check, in: environment)
        clock.lap("total load")
        let rules = try RuleRun(
            analysis, root: root, config: config, resolution: resolution, counting: false, clock: &clock,
            in: environment)
        // No file, and no target by the standard layers' names: layers in sight send the team to
        // init (exit 2); otherwise only the import rules ran, which is said once they did.
        let unconfigured = rules.configuration.file == nil && rules.architecture.layerIndex.isEmpty
        if unconfigured, let sight = try LayersInSight.find(in: analysis, graph: rules.checker.graph) {
            throw sight.refusal(scope: package.scope)
        }
        let (remaining, baselined, newBaseline) = try findings(of: rules, in: environment)
        // (Not on every build: the build-tool plugin's checks pass --stamp.)
        if unconfigured, stamp == nil { environment.errors(LayersInSight.importRulesOnly(scope: package.scope)) }
        let report = CheckReport(
            analysis: analysis, diagnostics: remaining, suppressed: rules.suppressed, baselined: baselined)
        clock.lap("rules")
        let run = CheckRun(report: report, checker: rules.checker, root: root)
        let rendered = (CheckReport.formats.first { $0.format == format } ?? TextReport.self).render(run)
        // Each file is written whole or not at all, the report file first: a run that fails with
        // exit 2 leaves the baseline as it was.
        if let output { try RuleRun.emit(rendered, to: output, in: environment) }
        if let (baseline, path) = newBaseline {
            try FileSystem.writeAtomically(Array(baseline.text.utf8), to: environment.absolute(path))
            environment.errors(
                "dependency-rule: wrote \(counted(baseline.entries.count, "entry", "entries")) (\(counted(baselined, "violation", "violations"))) to \(path)\n"
            )
        }
        // With a stamp (a check on every build), a target with nothing to report prints nothing.
        let quiet = stamp != nil && format == TextReport.format && remaining.isEmpty
        if output == nil && !quiet { environment.output(rendered) }
        if let stamp, !report.fails {
            let named = targets.isEmpty ? "every target" : targets.joined(separator: ", ")
            try FileSystem.writeAtomically(
                Array("// dependency-rule check passed: \(named)\n".utf8), to: environment.absolute(stamp))
        }
        clock.lap("report")
        if timings {
            for (phase, seconds) in analysis.timings + clock.laps.dropFirst() {
                let tenths = Int((seconds * 10_000).rounded())
                environment.errors("dependency-rule: timing: \(phase): \(tenths / 10).\(tenths % 10) ms\n")
            }
        }
        return report.fails ? DependencyRuleCommand.ExitStatus.violations : DependencyRuleCommand.ExitStatus.success
    }

    /// What `check` reports of the rules' findings: less what the baseline holds (or recording
    /// them all, with `--update-baseline`), with their severities decided and their consequences
    /// folded, for the targets `--target` names; with `--stamp`, at absolute paths.
    private func findings(
        of rules: RuleRun, in environment: CommandEnvironment
    ) throws(CheckError) -> (remaining: [Diagnostic], baselined: Int, newBaseline: (Baseline, String)?) {
        var remaining = rules.diagnostics
        var baselined = 0
        var newBaseline: (Baseline, String)?
        if let path = baseline {
            // Stale entries are reported in the baseline file, located like every diagnostic:
            // relative to the package root when it is inside the package.
            let file = environment.absolute(path)
            let baseline = try Baseline.load(path: file, displayPath: path)
            (remaining, baselined) = baseline.apply(to: remaining, file: Path.relative(file, to: rules.root))
        } else if let path = updateBaseline {
            let baseline = Baseline(recording: remaining)
            (remaining, baselined) = baseline.apply(to: remaining, file: path)
            newBaseline = (baseline, path)
        }
        remaining = Consequences.folded(
            SeverityPolicy(configured: rules.configuration.rules, strict: strict || rules.configuration.strict)
                .apply(to: remaining))
        if let selected = try RuleRun.selectedTargets(targets, in: rules.analysis) {
            remaining = remaining.filter { $0.target.map(selected.contains) ?? false }
        }
        if stamp != nil {
            // A build log is read by tools that do not know the package's folder.
            let root = rules.root
            func absolute(_ diagnostic: Diagnostic) -> Diagnostic {
                var located = diagnostic
                if !located.file.hasPrefix("/") { located.file = root + "/" + located.file }
                located.notes = located.notes.map(absolute)
                return located
            }
            remaining = remaining.map(absolute)
        }
        return (remaining, baselined, newBaseline)
    }
}
