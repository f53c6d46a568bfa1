import Foundation

/// This checkout: the kit the template copies.
enum Kit {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// What a copy of the kit holds: enough to build it, check it and add features to it.
    static let contents = ["Package.swift", "dependency-rules.json", ".swift-format", "Sources", "Tests", "Fakes"]

    /// Copies the kit into `folder`, so that a test that writes (or might, if the code under test
    /// is wrong) never touches this checkout.
    static func copy(into folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for item in contents {
            try FileManager.default.copyItem(
                at: root.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
    }
}
