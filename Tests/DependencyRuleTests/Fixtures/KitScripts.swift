import Foundation

/// The kit's release and packaging scripts under `Tests/Scripts`, found from this file's place.
enum KitScripts {
    /// `Tests/Scripts/NAME`.
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Fixtures
            .deletingLastPathComponent()  // DependencyRuleTests
            .deletingLastPathComponent()  // Tests
            .appendingPathComponent("Scripts/\(name)").path
    }
}
