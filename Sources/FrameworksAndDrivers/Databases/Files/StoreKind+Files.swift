import Foundation
import InterfaceAdapters

extension StoreKind {
    /// One JSON file per record under `records/` in the data folder.
    public static let files = StoreKind(name: "files", keepsData: true) { dataDirectory, _ in
        FileDatabase(root: dataDirectory.appendingPathComponent("records"))
    }
}
