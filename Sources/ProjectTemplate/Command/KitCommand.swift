import ArgumentReading

/// `kit`: which kit `new` and `update` copy from.
struct KitCommand: TemplateCommand {
    static let spec = CommandSpec(
        "kit", abstract: "Say which kit new and update copy from.",
        discussion: """
            Its folder, its version, the commit its files were taken at (and whether they differ from
            it), and the repository whose releases hold its checker, which a new package's CI downloads.
            """,
        options: [
            TemplateOptions.kitPath,
            TemplateOptions.format(
                help:
                    "text (default), or json: the form of the KIT.json stamp that 'make install' writes beside an installed kit."
            ),
        ])

    let kitPath: String?
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        kitPath = arguments.value("--kit-path")
        json = arguments.value("--format") == "json"
    }

    func run(in environment: TemplateEnvironment) throws -> Int32 {
        let kit = try environment.kit(kitPath)
        let identity = try KitIdentity.of(kit, programVersion: CleanArchitectureCommand.version)
        environment.output(json ? identity.stamp : identity.description(in: kit.root))
        return 0
    }
}
