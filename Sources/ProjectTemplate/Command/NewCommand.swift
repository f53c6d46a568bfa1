import ArgumentReading
import DependencyRule
import Foundation

/// `new`: a package made from the template.
struct NewCommand: TemplateCommand {
    static let spec = CommandSpec(
        "new", abstract: "Make a new package from CleanArchitectureKit's template.",
        arguments: [
            ArgumentSpec(
                "NAME",
                help:
                    "The package's name, not a path (Bookshelf, my-app, 2048, \"Café Latte\"): the types take its upper-camel form (CafeLatte), the program its lower-case form (cafe-latte)."
            )
        ],
        options: [
            .value(
                "--output", "DIR",
                help:
                    "A folder that does not exist (missing parents are made), or an empty one (. included), filled in place (its mode, and a link to it, stay); a non-empty folder, a file or a path through a file is refused before any write. Default: NAME as typed, in the current folder (./Bookshelf for Bookshelf). Refused inside the kit (outside its .build), whose build would take the files for its own sources."
            ),
            .value(
                "--example", .choice(["none", "league"]),
                help:
                    "none (default): the starter, the kernel renamed as the project and one feature, Note, as 'add feature' makes it. league: the kit's league example, its app renamed."
            ),
            .value(
                "--store", "NAME",
                help:
                    "With --example none: a store the package keeps (files, memory or sqlite), and none of the others' code; default all. With --example league, a usage error: the league shows every store.",
                repeatable: true),
            .flag(
                "--no-module-prefix",
                help:
                    "The generic target names (Entities, UseCases, …). By default every target takes the project's name in front (BookshelfEntities, BookshelfFakes, bookshelf-storage-torture, …), so that the package can join one graph with the kit or another package of the same shape."
            ),
            .flag("--module-prefix", help: "The default: targets named after the project."),
            .flag("--dry-run", help: "List the files it would write, and write nothing."),
            .value(
                "--kit-path", "DIR",
                help:
                    "The kit to copy from, and the only place looked at. Otherwise $CLEAN_ARCHITECTURE_KIT if set (then the only place), else the installed copy beside the program, then the checkout the program was built from. A kit missing a file or folder the example needs is refused."
            ),
            .value(
                "--kit-repository", "URL",
                help:
                    "Where the package's CI downloads the checker: an https://HOST/OWNER/NAME URL (.git and a trailing / dropped) whose releases hold dependency-rule.artifactbundle.zip as the kit's release workflow publishes it. Default: the kit's own origin (its stamp, or the checkout's remote.origin.url as written) when a runner can reach it (https, ssh or git@HOST:), else https://github.com/clean-architecture-kit/CleanArchitectureKit."
            ),
        ],
        exclusive: [["--module-prefix", "--no-module-prefix"]],
        sections: [
            HelpSection(
                nil,
                """
                It refuses a non-empty DIR, writes the package into a temporary folder first and moves it into
                place only when it is complete, so a failed or interrupted run leaves nothing behind.
                """)
        ])

    let name: String
    /// `--output DIR`.
    let destination: String?
    /// The starter (the layers, the kernel, one slice) unless `--example league`.
    let example: Example
    /// Targets named after the project (`BookshelfEntities`); `--no-module-prefix` turns it off.
    let modulePrefix: Bool
    /// The stores `--store` named, in order, each once; empty for all of the kit's.
    let stores: [String]
    let dryRun: Bool
    let kitPath: String?
    /// Where the package's CI gets the checker: the kit's repository, `https://HOST/OWNER/NAME`.
    let kitRepository: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        name = arguments.argument("NAME")!
        destination = arguments.value("--output")
        example = arguments.value("--example").flatMap(Example.init) ?? .none
        modulePrefix = !arguments.has("--no-module-prefix")
        var stores: [String] = []
        for store in arguments.values("--store") where !stores.contains(store) { stores.append(store) }
        self.stores = stores
        dryRun = arguments.has("--dry-run")
        kitPath = arguments.value("--kit-path")
        kitRepository = try arguments.value("--kit-repository").map(TemplateOptions.webAddress)
        guard stores.isEmpty || example == .none else {
            throw UsageError("--store needs --example none: the league example shows every store")
        }
    }

    func run(in environment: TemplateEnvironment) throws -> Int32 {
        let name = try ProjectName(self.name)
        // The name as typed, as `swift package init` names a package after its folder.
        let folder = destination ?? name.packageName
        let destination = Path.absolute(folder, in: environment.currentDirectory)
        let kit = try environment.kit(kitPath)
        try CleanArchitectureCommand.refuseInside(kit, destination)
        let identity = try KitIdentity.of(kit, programVersion: CleanArchitectureCommand.version)
        let lock = TemplateLock(
            kit: identity, swiftFormat: TemplateLock.formatterVersion(),
            project: .init(
                name: self.name, example: example, modulePrefix: modulePrefix,
                stores: stores, kitRepository: kitRepository ?? identity.repository ?? KitIdentity.home,
                created: ScaffoldTemplate.today))
        let generator = try PackageRender(kit: kit, lock: lock).generator()
        let writer = TreeWriter()
        try writer.refuseOverwriting(destination)
        let tree = try generator.files()
        if dryRun {
            environment.output(CleanArchitectureCommand.listing(tree, in: destination))
            environment.output(
                "  \(TemplateLock.file), and the pristine copy of those files in \(TemplateLock.baseFolder)/, for 'clean-architecture update'\n"
            )
            return 0
        }
        try writer.writePackage(tree, to: destination) { staging throws(GenerationError) in
            try PackageRender.finish(tree, in: staging, kit: kit)
            // The base is what was written, byte for byte; the lock, with its digest, goes beside it.
            let written = try PackageRender.read(staging)
            try TreeWriter.write(PackageRender.base(of: written), into: staging)
            var recorded = lock
            recorded.base = TemplateLock.digest(of: written)
            try TreeWriter.write(FileTree([TemplateLock.file: recorded.text]), into: staging)
        }
        let contents =
            example == .league
            ? "the league example" : "the four layers and the feature \(StarterExample.featureName)"
        let prefixed = modulePrefix ? ", targets prefixed \(generator.prefix)" : ""
        let stores =
            stores.isEmpty
            ? "" : ", on the store\(stores.count == 1 ? "" : "s") \(ScaffoldTemplate.sentence(stores))"
        let here = destination == Path.absolute(environment.currentDirectory, in: "/")
        environment.output(
            """
            Created \(name.packageName) in \(destination): \(tree.paths.count) files, \(contents)\(prefixed)\(stores).
            (Copied from the kit in \(kit.root). Its CI downloads dependency-rule from the release v\(lock.kit.version) of \(lock.project.kitRepository).)

            Next:
            \(here ? "" : "  cd \(ShellWord.quoted(folder))\n")\
              git init && git add -A && git commit -m "From CleanArchitectureKit \(lock.kit.version)"   # unless in git already: 'clean-architecture update' needs it
              make check   # the dependency rule (needs dependency-rule: 'make install' in CleanArchitectureKit)
              make test    # every test
              swift run \(name.programName) --help

            """)
        return 0
    }
}
