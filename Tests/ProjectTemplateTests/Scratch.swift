import Foundation

/// A temporary folder, removed by ``remove()``.
struct Scratch: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("template-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// Every file and folder below the scratch folder, as relative paths, sorted: to prove a
    /// refused run wrote nothing.
    var listing: [String] { Self.listing(of: url) }

    static func listing(of folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }
}
