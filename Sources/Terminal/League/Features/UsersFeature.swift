import ArgumentReading
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import UseCases

/// The users of a remote source on the league's command line: `users --source URL`, from the
/// source, or the copy kept of its last answer when it fails.
public enum UsersFeature: FeatureCommands {
    public enum Command: Hashable, Sendable {
        case list(source: URL)
    }

    public static let commands = [
        CommandSpec(
            "users", abstract: "List the users: from URL, or the kept copy when it fails.",
            discussion: """
                Lists the users from URL (a JSON array of {"id", "name", "email"}) and keeps a copy.
                When URL fails, prints the kept copy, marked as cached.
                """,
            options: [.value("--source", "URL", help: "Where the users are: http or https.").required()])
    ]

    public static func command(_ arguments: ParsedArguments) throws(UsageError) -> Command {
        .list(source: try arguments.webAddress("--source"))
    }

    /// Loads the users' screen, then prints it. The kept copy is `DATA/users/<hash of the source
    /// URL>.json` (in memory for `memory`), read through a memory cache; the source is asked over
    /// a URL session made for this command.
    public static func run(_ command: Command, in context: CommandContext) async -> CommandOutcome {
        switch command {
        case .list(let source):
            let copy: any ValueStore<[UserRecord]> = LeagueFactory.makeValueStore(
                store: context.store, dataDirectory: context.dataDirectory,
                key: LeagueFactory.dataKey(in: "users", for: source))
            let remote = HTTPUserSource(
                performer: RequestPerformer(baseURL: source, client: URLSessionHTTPClient(), cache: ResponseCache()))
            let screen = await UsersScreen(
                list: ListUsers(
                    directory: FallbackUserDirectory(
                        remote: CachingUserSource(remote, keepingCopyIn: copy), local: StoredUserSource(copy))))
            await screen.load()
            return await context.view.show(await screen.state) { users in
                // A sentence on the terminal ends with a full stop, as the empty screen's does.
                [users.note, users.placeholder.map { $0 + "." }].compactMap { $0 } + users.rows.map(\.text)
            }
        }
    }
}
