import ArgumentReading

/// `references`: every name a file uses that another file of the package declares.
struct ReferencesCommand: CheckerCommand {
    static let spec = CommandSpec(
        "references", abstract: "List every name a file uses that another file declares.",
        discussion: """
            Lists every name a file uses that a declaration in another file of the package (or
            workspace) declares: the file, line and column of the name, and the declaration's file
            and line. What the folder-layer rules (outward-reference, independent-reference) read.
            """,
        options: PackageOptions.specs + [
            .value("--target", "NAME", help: "Only the references from files of target NAME.", repeatable: true)
        ] + IndexStoreOptions.specs + [
            .value("--format", .choice(["text", "json"]), help: "One line per reference (default), or a JSON listing.")
        ] + PackageOptions.cacheSpecs,
        exclusive: [PackageOptions.exclusive],
        sections: [HelpSection("EXIT STATUS", "0 listed; 2 usage, manifest, index store or I/O problem.")])

    let package: PackageOptions
    let targets: [String]
    let resolution: IndexStoreOptions.Resolution
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        package = try PackageOptions(arguments)
        targets = arguments.values("--target")
        resolution = try IndexStoreOptions.resolution(arguments, cachePath: package.cachePath)
        json = arguments.value("--format") == "json"
    }

    func run(in environment: CommandEnvironment) throws(CheckError) -> Int32 {
        let (analysis, root) = try package.load(config: nil, for: .check, in: environment)
        let selected = try RuleRun.selectedTargets(targets, in: analysis)
        let references = try resolution.resolution(in: environment).references(
            in: analysis, root: root, selected: selected
        ).references.filter { selected?.contains($0.target) ?? true }
        let report = ReferencesReport(references: references)
        environment.output(json ? report.json : report.text)
        return DependencyRuleCommand.ExitStatus.success
    }
}
