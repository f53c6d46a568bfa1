import ArgumentReading

/// `rename field`: a field of a feature `add feature` made, renamed through every layer, its stored
/// values kept under the new name by a step of its record's migrations; all or nothing.
struct RenameFieldCommand: TemplateCommand {
    static let spec = CommandSpec(
        "rename field", abstract: "Rename a field of a feature, through every layer, its stored values kept.",
        discussion: """
            Renders the feature again with the field renamed and merges that into the package's files
            as 'update' does, so that your own changes stay. The record's schema gets one more version,
            whose migration renames the field in every record kept before: every store migrates on
            open, all of it or none. The lock records the change.
            """,
        arguments: [
            SchemaChangeRun.featureArgument,
            ArgumentSpec("OLD", help: "The field's name now (pages)."),
            ArgumentSpec("NEW", help: "Its new name, lowerCamelCase (pageCount)."),
        ],
        options: SchemaChangeRun.options,
        sections: [
            HelpSection(
                nil,
                """
                It refuses, changing nothing: a package without a lock, a kit other than the one that last
                wrote the package, a feature the lock does not record, a field it does not have, a new name
                that is taken, a keyword or not lowerCamelCase, uncommitted changes to the files it would
                touch, and your changes it cannot merge with.
                """)
        ])

    let schemaChange: SchemaChangeRun
    let old: String
    let new: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        schemaChange = SchemaChangeRun(verb: "rename", arguments)
        old = arguments.argument("OLD")!
        new = arguments.argument("NEW")!
    }

    func run(in environment: TemplateEnvironment) throws -> Int32 {
        let (old, new) = (self.old, self.new)
        return try schemaChange.run(
            in: environment,
            change: { recorded in
                let field = try SchemaChangeRun.field(old, of: recorded)
                guard new != old else {
                    throw GenerationError("the field \(old) of \(recorded.name) is named \(new) already")
                }
                let renamed = try FeatureField(parsing: "\(new):\(field.kind.rawValue)")
                let change = FieldChange.rename(old, to: renamed.name)
                try SchemaChangeRun.check(change.applied(to: recorded.fields), of: recorded, name: renamed.name)
                return change
            },
            report: { _, files, version in
                "the field \(old) to \(new): \(files) files; its records' schema is version \(version), records kept before keep their values"
            })
    }
}
