/// The kit's app names replaced by the project's, in paths and in text: the types that are the app
/// rather than the league domain (`LeagueFactory`, `LeagueApplication`, `LeagueCommandLine`,
/// `LeagueCLITests`), the program's name and folder (`Sources/league`), its data folder
/// (`.league`), its database (`league.sqlite`) and its environment variables (`LEAGUE_DATA_DIR`,
/// `LEAGUE_BIN`). The domain keeps its names: a team still plays in a league.
struct AppRenaming {
    let project: ProjectName

    func path(_ path: String) -> String {
        var path = path
        if path.hasPrefix("Sources/league/") {
            path = "Sources/\(project.programName)/" + path.dropFirst("Sources/league/".count)
        }
        return text(path)
    }

    func text(_ text: String) -> String {
        var text = text.replacing(/\bLeague(Factory|Application|CommandLine|CLITests)/) {
            project.typeName + $0.output.1
        }
        text = text.replacing(/\bLEAGUE_(DATA_DIR|BIN)\b/) { "\(project.constantName)_\($0.output.1)" }
        text = text.replacing(/\bleague\.sqlite\b/) { _ in "\(project.programName).sqlite" }
        // The data folder: ".league" and "./.league", but not `self.league`.
        text = text.replacing(/(["\/])\.league\b/) { "\($0.output.1).\(project.programName)" }
        text = text.replacing(/(programName|static let program) = "league"/) {
            "\($0.output.1) = \"\(project.programName)\""
        }
        return text
    }
}
