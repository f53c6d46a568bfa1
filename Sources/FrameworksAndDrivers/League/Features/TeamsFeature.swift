import InterfaceAdapters
import UseCases

/// The league's teams on its command line: `team add` and `teams`, each one action on the teams'
/// screen, on the league's storage.
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

    /// Each command is one action on the teams' screen, then what it shows on the terminal.
    public static func run(_ command: Command, in context: CommandContext) async -> CommandOutcome {
        let league = RecordStoreUnitOfWork<LeagueRepositories>(database: context.database)
        let screen = await TeamsScreen(list: ListTeams(league: league), register: RegisterTeam(league: league))
        switch command {
        case .register(let abbreviation, let city, let nickname):
            await screen.register(abbreviation: abbreviation, city: city, nickname: nickname)
            return await context.view.show(notice: await screen.notice, alert: await screen.alert)
        case .list:
            await screen.load()
            return await context.view.show(await screen.state) { $0.text }
        }
    }

    public static func command(for step: NextStep) -> String? {
        step == .registerTeam ? "team add" : nil
    }
}
