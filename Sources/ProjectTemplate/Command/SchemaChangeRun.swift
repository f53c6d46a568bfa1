import ArgumentReading

/// What `add field`, `rename field` and `remove field` share: one ``FieldChange`` recorded for a
/// feature in the lock, the feature rendered again at the package's kit and merged into the package
/// as `update` merges, with the step in its record's migrations; all or nothing, or refused with
/// nothing changed.
struct SchemaChangeRun {
    /// The `FEATURE` argument every field command takes first.
    static let featureArgument = ArgumentSpec(
        "FEATURE", help: "The feature, as 'add feature' was given it (Book, ReadingList).")
    /// The options every field command takes after its own.
    static let options: [OptionSpec] = [
        TemplateOptions.packagePath, .flag("--dry-run", help: "List the files it would change, and change nothing."),
        TemplateOptions.kitPath,
    ]

    /// What the command does, to start its report: `add`, `rename`, `remove`.
    let verb: String
    let feature: String
    let packagePath: String?
    let kitPath: String?
    let dryRun: Bool

    /// The run of the command `verb field` as `arguments` give it (``featureArgument``, ``options``).
    init(verb: String, _ arguments: ParsedArguments) {
        self.verb = verb
        feature = arguments.argument("FEATURE")!
        packagePath = arguments.value("--package-path")
        kitPath = arguments.value("--kit-path")
        dryRun = arguments.has("--dry-run")
    }

    /// Runs the command.
    /// - Parameters:
    ///   - change: the change, from the feature as the lock records it; throws what the command
    ///     refuses.
    ///   - report: the report after the verb, given the feature's type name, how many files
    ///     change and the schema's new version (`the field pages:Int to Book: 14 files; its
    ///     records' schema is version 2, …`).
    func run(
        in environment: TemplateEnvironment, change: (_ recorded: TemplateLock.Feature) throws -> FieldChange,
        report: (_ feature: String, _ files: Int, _ version: Int) -> String
    ) throws -> Int32 {
        let name = try FeatureName(feature)
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
        guard let index = update.lock.features.firstIndex(where: { $0.name == name.typeName }) else {
            let recorded = update.lock.features.map(\.name)
            throw GenerationError(
                "\(TemplateLock.file) records no feature \(name.typeName) (it records \(recorded.isEmpty ? "none" : recorded.joined(separator: ", "))): '\(verb) field' changes a feature 'add feature' made"
            )
        }
        var recorded = update.lock.features[index]
        let change = try change(recorded)
        recorded.fields = change.applied(to: recorded.fields)
        recorded.changes.append(change)
        update.lock.features[index] = recorded
        try update.refuseMarkersLeft()
        let git = try GitWorkTree(root: root, needs: "'\(verb) field' merges into files git can show and take back")
        let plan = try update.plan(theirs: try update.render(), files: try git.files())
        try Self.refuseOtherChanges(of: update, plan, feature: name)
        guard plan.conflicts.isEmpty else {
            throw GenerationError(
                "the field would conflict with your changes in \(plan.conflicts.map(\.path).joined(separator: ", ")): nothing was changed; make the change by hand, or take yours back and \(verb) the field again"
            )
        }
        try git.refuseUncommitted(
            plan.touchedPaths + [TemplateLock.file, TemplateLock.baseFolder],
            doing: "\(verb.trimmingSuffix("e"))ing the field")
        let changed = plan.steps.compactMap { step in step.result.map { _ in step.path } }
        let listing = changed.map { "  \($0)\n" }.joined() + "  \(TemplateLock.file)\n"
        let described = report(name.typeName, changed.count, recorded.changes.count + 1) + "\n" + listing
        if dryRun {
            environment.output("Would \(verb) " + described)
            return 0
        }
        var writes = FileTree()
        for step in plan.steps { if let result = step.result { writes[step.path] = result } }
        try UpdateApplier(root: root, checkpoint: environment.checkpoint).apply(
            writes: writes, deletions: [], base: plan.newBase, lock: update.newLock(base: plan.newBase).text,
            unmerged: UnmergedConflicts(head: nil, files: [])
        ) { _ in }
        environment.output(verb.prefix(1).uppercased() + verb.trimmingSuffix("e").dropFirst() + "ed " + described)
        return 0
    }

    /// Refuses a kit that renders the package otherwise than the base holds it, the feature
    /// aside: the change would bring that kit's other changes too.
    private static func refuseOtherChanges(
        of update: PackageUpdate, _ plan: UpdatePlan, feature: FeatureName
    ) throws(GenerationError) {
        let elsewhere = Set(update.base.paths).union(plan.newBase.paths).filter { path in
            update.base[path] != plan.newBase[path]
                && FeatureRemoval.featureFolder(path).map { $0.hasSuffix("/" + feature.typeName) } != true
        }.sorted()
        guard elsewhere.isEmpty else {
            throw GenerationError(
                "the installed kit renders \(elsewhere.joined(separator: ", ")) otherwise than the base holds it: it is not the kit that last wrote this package; run 'clean-architecture update' first"
            )
        }
    }

    /// Refuses `fields`, the feature's after the change, when they make no feature: `name` repeated
    /// (``FeatureField/checkFeature(_:)``), or no String field left for the rows.
    static func check(_ fields: [FeatureField], of recorded: TemplateLock.Feature, name: String) throws(GenerationError)
    {
        if fields.filter({ $0.name.lowercased() == name.lowercased() }).count > 1 {
            throw GenerationError("\(recorded.name) has a field named \(name) already")
        }
        do {
            try FeatureField.checkFeature(fields)
        } catch {
            throw GenerationError(
                "\(recorded.name) would have no String field that is not optional, which its rows show: add one first (clean-architecture add field \(recorded.name) name:String --default VALUE)"
            )
        }
    }

    /// The field of `recorded` named `name`, or a refusal naming the fields it has.
    static func field(_ name: String, of recorded: TemplateLock.Feature) throws(GenerationError) -> FeatureField {
        guard let field = recorded.fields.first(where: { $0.name == name }) else {
            throw GenerationError(
                "\(recorded.name) has no field named \(name) (it has \(recorded.fields.map(\.name).joined(separator: ", ")))"
            )
        }
        return field
    }
}

extension String {
    /// The string without `suffix` at its end, when it has it: `remove` → `remov`.
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
