import InterfaceAdapters
import UseCases

/// The league's players on its command line: `player sign`, `player release`, `player transfer`
/// and `roster`, each one action on a team's roster screen, on the league's storage.
public enum PlayersFeature: FeatureCommands {
    public enum Command: Hashable, Sendable {
        case sign(firstName: String, lastName: String, number: Int, position: String, team: String)
        case release(id: Int)
        case transfer(id: Int, team: String)
        case roster(team: String)
    }

    public static let commands = [
        CommandSpec(
            "player sign", "FIRST LAST --number N --position POSITION --team ABBR", summary: "Sign a player to a team.",
            discussion: """
                Signs a player. The team must exist and N (0-99) must be free on it.
                POSITION is one of: Pitcher, Catcher, First Base, Second Base, Third Base,
                Shortstop, Left Field, Center Field, Right Field, Designated Hitter.
                  Example: \(LeagueFactory.programName) player sign David Ortiz --number 34 --position "Designated Hitter" --team BOS
                """),
        CommandSpec(
            "player release", "PLAYER-ID", summary: "Release a player.",
            discussion: "Releases a player. '\(LeagueFactory.programName) roster ABBR' shows the ids."),
        CommandSpec(
            "player transfer", "PLAYER-ID --team ABBR", summary: "Move a player to another team.",
            discussion: "Moves a player to another team; their number must be free there."),
        CommandSpec(
            "roster", "ABBR", summary: "List a team's players, with their ids.",
            discussion: "Lists a team's players by number, each with the id that release and transfer take."),
    ]

    public static func command(_ name: String, from words: inout CommandWords) throws(UsageError) -> Command {
        switch name {
        case "player sign":
            .sign(
                firstName: try words.positional("FIRST"), lastName: try words.positional("LAST"),
                number: try words.integerOption("--number"), position: try words.option("--position"),
                team: try words.option("--team"))
        case "player release": .release(id: try words.integerPositional("PLAYER-ID"))
        case "player transfer":
            .transfer(id: try words.integerPositional("PLAYER-ID"), team: try words.option("--team"))
        case "roster": .roster(team: try words.positional("ABBR"))
        default: throw UsageError("'\(name)' is not a command of the players")
        }
    }

    /// Each command is one action on the roster screen of the team it names, then what it shows
    /// on the terminal. A transfer runs on the roster the player joins; a release names no team,
    /// so it runs on the roster of none (`""`), which no release changes: nothing is reloaded.
    public static func run(_ command: Command, in context: CommandContext) async -> CommandOutcome {
        let league = RecordStoreUnitOfWork<LeagueRepositories>(database: context.database)
        let rosterScreen = { (team: String) in
            await RosterScreen(
                team: team, roster: GetRoster(league: league), sign: SignPlayer(league: league),
                release: ReleasePlayer(league: league), transfer: TransferPlayer(league: league))
        }
        let screen: RosterScreen
        switch command {
        case .sign(let firstName, let lastName, let number, let position, let team):
            screen = await rosterScreen(team)
            await screen.sign(firstName: firstName, lastName: lastName, number: number, position: position)
        case .release(let id):
            screen = await rosterScreen("")
            await screen.release(playerID: .init(id))
        case .transfer(let id, let team):
            screen = await rosterScreen(team)
            await screen.transfer(playerID: .init(id), toTeam: team)
        case .roster(let team):
            screen = await rosterScreen(team)
            await screen.load()
            return await context.view.show(await screen.state) { $0.text }
        }
        return await context.view.show(notice: await screen.notice, alert: await screen.alert)
    }

    public static func command(for step: NextStep) -> String? {
        switch step {
        case .signPlayer: "player sign"
        case .showRoster: "roster"
        default: nil
        }
    }
}
