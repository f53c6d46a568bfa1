import Foundation
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
            "login", "EMAIL --server URL", summary: "Log in at the authority URL (password on standard input).",
            discussion: """
                Logs in at the authority URL and keeps the session in the data folder.
                The password is read from standard input: typed without echo at a terminal,
                else the first line (printf '%s\\n' "$PASSWORD" | \(LeagueFactory.programName) login …).
                """),
        CommandSpec(
            "whoami", "--server URL", summary: "Show who is logged in there, as the authority knows them.",
            discussion: "Shows the user logged in at URL, as the authority knows them now."),
        CommandSpec(
            "logout", "--server URL", summary: "Log out there.",
            discussion: "Forgets the session with URL here, then ends it at the authority."),
    ]

    public static func command(_ name: String, from words: inout CommandWords) throws(UsageError) -> Command {
        switch name {
        case "login": .logIn(email: try words.positional("EMAIL"), server: try words.authority("--server"))
        case "whoami": .currentUser(server: try words.authority("--server"))
        case "logout": .logOut(server: try words.authority("--server"))
        default: throw UsageError("'\(name)' is not a command of the session")
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
