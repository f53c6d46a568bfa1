import ArgumentReading
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import UseCases

/// A session with an authority on the league's command line: `login`, `whoami` and `logout`, each
/// one action on the session's screen; the password is asked on the terminal.
public enum SessionFeature: FeatureCommands {
    public enum Command: Hashable, Sendable {
        case logIn(email: String, server: URL)
        case currentUser(server: URL)
        case logOut(server: URL)
    }

    public static let commands = [
        CommandSpec(
            "login", abstract: "Log in at the authority URL (password on standard input).",
            discussion: """
                Keeps the session in the data folder. The password is read from standard input: typed
                without echo at a terminal, else the first line
                (printf '%s\\n' "$PASSWORD" | \(LeagueFactory.programName) login …).
                """,
            arguments: [ArgumentSpec("EMAIL", help: "Who logs in.")], options: [server]),
        CommandSpec(
            "whoami", abstract: "Show who is logged in there, as the authority knows them now.", options: [server]),
        CommandSpec(
            "logout", abstract: "Log out there: the session is forgotten here, then ended at the authority.",
            options: [server]),
    ]

    /// `--server URL`: the authority.
    private static let server = OptionSpec.value(
        "--server", "URL", help: "The authority: https, or http to this machine only."
    ).required()

    public static func command(_ arguments: ParsedArguments) throws(UsageError) -> Command {
        let server = try arguments.authority("--server")
        return switch arguments.command.name {
        case "login": .logIn(email: arguments.argument("EMAIL")!, server: server)
        case "whoami": .currentUser(server: server)
        default: .logOut(server: server)
        }
    }

    /// Each command is one action on the session's screen with the authority it names, then what
    /// it shows on the terminal. `login` asks for the password on the terminal's input (hidden at
    /// a terminal) and gives the screen what was typed, or `nil` at the end of input. The session
    /// is kept in `DATA/sessions/<hash of its URL>.json` (0600 in a 0700 folder: a secret; in
    /// memory for `memory`), read through a memory cache.
    public static func run(_ command: Command, in context: CommandContext) async -> CommandOutcome {
        let screen = await sessionScreen(server: command.server, in: context)
        switch command {
        case .logIn(let email, _):
            let password = context.input.readSecret(prompt: "Password for \(email): ")
            await screen.logIn(email: email, password: password)
        case .currentUser:
            await screen.loadCurrentUser()
            return await context.view.show(await screen.state) { [$0.text] }
        case .logOut:
            await screen.logOut()
        }
        return await context.view.show(notice: await screen.notice, alert: await screen.alert)
    }

    /// The session's screen with the authority at `server`.
    private static func sessionScreen(server: URL, in context: CommandContext) async -> SessionScreen {
        let authenticator = AuthenticationGateway(
            performer: RequestPerformer(baseURL: server, client: URLSessionHTTPClient(), cache: nil))
        // A secret: a folder and files only their owner may read (DiskByteStorage.Privacy).
        let sessions = StoredSessionStore(
            store: LeagueFactory.makeValueStore(
                store: context.store, dataDirectory: context.dataDirectory.appendingPathComponent("sessions"),
                key: LeagueFactory.dataKey(in: nil, for: server), privacy: .ownerOnly))
        return await SessionScreen(
            logIn: LogIn(authenticator: authenticator, sessions: sessions),
            currentUser: LoadCurrentUser(authenticator: authenticator, sessions: sessions),
            logOut: LogOut(authenticator: authenticator, sessions: sessions))
    }

    public static func command(for step: NextStep) -> String? {
        step == .logIn ? "login" : nil
    }
}

extension SessionFeature.Command {
    /// The authority the command is for.
    var server: URL {
        switch self {
        case .logIn(_, let server), .currentUser(let server), .logOut(let server): server
        }
    }
}
