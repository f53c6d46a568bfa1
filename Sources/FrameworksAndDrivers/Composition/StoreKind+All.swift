extension StoreKind {
    /// The stores the apps offer, the default first. Each entry is declared in its store's folder
    /// under `Databases/`; `clean-architecture new --store` keeps the chosen stores' folders and
    /// their entries here.
    public static let all: [StoreKind] = [
        .sqlite,
        .files,
        .memory,
    ]

    /// The store named `name` among `stores`.
    public static func named(_ name: String, in stores: [StoreKind] = all) -> StoreKind? {
        stores.first { $0.name == name }
    }
}
