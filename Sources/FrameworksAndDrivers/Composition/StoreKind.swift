import Foundation
import InterfaceAdapters

/// A medium an app keeps its records on, as `--store NAME` chooses it. Each store declares its
/// value in its own folder under `Databases/` (`StoreKind+<Store>.swift`); ``all`` lists those the
/// apps offer.
public struct StoreKind: Hashable, Sendable, CustomStringConvertible {
    /// Opens the database of the app named `program` under the data folder `dataDirectory`.
    public typealias Opening =
        @Sendable (_ dataDirectory: URL, _ program: String) throws(RecordStoreError) -> any RecordDatabase

    /// What `--store` takes: one lower-case word.
    public let name: String
    /// Whether what it keeps outlives the process: an app keeps its other data on disk only then.
    public let keepsData: Bool
    private let opening: Opening

    /// A store named `name`, opening an app's database with `open`: what a store's folder declares
    /// (`extension StoreKind { public static let mine = StoreKind(…) }`), then lists in ``all``.
    public init(name: String, keepsData: Bool, open: @escaping Opening) {
        self.name = name
        self.keepsData = keepsData
        self.opening = open
    }

    /// The database of the app named `program`, under its data folder.
    public func open(in dataDirectory: URL, program: String) throws(RecordStoreError) -> any RecordDatabase {
        try opening(dataDirectory, program)
    }

    public var description: String { name }

    /// Stores are the same when their names are.
    public static func == (left: StoreKind, right: StoreKind) -> Bool { left.name == right.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
