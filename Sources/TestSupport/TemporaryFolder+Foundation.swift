import Foundation
import ProcessSpawning

extension TemporaryFolder {
    /// The folder as a file URL.
    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// Every file and folder below it, as relative paths, sorted: to prove a refused run wrote
    /// nothing.
    public var listing: [String] { Self.listing(of: url) }

    /// Every regular file below it, as relative paths, sorted.
    public func files() -> [String] {
        listing.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path, isDirectory: &isFolder)
                && !isFolder.boolValue
        }
    }

    /// Every file and folder below `folder`, as relative paths, sorted.
    public static func listing(of folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }
}
