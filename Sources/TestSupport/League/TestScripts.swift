import Foundation

/// The test servers' scripts (`Servers/` beside this file: `http_server.py`, `auth_server.py`),
/// found from this source file's place, which is theirs too.
public enum TestScripts {
    /// `Servers/NAME` beside this file.
    public static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Servers/\(name)").path
    }
}
