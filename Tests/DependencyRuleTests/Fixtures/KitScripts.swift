import Foundation

/// The kit's release and packaging scripts, `Tests/Scripts/Release`, found from this file's place.
enum KitScripts {
    /// `Tests/Scripts/Release/NAME`.
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Fixtures
            .deletingLastPathComponent()  // DependencyRuleTests
            .deletingLastPathComponent()  // Tests
            .appendingPathComponent("Scripts/Release/\(name)").path
    }
}
