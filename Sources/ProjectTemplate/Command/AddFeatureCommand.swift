import ArgumentReading
import DependencyRule
import Foundation

/// `add feature`: one vertical slice, the kit's own renamed, wired into the app.
struct AddFeatureCommand: TemplateCommand {
    static let spec = CommandSpec(
        "add feature", abstract: "Add one vertical slice to a package laid out like the template.",
        discussion: """
            The kit's own SampleItem renamed: an entity with a validating initialiser; a repository port
            and create, list, find, update and delete interactors run in a unit of work; a record, a
            bridge, a presenter and two screens (list and item, with its form); fakes of the ports; the
            port's contract over the fake and every record store; unit tests per layer. It also wires the
            feature into the app: its commands (NAME add, list, show, update, delete), their tests, and
            its line in the app's list of features (<App>Features.swift).
            """,
        arguments: [ArgumentSpec("NAME", help: "The feature's entity (Book, ReadingList, \"reading list\").")],
        options: [
            .value(
                "--field", "NAME:TYPE",
                help:
                    "A field, in order: TYPE is String, Int, Bool or Double, optional with a trailing ? (quoted: 'due:String?') or :optional. The first String field that is not optional is what a row shows. Without it, title:String.",
                repeatable: true),
            TemplateOptions.packagePath,
            .flag("--dry-run", help: "List the files it would write and change, and write nothing."),
            .flag(
                "--allow-shadowing",
                help:
                    "Take a name that hides Swift's or Foundation's own type (Task, Date, URL…), which the package's code writes with its module."
            ),
            TemplateOptions.kitPath,
        ],
        sections: [
            HelpSection(
                nil,
                """
                It refuses a feature whose files or types exist already, a name that differs from one only in
                case, and a name that hides a standard type (Task, Date, Image, View…) unless
                --allow-shadowing. It adds new files and changes one, the app's list of features; if
                anything fails, or the run is interrupted, it takes back what it wrote.
                """)
        ])

    let name: String
    /// `--field`, as given.
    let fields: [String]
    let packagePath: String?
    let dryRun: Bool
    let kitPath: String?
    /// `--allow-shadowing`: a name that hides a standard type (`Task`), on purpose.
    let allowShadowing: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        name = arguments.argument("NAME")!
        fields = arguments.values("--field")
        packagePath = arguments.value("--package-path")
        dryRun = arguments.has("--dry-run")
        kitPath = arguments.value("--kit-path")
        allowShadowing = arguments.has("--allow-shadowing")
    }

    /// The fields `--field` gave, checked; the default one when none.
    static func fields(_ spellings: [String]) throws(NameError) -> [FeatureField] {
        guard !spellings.isEmpty else { return FeatureField.defaults }
        var fields: [FeatureField] = []
        for spelling in spellings { fields.append(try FeatureField(parsing: spelling)) }
        try FeatureField.checkFeature(fields)
        return fields
    }

    func run(in environment: TemplateEnvironment) throws -> Int32 {
        let name = try FeatureName(self.name)
        let fields = try Self.fields(self.fields)
        let (root, work) = try environment.openPackage(packagePath)
        defer { withExtendedLifetime(work) {} }
        let kit = try environment.kit(kitPath)
        let lock = try TemplateLock.read(in: root)
        // A feature removed before continues its schema history, over the records it left.
        let history = try lock?.history(of: name.typeName, fields: fields) ?? []
        let generator = try FeatureGenerator(name: name, fields: fields, changes: history, packagePath: root, kit: kit)
        let tree = try generator.files()
        try generator.refuseShadowing(in: tree, allowed: allowShadowing)
        let edits = try generator.edits()
        var changes = edits
        try TreeWriter.refuseExisting(tree.paths, in: generator.root)
        // A package made with a lock records the feature in it and in its base.
        var written = tree
        var feature = TemplateLock.Feature(
            name: name.typeName, kit: CleanArchitectureCommand.version, fields: fields, changes: history)
        let recorded =
            lock == nil
            ? "" : "Recorded in \(TemplateLock.file), with the pristine files in \(TemplateLock.baseFolder)/.\n"
        if let lock {
            let baseFolder = Path.appending(TemplateLock.baseFolder, to: generator.root)
            try lock.verify(base: try PackageRender.read(baseFolder), at: baseFolder)
            feature.kit = try KitIdentity.of(kit, programVersion: CleanArchitectureCommand.version).version
            let recording = try FeatureRecording(
                lock: lock, feature: feature, files: tree, registration: generator.registration, root: generator.root)
            try TreeWriter.refuseExisting(recording.newFiles.paths, in: generator.root)
            written.merge(recording.newFiles)
            changes.merge(recording.changes)
        }
        if dryRun {
            environment.output(CleanArchitectureCommand.listing(tree, in: generator.root))
            if !edits.paths.isEmpty {
                environment.output(
                    "Would change \(edits.paths.count == 1 ? "1 file" : "\(edits.paths.count) files"):\n"
                        + edits.paths.map { "  \($0)\n" }.joined())
            }
            if !recorded.isEmpty { environment.output("Would be r" + recorded.dropFirst()) }
            if let shadowing = generator.shadowing(in: tree) { environment.output("\n" + shadowing + "\n") }
            return 0
        }
        let configuration = Path.appending(".swift-format", to: generator.root)
        let baseConfiguration = Path.appending(TemplateLock.baseFolder + "/.swift-format", to: generator.root)
        let basePaths = (written.paths + changes.paths).filter { $0.hasPrefix(TemplateLock.baseFolder + "/") }
        try TreeWriter().addFiles(written, changing: changes, to: generator.root, last: TemplateLock.file) {
            staging throws(GenerationError) in
            // The package's files under its own .swift-format; the base's under the one the kit
            // wrote there, as a render formats them.
            let exists = { (file: String) in FileManager.default.fileExists(atPath: file) }
            try SourceFormatter().format(
                (tree.paths + edits.paths), in: staging, configuration: exists(configuration) ? configuration : nil)
            guard let lock else { return }
            try SourceFormatter().format(
                basePaths, in: staging, configuration: exists(baseConfiguration) ? baseConfiguration : nil)
            // The lock's digest, of the base as it will be.
            var base = try PackageRender.read(Path.appending(TemplateLock.baseFolder, to: generator.root))
            for path in basePaths {
                let staged = Path.appending(path, to: staging)
                guard let data = FileManager.default.contents(atPath: staged) else {
                    throw GenerationError("cannot read the staged \(staged)")
                }
                base[String(path.dropFirst(TemplateLock.baseFolder.count + 1))] = String(decoding: data, as: UTF8.self)
            }
            var recorded = lock.adding(feature)
            recorded.base = TemplateLock.digest(of: base)
            try TreeWriter.write(FileTree([TemplateLock.file: recorded.text]), into: staging)
        }
        environment.output(
            "Added the feature \(name.typeName) to \(generator.root): \(tree.paths.count) new files.\n")
        for path in tree.paths { environment.output("  \(path)\n") }
        if !edits.paths.isEmpty {
            environment.output("Changed:\n" + edits.paths.map { "  \($0)\n" }.joined())
        }
        environment.output(recorded)
        environment.output("\n" + generator.wiring(of: tree) + "\n")
        if let shadowing = generator.shadowing(in: tree) { environment.output("\n" + shadowing + "\n") }
        return 0
    }
}
