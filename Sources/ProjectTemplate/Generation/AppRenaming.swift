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
    var app: App = .league

    func path(_ path: String) -> String {
        var path = path
        if path.hasPrefix("Sources/\(app.programName)/") {
            path = "Sources/\(project.programName)/" + path.dropFirst("Sources/\(app.programName)/".count)
        }
        return text(path)
    }

    func text(_ text: String) -> String {
        let (type, program, constant) = (app.typeName, app.programName, app.constantName)
        // Most files name no app: nothing to look for.
        guard text.contains(type) || text.contains(program) || text.contains(constant) else { return text }
        if app.nameIsOnlyTheApp {
            // `StarterFactory`, "the `starter` binary", `starter.sqlite`, `STARTER_BIN` (simple word
            // boundaries: Unicode's take `starter.sqlite` for one word).
            return text.replacing(try! Regex("\\b\(type)(?![a-z])").wordBoundaryKind(.simple)) { _ in project.typeName }
                .replacing(try! Regex("\\b\(program)\\b").wordBoundaryKind(.simple)) { _ in project.programName }
                .replacing(try! Regex("\\b\(constant)_").wordBoundaryKind(.simple)) { _ in project.constantName + "_" }
        }
        var text = text.replacing(try! Regex("\\b\(type)(Factory|Features|CLITests)")) { match in
            project.typeName + String(match.output[1].substring!)
        }
        text = text.replacing(try! Regex("\\b\(constant)_(DATA_DIR|BIN)\\b")) { match in
            "\(project.constantName)_" + String(match.output[1].substring!)
        }
        text = text.replacing(try! Regex("\\b\(program)\\.sqlite\\b")) { _ in "\(project.programName).sqlite" }
        // The data folder: ".league" and "./.league", but not `self.league`.
        text = text.replacing(try! Regex("([\"/])\\.\(program)\\b")) { match in
            String(match.output[1].substring!) + ".\(project.programName)"
        }
        text = text.replacing(try! Regex("(programName|static let program) = \"\(program)\"")) { match in
            String(match.output[1].substring!) + " = \"\(project.programName)\""
        }
        // The program as a command, in quotes or backticks: `'league team add --help'`,
        // "`league login`", "the `league` binary" (never `self.league` or "a league").
        text = text.replacing(try! Regex("([`'\"])\(program)(?=[ `'\"])")) { match in
            String(match.output[1].substring!) + project.programName
        }
        return text
    }
}
