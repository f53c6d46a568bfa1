import Foundation

/// A folder's contents: each file's path (relative to the folder) with its bytes, and each
/// folder's path with `nil`.
package typealias DiskImage = [String: Data?]

extension Dictionary where Key == String, Value == Data? {
    /// Every file (with its bytes) and folder under `root`, hidden ones included.
    package static func capture(_ root: URL) -> DiskImage {
        var found: DiskImage = [:]
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let path = walker?.nextObject() as? String {
            let url = root.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                found[path] = .some(nil)
            } else if let contents = try? Data(contentsOf: url) {
                found[path] = .some(contents)
            }  // A file gone or unreadable meanwhile is left out, never taken for a folder.
        }
        return found
    }

    /// Writes this image into `folder`, which is created.
    package func write(into folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (path, contents) in sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(path)
            if let contents {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try contents.write(to: url)
            } else {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            }
        }
    }
}
