import ArgumentReading

/// `imports`: every import the lexer found, for debugging.
struct ImportsCommand: CheckerCommand {
    static let spec = CommandSpec(
        "imports", abstract: "List every import the lexer found (for debugging).",
        discussion: """
            Lists every import found in every Swift file of every target, with its line, column,
            attributes, access level, kind and #if conditions.
            """,
        options: PackageOptions.specs + [
            .value("--format", .choice(["text", "json"]), help: "One line per import (default), or a JSON listing.")
        ] + PackageOptions.cacheSpecs,
        exclusive: [PackageOptions.exclusive],
        sections: [HelpSection("EXIT STATUS", "0 listed; 2 usage, manifest or I/O problem.")])

    let package: PackageOptions
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        package = try PackageOptions(arguments)
        json = arguments.value("--format") == "json"
    }

    /// A listing for debugging, where a broken configuration only loses the layer names.
    func run(in environment: CommandEnvironment) throws(CheckError) -> Int32 {
        let (analysis, root) = try package.load(config: nil, for: .imports, in: environment)
        var architecture: LayerAssignment?
        do {
            let configuration = try Configuration.locate(
                nil, root: root, currentDirectory: environment.currentDirectory)
            architecture = try LayerAssignment(
                configuration: configuration, targets: analysis.targets.map(\.target), root: root)
        } catch {
            environment.errors("\(error) (layers are not shown)\n".replacing("error: ", with: "warning: "))
        }
        let report = ImportsReport(analysis: analysis, architecture: architecture)
        environment.output(json ? report.json : report.text)
        return DependencyRuleCommand.ExitStatus.success
    }
}
