import Foundation

/// A fresh folder under the system's temporary folder, for one test, removed by ``remove()``.
public struct TemporaryFolder: Sendable {
    public let url: URL

    /// - Parameter prefix: the start of the folder's name, to tell whose it is.
    public init(prefix: String = "cak") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public var path: String { url.path }

    public func remove() { try? FileManager.default.removeItem(at: url) }

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
