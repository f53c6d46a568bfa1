import Foundation
import FrameworksAndDrivers
import InterfaceAdapters

/// The composition root of the `league` app: what the app is (``app``) and its process
/// (``main()``). What each feature wires is in its own `…Feature` type, listed in
/// ``LeagueFeatures``; ``AppShell`` runs them on the storage the command line chooses.
public enum LeagueFactory {
    /// The program's name, in its messages and help.
    public static let programName = "league"

    /// The app: data in `./.league` (or `$LEAGUE_DATA_DIR`, or `--data-dir`), teams and players
    /// in `league.sqlite`, one file per record under `records/`, or in memory; the users' copies
    /// and the sessions beside them (``UsersFeature``, ``SessionFeature``).
    public static let app = CommandLineApp(
        programName: programName, version: "1.0.0",
        abstract: "A baseball league kept by the CleanArchitectureKit reference layers.",
        dataDirectoryVariable: "LEAGUE_DATA_DIR",
        exitStatus: """
            0 done; 1 refused (a league rule, an unknown team or player, wrong credentials,
            nobody logged in); 2 usage error, or storage or the network failed.
            """,
        features: LeagueFeatures.all)

    /// The `league` process.
    public static func main() async -> Never {
        await AppShell.main(app)
    }

    /// A value kept under `key` in the data folder, read through a memory cache; in memory only
    /// for a store that keeps nothing (`memory`).
    static func makeValueStore<Value: Codable & Sendable>(
        store: StoreKind, dataDirectory: URL, key: String, privacy: DiskByteStorage.Privacy = .shared
    ) -> any ValueStore<Value> {
        guard store.keepsData else { return InMemoryValueStore<Value>() }
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
