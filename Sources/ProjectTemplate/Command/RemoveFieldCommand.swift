import ArgumentReading

/// `remove field`: a field of a feature `add feature` made, taken out of every layer, its stored
/// values dropped by a step of its record's migrations; all or nothing.
struct RemoveFieldCommand: TemplateCommand {
    static let spec = CommandSpec(
        "remove field", abstract: "Remove a field from a feature, through every layer, its stored values dropped.",
        discussion: """
            Renders the feature again without the field and merges that into the package's files as
            'update' does, so that your own changes stay. The record's schema gets one more version,
            whose migration removes the field from every record kept before: every store migrates on
            open, all of it or none. The lock records the change.
            """,
        arguments: [
            SchemaChangeRun.featureArgument,
            ArgumentSpec("NAME", help: "The field (pages)."),
        ],
        options: SchemaChangeRun.options,
        sections: [
            HelpSection(
                nil,
                """
                It refuses, changing nothing: a package without a lock, a kit other than the one that last
                wrote the package, a feature the lock does not record, a field it does not have, the last
                String field that is not optional (its rows show it), uncommitted changes to the files it
                would touch, and your changes it cannot merge with.
                """)
        ])

    let schemaChange: SchemaChangeRun
    let name: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        schemaChange = SchemaChangeRun(verb: "remove", arguments)
        name = arguments.argument("NAME")!
    }

    func run(in environment: TemplateEnvironment) throws -> Int32 {
        let name = self.name
        return try schemaChange.run(
            in: environment,
            change: { recorded in
                _ = try SchemaChangeRun.field(name, of: recorded)
                let change = FieldChange.remove(name)
                try SchemaChangeRun.check(change.applied(to: recorded.fields), of: recorded, name: name)
                return change
            },
            report: { feature, files, version in
                "the field \(name) from \(feature): \(files) files; its records' schema is version \(version), records kept before lose its values"
            })
    }
}
