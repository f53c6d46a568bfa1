/// Which record store the app runs on.
public enum StoreKind: String, CaseIterable, Hashable, Sendable {
    /// One SQLite file in the data folder (`league.sqlite`).
    case sqlite
    /// One JSON file per record under `records/` in the data folder.
    case files
    /// In memory: gone when the process ends.
    case memory
}
