/// The part of `swift package dump-package` output the checker reads.
struct ManifestDump: Decodable, Sendable {
    struct Target: Decodable, Sendable {
        let name: String
        let type: String
        let path: String?
        let sources: [String]?
        let exclude: [String]
        let dependencies: [Dependency]

        enum CodingKeys: CodingKey { case name, type, path, sources, exclude, dependencies }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            type = try container.decode(String.self, forKey: .type)
            path = try container.decodeIfPresent(String.self, forKey: .path)
            sources = try container.decodeIfPresent([String].self, forKey: .sources)
            exclude = try container.decodeIfPresent([String].self, forKey: .exclude) ?? []
            dependencies = try container.decodeIfPresent([Dependency].self, forKey: .dependencies) ?? []
        }
    }

    /// `{"byName": ["X", …]}`, `{"target": ["X", …]}` or `{"product": ["P", "package", …]}`.
    enum Dependency: Decodable, Sendable {
        case byName(String)
        case target(String)
        case product(String, package: String?)

        enum CodingKeys: String, CodingKey { case byName, target, product }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if var list = try? container.nestedUnkeyedContainer(forKey: .byName) {
                self = .byName(try list.decode(String.self))
            } else if var list = try? container.nestedUnkeyedContainer(forKey: .target) {
                self = .target(try list.decode(String.self))
            } else {
                var list = try container.nestedUnkeyedContainer(forKey: .product)
                let name = try list.decode(String.self)
                self = .product(name, package: try list.decodeIfPresent(String.self))
            }
        }
    }

    let name: String
    let targets: [Target]
}
