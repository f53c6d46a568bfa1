/// The result of `imports`: what the lexer saw, per target and file.
public struct ImportsReport: Sendable {
    let analysis: PackageAnalysis
    let architecture: LayerAssignment?

    public init(analysis: PackageAnalysis, architecture: LayerAssignment?) {
        self.analysis = analysis
        self.architecture = architecture
    }

    /// One line per import: `path:line:column: import Module` with its attributes, access level,
    /// kind and conditions.
    public var text: String {
        var output = ""
        for entry in analysis.targets {
            for file in entry.files {
                for declaration in file.imports {
                    var words = declaration.attributes
                    if let access = declaration.accessLevel { words.append(access) }
                    words.append("import")
                    if let kind = declaration.kind { words.append(kind) }
                    words.append(declaration.path.joined(separator: "."))
                    var line = "\(file.path):\(declaration.line):\(declaration.column): \(words.joined(separator: " "))"
                    if !declaration.conditions.isEmpty {
                        line += "  // #if \(declaration.conditions.joined(separator: ", "))"
                    }
                    output += line + "\n"
                }
            }
        }
        return output
    }

    /// Version 1 of the JSON listing.
    public var json: String {
        let workspace = analysis.isWorkspace
        let targets = analysis.targets.map { entry -> JSONOutput in
            .object(
                [("name", .string(entry.target.name))]
                    + (workspace ? [("member", .string(analysis.members[entry.member].name))] : []) + [

                        ("type", .string(entry.target.kind.rawValue)),
                        ("layer", JSONOutput(architecture?.layer(of: entry.target.name)?.name)),
                        (
                            "files",
                            .array(
                                entry.files.map { file in
                                    .object([
                                        ("path", .string(file.path)),
                                        ("imports", .array(file.imports.map(Self.json(for:)))),
                                    ])
                                })
                        ),
                    ])
        }
        return JSONOutput.object(
            [("version", .integer(1)), ("package", .string(analysis.name))]
                + (workspace ? [("members", CheckReport.json(members: analysis.members))] : [])
                + [("targets", .array(targets))]
        ).text
    }

    private static func json(for declaration: ImportDeclaration) -> JSONOutput {
        .object([
            ("module", .string(declaration.module)),
            ("path", .array(declaration.path.map(JSONOutput.string))),
            ("line", .integer(declaration.line)),
            ("column", .integer(declaration.column)),
            ("attributes", .array(declaration.attributes.map(JSONOutput.string))),
            ("accessLevel", JSONOutput(declaration.accessLevel)),
            ("kind", JSONOutput(declaration.kind)),
            ("conditions", .array(declaration.conditions.map(JSONOutput.string))),
        ])
    }
}
