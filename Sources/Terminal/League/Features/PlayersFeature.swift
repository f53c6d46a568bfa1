import ArgumentReading
import FrameworksAndDrivers
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
            "player sign", abstract: "Sign a player to a team.",
            discussion: """
                  Example: \(LeagueFactory.programName) player sign David Ortiz --number 34 --position "Designated Hitter" --team BOS
                """,
            arguments: [ArgumentSpec("FIRST", help: "The first name."), ArgumentSpec("LAST", help: "The last name.")],
            options: [
                .value("--number", "N", .integer, help: "0-99, free on the team.").required(),
                .value(
                    "--position", "POSITION", .textOrEmpty,
                    help:
                        "Pitcher, Catcher, First Base, Second Base, Third Base, Shortstop, Left Field, Center Field, Right Field or Designated Hitter."
                ).required(),
                .value("--team", "ABBR", .textOrEmpty, help: "The team, which must exist.").required(),
            ]),
        CommandSpec(
            "player release", abstract: "Release a player.",
            arguments: [
                ArgumentSpec(
                    "PLAYER-ID", .integer, help: "The player's id: '\(LeagueFactory.programName) roster ABBR' shows it."
                )
            ]),
        CommandSpec(
            "player transfer", abstract: "Move a player to another team; their number must be free there.",
            arguments: [ArgumentSpec("PLAYER-ID", .integer, help: "The player's id.")],
            options: [.value("--team", "ABBR", .textOrEmpty, help: "The team they join.").required()]),
        CommandSpec(
            "roster", abstract: "List a team's players by number, with the ids release and transfer take.",
            arguments: [ArgumentSpec("ABBR", help: "The team.")]),
    ]

    public static func command(_ arguments: ParsedArguments) throws(UsageError) -> Command {
        switch arguments.command.name {
        case "player sign":
            .sign(
                firstName: arguments.argument("FIRST")!, lastName: arguments.argument("LAST")!,
                number: arguments.integer("--number")!, position: arguments.value("--position")!,
                team: arguments.value("--team")!)
        case "player release": .release(id: Int(arguments.argument("PLAYER-ID")!)!)
        case "player transfer":
            .transfer(id: Int(arguments.argument("PLAYER-ID")!)!, team: arguments.value("--team")!)
        default: .roster(team: arguments.argument("ABBR")!)
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
