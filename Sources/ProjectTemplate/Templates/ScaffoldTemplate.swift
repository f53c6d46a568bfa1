import Foundation

/// The files around the code of a new project: the checker's configuration, the Makefile, the
/// README, CI, the docs with the layer graph and the first decision record. They are the kit's
/// files in `Sources/ProjectTemplate/Scaffold`, rendered as ``TextTemplate``s.
struct ScaffoldTemplate {
    /// Where the templates are in the kit.
    static let folder = "Sources/ProjectTemplate/Scaffold"

    /// Template paths whose file in the package has another name: a dot-file would be hidden in
    /// the kit (and left out of its copy), so it is kept there without its dot.
    static let renamedPaths = [
        "gitignore": ".gitignore", "gitattributes": ".gitattributes",
        "github/workflows/architecture.yml": ".github/workflows/architecture.yml",
        "github/workflows/kit-update.yml": ".github/workflows/kit-update.yml",
    ]

    let project: ProjectName
    /// `""`, or the module prefix (`Bookshelf`).
    let prefix: String
    /// Which example the package starts from.
    let example: Example
    /// The test-support targets the project has (the fakes, the contracts, `storage-torture`).
    let testSupport: [String]
    /// The targets outside the layers that the layers use (the lock).
    var unlayered: [String] = []
    /// The stores the package keeps.
    let stores: StoreSelection
    /// The kit the package is made from: its CI gets the checker from this version's release of
    /// ``kitRepository``.
    var kitVersion = CleanArchitectureCommand.version
    var kitRepository = KitIdentity.home
    /// The day the project was made, `YYYY-MM-DD`: the first decision's date.
    var date = ScaffoldTemplate.today

    /// The names and flags the templates may use.
    var values: [String: String] {
        [
            "package": project.packageName, "program": project.programName, "type": project.typeName,
            "constant": project.constantName,
            "prefix": prefix, "date": date,
            "testSupport": testSupport.map { "\"\($0)\"" }.joined(separator: ", "),
            "unlayered": unlayered.map { "\"\($0)\"" }.joined(separator: ", "),
            "stores": Self.sentence(stores.kept.map { "`\($0)`" }),
            "helpers": Self.sentence(helpers.map { "`\($0)`" }),
            "kitVersion": kitVersion, "kitRepository": kitRepository,
            // A GitHub Actions expression, `${{ … }}`, which the templates' own marks would take.
            "expressionStart": "${{", "expressionEnd": "}}",
        ]
    }

    /// The flags: the example, the prefix, and one per store of the kit (`sqlite`), set when kept.
    var flags: [String: Bool] {
        var flags = ["league": example == .league, "starter": example == .none, "prefixed": !prefix.isEmpty]
        for store in stores.available { flags[store.name] = stores.kept.contains(store.name) }
        // Whether `make deps` has anything to install (SQLite's headers, the league's python3).
        flags["systemPackages"] = flags["sqlite"] == true || example == .league
        flags["helpers"] = !helpers.isEmpty
        return flags
    }

    /// The test-support programs (named in lower case): `storage-torture`.
    var helpers: [String] { testSupport.filter { $0.first?.isLowercase == true } }

    /// "a", "a and b", "a, b and c".
    static func sentence(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// Every scaffold file, rendered, at its place in the package.
    func files(from kit: KitSource) throws(GenerationError) -> FileTree {
        try files(of: try kit.files(in: Self.folder))
    }

    /// Every file of `scaffold` (the kit's scaffold folder, read), rendered, at its place in the
    /// package.
    func files(of scaffold: FileTree) throws(GenerationError) -> FileTree {
        var tree = FileTree()
        for (path, text) in scaffold.files {
            let relative = String(path.dropFirst(Self.folder.count + 1))
            let template = TextTemplate(path: path, text: text)
            tree[Self.renamedPaths[relative] ?? relative] = try template.render(values: values, flags: flags)
        }
        return tree
    }

    /// Today, `YYYY-MM-DD`, in UTC.
    static var today: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}
