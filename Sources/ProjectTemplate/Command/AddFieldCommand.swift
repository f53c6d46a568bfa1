import ArgumentReading

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
            SchemaChangeRun.featureArgument,
            ArgumentSpec("NAME:TYPE", help: "The field, as 'add feature --field' takes it (pages:Int, 'due:String?')."),
        ],
        options: [
            .value(
                "--default", "VALUE", .textOrEmpty,
                help:
                    "What every record kept before gets; a field that is not optional needs one, an optional one has none without it."
            )
        ] + SchemaChangeRun.options,
        sections: [
            HelpSection(
                nil,
                """
                It refuses, changing nothing: a package without a lock, a kit other than the one that last
                wrote the package, a feature the lock does not record, a field it has, uncommitted changes
                to the files it would touch, and your changes it cannot merge with.
                """)
        ])

    let schemaChange: SchemaChangeRun
    let field: String
    let defaultValue: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        schemaChange = SchemaChangeRun(verb: "add", arguments)
        field = arguments.argument("NAME:TYPE")!
        defaultValue = arguments.value("--default")
    }

    func run(in environment: TemplateEnvironment) throws -> Int32 {
        let addition = try FieldAddition(try FeatureField(parsing: field), default: defaultValue)
        // A blank default is refused for an optional String too (a lock may hold one from before).
        if addition.field.kind == .string, let value = defaultValue, value.allSatisfy(\.isWhitespace) {
            throw NameError(
                "the default '\(value)' of \(addition.field) must be text that is not blank (for none, give no default)"
            )
        }
        return try schemaChange.run(
            in: environment,
            change: { recorded in
                try SchemaChangeRun.check(
                    recorded.fields + [addition.field], of: recorded, name: addition.field.name)
                return .add(addition)
            },
            report: { feature, files, version in
                "the field \(addition.field) to \(feature): \(files) files; its records' schema is version \(version), records kept before get \(addition.defaultValue.map { "'\($0)'" } ?? "none")"
            })
    }
}
