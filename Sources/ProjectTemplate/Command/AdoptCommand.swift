import ArgumentReading
import DependencyRule
import Foundation
import ProcessSpawning

/// `adopt`: the lock and the pristine copy of a package made before the lock existed. Every
/// option is read from the package unless given.
struct AdoptCommand: TemplateCommand {
    static let spec = CommandSpec(
        "adopt", abstract: "Record the lock of a package made before it existed.",
        discussion: """
            Records the lock and the pristine copy of a package made by 'clean-architecture new' before
            the lock existed, so that later kits reach it through 'update'. It renders the package at
            the installed kit with the package's options and changes none of your files: what differs
            between them and the kit today stays yours to take by hand (diff -ru .clean-architecture/base .).
            """,
        arguments: [
            ArgumentSpec(
                "NAME", help: "The name the package was made with (default: from Package.swift).", optional: true)
        ],
        options: [
            .value(
                "--example", .choice(["none", "league"]),
                help: "The example it was made with (default: from its folders)."),
            .flag("--no-module-prefix", help: "It was made with generic target names (default: from its folders)."),
            .flag("--module-prefix", help: "It was made with targets named after the project."),
            .value(
                "--store", "NAME", help: "A store it was made with (default: from Databases/).", repeatable: true),
            .value(
                "--feature", "NAME", help: "A feature added to it, in order (default: from its list of features).",
                repeatable: true),
            .value(
                "--created", "YYYY-MM-DD", help: "The day it was made (default: its first decision record's date)."),
            .value("--kit-repository", "URL", help: "Where its CI downloads the checker (default: from its workflow)."),
            TemplateOptions.packagePath, TemplateOptions.kitPath,
            .flag("--dry-run", help: "Say what it would write, and write nothing."),
        ],
        exclusive: [["--module-prefix", "--no-module-prefix"]],
        sections: [
            HelpSection(
                nil,
                """
                It lists what it read and what it was given, how many of your files differ from the base,
                and the base's files the package lacks (no update brings those back).
                """),
            HelpSection(
                "EXIT STATUS",
                """
                0 written (or, with --dry-run, nothing to refuse); 2 refused (a lock already there, a
                package not laid out like one made by 'new') or failed, nothing written.
                """),
        ])

    let name: String?
    let example: Example?
    let modulePrefix: Bool?
    let stores: [String]?
    let features: [String]?
    let created: String?
    let kitRepository: String?
    let packagePath: String?
    let kitPath: String?
    let dryRun: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        name = arguments.argument("NAME")
        example = arguments.value("--example").flatMap(Example.init)
        modulePrefix =
            arguments.has("--no-module-prefix") ? false : arguments.has("--module-prefix") ? true : nil
        stores = arguments.has("--store") ? arguments.values("--store") : nil
        features = arguments.has("--feature") ? arguments.values("--feature") : nil
        created = arguments.value("--created")
        // A date on the command line, not Swift.
        if let created, created.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) == nil {
            throw UsageError("--created must be a date, YYYY-MM-DD, not '\(created)'")
        }
        kitRepository = try arguments.value("--kit-repository").map(TemplateOptions.webAddress)
        packagePath = arguments.value("--package-path")
        kitPath = arguments.value("--kit-path")
        dryRun = arguments.has("--dry-run")
    }

    func run(in environment: TemplateEnvironment) throws -> Int32 {
        let (root, work) = try environment.openPackage(packagePath)
        defer { withExtendedLifetime(work) {} }
        if FileManager.default.fileExists(atPath: Path.appending(TemplateLock.file, to: root)) {
            do {
                _ = try TemplateLock.read(in: root)
            } catch {
                // A lock of a later format is no damage: the newer kit reads it.
                let advice =
                    error.description.contains(TemplateLock.newerKit)
                    ? "'clean-architecture update' with that kit takes later kits into it"
                    : "mend it, or \(TemplateLock.startOver)"
                throw GenerationError(
                    "\(root) has a \(TemplateLock.file) already, which this kit cannot read (\(error)): \(advice)")
            }
            throw GenerationError(
                "\(root) has a \(TemplateLock.file) already: 'clean-architecture update' takes later kits into it")
        }
        let kit = try environment.kit(kitPath)
        let identity = try KitIdentity.of(kit, programVersion: CleanArchitectureCommand.version)
        let found = try AdoptedPackage(root: root, kit: kit, options: self, identity: identity)
        let scratch = try TemporaryFolder(prefix: "clean-architecture-adopt")
        Interruption.shared.removeOnInterrupt(scratch.path)
        defer {
            scratch.remove()
            Interruption.shared.keep(scratch.path)
        }
        let rendered = try PackageRender(kit: kit, lock: found.lock).write(
            into: Path.appending("package", to: scratch.path))
        // All of it, also what the package lacks: a file you deleted or moved is not brought back
        // by the next update; one the kit added since stays yours to take, as every other gap.
        let base = rendered
        var lock = found.lock
        lock.base = TemplateLock.digest(of: base)
        var written = PackageRender.base(of: base)
        written[TemplateLock.file] = lock.text
        let lacking = base.paths.filter {
            !FileManager.default.fileExists(atPath: Path.appending($0, to: root))
        }
        let differing = base.paths.filter { path in
            guard let data = FileManager.default.contents(atPath: Path.appending(path, to: root)) else {
                return false
            }
            return data != Data(base[path]!.utf8)
        }
        environment.output(found.summary)
        let count = "the pristine copy of \(base.paths.count) files in \(TemplateLock.baseFolder)/"
        if dryRun {
            environment.output("Would write \(TemplateLock.file) and \(count).\n")
        } else {
            try TreeWriter().addFiles(written, to: root, last: TemplateLock.file)
            environment.output("Wrote \(TemplateLock.file) and \(count); none of your files changed.\n")
        }
        environment.output(
            """
            \(differing.count == 1 ? "1 of your files differs" : "\(differing.count) of your files differ") from that copy: your edits, and the kit's changes since the package was made, which are yours to take by hand ('diff -ru \(TemplateLock.baseFolder) .'). From now on, 'clean-architecture update' takes each later kit's changes.

            """)
        if !lacking.isEmpty {
            environment.output(
                "The package lacks \(lacking.count == 1 ? "1 of its files" : "\(lacking.count) of its files") (deleted or moved by you, or added or moved by the kit since; 'update' will not bring them back):\n"
                    + lacking.map { "  \($0)\n" }.joined())
        }
        return 0
    }
}
