/// One of the kit's apps renamed as the project: the types that are the app rather than its domain
/// (`LeagueFactory`, `LeagueFeatures`, `LeagueCLITests`), the program's
/// name and folder (`Sources/league`), the program as a command in quotes (`'league team add'`),
/// its data folder (`.league`), its database (`league.sqlite`)
/// and its environment variables (`LEAGUE_DATA_DIR`, `LEAGUE_BIN`). The domain keeps its names: a
/// team still plays in a league. The starter app has no domain of its own: every `Starter`,
/// `starter` and `STARTER_` in its files is the app's name.
struct AppRenaming {
    /// One of the kit's apps, by its names.
    struct App: Hashable, Sendable {
        /// `League`, `Starter`: also the name of the folders that hold the app in each layer.
        let typeName: String
        /// `league`, `starter`.
        let programName: String
        /// Whether the name means nothing but the app, wherever it appears (not `league`: a team
        /// plays in one).
        let nameIsOnlyTheApp: Bool
        static let league = App(typeName: "League", programName: "league", nameIsOnlyTheApp: false)
        static let starter = App(typeName: "Starter", programName: "starter", nameIsOnlyTheApp: true)
        static let all = [league, starter]

        var constantName: String { programName.uppercased() }

        /// The app's command-line tests target: `LeagueCLITests`.
        var cliTests: String { typeName + "CLITests" }

        /// Whether the kit's target `name` is the app's own: its executable or its command-line tests.
        func ownsTarget(_ name: String) -> Bool {
            name == programName || name == cliTests
        }
    }

    let project: ProjectName
    let app: App
    /// The words renamed, and where (``rules(of:as:)``): made once.
    private let replacements: WordReplacements

    init(project: ProjectName, app: App = .league) {
        (self.project, self.app) = (project, app)
        replacements = Self.rules(of: app, as: project)
    }

    func path(_ path: String) -> String {
        var path = path
        if path.hasPrefix("Sources/\(app.programName)/") {
            path = "Sources/\(project.programName)/" + path.dropFirst("Sources/\(app.programName)/".count)
        }
        return text(path)
    }

    /// A file's contents renamed: in Swift, only its names, strings, comments, attributes and `#if`
    /// conditions, each read whole by the lexer; in any other file, the whole text.
    func contents(_ text: String, at path: String) -> String {
        guard path.hasSuffix(".swift"), replacements.mayApply(to: text) else { return replacements.applied(to: text) }
        let source = SwiftTokens(text, keepingComments: true)
        let bytes = Array(text.utf8)
        var renamed: [UInt8] = []
        renamed.reserveCapacity(bytes.count)
        var copied = 0
        for token in source.tokens
        where [.identifier, .string, .lineComment, .blockComment, .pound, .attribute].contains(token.kind) {
            renamed += bytes[copied..<token.start]
            replacements.apply(to: bytes[token.start..<token.end], into: &renamed)
            copied = token.end
        }
        return String(decoding: renamed + bytes[copied...], as: UTF8.self)
    }

    /// `text` (a path, or a file that is not Swift) renamed.
    func text(_ text: String) -> String { replacements.applied(to: text) }

    /// The renames of `app`'s names as `project`'s.
    private static func rules(of app: App, as project: ProjectName) -> WordReplacements {
        let (type, program, constant) = (app.typeName, app.programName, app.constantName)
        if app.nameIsOnlyTheApp {
            // `StarterFactory`, "the `starter` binary", `starter.sqlite`, `STARTER_BIN`.
            return WordReplacements(rules: [
                .init(type, project.typeName, after: .noneOf("abcdefghijklmnopqrstuvwxyz")),
                .init(program, project.programName),
                .init(constant + "_", project.constantName + "_", after: .anything),
            ])
        }
        let types = ["Factory", "Features", "CLITests"].map {
            WordReplacements.Rule(type + $0, project.typeName + $0, after: .anything)
        }
        let variables = ["DATA_DIR", "BIN"].map {
            WordReplacements.Rule("\(constant)_\($0)", "\(project.constantName)_\($0)")
        }
        return WordReplacements(
            rules: types + variables + [
                .init("\(program).sqlite", "\(project.programName).sqlite"),
                // The data folder: ".league" and "./.league", but not `self.league`.
                .init(".\(program)", ".\(project.programName)", before: .oneOf("\"/")),
                // The program as a command, in quotes or backticks: `'league team add --help'`,
                // "`league login`", "the `league` binary", `programName = "league"` (never
                // `self.league` or "a league").
                .init(program, project.programName, before: .oneOf("`'\""), after: .oneOf(" `'\"")),
            ])
    }
}
