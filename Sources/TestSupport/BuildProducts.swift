import Foundation

/// Where the build put its products (executables, module files), found from the running test
/// binary, so that tests can run `league` or type-check snippets against the built modules.
public enum BuildProducts {
    /// The products folder: `$BUILD_PRODUCTS_DIR` if set, else the nearest ancestor of the running
    /// executable that holds a `Modules` folder or the given product.
    public static func directory(containing product: String = "Modules") -> URL? {
        if let override = ProcessInfo.processInfo.environment["BUILD_PRODUCTS_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        var folder = executable.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(product).path) { return folder }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The built program `name`: the path `$variable` names when it is set (make test sets
    /// `LEAGUE_BIN`, `DEPENDENCY_RULE` …), else the one beside the test runner; `nil` when neither.
    public static func program(
        _ name: String, overriddenBy variable: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        if let path = environment[variable], !path.isEmpty { return path }
        return directory(containing: name)?.appendingPathComponent(name).path
    }

    /// The running executable (the test runner).
    static var executable: URL {
        #if os(Linux)
            return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
            return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
    }
}
