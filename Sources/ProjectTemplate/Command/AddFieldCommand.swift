import ArgumentReading
import DependencyRule
import Foundation

/// `add field`: one more field through every layer of a feature `add feature` made, with the
/// migration step its record's schema needs, all or nothing.
struct AddFieldCommand: TemplateCommand {
    static let spec = CommandSpec(
        "add field", abstract: "Add a field to a feature, through every layer, with its schema's migration.",
        discussion: """
            Renders the feature again with the field last (the entity and its rule, the record and
            its schema, the form, the detail, the terminal's options, the tests) and merges that into
            the package's files as 'update' does, so that your own changes stay. The record's schema
            gets one more version, whose migration gives every record kept before the default: every
            store migrates on open, all of it or none. The lock records the field and its default, so
            that 'update' and 'remove feature' render the same feature.
            """,
        arguments: [
            ArgumentSpec("FEATURE", help: "The feature, as 'add feature' was given it (Book, ReadingList)."),
            ArgumentSpec("NAME:TYPE", help: "The field, as 'add feature --field' takes it (pages:Int, 'due:String?')."),
        ],
        options: [
            .value(
                "--default", "VALUE", .textOrEmpty,
                help:
                    "What every record kept before gets; a field that is not optional needs one, an optional one has none without it."
            ),
            TemplateOptions.packagePath,
            .flag("--dry-run", help: "List the files it would change, and change nothing."),
            TemplateOptions.kitPath,
        ],
        sections: [
            HelpSection(
                nil,
                """
                It refuses, changing nothing: a package without a lock, a kit other than the one that last
                wrote the package, a feature the lock does not record, a field it has, uncommitted changes
                to the files it would touch, and your changes it cannot merge with.
                """)
        ])

    let feature: String
    let field: String
    let defaultValue: String?
    let packagePath: String?
    let dryRun: Bool
    let kitPath: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        feature = arguments.argument("FEATURE")!
        field = arguments.argument("NAME:TYPE")!
        defaultValue = arguments.value("--default")
        packagePath = arguments.value("--package-path")
        dryRun = arguments.has("--dry-run")
        kitPath = arguments.value("--kit-path")
    }

    func run(in environment: TemplateEnvironment) throws -> Int32 {
        let feature = try FeatureName(self.feature)
        let addition = try FieldAddition(try FeatureField(parsing: field), default: defaultValue)
        let (root, work) = try environment.openPackage(packagePath)
        defer { withExtendedLifetime(work) {} }
        let kit = try environment.kit(kitPath)
        let identity = try KitIdentity.of(kit, programVersion: CleanArchitectureCommand.version)
        var update = try PackageUpdate(root: root, kit: kit, identity: identity)
        guard KitIdentity.compare(identity.version, update.lock.kit.version) == .orderedSame else {
            throw GenerationError(
                "the installed kit (\(identity.version)) is not the one that last wrote this package (\(update.lock.kit.version), in \(TemplateLock.file)): the render would bring that kit's changes too; run 'clean-architecture update' first, or install \(update.lock.kit.version)"
            )
        }
        guard let index = update.lock.features.firstIndex(where: { $0.name == feature.typeName }) else {
            let recorded = update.lock.features.map(\.name)
            throw GenerationError(
                "\(TemplateLock.file) records no feature \(feature.typeName) (it records \(recorded.isEmpty ? "none" : recorded.joined(separator: ", "))): 'add field' adds to a feature 'add feature' made"
            )
        }
        var recorded = update.lock.features[index]
        recorded.fields.append(addition.field)
        recorded.additions.append(addition)
        do {
            try FeatureField.checkFeature(recorded.fields)
        } catch {
            throw GenerationError("\(feature.typeName) has a field named \(addition.field.name) already")
        }
        update.lock.features[index] = recorded
        try update.refuseMarkersLeft()
        let git = try GitWorkTree(root: root)
        let plan = try update.plan(theirs: try update.render(), files: try git.files())
        // The kit must render the package as the base holds it, the feature aside: else the
        // field would bring that kit's other changes too.
        let elsewhere = Set(update.base.paths).union(plan.newBase.paths).filter { path in
            update.base[path] != plan.newBase[path]
                && FeatureRemoval.featureFolder(path).map { $0.hasSuffix("/" + feature.typeName) } != true
        }.sorted()
        guard elsewhere.isEmpty else {
            throw GenerationError(
                "the installed kit renders \(elsewhere.joined(separator: ", ")) otherwise than the base holds it: it is not the kit that last wrote this package; run 'clean-architecture update' first"
            )
        }
        guard plan.conflicts.isEmpty else {
            throw GenerationError(
                "the field would conflict with your changes in \(plan.conflicts.map(\.path).joined(separator: ", ")): nothing was changed; make the change by hand, or take yours back and add the field again"
            )
        }
        try git.refuseUncommitted(
            plan.touchedPaths + [TemplateLock.file, TemplateLock.baseFolder], doing: "adding the field")
        let version = recorded.additions.count + 1
        let changed = plan.steps.compactMap { step in step.result.map { _ in step.path } }
        let listing = changed.map { "  \($0)\n" }.joined() + "  \(TemplateLock.file)\n"
        let described =
            "the field \(addition.field) to \(feature.typeName): \(changed.count) files; its records' schema is version \(version), records kept before get \(addition.defaultValue.map { "'\($0)'" } ?? "none")\n"
        if dryRun {
            environment.output("Would add " + described + listing)
            return 0
        }
        var writes = FileTree()
        for step in plan.steps { if let result = step.result { writes[step.path] = result } }
        try UpdateApplier(root: root, checkpoint: environment.checkpoint).apply(
            writes: writes, deletions: [], base: plan.newBase, lock: update.newLock(base: plan.newBase).text,
            unmerged: UnmergedConflicts(head: nil, files: [])
        ) { _ in }
        environment.output("Added " + described + listing)
        return 0
    }
}
