import Foundation

/// A fresh folder under the system's temporary folder, removed by ``remove()``.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cak-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// Every file below the folder, as paths relative to it, sorted.
    func files() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: url.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: url.appendingPathComponent(path).path, isDirectory: &isFolder)
            if exists && !isFolder.boolValue { files.append(path) }
        }
        return files.sorted()
    }
}
