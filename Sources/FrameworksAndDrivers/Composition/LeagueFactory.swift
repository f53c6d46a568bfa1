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
    /// - The users' kept copy is `DATA/users/<hash of the source URL>.json` (in memory for `memory`),
    ///   read through a memory cache.
    public static func makeRouter(
        store: StoreKind, dataDirectory: URL, view: any LeagueView, httpClient: any HTTPClient = URLSessionHTTPClient()
    ) async throws(RecordStoreError) -> any Router {
        let (teams, players) = try await makeRepositories(store: store, dataDirectory: dataDirectory)
        let directory: @Sendable (URL) -> any UserDirectory = { source in
            FallbackUserDirectory(
                remote: HTTPUserSource(performer: RequestPerformer(baseURL: source, client: httpClient)),
                local: makeUserCopy(store: store, dataDirectory: dataDirectory, source: source))
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
            } catch let error as SQLiteError {
                throw .unavailable("cannot open the database in \(dataDirectory.path): \(error.message)")
            } catch {
                throw .unavailable("cannot create the data folder \(dataDirectory.path): \(describeSystemError(error))")
            }
            return (
                RecordStoreRepository(
                    store: try await SQLiteRecordStore<TeamRecord>(database: database), bridge: TeamBridge.self),
                RecordStoreRepository(
                    store: try await SQLiteRecordStore<PlayerRecord>(database: database), bridge: PlayerBridge.self)
            )
        }
    }

    /// The kept copy of the user list fetched from `source`: one per source, so that a failing
    /// source never serves another source's users.
    static func makeUserCopy(store: StoreKind, dataDirectory: URL, source: URL) -> any ValueStore<[UserRecord]> {
        guard store != .memory else { return MemoryValueStore<[UserRecord]>() }
        let file = CodableValueStore<[UserRecord]>(
            storage: DiskByteStorage(root: dataDirectory), key: userCopyKey(for: source))
        return CachedValueStore(back: file)
    }

    /// `users/<16 hex digits>.json`: the 64-bit FNV-1a hash of the source URL, stable across runs
    /// and platforms (unlike `Hasher`, which is seeded per process).
    static func userCopyKey(for source: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in source.absoluteString.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "users/" + String(repeating: "0", count: 16 - hex.count) + hex + ".json"
    }
}
