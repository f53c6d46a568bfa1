import Foundation
import InterfaceAdapters
import UseCases

/// The composition root: the one place that knows every concrete type, and wires a whole app
/// from a choice of drivers.
public enum LeagueFactory {
    /// The app's router, its repositories on `store` and its data under `dataDirectory`.
    ///
    /// - `sqlite`: `DATA/league.sqlite`; `files`: `DATA/records/teams/1.json`, …; `memory`: nothing
    ///   on disk for teams and players.
    /// - The users' kept copy is `DATA/users.json` (in memory for `memory`), read through a memory
    ///   cache.
    public static func makeRouter(
        store: StoreKind, dataDirectory: URL, view: any LeagueView, httpClient: any HTTPClient = URLSessionHTTPClient()
    ) async throws(RecordStoreError) -> any Router {
        let (teams, players) = try await makeRepositories(store: store, dataDirectory: dataDirectory)
        let userCopy = makeUserCopy(store: store, dataDirectory: dataDirectory)
        let directory: @Sendable (URL) -> any UserDirectory = { source in
            FallbackUserDirectory(
                remote: HTTPUserSource(performer: RequestPerformer(baseURL: source, client: httpClient)),
                local: userCopy)
        }
        return LeagueRouter(
            teams: TeamsController(teams: teams, view: view),
            players: PlayersController(teams: teams, players: players, view: view),
            users: UsersController(directory: directory, view: view))
    }

    /// The team and player repositories on the chosen record store.
    public static func makeRepositories(
        store: StoreKind, dataDirectory: URL
    ) async throws(RecordStoreError) -> (teams: any TeamRepository, players: any PlayerRepository) {
        switch store {
        case .memory:
            return (
                RecordStoreRepository(store: InMemoryRecordStore<TeamRecord>(), bridge: TeamBridge.self),
                RecordStoreRepository(store: InMemoryRecordStore<PlayerRecord>(), bridge: PlayerBridge.self)
            )
        case .files:
            let root = dataDirectory.appendingPathComponent("records")
            return (
                RecordStoreRepository(store: FileRecordStore<TeamRecord>(root: root), bridge: TeamBridge.self),
                RecordStoreRepository(store: FileRecordStore<PlayerRecord>(root: root), bridge: PlayerBridge.self)
            )
        case .sqlite:
            let database: SQLiteDatabase
            do {
                try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
                database = try SQLiteDatabase(path: dataDirectory.appendingPathComponent("league.sqlite").path)
            } catch {
                throw .unavailable("cannot open the database in \(dataDirectory.path): \(error)")
            }
            return (
                RecordStoreRepository(
                    store: try await SQLiteRecordStore<TeamRecord>(database: database), bridge: TeamBridge.self),
                RecordStoreRepository(
                    store: try await SQLiteRecordStore<PlayerRecord>(database: database), bridge: PlayerBridge.self)
            )
        }
    }

    private static func makeUserCopy(store: StoreKind, dataDirectory: URL) -> any ValueStore<[UserRecord]> {
        guard store != .memory else { return MemoryValueStore<[UserRecord]>() }
        let file = CodableValueStore<[UserRecord]>(storage: DiskByteStorage(root: dataDirectory), key: "users.json")
        return CachedValueStore(back: file)
    }
}
