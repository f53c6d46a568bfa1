/// The result of `imports`: what the lexer saw, per target and file.
public struct ImportsReport: Sendable {
    let analysis: PackageAnalysis
    let architecture: Architecture?

    public init(analysis: PackageAnalysis, architecture: Architecture?) {
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
        struct Import: Encodable {
            let declaration: ImportDeclaration
            enum CodingKeys: String, CodingKey {
                case module, path, line, column, attributes, accessLevel, kind, conditions
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(declaration.module, forKey: .module)
                try container.encode(declaration.path, forKey: .path)
                try container.encode(declaration.line, forKey: .line)
                try container.encode(declaration.column, forKey: .column)
                try container.encode(declaration.attributes, forKey: .attributes)
                try container.encode(declaration.accessLevel, forKey: .accessLevel)
                try container.encode(declaration.kind, forKey: .kind)
                try container.encode(declaration.conditions, forKey: .conditions)
            }
        }
        struct File: Encodable {
            let path: String
            let imports: [Import]
        }
        struct Target: Encodable {
            let name: String
            let type: PackageTarget.Kind
            let layer: String?
            let files: [File]
            enum CodingKeys: String, CodingKey { case name, type, layer, files }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(name, forKey: .name)
                try container.encode(type, forKey: .type)
                try container.encode(layer, forKey: .layer)
                try container.encode(files, forKey: .files)
            }
        }
        struct Document: Encodable {
            let version = 1
            let package: String
            let targets: [Target]
        }
        let targets = analysis.targets.map { entry in
            Target(
                name: entry.target.name, type: entry.target.kind,
                layer: architecture?.layer(of: entry.target.name)?.name,
                files: entry.files.map { File(path: $0.path, imports: $0.imports.map(Import.init)) })
        }
        return encodeJSON(Document(package: analysis.name, targets: targets))
    }
}
