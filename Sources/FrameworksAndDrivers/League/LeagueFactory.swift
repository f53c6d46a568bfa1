import Foundation
import InterfaceAdapters
import UseCases

/// The composition root: the one place that names the concrete types (drivers, adapters,
/// interactors, controllers) and wires them into the `league` app. Everything else receives its
/// collaborators through its initialiser.
public enum LeagueFactory {
    /// The `league` process: the terminal, the live wiring, and the exit status.
    public static func main() async -> Never {
        let status = await LeagueApplication.run(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
            view: LeagueTerminalView(output: .standardOutput, errors: .standardError, input: .standardInput),
            errors: .standardError, output: .standardOutput, makeRouter: makeRouter)
        exit(status)
    }

    /// The whole app for a command line: its router, its storage on the chosen store under the
    /// data folder, and its view. What a route needs is made when the route is taken: a command
    /// that uses no network creates no URL session.
    ///
    /// - `sqlite`: `DATA/league.sqlite`; `files`: `DATA/records/teams/1.json`, …; `memory`:
    ///   nothing on disk. The store is opened by the first unit of work, so commands that use no
    ///   team or player create nothing.
    /// - The users' kept copy is `DATA/users/<hash of the source URL>.json`, the session with an
    ///   authority `DATA/sessions/<hash of its URL>.json` (0600 in a 0700 folder: a secret; in
    ///   memory for `memory`), each read through a memory cache.
    @Sendable
    public static func makeRouter(for commandLine: LeagueCommandLine, view: any LeagueView) async -> any Router {
        let store = commandLine.store
        let data = commandLine.dataDirectory
        let league = RecordStoreUnitOfWork<LeagueRepositories>(
            storage: OpenedOnFirstUse { () throws(RecordStoreError) in
                try makeRecordStorage(store: store, dataDirectory: data)
            })
        return LeagueRouter(
            teams: TeamsController(
                registerTeam: RegisterTeam(league: league), listTeams: ListTeams(league: league), view: view),
            players: PlayersController(
                signPlayer: SignPlayer(league: league), releasePlayer: ReleasePlayer(league: league),
                transferPlayer: TransferPlayer(league: league), getRoster: GetRoster(league: league), view: view),
            users: UsersController(
                listUsers: { source in
                    let copy: any ValueStore<[UserRecord]> = makeValueStore(
                        store: store, dataDirectory: data, key: dataKey(in: "users", for: source))
                    let remote = HTTPUserSource(
                        performer: RequestPerformer(
                            baseURL: source, client: URLSessionHTTPClient(), cache: ResponseCache()))
                    return ListUsers(
                        directory: FallbackUserDirectory(
                            remote: CachingUserSource(remote, keepingCopyIn: copy), local: StoredUserSource(copy)))
                }, view: view),
            session: SessionController(
                interactors: { server in
                    let authenticator = AuthenticationGateway(
                        performer: RequestPerformer(baseURL: server, client: URLSessionHTTPClient(), cache: nil))
                    // A secret: a folder and files only their owner may read (DiskByteStorage.Privacy).
                    let sessions = StoredSessionStore(
                        store: makeValueStore(
                            store: store, dataDirectory: data.appendingPathComponent("sessions"),
                            key: dataKey(in: nil, for: server), privacy: .ownerOnly))
                    return SessionController.Interactors(
                        logIn: LogIn(authenticator: authenticator, sessions: sessions),
                        currentUser: LoadCurrentUser(authenticator: authenticator, sessions: sessions),
                        logOut: LogOut(authenticator: authenticator, sessions: sessions))
                }, view: view))
    }

    /// The medium teams and players are kept on, changed in units of work: `DATA/league.sqlite`,
    /// `DATA/records/…`, or memory.
    public static func makeRecordStorage(
        store: StoreKind, dataDirectory: URL
    ) throws(RecordStoreError) -> any TransactionalRecordStorage {
        try RecordStorageFactory.make(store: store, dataDirectory: dataDirectory, database: "league.sqlite")
    }

    /// A value kept under `key` in the data folder, read through a memory cache; in memory only
    /// for the `memory` store.
    static func makeValueStore<Value: Codable & Sendable>(
        store: StoreKind, dataDirectory: URL, key: String, privacy: DiskByteStorage.Privacy = .shared
    ) -> any ValueStore<Value> {
        guard store != .memory else { return InMemoryValueStore<Value>() }
        return CachedValueStore(
            front: InMemoryValueStore<Value>(),
            back: CodableValueStore<Value>(storage: DiskByteStorage(root: dataDirectory, privacy: privacy), key: key))
    }

    /// `FOLDER/<16 hex digits>.json`: the 64-bit FNV-1a hash of the URL, stable across runs and
    /// platforms (unlike `Hasher`, which is seeded per process). One file per URL, so a failing
    /// source is never answered with another source's users, nor a server with another's session.
    static func dataKey(in folder: String?, for url: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.absoluteString.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return (folder.map { "\($0)/" } ?? "") + String(repeating: "0", count: 16 - hex.count) + hex + ".json"
    }
}
