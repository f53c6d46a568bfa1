import InterfaceAdapters
import UseCases

/// The league's teams on its command line: `team add` and `teams`, run by the teams controller on
/// the league's storage.
public enum TeamsFeature: FeatureCommands {
    public enum Command: Hashable, Sendable {
        case register(abbreviation: String, city: String, nickname: String)
        case list
    }

    public static let commands = [
        CommandSpec(
            "team add", "ABBR --city CITY --nickname NICKNAME",
            summary: "Register a team (ABBR: 2-3 uppercase letters).",
            discussion: """
                Registers a team. ABBR is 2 or 3 uppercase letters and must be unused;
                CITY and NICKNAME must not be blank.
                  Example: \(LeagueFactory.programName) team add BOS --city Boston --nickname "Red Sox"
                """),
        CommandSpec("teams", summary: "List the teams.", discussion: "Lists the teams, ordered by abbreviation."),
    ]

    public static func command(_ name: String, from words: inout CommandWords) throws(UsageError) -> Command {
        switch name {
        case "team add":
            .register(
                abbreviation: try words.positional("ABBR"), city: try words.option("--city"),
                nickname: try words.option("--nickname"))
        case "teams": .list
        default: throw UsageError("'\(name)' is not a command of the teams")
        }
    }

    public static func run(_ command: Command, in context: CommandContext) async -> ControllerOutcome {
        let league = RecordStoreUnitOfWork<LeagueRepositories>(database: context.database)
        let controller = TeamsController(
            registerTeam: RegisterTeam(league: league), listTeams: ListTeams(league: league),
            view: LeagueTerminalView(context))
        switch command {
        case .register(let abbreviation, let city, let nickname):
            return await controller.register(abbreviation: abbreviation, city: city, nickname: nickname)
        case .list:
            return await controller.list()
        }
    }

    public static func command(for step: NextStep) -> String? {
        step == .registerTeam ? "team add" : nil
    }
}
