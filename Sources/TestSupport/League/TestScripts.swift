import Foundation

/// The helper scripts under `Tests/Scripts`, found from this source file's place in the package.
public enum TestScripts {
    /// `Tests/Scripts/NAME` in this package.
    public static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // League
            .deletingLastPathComponent()  // TestSupport
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()  // the package
            .appendingPathComponent("Tests/Scripts/\(name)").path
    }
}
