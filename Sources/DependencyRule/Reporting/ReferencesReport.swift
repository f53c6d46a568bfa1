/// The result of `references`: every reference from a file to a declaration in another file.
public struct ReferencesReport: Sendable {
    let references: [Reference]

    public init(references: [Reference]) {
        self.references = Reference.sorted(references)
    }

    /// One line per reference: `path:line:column: Name -> path:line`, with the declaration's
    /// target when it is another.
    public var text: String {
        var output = ""
        for reference in references {
            let declaration = reference.declaration
            output += "\(reference.file):\(reference.line):\(reference.column): \(reference.name) -> "
            output += "\(declaration.file):\(declaration.line)"
            if declaration.target != reference.target { output += " (\(declaration.target))" }
            output += "\n"
        }
        return output
    }

    /// Version 1 of the JSON listing.
    public var json: String {
        JSONOutput.object([
            ("version", .integer(1)),
            (
                "references",
                .array(
                    references.map { reference in
                        .object([
                            ("file", .string(reference.file)),
                            ("line", .integer(reference.line)),
                            ("column", .integer(reference.column)),
                            ("name", .string(reference.name)),
                            ("target", .string(reference.target)),
                            (
                                "declaration",
                                .object([
                                    ("name", .string(reference.declaration.name)),
                                    ("file", .string(reference.declaration.file)),
                                    ("line", .integer(reference.declaration.line)),
                                    ("column", .integer(reference.declaration.column)),
                                    ("target", .string(reference.declaration.target)),
                                    ("topLevel", .bool(reference.declaration.isTopLevel)),
                                ])
                            ),
                        ])
                    })
            ),
        ]).text
    }
}
