import ArgumentReading
import FrameworksAndDrivers
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
            "team add", abstract: "Register a team (ABBR: 2-3 uppercase letters).",
            discussion: """
                  Example: \(LeagueFactory.programName) team add BOS --city Boston --nickname "Red Sox"
                """,
            arguments: [ArgumentSpec("ABBR", help: "2 or 3 uppercase letters, used by no other team.")],
            options: [
                .value("--city", "CITY", .textOrEmpty, help: "Where it plays; not blank.").required(),
                .value("--nickname", "NICKNAME", .textOrEmpty, help: "What it is called; not blank.").required(),
            ]),
        CommandSpec("teams", abstract: "List the teams, ordered by abbreviation."),
    ]

    public static func command(_ arguments: ParsedArguments) throws(UsageError) -> Command {
        switch arguments.command.name {
        case "team add":
            .register(
                abbreviation: arguments.argument("ABBR")!, city: arguments.value("--city")!,
                nickname: arguments.value("--nickname")!)
        default: .list
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
